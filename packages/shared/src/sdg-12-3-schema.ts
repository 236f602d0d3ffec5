import { z } from 'zod';

/**
 * The shapes of SDG 12.3 tracking (sdg-12-3.ts computes it): apart so the dashboard's schema can hold the progress
 * without importing the sustainability mapping, which imports the dashboard's query schema.
 */
export const sdgTargetSchema = z.object({
  baselineYear: z.number().int(),
  targetYear: z.number().int(),
  changePct: z.number(),
  version: z.number().int(),
});
export type SdgTarget = z.infer<typeof sdgTargetSchema>;

/** Why there is no progress figure: no guest-nights in the period, or none in the baseline year. */
export const SDG_GAPS = ['no-guest-nights', 'no-baseline-guest-nights'] as const;
export type SdgGap = (typeof SDG_GAPS)[number];

export const sdgProgressSchema = sdgTargetSchema.extend({
  /** The year of the path the period is set against (its last month's). */
  year: z.number().int(),
  /** kg of food waste per guest-night: the baseline year's, the period's, the path's ceiling for `year`, the target's. */
  baselineValue: z.number().nullable(),
  currentValue: z.number().nullable(),
  pathValue: z.number().nullable(),
  targetValue: z.number().nullable(),
  /** Signed percent change of the period against the baseline (−12.5 = 12.5 % less), one decimal. */
  changeFromBaselinePct: z.number().nullable(),
  /** At or below the path's ceiling for the year. */
  onTrack: z.boolean().nullable(),
  /** The guest-nights behind each figure, so a reader can check it. */
  baselineGuestNights: z.number(),
  currentGuestNights: z.number(),
  gap: z.enum(SDG_GAPS).nullable(),
});
export type SdgProgress = z.infer<typeof sdgProgressSchema>;
