// Run by seedTenant in a process of its own (with tsx), since opening a new embedded data folder starts a
// TypeScript child that the test runner's own process cannot start. Prints the tenant as JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { clients, clientWasteTypes } from '../../src/db/schema.ts';
import { createUser } from '../../src/domain/users/create-user.ts';

const target = JSON.parse(process.argv[2]!) as DatabaseTarget;
const database = await openDatabase(target);
try {
  const [client] = await database.db
    .insert(clients)
    .values({ name: `Faults ${randomUUID().slice(0, 8)}` })
    .returning();
  await database.db.insert(clientWasteTypes).values({ clientId: client!.id, wasteType: 'rejeito', limitKg: 15 });
  const email = `faults-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(12).toString('base64url');
  await createUser(database.db, { email, name: 'Faults', role: 'master', password, clientIds: [client!.id] });
  console.log(JSON.stringify({ clientId: client!.id, email, password }));
} finally {
  await database.close();
}
