import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES, type Role } from '@ecopeso/shared/roles';
import { operatorPasswordSchema } from '@ecopeso/shared/users';
import type { Db } from '../../db/client.ts';
import { account, user, userClients } from '../../db/schema.ts';
import { hashPassword } from '../../auth/auth.ts';
import { AppError } from '../app-error.ts';

export const newUserSchema = z.object({
  email: z.email().transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1).max(120),
  role: z.enum(ROLES),
  password: operatorPasswordSchema,
  clientIds: z.array(z.uuid()).default([]),
});
export type NewUser = z.input<typeof newUserSchema>;

/** Creates a user with a credential account (argon2id hash) and their allowed clients, in one transaction. */
export async function createUser(db: Db, input: NewUser): Promise<{ id: string; email: string; role: Role }> {
  const data = newUserSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: user.id }).from(user).where(eq(user.email, data.email));
    if (existing.length) throw new AppError('aborted', `A user with e-mail ${data.email} already exists.`);
    const id = randomUUID();
    await tx.insert(user).values({ id, email: data.email, name: data.name, role: data.role, emailVerified: true });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    if (data.clientIds.length) {
      await tx.insert(userClients).values(data.clientIds.map((clientId) => ({ userId: id, clientId })));
    }
    return { id, email: data.email, role: data.role };
  });
}
