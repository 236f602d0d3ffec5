import type { Destination, SubType, WasteType } from '@ecopeso/shared/waste';
import { roundToGram } from '@ecopeso/shared/figures';

export interface Factor {
  year: number;
  wasteType: string;
  subType: string | null;
  destination: string;
  kgCo2ePerKg: number;
  source: string;
}

export interface RoutedWeight {
  year: number;
  wasteType: WasteType;
  subType: SubType | null;
  destination: Destination;
  kg: number;
}

/**
 * The year whose factors apply to a record of `recordYear`: that year when the table has factors for it, else the
 * latest year it has (a master who has not yet entered a new year's factors keeps getting the newest ones).
 */
export function factorYear(factors: Factor[], recordYear: number): number | undefined {
  let latest: number | undefined;
  for (const f of factors) {
    if (f.year === recordYear) return recordYear;
    if (latest === undefined || f.year > latest) latest = f.year;
  }
  return latest;
}

/** The factor for a type/sub-type/destination in the year chosen by factorYear: the sub-type's own row first, else the type's. */
export function findFactor(factors: Factor[], w: Omit<RoutedWeight, 'kg'>, destination: string): Factor | undefined {
  const year = factorYear(factors, w.year);
  const candidates = factors.filter(
    (f) =>
      f.year === year &&
      f.wasteType === w.wasteType &&
      f.destination === destination &&
      (f.subType === null || f.subType === w.subType),
  );
  return candidates.find((f) => f.subType !== null) ?? candidates[0];
}

/**
 * Emissions avoided by sending weight where it went rather than to a sanitary landfill: kg × (landfill factor −
 * factor of the real destination). Weight already landfilled avoids nothing; weight with no factor pair is counted apart.
 */
export function avoidedEmissions(weights: RoutedWeight[], factors: Factor[]) {
  let avoidedKg = 0;
  let uncoveredKg = 0;
  const byType: Partial<Record<WasteType, number>> = {};
  const used = new Map<string, { year: number; source: string }>();
  for (const w of weights) {
    if (w.destination === 'sanitary_landfill' || w.kg === 0) continue;
    const landfill = findFactor(factors, w, 'sanitary_landfill');
    const actual = findFactor(factors, w, w.destination);
    if (!landfill || !actual) {
      uncoveredKg += w.kg;
      continue;
    }
    const avoided = w.kg * (landfill.kgCo2ePerKg - actual.kgCo2ePerKg);
    avoidedKg += avoided;
    byType[w.wasteType] = (byType[w.wasteType] ?? 0) + avoided;
    for (const f of [landfill, actual]) used.set(`${f.year}|${f.source}`, { year: f.year, source: f.source });
  }
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    avoidedKg: round(avoidedKg),
    byType: Object.fromEntries(Object.entries(byType).map(([k, v]) => [k, round(v)])) as Partial<
      Record<WasteType, number>
    >,
    uncoveredKg: roundToGram(uncoveredKg),
    sources: [...used.values()].sort((a, b) => a.year - b.year),
  };
}
