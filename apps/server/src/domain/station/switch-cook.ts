import { sql } from 'drizzle-orm';
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES, type CookTurn } from '@ecopeso/shared/station';
import { verifyPassword } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { issueCookTurn } from './cook-turn.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function locked(minutes: number): AppError {
  return new AppError('resource-exhausted', `Too many wrong PINs. Try again in ${minutes} min.`, {
    reason: 'pin-locked',
    params: { minutes: String(minutes) },
  });
}

/** Locks the station for PIN_LOCK_MINUTES; the count of wrong PINs starts again after it. */
async function lockStation(db: Db, sessionId: string): Promise<AppError> {
  await db.execute(sql`update session set pin_failures = 0,
    pin_locked_until = now() + make_interval(mins => ${PIN_LOCK_MINUTES}) where id = ${sessionId}`);
  return locked(PIN_LOCK_MINUTES);
}

/**
 * Switches a kitchen station to the cook whose PIN this is (decision 039): an active user of the station's client with
 * that PIN. Each try is counted on the station's session before the PIN is checked, so tries sent at once cannot pass
 * the limit: the PIN_MAX_FAILURES-th wrong one in a row locks the station for PIN_LOCK_MINUTES (429), a right one
 * starts the count again. The switch is audited on the cook, naming the client; the turn is signed for that station.
 */
export async function switchCook({
  db,
  secret,
  station,
  pin,
  now = new Date(),
}: {
  db: Db;
  secret: string;
  station: { sessionId: string; clientId: string };
  pin: string;
  now?: Date;
}): Promise<CookTurn> {
  const [attempt] = rowsOf<{ failures: number }>(
    await db.execute(sql`update session set pin_failures = pin_failures + 1, pin_locked_until = null
      where id = ${station.sessionId} and (pin_locked_until is null or pin_locked_until <= now())
      returning pin_failures as failures`),
  );
  if (!attempt) {
    const [lock] = rowsOf<{ minutes: number }>(
      await db.execute(sql`select greatest(1, ceil(extract(epoch from pin_locked_until - now()) / 60))::int as minutes
        from session where id = ${station.sessionId}`),
    );
    throw locked(lock?.minutes ?? PIN_LOCK_MINUTES);
  }
  if (attempt.failures > PIN_MAX_FAILURES) throw await lockStation(db, station.sessionId);

  const candidates = rowsOf<{ id: string; name: string; email: string; pin_hash: string }>(
    await db.execute(sql`select u.id, u.name, u.email, u.pin_hash from "user" u
      join user_clients uc on uc.user_id = u.id and uc.client_id = ${station.clientId}::uuid
      where u.active and u.pin_hash is not null`),
  );
  // PINs are salted hashes, so each is checked; all at once, on libuv's threads.
  const matches = await Promise.all(candidates.map((c) => verifyPassword(c.pin_hash, pin).catch(() => false)));
  if (matches.filter(Boolean).length > 1) {
    // Two cooks of the client came to share it (a client given to one of them later): neither is guessed.
    throw new AppError('invalid-argument', 'Two users of this client have this PIN: one of them must set a new one.', {
      reason: 'pin-taken',
    });
  }
  const cook = candidates[matches.indexOf(true)];
  if (!cook) {
    if (attempt.failures >= PIN_MAX_FAILURES) throw await lockStation(db, station.sessionId);
    const left = PIN_MAX_FAILURES - attempt.failures;
    throw new AppError('invalid-argument', `Wrong PIN. ${left} tries left before the station locks.`, {
      reason: 'pin-wrong',
      params: { left: String(left) },
    });
  }
  const turn = await issueCookTurn(
    { sessionId: station.sessionId, cookId: cook.id, clientId: station.clientId },
    secret,
    now,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`update session set pin_failures = 0 where id = ${station.sessionId}`);
    await writeAuditEvent(tx, {
      actor: { id: cook.id, name: cook.name, email: cook.email },
      entity: 'user',
      entityId: cook.id,
      action: 'cook_switched',
      // In the user's own history (a gerente reads a user's events there), naming the station's client.
      after: { clientIds: [station.clientId] },
    });
  });
  return { cook: { id: cook.id, name: cook.name }, token: turn.token, expiresAt: turn.expiresAt.toISOString() };
}
