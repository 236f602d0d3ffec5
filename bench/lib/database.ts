import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';

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
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // An autovacuum worker analysing the freshly loaded tables cannot be terminated by a plain role: wait it out.
      for (let attempt = 1; ; attempt++) {
        try {
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '42501' || attempt === 30) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
      await dropper.end();
    },
  };
}

export function benchKind(arg: string | undefined): BenchDbKind {
  if (arg === 'postgres' || arg === 'pglite') return arg;
  if (arg) throw new Error(`Unknown database kind '${arg}': use pglite or postgres.`);
  return 'pglite';
}
