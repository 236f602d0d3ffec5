import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './client.ts';

/**
 * SQLSTATEs of a transaction that PostgreSQL rolled back because of what ran beside it, not because of what it
 * did: 40001 serialization_failure, 40P01 deadlock_detected. The same transaction run again normally succeeds.
 */
const TRANSIENT_CONFLICT_SQLSTATES = new Set(['40001', '40P01']);

/**
 * True when `err` — or an error it wraps in `cause` (Drizzle puts the driver's error there) — is a serialization
 * failure or a deadlock: the transaction was rolled back whole and may be run again.
 */
export function isTransientConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && TRANSIENT_CONFLICT_SQLSTATES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface ConflictRetryOptions {
  /** Attempts after the first (3: four in all). */
  retries?: number;
  /** Mean pause before the first retry, doubled before each next one; each pause is jittered ±50 %. */
  baseDelayMs?: number;
  /** Called before each retry (attempt 1 is the first retry), e.g. to count or log them. */
  onRetry?: (err: unknown, attempt: number) => void;
}

export const CONFLICT_RETRIES = 3;
const BASE_DELAY_MS = 20;

// The attempt of a retried unit of work under way: a retrying call inside it (a wrapped `execute` within a function
// that is itself retried) runs once, so only the outermost unit is run again — never a part of a transaction that
// aborted, and never 4 × 4 times. Work started inside an attempt that outlives it is on its own again.
const attempts = new AsyncLocalStorage<{ running: boolean }>();

/**
 * Runs `work` and, when it fails with a deadlock or a serialization failure (isTransientConflict), runs it again
 * after a short jittered pause — up to `retries` more times (about 20, 40 and 80 ms), the pauses spreading apart
 * the transactions that collided. Still failing, the last error is thrown: the error handler answers it 503 with
 * Retry-After. Any other error is thrown at once.
 *
 * `work` must be safe to run again: a database transaction or statement as a whole (a rolled-back one left
 * nothing behind), with no side effect outside the database before it settles.
 */
export async function withConflictRetry<T>(work: () => Promise<T>, options: ConflictRetryOptions = {}): Promise<T> {
  if (attempts.getStore()?.running) return work();
  const { retries = CONFLICT_RETRIES, baseDelayMs = BASE_DELAY_MS, onRetry } = options;
  for (let attempt = 0; ; attempt++) {
    const current = { running: true };
    let failure: unknown;
    try {
      // Awaited inside `run`: `work` may return a lazy thenable (a Drizzle query), whose `then` — where the query
      // actually runs — must see the store too.
      return await attempts.run(current, async () => await work());
    } catch (err) {
      failure = err;
    } finally {
      current.running = false;
    }
    if (attempt >= retries || !isTransientConflict(failure)) throw failure;
    onRetry?.(failure, attempt + 1);
    await sleep(baseDelayMs * 2 ** attempt * (0.5 + Math.random()));
  }
}

/**
 * Makes the database's top-level `transaction` and `execute` retry on a deadlock or serialization failure
 * (withConflictRetry), in place, and returns `db`.
 *
 * - Only top level: the `tx` a transaction callback receives is another object, so its statements and nested
 *   transactions (savepoints) are never retried on their own — after a deadlock the whole transaction is aborted,
 *   and only the whole transaction may run again: from BEGIN, on a connection taken from the pool anew.
 * - Only what did not commit: both errors mean PostgreSQL rolled the transaction (or the autocommitted statement)
 *   back, whether a statement or the COMMIT failed.
 * - A transaction callback runs again on a retry, so it must do nothing outside the database that may not happen
 *   twice. Every top-level callback in src/ reads and writes through `tx` only (mail, events and calls to other
 *   systems happen after the commit), except exportDatabase's, which streams the backup out as it reads: read-only
 *   transactions (`accessMode: 'read only'`) are therefore never retried — that one, REPEATABLE READ and read only,
 *   takes no row locks and cannot fail serialization. (The demo seed's random generator lives outside its callback:
 *   a retry would load other, equally valid demo weighings.)
 * - Builder calls outside a transaction (`db.insert(...)`, `db.update(...)`) are not wrapped: they write one row or
 *   a few new ones and hardly ever deadlock — should one, it is answered 503 all the same. The multi-row statement
 *   that did deadlock (createRecords) is an `execute`.
 *
 * On embedded PGlite, one connection runs one transaction at a time: neither error happens, the wrapper costs nothing.
 */
export function retryingConflicts(db: Db, options: ConflictRetryOptions = {}): Db {
  const transaction = db.transaction.bind(db);
  const execute = db.execute.bind(db);
  db.transaction = ((callback, config) =>
    config?.accessMode === 'read only'
      ? transaction(callback, config)
      : withConflictRetry(() => transaction(callback, config), options)) as Db['transaction'];
  // `execute` answers a lazy PgRaw that runs its statement each time its own `execute` is called (by `await`):
  // that is what is retried, so callers keep the PgRaw they expect.
  db.execute = ((query) => {
    const raw = execute(query);
    const run = raw.execute;
    raw.execute = () => withConflictRetry(run, options);
    return raw;
  }) as Db['execute'];
  return db;
}
