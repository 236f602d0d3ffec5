import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rebuildDailyTotals } from '../../apps/server/src/domain/dashboard/rebuild-daily-totals.ts';
import { WASTE_TYPES } from '@ecopeso/shared/waste';
import { carriers, contracts, receivers } from '../../apps/server/src/db/schema.ts';
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

/**
 * Gives every client two priced contracts per type, the second starting on 15 July 2025: every series then needs the
 * contract in force on each day, and July is a month with two contracts.
 */
export async function giveContracts(db: Db, clientIds: string[]): Promise<void> {
  const [carrier] = await db.insert(carriers).values({ name: 'Bench carrier', cnpj: '11222333000181' }).returning();
  const [receiver] = await db.insert(receivers).values({ name: 'Bench receiver', cnpj: '11444777000161' }).returning();
  const common = { carrierId: carrier!.id, receiverId: receiver!.id };
  await db.insert(contracts).values(
    clientIds.flatMap((clientId) =>
      WASTE_TYPES.flatMap((wasteType) => [
        {
          ...common,
          clientId,
          wasteType,
          destination: 'sanitary_landfill',
          validFrom: '2024-01-01',
          validTo: '2025-07-14',
          pricePerKg: 0.3,
        },
        {
          ...common,
          clientId,
          wasteType,
          destination: 'recycling',
          validFrom: '2025-07-15',
          validTo: null,
          pricePerKg: 0.35,
        },
      ]),
    ),
  );
  await db.execute(sql`analyze contracts`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * p50 and p95 in ms of `runs` calls of `fn`, after 5 warm-up calls, and the median CPU time of this process per call
 * (`cpuP50`, from process.cpuUsage: the server's code, and on PGlite the database too; a figure a loaded machine
 * disturbs much less than the wall time).
 */
export async function timeRuns(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(c);
    samples.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: +percentile(samples, 50).toFixed(1),
    p95: +percentile(samples, 95).toFixed(1),
    cpuP50: +percentile(cpu, 50).toFixed(1),
  };
}
