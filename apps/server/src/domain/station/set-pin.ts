import { sql } from 'drizzle-orm';
import { canSetPin, isRole } from '@ecopeso/shared/roles';
import { hashPassword, verifyPassword } from '../../auth/auth.ts';
import { pgArray } from '../../db/pg-array.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { loadUserScope } from '../users/user-scope.ts';

/** "PIN taken" answers one person may get in a day: uniqueness would otherwise tell anyone their colleagues' PINs. */
export const PIN_TAKEN_PER_DAY = 3;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Sets (or, with `pin` null, removes) a user's station PIN, hashed as passwords are (decision 039): by the user
 * themselves or whoever may edit them (canSetPin, roles.ts). A PIN is unique among the users of each of the user's
 * clients — the station knows its cook by the PIN alone — checked with those clients locked, so two people cannot take
 * one PIN at once. A refusal for a taken PIN is audited on the actor and counted: after PIN_TAKEN_PER_DAY in a day
 * the actor gets 429. Every change is audited on the user, without the PIN.
 */
export async function setPin({
  db,
  actor,
  userId,
  pin,
}: Change<{ userId: string; pin: string | null }>): Promise<void> {
  const hash = pin === null ? null : await hashPassword(pin);
  const taken = await db.transaction(async (tx) => {
    const target = await loadUserScope(tx, userId, { forUpdate: true });
    // Removing one's own PIN is always allowed (there may be none to remove).
    const ownRemoval = pin === null && target?.id === actor.id;
    if (!target || !isRole(target.role) || !(ownRemoval || canSetPin(actor, { ...target, role: target.role }))) {
      throw new AppError('not-found', 'User not found.');
    }
    if (pin !== null) {
      const [refusals] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from global_audit_events
          where actor_id = ${actor.id} and action = 'pin_taken' and created_at > now() - interval '1 day'`),
      );
      if ((refusals?.n ?? 0) >= PIN_TAKEN_PER_DAY) {
        throw new AppError('resource-exhausted', 'Too many PINs already in use were tried today. Try again tomorrow.');
      }
      // Locked in id order: whoever sets a PIN for a client waits for anyone else doing so.
      await tx.execute(sql`select id from clients where id = any(${pgArray(target.clientIds)}::uuid[])
        order by id for update`);
      const others = rowsOf<{ pin_hash: string }>(
        await tx.execute(sql`select distinct u.id, u.pin_hash from "user" u
          join user_clients uc on uc.user_id = u.id
          where uc.client_id = any(${pgArray(target.clientIds)}::uuid[]) and u.id <> ${userId}
            and u.pin_hash is not null`),
      );
      const same = await Promise.all(others.map((o) => verifyPassword(o.pin_hash, pin).catch(() => false)));
      if (same.includes(true)) {
        await writeAuditEvent(tx, { actor, entity: 'user', entityId: userId, action: 'pin_taken' });
        return true;
      }
    }
    await tx.execute(sql`update "user" set pin_hash = ${hash}, updated_at = now() where id = ${userId}`);
    await writeAuditEvent(tx, {
      actor,
      entity: 'user',
      entityId: userId,
      action: pin === null ? 'pin_removed' : 'pin_set',
    });
    return false;
  });
  // Thrown after the commit, so the refusal's audit event (which the daily count reads) is kept.
  if (taken) {
    throw new AppError('invalid-argument', 'Another user of the same client already has this PIN: choose another.', {
      reason: 'pin-taken',
    });
  }
}
