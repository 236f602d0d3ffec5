// Where a long read (dashboards, reports, record exports) runs: on the streaming replica of DATABASE_READ_URL when
// it has replayed everything the primary had committed when the read began, else on the primary. So nobody sees a
// total older than a weighing already acknowledged — their own or anyone's. Nothing writes through the replica.
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';
import { AppError } from '../domain/app-error.ts';
import type { Database, Db } from './client.ts';

export type ReadSource = 'replica' | 'primary';

export interface ReadChooser {
  /** Runs `read` on the replica when it is caught up, else (or when it fails there) on the primary. */
  run<T>(read: (db: Db) => Promise<T>): Promise<{ value: T; from: ReadSource }>;
  close(): Promise<void>;
}

export interface ReplicaRules {
  /** How long a read waits for the replica to catch up before it goes to the primary. */
  catchUpMs: number;
  /** Between two looks at the replica's replay position while waiting. */
  pollMs: number;
  /** A replica that failed is not tried again for this long (no connect timeout paid by every read). */
  backOffMs: number;
}

export const REPLICA_RULES: ReplicaRules = { catchUpMs: 50, pollMs: 5, backOffMs: 2_000 };

/** What the chooser needs of the two databases; PostgreSQL's in `openReadChooser`, hand-written ones in tests. */
export interface ReplicaProbe {
  primary: Db;
  replica: Db;
  /** pg_current_wal_lsn() on the primary. */
  primaryLsn(): Promise<string>;
  /** pg_last_wal_replay_lsn() on the replica; null when the server is not a standby. */
  replicaLsn(): Promise<string | null>;
  onReplicaError?(err: unknown): void;
  now?(): number;
}

/** A WAL position `X/Y` (two hexadecimal halves) as one number that orders like the position. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Every read on the primary: PGlite, or PostgreSQL without DATABASE_READ_URL. */
export function primaryOnly(database: Database): ReadChooser {
  return {
    run: async (read) => ({ value: await read(database.db), from: 'primary' }),
    close: async () => {},
  };
}

export function createReadChooser(probe: ReplicaProbe, rules: ReplicaRules = REPLICA_RULES): ReadChooser {
  const now = probe.now ?? (() => performance.now());
  let skipUntil = 0;
  const failed = (err: unknown) => {
    skipUntil = now() + rules.backOffMs;
    probe.onReplicaError?.(err);
  };

  /** True when the replica has replayed the primary's position of now, waiting at most catchUpMs. */
  async function caughtUp(): Promise<boolean> {
    const target = lsnValue(await probe.primaryLsn());
    const deadline = now() + rules.catchUpMs;
    for (;;) {
      const replayed = await probe.replicaLsn();
      if (replayed === null) throw new Error('DATABASE_READ_URL is not a standby (pg_last_wal_replay_lsn() is null)');
      if (lsnValue(replayed) >= target) return true;
      if (now() + rules.pollMs > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, rules.pollMs));
    }
  }

  return {
    async run(read) {
      if (now() >= skipUntil) {
        let ready = false;
        try {
          ready = await caughtUp();
        } catch (err) {
          failed(err);
        }
        if (ready) {
          try {
            return { value: await read(probe.replica), from: 'replica' };
          } catch (err) {
            // An answer of the application (not found, bad filter) is the same on the primary: no second try.
            if (err instanceof AppError) throw err;
            failed(err);
          }
        }
      }
      return { value: await read(probe.primary), from: 'primary' };
    },
    close: async () => {},
  };
}

/**
 * The chooser for DATABASE_READ_URL: a pool of its own to the replica (short connect timeout: a replica that is
 * down is found out fast and then skipped for backOffMs), the primary's pool for its WAL position.
 */
export function openReadChooser(
  primary: Database,
  replicaUrl: string,
  options: { onReplicaError?: (err: unknown) => void; rules?: ReplicaRules } = {},
): ReadChooser {
  const primaryPool = primary.pool;
  if (!primaryPool) throw new Error('DATABASE_READ_URL needs DATABASE_URL (a PostgreSQL primary)');
  const pool = new pg.Pool({ connectionString: replicaUrl, max: 10, connectionTimeoutMillis: 1_000, keepAlive: true });
  pool.on('error', (err) => options.onReplicaError?.(err));
  const chooser = createReadChooser(
    {
      primary: primary.db,
      replica: drizzlePg(pool, { schema }) as unknown as Db,
      primaryLsn: async () =>
        (await primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn,
      replicaLsn: async () =>
        (await pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn')).rows[0]!.lsn,
      onReplicaError: options.onReplicaError,
    },
    options.rules,
  );
  return { run: chooser.run, close: () => pool.end() };
}
