import { z } from 'zod';
import { isFoodWaste, SDG_12_3_TARGET_CHANGE_PCT, SDG_12_3_TARGET_YEAR, sdgTargetPath } from './sustainability.ts';
import { roundTo } from './figures.ts';
import { WASTE_TYPES, type WasteType } from './waste.ts';
import type { SdgProgress, SdgTarget } from './sdg-12-3-schema.ts';

/**
 * SDG 12.3 tracking (issue 27 item 4): food waste per guest-night against a baseline year, on a straight path to
 * the target (−50 % by 2030 unless the client set another). Food waste is what the sustainability mapping calls food
 * (`isFoodWaste`), never a list of its own; the path is the mapping's `sdgTargetPath`. The one computation is
 * `sdgProgress`, used by the dashboard card, the management PDF and the monthly e-mail alike.
 */

/** The waste types the sustainability mapping counts as food waste, for a query to filter on. */
export const FOOD_WASTE_TYPES: readonly WasteType[] = WASTE_TYPES.filter(isFoodWaste);

/** Messages are keys of the web app's catalogues, so the target form says them in the reader's language. */
const M = {
  year: 'dashboard:sdg.invalid.year',
  afterBaseline: 'dashboard:sdg.invalid.afterBaseline',
  pctRange: 'dashboard:goal.pctRange',
} as const;
/** The years a baseline and a target may be (the target comes after the baseline, so not the first). */
export const SDG_BASELINE_YEARS = { min: 2000, max: 2100 } as const;
export const SDG_TARGET_YEARS = { min: 2001, max: 2100 } as const;
const year = ({ min, max }: { min: number; max: number }) =>
  z.number(M.year).int(M.year).min(min, M.year).max(max, M.year);

const targetFields = {
  baselineYear: year(SDG_BASELINE_YEARS),
  targetYear: year(SDG_TARGET_YEARS).default(SDG_12_3_TARGET_YEAR),
  /** −50 means halve food waste per guest-night by the target year; stored with two decimals. */
  changePct: z.number(M.pctRange).min(-100, M.pctRange).max(-0.01, M.pctRange).default(SDG_12_3_TARGET_CHANGE_PCT),
};
const targetAfterBaseline = (t: { baselineYear: number; targetYear: number }) => t.targetYear > t.baselineYear;
const AFTER_BASELINE = { message: M.afterBaseline, path: ['targetYear'] };

export const sdgTargetInputSchema = z
  .object({
    ...targetFields,
    /** The version the edit started from; absent when the client has no target yet. */
    version: z.number().int().min(1).optional(),
  })
  .refine(targetAfterBaseline, AFTER_BASELINE);
export type SdgTargetInput = z.infer<typeof sdgTargetInputSchema>;

/** One target for every hotel of a chain at once: 'all' (every client the user may see) or a list. */
export const sdgChainTargetInputSchema = z
  .object({
    ...targetFields,
    clients: z.union([z.literal('all'), z.array(z.uuid()).min(1).max(500)]),
  })
  .refine(targetAfterBaseline, AFTER_BASELINE);
export type SdgChainTargetInput = z.infer<typeof sdgChainTargetInputSchema>;

/** Food waste and guest-nights of the months whose activity is known (weight of the other months left out). */
export interface FoodServed {
  foodKg: number;
  guestNights: number;
}

const perGuestNight = (s: FoodServed | null) => (s && s.guestNights > 0 ? s.foodKg / s.guestNights : null);

/**
 * The progress of a period (of `year` on the path) against the target: kg of food waste per guest-night of the
 * baseline year, of the period and the path's ceiling for `year`; null where a count of guest-nights is missing, and
 * `gap` says which. Figures are exact (the path's to the gram, as the mapping gives it); only the change is rounded.
 */
export function sdgProgress(
  target: SdgTarget,
  baseline: FoodServed | null,
  current: FoodServed | null,
  year: number,
): SdgProgress {
  const baselineValue = perGuestNight(baseline);
  const currentValue = perGuestNight(current);
  const path =
    baselineValue === null
      ? null
      : sdgTargetPath(
          target.baselineYear,
          baselineValue,
          [year, target.targetYear],
          target.targetYear,
          target.changePct,
        );
  const pathValue = path?.[0]?.targetKgPerGuestNight ?? null;
  const comparable = baselineValue !== null && baselineValue > 0 && currentValue !== null;
  return {
    ...target,
    year,
    baselineValue,
    currentValue,
    pathValue,
    targetValue: path?.[1]?.targetKgPerGuestNight ?? null,
    changeFromBaselinePct: comparable ? roundTo(((currentValue - baselineValue) / baselineValue) * 100, 1) : null,
    onTrack: currentValue !== null && pathValue !== null ? currentValue <= pathValue : null,
    baselineGuestNights: baseline?.guestNights ?? 0,
    currentGuestNights: current?.guestNights ?? 0,
    gap: currentValue === null ? 'no-guest-nights' : baselineValue === null ? 'no-baseline-guest-nights' : null,
  };
}

/**
 * The target a chain is tracked against: its clients' own when they all have the same one (baseline year, target
 * year, change), else null — a sum of hotels on different baselines has no single path.
 */
export function chainTarget(targets: readonly (SdgTarget | null)[]): SdgTarget | null {
  const [first] = targets;
  if (!first) return null;
  const same = targets.every(
    (t) =>
      t !== null &&
      t.baselineYear === first.baselineYear &&
      t.targetYear === first.targetYear &&
      t.changePct === first.changePct,
  );
  return same ? { ...first, version: 0 } : null;
}
