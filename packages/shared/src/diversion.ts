import { percentOf } from './figures.ts';
import { DEFAULT_DESTINATION, destinationGroup, type Destination, type WasteType } from './waste.ts';

/**
 * Landfill diversion (PRODUCT.md §1): the weight sent to a Recovery destination ÷ all the weight, each weight under
 * its real destination — its contract's, else its type's default (then counted as estimated). The one place it is
 * computed: the dashboard (cards, daily series, client table), the circular-economy page and its opportunities, the
 * web's weekly series and the PDFs (which print the dashboard's) all take it from here.
 */

/** The destination a weight counts under: the contract's in force on its day, else its type's default. */
export function destinationOf(wasteType: WasteType, contracted: Destination | null | undefined): Destination {
  return contracted ?? DEFAULT_DESTINATION[wasteType];
}

/** Diversion in percent, 0–100 to two decimals (rounded once, here); null when there is no weight to divide. */
export function diversionPct(recoveryKg: number, totalKg: number): number | null {
  return percentOf(recoveryKg, totalKg);
}

/** All the weight, the part of it sent to a Recovery destination, and the diversion they make. */
export interface Diversion {
  totalKg: number;
  recoveryKg: number;
  pct: number | null;
}

/** The diversion of a set of weights, each under its destination (see destinationOf); sums exact, not rounded. */
export function diversionOf(weights: Iterable<{ destination: Destination; kg: number }>): Diversion {
  let totalKg = 0;
  let recoveryKg = 0;
  for (const w of weights) {
    totalKg += w.kg;
    if (destinationGroup(w.destination) === 'recovery') recoveryKg += w.kg;
  }
  return { totalKg, recoveryKg, pct: diversionPct(recoveryKg, totalKg) };
}
