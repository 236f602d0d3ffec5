import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { LOCK_ENV, lockDataDir } from './data-dir-lock.ts';
import { DurableNodeFS } from './durable-node-fs.ts';
import { retryingConflicts } from './retry.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: the pool, for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  /** Embedded database: resolves once every commit so far is on disk (awaited before a write is acknowledged). */
  flush?(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Beside this file: src/db/init-data-dir.ts, or dist/init-data-dir.js in the bundled server.
const initDataDirScript = fileURLToPath(new URL(`./init-data-dir${extname(import.meta.url)}`, import.meta.url));

/**
 * PGlite settings for a long-running server: 32 MB of shared buffers instead of 128 MB keeps the process well
 * under 250 MB; the operating system's file cache still holds the data files. Override with PGLITE_SHARED_BUFFERS.
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '32MB'}`,
];

/**
 * PGLITE_SYNC=on (default): commits reach the disk before they are acknowledged (DurableNodeFS), so a power loss
 * or kernel crash keeps them. off: PGlite's own behaviour, fsync off: safe against a killed process only.
 */
const pgliteSync = process.env.PGLITE_SYNC !== 'off';
export const pgliteStartParams = pgliteSync
  ? [...PGLITE_START_PARAMS, '-c', 'wal_sync_method=fsync']
  : [PGLITE_START_PARAMS[0]!, '-F', ...PGLITE_START_PARAMS.slice(1)];

function logConnectionError(err: Error) {
  console.warn(`database connection lost (${(err as { code?: string }).code ?? err.message}); reconnecting on demand`);
}

/**
 * Opens PostgreSQL (url) or embedded PGlite (dataDir or memory) and brings its schema up to date. The `db` it gives
 * runs a top-level transaction or `execute` again when it fails on a deadlock or a serialization failure
 * (retryingConflicts in retry.ts: bounded, jittered; then the error handler answers 503 with Retry-After).
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number; onConnectionError?: (err: Error) => void } = {},
): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolSize ?? 10,
      // A database that does not answer fails the request in seconds (503) instead of holding it open.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // An idle connection that the server drops (restart, failover, admin shutdown) emits 'error' on the pool;
    // unhandled, that event would end the process. The pool discards the connection and opens a new one on demand.
    pool.on('error', options.onConnectionError ?? logConnectionError);
    const db = retryingConflicts(drizzlePg(pool, { schema }) as unknown as Db);
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if ('memory' in target) {
    const client = await PGlite.create();
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder });
    return { db: retryingConflicts(pgliteDb as unknown as Db), kind: 'pglite', close: () => client.close() };
  }
  // Throws at once when another running process has the folder open: two writers would corrupt it.
  const lock = lockDataDir(target.dataDir);
  try {
    mkdirSync(target.dataDir, { recursive: true });
    if (!existsSync(join(target.dataDir, 'PG_VERSION'))) {
      execFileSync(process.execPath, [...process.execArgv, initDataDirScript, target.dataDir], {
        stdio: 'inherit',
        env: { ...process.env, [LOCK_ENV]: lock.token },
      });
    }
    const fs = pgliteSync ? new DurableNodeFS(target.dataDir) : undefined;
    const client = await PGlite.create(
      fs ? { fs, startParams: pgliteStartParams } : { dataDir: target.dataDir, startParams: pgliteStartParams },
    );
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder });
    return {
      db: retryingConflicts(pgliteDb as unknown as Db),
      kind: 'pglite',
      flush: fs ? () => fs.flush() : undefined,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
