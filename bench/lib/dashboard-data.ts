import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rebuildDailyTotals } from '../../apps/server/src/domain/dashboard/rebuild-daily-totals.ts';
import { benchClient } from './fixtures.ts';

/**
 * `perClient` records for each of `clients` new clients, spread over 2025 in plausible sizes and types, written
 * straight by SQL, then the daily totals rebuilt and the tables analysed. Returns the client ids.
 */
export async function populateYear(db: Db, clients: number, perClient: number): Promise<string[]> {
  const ids: string[] = [];
  for (let c = 0; c < clients; c++) {
    const { clientId, areaIds, actor } = await benchClient(db);
    ids.push(clientId);
    await db.execute(sql`
      insert into waste_records (id, client_id, area_id, waste_type, sub_type, weight_kg, recorded_at, created_by)
      select gen_random_uuid(), ${clientId}::uuid,
             (${`{${areaIds.join(',')}}`}::uuid[])[1 + (i % 4)],
             (array['organico','reciclavel','rejeito','compostavel'])[1 + (i % 4)],
             (array['pre_service','plastic',null,null])[1 + (i % 4)],
             round((1 + random() * 20)::numeric, 3),
             timestamptz '2025-01-01 03:00:00+00' + (i::float / ${perClient}) * interval '365 days',
             ${actor.id}
      from generate_series(1, ${perClient}) i`);
  }
  await rebuildDailyTotals(db);
  await db.execute(sql`analyze`);
  return ids;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50 and p95 in ms of `runs` calls of `fn`, after 5 warm-up calls. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: +percentile(samples, 50).toFixed(1), p95: +percentile(samples, 95).toFixed(1) };
}
