import type { Language } from '@ecopeso/shared/languages';
import { decimalMarkOf, readDecimal, typedDecimal } from '@ecopeso/shared/decimal-input';
import { MAX_WEIGHT_KG } from '@ecopeso/shared/waste';

/** What is wrong with a typed weight, as a key under `validation.weightWhy` of the weighing catalogue. */
export type WeightProblem = 'empty' | 'not-number' | 'not-positive' | 'too-many-decimals' | 'too-heavy';

export type WeightReading =
  | { kind: 'ok'; kg: number }
  | { kind: 'invalid'; problem: WeightProblem }
  /** "1.500" in pt/es (or "1,500" in en) may be a thousands separator or a decimal mark: the user decides. */
  | { kind: 'ambiguous'; asThousands: number; asDecimal: number };

/** The decimal mark of each language: the comma in pt and es, the point in en. */
export const decimalMark = decimalMarkOf;

/**
 * Reads a weight as typed, by the one rule of every quantity field (packages/shared decimal-input.ts): either mark
 * is a decimal mark where it cannot separate thousands ("12,5" and "12.5", PRODUCT.md §1); a number written with
 * the language's thousands separator and decimal mark is read by its rule ("1.500,5" in pt and es, "1,500.5" in
 * en). The one reading that could be either — the language's thousands separator before exactly three digits,
 * "1.500" in pt and es, "1,500" in en — is asked, never guessed, since 1 500 kg and 1,5 kg are both plausible bins.
 */
export function readWeight(input: string, lang: Language): WeightReading {
  const reading = readDecimal(input, lang);
  if (reading.kind === 'invalid') return { kind: 'invalid', problem: reading.problem };
  if (reading.other !== null && reading.value > 0) {
    return { kind: 'ambiguous', asThousands: reading.value, asDecimal: reading.other };
  }
  const kg = reading.value;
  if (!Number.isFinite(kg)) return { kind: 'invalid', problem: 'not-number' };
  if (kg <= 0) return { kind: 'invalid', problem: 'not-positive' };
  if (reading.decimals > 3) return { kind: 'invalid', problem: 'too-many-decimals' };
  if (kg > MAX_WEIGHT_KG) return { kind: 'invalid', problem: 'too-heavy' };
  return { kind: 'ok', kg };
}

/** A weight as the user would type it in their language (no thousands separator): "1500", "1,5". */
export const typedWeight = (kg: number, lang: Language): string => typedDecimal(kg, lang);
