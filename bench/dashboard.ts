// Dashboard answer time for one client and one year, at 10 k and at 1 M records in the database, beside a naive
// GROUP BY over the raw records in the same run.
// Run: node --import tsx bench/dashboard.ts [pglite|postgres] [runs]
// Targets (PRODUCT.md §7): p50 < 50 ms warm at 1 M records, and no more than 2× the time at 10 k.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { getDashboard } from '../apps/server/src/domain/dashboard/get-dashboard.ts';
import { populateYear, timeRuns } from './lib/dashboard-data.ts';
import { benchKind, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const runs = Number(process.argv[3] ?? 40);
const CLIENTS = 10;
const YEAR = 2025;

const naive = (db: Db, clientId: string) =>
  db.execute(sql`
    select (recorded_at at time zone c.timezone)::date as day, r.area_id, r.waste_type, r.sub_type, sum(r.weight_kg)
    from waste_records r join clients c on c.id = r.client_id
    where r.client_id = ${clientId}::uuid and r.deleted_at is null
      and r.recorded_at >= timestamptz '2025-01-01 03:00:00+00' and r.recorded_at < timestamptz '2026-01-01 03:00:00+00'
    group by 1, 2, 3, 4`);

const results: Record<string, unknown>[] = [];
for (const perClient of [1_000, 100_000]) {
  const database = await openBenchDatabase(kind);
  try {
    const started = performance.now();
    const [clientId] = await populateYear(database.db, CLIENTS, perClient);
    const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);
    const query = { years: [YEAR], months: [], areas: [], preset: 'lastYear' as const };
    const dashboard = await timeRuns(() => getDashboard({ db: database.db, clientId: clientId!, query }), runs);
    const raw = await timeRuns(() => naive(database.db, clientId!), runs);
    results.push({ db: kind, records: perClient * CLIENTS, loadSeconds, dashboard, naiveGroupBy: raw });
  } finally {
    await database.close();
  }
}
console.log(JSON.stringify({ bench: 'dashboard', runs, results }, null, 1));
const [small, large] = results as { dashboard: { p50: number } }[];
const ok = large!.dashboard.p50 < 50 && large!.dashboard.p50 <= 2 * Math.max(small!.dashboard.p50, 1);
console.log(ok ? 'PASS p50 < 50 ms at 1 M records and ≤ 2× the 10 k time' : 'FAIL');
process.exitCode = ok ? 0 : 1;
