import { eq, inArray, sql } from 'drizzle-orm';
import { MTR_LOOKUP_KINDS, MTR_API_SYSTEMS } from '@ecopeso/shared/mtr';
import type { Db } from '../db/client.ts';
import { carriers, clients, mtrLookupItems, mtrLookupSyncs, mtrSettings, receivers } from '../db/schema.ts';
import { credentialsHint, sealCredentials } from '../domain/mtr/credentials-crypto.ts';
import type { MtrCredentials } from '../mtr/adapter.ts';
import { LIST_ROUTES } from '../mtr/apiws-adapter.ts';
import { SIMULATOR_LISTS } from '../mtr/simulator/lists.ts';
import { DEMO_CARRIER, DEMO_CLIENTS, DEMO_RECEIVERS } from './demo-plan.ts';

/** Accepted by the simulator (a SINIR integration token there starts with SIM-; its SIGOR password is 'simulador'). */
export const DEMO_MTR_CREDENTIALS: Record<'resort' | 'city', MtrCredentials> = {
  resort: { kind: 'integration-token', integrationToken: 'SIM-DEMO-MARE-ALTA-451238' },
  city: { kind: 'cpf-password', cpf: '52998224725', password: 'simulador' },
};

/**
 * Connects the demo to the MTR simulator, clearly labelled: the beach resort (PE) issues through SINIR and the
 * São Paulo hotel through SIGOR, both in the 'simulator' environment with credentials the simulator accepts
 * (sealed like real ones); the restaurant stays unconnected, to show that state. Providers get unit codes in both
 * systems, and the simulator's lookup lists are stored as a first sync, so a newcomer can open MTR management,
 * press "Nova coleta" and issue at once. Only on a database whose demo clients have no MTR settings yet.
 */
export async function seedDemoMtr(
  db: Db,
  { credentialsKey, now = new Date() }: { credentialsKey: Buffer; now?: Date },
) {
  const names = DEMO_CLIENTS.map((c) => c.name);
  const found = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.name, names));
  const idOf = (key: 'resort' | 'city') =>
    found.find((c) => c.name === DEMO_CLIENTS.find((p) => p.key === key)!.name)?.id;
  const resort = idOf('resort');
  const city = idOf('city');
  if (!resort || !city) return false;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mtrSettings)
    .where(inArray(mtrSettings.clientId, [resort, city]));
  if ((existing?.n ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    await tx
      .update(carriers)
      .set({ unitCodes: { SINIR: '100234', SIGOR: '100234' } })
      .where(eq(carriers.name, DEMO_CARRIER.name));
    for (const [i, r] of DEMO_RECEIVERS.entries()) {
      const code = String(200_101 + i);
      await tx
        .update(receivers)
        .set({ unitCodes: { SINIR: code, SIGOR: code } })
        .where(eq(receivers.name, r.name));
    }
    const settings = [
      { clientId: resort, system: 'SINIR', generatorUnitCode: '451238', credentials: DEMO_MTR_CREDENTIALS.resort },
      { clientId: city, system: 'SIGOR', generatorUnitCode: '451239', credentials: DEMO_MTR_CREDENTIALS.city },
    ];
    for (const s of settings) {
      await tx.insert(mtrSettings).values({
        clientId: s.clientId,
        system: s.system,
        environment: 'simulator',
        generatorUnitCode: s.generatorUnitCode,
        responsibleName: 'Marina Master (demo)',
        responsibleRole: 'Gestora ambiental',
        credentialsKind: s.credentials.kind,
        credentialsSealed: sealCredentials(credentialsKey, s.clientId, s.credentials),
        credentialsHint: credentialsHint(s.credentials),
      });
    }
    // The simulator's lists, as a sync would have stored them (the simulator serves exactly these).
    for (const system of MTR_API_SYSTEMS) {
      for (const kind of MTR_LOOKUP_KINDS) {
        const route = LIST_ROUTES[kind];
        const rows = SIMULATOR_LISTS[system][route.path] ?? [];
        await tx
          .insert(mtrLookupItems)
          .values(
            rows.map((row) => ({
              system,
              environment: 'simulator',
              kind,
              code: String(row[route.code]),
              description: String(row[route.description]),
              abbreviation: route.abbreviation ? String(row[route.abbreviation] ?? '') || null : null,
            })),
          )
          .onConflictDoNothing();
        await tx
          .insert(mtrLookupSyncs)
          .values({ system, environment: 'simulator', kind, count: rows.length, syncedAt: now })
          .onConflictDoNothing();
      }
    }
  });
  return true;
}
