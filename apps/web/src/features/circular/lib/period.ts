export const PERIOD_PRESETS = ['d30', 'd90', 'm12'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export interface Period {
  from: string;
  to: string;
}

const DAYS: Record<PeriodPreset, number> = { d30: 30, d90: 90, m12: 365 };
const MAX_DAYS = 731;

/** The preset's days ending today, today included. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const from = new Date(Date.parse(today) - (DAYS[preset] - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

/** True for a period the server answers: real dates, in order, at most two years. */
export function isValidPeriod({ from, to }: Period): boolean {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && a <= b && (b - a) / 86_400_000 < MAX_DAYS
  );
}
