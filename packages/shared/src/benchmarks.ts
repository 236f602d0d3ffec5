import { z } from 'zod';
import { clientsDashboardQuerySchema, topLossSchema, type ClientRow } from './dashboard.ts';
import { LANGUAGES } from './languages.ts';
import { kgOfFigure } from './per-guest.ts';
import { ALL_SUBTYPES } from './records.ts';
import { WASTE_TYPES } from './waste.ts';

/**
 * Chain benchmarks (issue 27 item 5): a manager's hotels ranked by one figure, each figure the dashboard's own for
 * that hotel (its client table: per guest-night and per meal over the months with activity, diversion by
 * diversion.ts, the estimated cost from the contracts' prices), so the ranking never disagrees with the dashboard.
 */
export const BENCHMARK_METRICS = ['kgPerGuestNight', 'kgPerMeal', 'diversionPct', 'costBrl'] as const;
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

/** Less is better for kilos and reais; more for diversion. */
export const BENCHMARK_BETTER: Record<BenchmarkMetric, 'lower' | 'higher'> = {
  kgPerGuestNight: 'lower',
  kgPerMeal: 'lower',
  diversionPct: 'higher',
  costBrl: 'lower',
};

/** The dashboard's filter and clients, the figure to rank by, and the language of any refusal. */
export const benchmarksQuerySchema = clientsDashboardQuerySchema.extend({
  metric: z.enum(BENCHMARK_METRICS).default('kgPerGuestNight'),
  lang: z.enum(LANGUAGES).default('pt'),
});
export type BenchmarksQuery = z.infer<typeof benchmarksQuerySchema>;

export const benchmarkRowSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  /** 1 = best by the chosen figure; null where the hotel has no such figure (ranked after the others, by name). */
  rank: z.number().int().nullable(),
  totalKg: z.number(),
  kgPerGuestNight: z.number().nullable(),
  kgPerMeal: z.number().nullable(),
  diversionPct: z.number().nullable(),
  costBrl: z.number().nullable(),
});
export type BenchmarkRow = z.infer<typeof benchmarkRowSchema>;

export const benchmarksSchema = z.object({
  metric: z.enum(BENCHMARK_METRICS),
  rows: z.array(benchmarkRowSchema),
  /** False when no hotel recorded any meal in the period: the ranking is per guest-night only, and says so. */
  mealsRecorded: z.boolean(),
  /**
   * What the best-ranked hotel does differently, as far as the records tell: its heaviest waste categories (share of
   * its weight) and its top loss reasons (share of its organic weight; its dashboard's top losses), none where its
   * weighings name no reason.
   */
  best: z
    .object({
      clientId: z.string(),
      name: z.string(),
      topCategories: z.array(
        z.object({
          wasteType: z.enum(WASTE_TYPES),
          subType: z.enum(ALL_SUBTYPES).nullable(),
          kg: z.number(),
          pct: z.number(),
        }),
      ),
      lossReasons: z.array(topLossSchema.pick({ kind: true, name: true, kg: true, pct: true })),
    })
    .nullable(),
});
export type Benchmarks = z.infer<typeof benchmarksSchema>;

/** A hotel's figures for the benchmark, from its line of the dashboard's client table. */
export function benchmarkFigures(row: ClientRow): Omit<BenchmarkRow, 'rank'> {
  return {
    clientId: row.clientId,
    name: row.name,
    totalKg: row.totalKg,
    kgPerGuestNight: row.kgPerGuestNight,
    kgPerMeal: row.gramsPerMeal === null ? null : kgOfFigure('gramsPerMeal', row.gramsPerMeal),
    diversionPct: row.diversionPct,
    costBrl: row.costBrl,
  };
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The hotels ranked by `metric`, best first: equal figures share a rank (1, 1, 3), hotels without the figure come
 * last, unranked, by name.
 */
export function rankHotels(rows: readonly Omit<BenchmarkRow, 'rank'>[], metric: BenchmarkMetric): BenchmarkRow[] {
  const sign = BENCHMARK_BETTER[metric] === 'lower' ? 1 : -1;
  const known = rows
    .filter((r) => r[metric] !== null)
    .sort((a, b) => sign * (a[metric]! - b[metric]!) || byName.compare(a.name, b.name));
  const unknown = rows.filter((r) => r[metric] === null).sort((a, b) => byName.compare(a.name, b.name));
  const ranked = known.map((r, i) => ({ ...r, rank: i + 1 }));
  for (let i = 1; i < ranked.length; i++)
    if (ranked[i]![metric] === ranked[i - 1]![metric]) ranked[i]!.rank = ranked[i - 1]!.rank;
  return [...ranked, ...unknown.map((r) => ({ ...r, rank: null }))];
}
