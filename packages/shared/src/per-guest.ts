import type { ActivityCount } from './activity.ts';
import type { PerGuestRatio } from './dashboard.ts';
import { formatPerGuestKg } from './figures.ts';
import type { Language } from './languages.ts';

/**
 * Waste per guest-night, per guest and per meal: each figure divides the weight by its own count of the month's
 * activity (issue 23: the per-guest-night figure had divided by the guests). The one place they are computed; the
 * dashboard, its client table, the reduction goal and both PDFs take them from here.
 */
export const PER_GUEST_METRICS = ['kgPerGuestNight', 'kgPerGuest', 'gramsPerMeal'] as const;
export type PerGuestMetric = (typeof PER_GUEST_METRICS)[number];

/** The activity count each figure divides by: what its card and the PDFs name. */
export const DIVISOR_OF: Record<PerGuestMetric, ActivityCount> = {
  kgPerGuestNight: 'guestNights',
  kgPerGuest: 'guests',
  gramsPerMeal: 'meals',
};

/** The weight of the months whose activity is known, and that activity summed. */
export interface Served {
  kg: number;
  guestNights: number;
  guests: number;
  meals: number;
}

/**
 * kg per guest-night, kg per guest and g per meal of what was served, exact (rounded only when written); null
 * where nothing was served, or where that count is 0.
 */
export function perGuestRatios(served: Served | undefined): PerGuestRatio {
  const per = (divisor: ActivityCount, unit: number) =>
    served && served[divisor] > 0 ? (served.kg * unit) / served[divisor] : null;
  return { kgPerGuestNight: per('guestNights', 1), kgPerGuest: per('guests', 1), gramsPerMeal: per('meals', 1000) };
}

/** A figure in kg whatever its metric's unit (grams per meal are /1000), for the one rule that writes them. */
export function kgOfFigure(metric: PerGuestMetric, value: number): number {
  return metric === 'gramsPerMeal' ? value / 1000 : value;
}

/** A figure as the app and the PDFs write it: "1,25 kg", "420 g", "3,0 g"; a dash where the activity is not known. */
export function formatPerGuest(metric: PerGuestMetric, value: number | null, lang: Language): string {
  return value === null ? '—' : formatPerGuestKg(kgOfFigure(metric, value), lang);
}
