import { z } from 'zod';
import { comparisonSchema } from './comparison.ts';
import { periodInOrder } from './dates.ts';
import { LOSS_REASON_KINDS } from './kitchen-lists.ts';
import { LANGUAGES } from './languages.ts';
import { PRESETS } from './periods.ts';
import { goalProgressSchema } from './reduction-goals.ts';
import { sdgProgressSchema } from './sdg-12-3-schema.ts';
import { ALL_SUBTYPES } from './records.ts';
import { DESTINATIONS, WASTE_TYPES } from './waste.ts';

const csvList = z
  .string()
  .optional()
  .transform((s) => (s ? s.split(',').filter(Boolean) : []));
const csvInts = (min: number, max: number) => csvList.pipe(z.array(z.coerce.number<string>().int().min(min).max(max)));

/** `?years=2025,2026&months=0,1&areas=<id>,<id>&preset=last3Months` — no months or areas means all. */
export const dashboardQuerySchema = z.object({
  years: csvInts(2000, 2100).pipe(z.array(z.number()).min(1).max(20)),
  months: csvInts(0, 11),
  areas: csvList.pipe(z.array(z.uuid()).max(200)),
  preset: z.enum(PRESETS).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** `?clients=all` (every client the user may see) or `?clients=<id>,<id>`, plus the dashboard's filter. */
export const clientsDashboardQuerySchema = dashboardQuerySchema.extend({
  clients: z.union([z.literal('all'), csvList.pipe(z.array(z.uuid()).min(1).max(500))]),
});
export type ClientsDashboardQuery = z.infer<typeof clientsDashboardQuerySchema>;

const isoDay = z.iso.date('ui:validation.required');

/**
 * A range of local days, both included, `from` on or before `to`: the CSV export's "other period". Messages are
 * keys of the web app's ui catalogue, so its form says them in the reader's language.
 */
export const dayRangeSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(periodInOrder, { message: 'ui:validation.dateOrder', path: ['to'] });

/**
 * The dashboard's CSV export: the clients (as for the multi-client dashboard) and either the dashboard's filter
 * (years, months, areas, preset) or any date range `from`–`to` (local days, both included; areas still apply).
 */
export const dashboardExportQuerySchema = z
  .object({
    clients: clientsDashboardQuerySchema.shape.clients,
    years: csvInts(2000, 2100).pipe(z.array(z.number()).max(20)),
    months: csvInts(0, 11),
    areas: csvList.pipe(z.array(z.uuid()).max(200)),
    preset: z.enum(PRESETS).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    lang: z.enum(LANGUAGES).default('pt'),
  })
  .refine((q) => (q.from || q.to ? dayRangeSchema.safeParse(q).success : q.years.length > 0), {
    message: 'Give years (and months), or a from–to range with from on or before to.',
  });
export type DashboardExportQuery = z.infer<typeof dashboardExportQuerySchema>;

/** One client's line in the comparison table of a multi-client dashboard. */
export const clientRowSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  totalKg: z.number(),
  /** Over the days of the period that have started. */
  kgPerDay: z.number().nullable(),
  diversionPct: z.number().nullable(),
  goalPct: z.number(),
  co2eAvoidedKg: z.number(),
  /** Estimated cost in R$ from the contracts' prices per kg; null where no contract in force has a price. */
  costBrl: z.number().nullable(),
  /** Where the client's activity is known for the period (per-guest.ts). */
  kgPerGuestNight: z.number().nullable(),
  kgPerGuest: z.number().nullable(),
  gramsPerMeal: z.number().nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

const byType = z.partialRecord(z.enum(WASTE_TYPES), z.number());

/**
 * Waste per guest-night (kg, over the guest-nights), per guest (kg, over the guests received) and per meal (g, over
 * the meals), exact: rounded only when written (figures.ts). Null where the activity of the months is not known.
 */
export const perGuestRatioSchema = z.object({
  kgPerGuestNight: z.number().nullable(),
  kgPerGuest: z.number().nullable(),
  gramsPerMeal: z.number().nullable(),
});
export type PerGuestRatio = z.infer<typeof perGuestRatioSchema>;
const ratiosByType = z.array(perGuestRatioSchema.extend({ wasteType: z.enum(WASTE_TYPES) }));

/**
 * Waste per guest-night, per guest and per meal over the months of the filter whose activity is known (`monthsKnown`), by
 * type; the same months a year before only when all of them have their occupancy too (else null); and each month
 * beside the same month a year before.
 */
export const perGuestSchema = perGuestRatioSchema.extend({
  monthsKnown: z.number(),
  byType: ratiosByType,
  previous: perGuestRatioSchema.extend({ byType: ratiosByType }).nullable(),
  monthly: z.array(
    perGuestRatioSchema.extend({ year: z.number(), month: z.number(), previous: perGuestRatioSchema.nullable() }),
  ),
});
export type PerGuest = z.infer<typeof perGuestSchema>;
/**
 * One of the top losses (issue 26 item 6): a food item (by its name, over the clients of the answer) or a loss reason
 * (a food-loss stage's kind, or the client's own name), with its organic weight in the period, its cost at the
 * client's price per kg of food (null where no client of its weight set one), its share of the period's organic weight
 * and the same figure over the previous period of equal length (`changePct` null when that had none).
 */
export const topLossSchema = z.object({
  kind: z.enum(LOSS_REASON_KINDS).nullable(),
  name: z.string().nullable(),
  kg: z.number(),
  costBrl: z.number().nullable(),
  pct: z.number(),
  previousKg: z.number(),
  changePct: z.number().nullable(),
});
export type TopLoss = z.infer<typeof topLossSchema>;
const dayWindow = z.object({ from: z.string(), until: z.string() });
export const topLossesSchema = z.object({
  /** The period's days read ([from, until), up to today) and the previous period of the same number of days. */
  window: dayWindow,
  previousWindow: dayWindow,
  organicKg: z.number(),
  previousOrganicKg: z.number(),
  /** The organic weight's cost at the clients' price per kg of food; null where none set one (`unpricedKg`). */
  costBrl: z.number().nullable(),
  unpricedKg: z.number(),
  /** Heaviest first, at most TOP_LOSSES each; the weight that names no item, no reason, beside them. */
  byItem: z.array(topLossSchema),
  byReason: z.array(topLossSchema),
  withoutItemKg: z.number(),
  withoutReasonKg: z.number(),
});
export type TopLosses = z.infer<typeof topLossesSchema>;
/** How many food items and loss reasons the top losses list. */
export const TOP_LOSSES = 5;
const destinationShare = z.object({ destination: z.enum(DESTINATIONS), kg: z.number(), estimatedKg: z.number() });

export const dashboardSchema = z.object({
  summary: z.object({
    totalKg: z.number(),
    records: z.number(),
    organicPct: z.number(),
    recyclablePct: z.number(),
    rejeitoPct: z.number(),
    compostavelPct: z.number(),
  }),
  /**
   * Estimated cost of the period in R$: each day's weight × the price per kg of the contract in force that day
   * (negative for material sold). `brl` is null when no weight has a price ("no price"); `unpricedKg` is the
   * weight left out of the sum.
   */
  cost: z.object({ brl: z.number().nullable(), pricedKg: z.number(), unpricedKg: z.number() }),
  perGuest: perGuestSchema,
  /** A single client's reduction goal with its progress over the period; null without one, or for several clients. */
  reductionGoal: goalProgressSchema.nullable(),
  /** What the chef reads: the period's organic weight by food item and by loss reason, with cost, share and trend. */
  topLosses: topLossesSchema,
  /** SDG 12.3: food waste per guest-night against the client's (or the whole chain's shared) target; null without one. */
  sdg: sdgProgressSchema.nullable(),
  /** One entry per month of the filter, with the same month a year before beside it. */
  monthly: z.array(
    z.object({
      year: z.number(),
      month: z.number(),
      totalKg: z.number(),
      byType,
      /** The same days a year before while the month is in progress, else the whole month a year before. */
      previousYearKg: z.number(),
      previousYearByType: byType,
      comparison: comparisonSchema,
    }),
  ),
  /** Each client of the answer (one for a single client's dashboard), by name. */
  clients: z.array(clientRowSchema),
  /** The period's total against the same days a year before (comparison.ts says when there is no percentage). */
  comparison: comparisonSchema,
  byType: z.array(
    z.object({
      wasteType: z.enum(WASTE_TYPES),
      kg: z.number(),
      pct: z.number(),
      subTypes: z.array(z.object({ subType: z.enum(ALL_SUBTYPES).nullable(), kg: z.number() })),
    }),
  ),
  byArea: z.array(z.object({ areaId: z.string().nullable(), areaName: z.string().nullable(), kg: z.number(), byType })),
  /** Landfill diversion in percent per local day: weight sent to a Recovery destination ÷ all weight. */
  diversionDaily: z.array(z.object({ day: z.string(), totalKg: z.number(), recoveryKg: z.number(), pct: z.number() })),
  diversion: z.object({ pct: z.number().nullable(), averageDailyPct: z.number().nullable(), goalPct: z.number() }),
  destinations: z.object({
    recovery: z.array(destinationShare),
    disposal: z.array(destinationShare),
    recoveryKg: z.number(),
    disposalKg: z.number(),
    /** Weight no contract covers: its destination is the type's default. */
    estimatedKg: z.number(),
  }),
  /** Emissions avoided compared with sending the same weight to a sanitary landfill, with the factors' sources. */
  co2e: z.object({
    avoidedKg: z.number(),
    byType,
    /** Weight for which no emission factor pair exists. */
    uncoveredKg: z.number(),
    sources: z.array(z.object({ year: z.number(), source: z.string() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
