import { benchmarkFigures, rankHotels, type Benchmarks, type BenchmarkMetric } from '@ecopeso/shared/benchmarks';
import type { DashboardQuery } from '@ecopeso/shared/dashboard';
import { percentOf } from '@ecopeso/shared/figures';
import type { Db } from '../../db/client.ts';
import { getClientsDashboard } from './get-dashboard.ts';

/** How many of the best hotel's categories and loss reasons are shown beside the ranking. */
const TOP_CATEGORIES = 3;

/**
 * A chain's hotels ranked by one figure over the dashboard's filter (access is the caller's), each figure its line of
 * the multi-client dashboard's client table; beside it, the best hotel's heaviest categories and top loss reasons
 * from its own dashboard.
 */
export async function getBenchmarks({
  db,
  clientIds,
  query,
  metric,
  now,
}: {
  db: Db;
  clientIds: string[];
  query: DashboardQuery;
  metric: BenchmarkMetric;
  now?: Date;
}): Promise<Benchmarks> {
  const chain = await getClientsDashboard({ db, clientIds, query, now });
  const rows = rankHotels(chain.clients.map(benchmarkFigures), metric);
  const first = rows[0]?.rank === 1 ? rows[0] : null;
  let best: Benchmarks['best'] = null;
  if (first) {
    const own = await getClientsDashboard({ db, clientIds: [first.clientId], query, now });
    const total = own.byType.reduce((s, t) => s + t.kg, 0);
    const categories = own.byType
      .flatMap((t) => t.subTypes.map((s) => ({ wasteType: t.wasteType, subType: s.subType, kg: s.kg })))
      .sort((a, b) => b.kg - a.kg)
      .slice(0, TOP_CATEGORIES);
    best = {
      clientId: first.clientId,
      name: first.name,
      topCategories: categories.map((c) => ({ ...c, pct: percentOf(c.kg, total) ?? 0 })),
      lossReasons: own.topLosses.byReason
        .slice(0, TOP_CATEGORIES)
        .map(({ kind, name, kg, pct }) => ({ kind, name, kg, pct })),
    };
  }
  return { metric, rows, mealsRecorded: rows.some((r) => r.kgPerMeal !== null), best };
}
