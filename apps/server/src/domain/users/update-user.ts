import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow, updateUserSchema } from '@ecopeso/shared/users';
import { canManageUser, INDISPENSABLE_ROLE, isRole } from '@ecopeso/shared/roles';
import { session, user, userClients } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { checkGrant } from './check-grant.ts';
import { voidPasswordLinks } from './issue-password-link.ts';
import { getUserRow, loadUserScope } from './user-scope.ts';

type Update = z.output<typeof updateUserSchema>;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Changes a user's name, role, clients or active flag under the rules of spec §6: only a user the actor manages,
 * only from the version the edit started from (409 otherwise), never one's own role or one's own deactivation,
 * never leaving no active master. A deactivation ends every session of the user in the same transaction, and the
 * change is audited with it.
 */
export async function updateUser({
  db,
  actor,
  userId,
  input,
}: Change<{ userId: string; input: Update }>): Promise<UserRow> {
  await db.transaction(async (tx) => {
    const target = await loadUserScope(tx, userId, { forUpdate: true });
    if (!target || !isRole(target.role) || !canManageUser(actor, target)) {
      throw new AppError('not-found', 'User not found.');
    }
    if (target.version !== input.version) {
      throw staleChange('this user');
    }
    const self = target.id === actor.id;
    const role = input.role ?? target.role;
    const clientIds = input.clientIds ? [...new Set(input.clientIds)].sort() : target.clientIds;
    const active = input.active ?? target.active;
    const roleChanged = role !== target.role;
    const clientsChanged = !sameList(clientIds, target.clientIds);
    if (self && roleChanged) throw new AppError('permission-denied', 'You cannot change your own role.');
    if (self && !active) throw new AppError('permission-denied', 'You cannot deactivate yourself.');
    if (roleChanged || clientsChanged) await checkGrant(tx, actor, role, clientIds);
    if (target.role === INDISPENSABLE_ROLE && target.active && (role !== INDISPENSABLE_ROLE || !active)) {
      // Locks every active master, so two demotions at once cannot both pass this count.
      const { rows } = (await tx.execute(
        sql`select id from "user" where role = ${INDISPENSABLE_ROLE} and active for update`,
      )) as unknown as { rows: unknown[] };
      if (rows.length <= 1) {
        throw new AppError('permission-denied', 'The last active master cannot be demoted or deactivated.');
      }
    }

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const note = (key: string, from: unknown, to: unknown) => {
      before[key] = from;
      after[key] = to;
    };
    const name = input.name ?? target.name;
    if (name !== target.name) note('name', target.name, name);
    if (roleChanged) note('role', target.role, role);
    if (clientsChanged) note('clientIds', target.clientIds, clientIds);
    if (active !== target.active) note('active', target.active, active);
    if (!Object.keys(after).length) return;

    await tx
      .update(user)
      .set({ name, role, active, version: sql`${user.version} + 1`, updatedAt: new Date() })
      .where(and(eq(user.id, userId), eq(user.version, input.version)));
    if (clientsChanged) {
      await tx.delete(userClients).where(eq(userClients.userId, userId));
      if (clientIds.length) await tx.insert(userClients).values(clientIds.map((clientId) => ({ userId, clientId })));
    }
    // Every instance confirms the session row on each request (http/sessions.ts), so this ends them everywhere.
    if (!active) await tx.delete(session).where(eq(session.userId, userId));
    // A link issued before a deactivation or a role change would sign in with what the user no longer is.
    if (!active || roleChanged) await voidPasswordLinks(tx, userId);
    const action = active !== target.active ? (active ? 'reactivate' : 'deactivate') : 'update';
    await writeAuditEvent(tx, { actor, entity: 'user', entityId: userId, action, before, after });
  });
  return (await getUserRow(db, userId))!;
}
