import { inArray } from 'drizzle-orm';
import { grantableRoles, grantNeedsOwnClients, needsClients, type Role } from '@ecopeso/shared/roles';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';

/**
 * Refuses a role or a client list the actor may not give: a gerente gives only the operacional role, and only
 * clients of their own (at least one, or the user would fall out of their sight). A gerente or an operacional gets
 * at least one client whoever gives it (needsClients). Every client must exist.
 */
export async function checkGrant(db: Db, actor: Actor, role: Role, clientIds: readonly string[]): Promise<void> {
  if (!grantableRoles(actor.role).includes(role)) {
    throw new AppError('permission-denied', 'You may not give this role.');
  }
  if (grantNeedsOwnClients(actor.role)) {
    if (clientIds.length === 0) throw new AppError('permission-denied', 'Give the user at least one of your clients.');
    if (!clientIds.every((id) => actor.allowedClientIds.includes(id))) {
      throw new AppError('permission-denied', 'You may only give access to your own clients.');
    }
  }
  if (needsClients(role) && clientIds.length === 0) {
    throw new AppError('invalid-argument', 'Give a gerente or an operacional at least one client.');
  }
  const unique = [...new Set(clientIds)];
  if (unique.length) {
    const found = await db.select({ id: clients.id }).from(clients).where(inArray(clients.id, unique));
    if (found.length !== unique.length) throw new AppError('invalid-argument', 'Unknown client.');
  }
}
