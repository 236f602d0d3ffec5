import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { createTestDatabase } from '../../apps/server/test/helpers/database.ts';
import { timeRuns } from './dashboard-data.ts';

export type BenchDbKind = 'pglite' | 'postgres';

/**
 * A fresh database for one benchmark run: in-memory PGlite, or a throw-away database on the PostgreSQL that
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at, dropped at close.
 */
export async function openBenchDatabase(kind: BenchDbKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ memory: true });
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL=postgres://… to run this benchmark on PostgreSQL.');
  const created = await createBenchDatabase(url);
  const database = await openDatabase({ url: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** Creates an empty database with a random name on the PostgreSQL at `adminUrl`: its name, its URL, and its drop. */
export function createBenchDatabase(adminUrl: string) {
  return createTestDatabase(adminUrl, 'eco_bench');
}

export function benchKind(arg: string | undefined): BenchDbKind {
  if (arg === 'postgres' || arg === 'pglite') return arg;
  if (arg) throw new Error(`Unknown database kind '${arg}': use pglite or postgres.`);
  return 'pglite';
}

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving database `name`, from /proc (utime + stime of every
 * process whose command line names it; 100 ticks a second). On PGlite the database runs in this process and
 * timeRuns' cpuP50 already holds it.
 */
export function backendCpuMs(name: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10;
}

/**
 * timeRuns with, on PostgreSQL, the database backends' mean CPU per call (`databaseCpu`, ms, warm-up calls included):
 * where the time goes when the machine is loaded by others.
 */
export async function databaseTimer(db: Database['db'], kind: BenchDbKind, runs: number) {
  const [{ name }] = (
    (await db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] }
  ).rows;
  return async (fn: () => Promise<unknown>) => {
    const before = backendCpuMs(name);
    const times = await timeRuns(fn, runs);
    const databaseCpu = kind === 'postgres' ? +((backendCpuMs(name) - before) / (runs + 5)).toFixed(1) : undefined;
    return { ...times, databaseCpu };
  };
}
