import { z } from 'zod';
import { WASTE_TYPES } from './waste.ts';

/**
 * A client's reduction goal (issue 13): cut one measure of waste per guest — kg per guest-night or grams per meal,
 * of one waste type or of all — by `reductionPct` against a whole baseline year. Progress compares the period's
 * figure with the baseline year's; both count only the months whose occupancy is known.
 */
export const REDUCTION_METRICS = ['kgPerGuestNight', 'gramsPerMeal'] as const;
export type ReductionMetric = (typeof REDUCTION_METRICS)[number];

/** Messages are keys of the web app's catalogues, so the goal form says them in the reader's language. */
const M = { number: 'ui:validation.number', pctRange: 'dashboard:goal.pctRange' } as const;

export const reductionGoalInputSchema = z.object({
  /** null: all waste. */
  wasteType: z.enum(WASTE_TYPES).nullable(),
  metric: z.enum(REDUCTION_METRICS),
  baselineYear: z.number().int().min(2000).max(2100),
  /** 20 means −20 % against the baseline; stored with two decimals, so at least 0.01. */
  reductionPct: z.number(M.number).min(0.01, M.pctRange).max(100, M.pctRange),
  /** The version the edit started from; absent when the client has no goal yet. */
  version: z.number().int().min(1).optional(),
});
export type ReductionGoalInput = z.infer<typeof reductionGoalInputSchema>;

export const reductionGoalSchema = reductionGoalInputSchema.extend({ version: z.number().int() });
export type ReductionGoal = z.infer<typeof reductionGoalSchema>;

/**
 * The goal with its progress over the dashboard's period: the baseline year's figure, the target (baseline less
 * the reduction), the period's figure and its change against the baseline; null figures where occupancy is missing.
 */
export const goalProgressSchema = reductionGoalSchema.extend({
  baselineValue: z.number().nullable(),
  targetValue: z.number().nullable(),
  currentValue: z.number().nullable(),
  /** Signed percent change of the period against the baseline (−12.5 = 12.5 % less). */
  changePct: z.number().nullable(),
  /** Share of the targeted reduction achieved so far (0–100+, negative when waste grew). */
  progressPct: z.number().nullable(),
  met: z.boolean().nullable(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;
