import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { dropTestDatabase } from '../../apps/server/test/helpers/database.ts';

export type BenchDbKind = 'pglite' | 'postgres';

/**
 * A fresh database for one benchmark run: in-memory PGlite, or a throw-away database on the PostgreSQL that
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at, dropped at close.
 */
export async function openBenchDatabase(kind: BenchDbKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ memory: true });
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL=postgres://… to run this benchmark on PostgreSQL.');
  const name = `eco_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await dropTestDatabase(url, name);
    },
  };
}

export function benchKind(arg: string | undefined): BenchDbKind {
  if (arg === 'postgres' || arg === 'pglite') return arg;
  if (arg) throw new Error(`Unknown database kind '${arg}': use pglite or postgres.`);
  return 'pglite';
}
