// Dashboard answer time for 50 clients at once (the multi-client dashboard, "all my clients"), one year, 1 M
// records in the database (20 000 per client), beside the one-client answer in the same database.
// Run: node --import tsx bench/dashboard-clients.ts [pglite|postgres] [runs]
// Target (PRODUCT.md §7): 50 clients at once p50 < 100 ms.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { getClientsDashboard } from '../apps/server/src/domain/dashboard/get-dashboard.ts';
import { rebuildDailyTotals } from '../apps/server/src/domain/dashboard/rebuild-daily-totals.ts';
import { benchClient } from './lib/fixtures.ts';
import { benchKind, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const runs = Number(process.argv[3] ?? 30);
const CLIENTS = 50;
const PER_CLIENT = 20_000;

/** PER_CLIENT records for each client over 2025, the same plausible mix as bench/dashboard.ts, straight by SQL. */
async function populate(db: Db) {
  const ids: string[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const { clientId, areaIds, actor } = await benchClient(db);
    ids.push(clientId);
    await db.execute(sql`
      insert into waste_records (id, client_id, area_id, waste_type, sub_type, weight_kg, recorded_at, created_by)
      select gen_random_uuid(), ${clientId}::uuid,
             (${`{${areaIds.join(',')}}`}::uuid[])[1 + (i % 4)],
             (array['organico','reciclavel','rejeito','compostavel'])[1 + (i % 4)],
             (array['pre_service','plastic',null,null])[1 + (i % 4)],
             round((1 + random() * 20)::numeric, 3),
             timestamptz '2025-01-01 03:00:00+00' + (i::float / ${PER_CLIENT}) * interval '365 days',
             ${actor.id}
      from generate_series(1, ${PER_CLIENT}) i`);
  }
  await rebuildDailyTotals(db);
  await db.execute(sql`analyze`);
  return ids;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn(); // warm
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: +percentile(samples, 50).toFixed(1), p95: +percentile(samples, 95).toFixed(1) };
}

const database = await openBenchDatabase(kind);
try {
  const started = performance.now();
  const ids = await populate(database.db);
  const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);
  const query = { years: [2025], months: [], areas: [], preset: 'lastYear' as const };
  const now = new Date('2026-03-15T12:00:00Z');
  const all = await time(() => getClientsDashboard({ db: database.db, clientIds: ids, query, now }));
  const one = await time(() => getClientsDashboard({ db: database.db, clientIds: [ids[0]!], query, now }));
  const result = {
    bench: 'dashboard-clients',
    db: kind,
    runs,
    records: CLIENTS * PER_CLIENT,
    loadSeconds,
    fiftyClients: all,
    oneClient: one,
  };
  console.log(JSON.stringify(result, null, 1));
  const ok = all.p50 < 100;
  console.log(ok ? 'PASS 50 clients p50 < 100 ms at 1 M records' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
