import type { Language } from '@ecopeso/shared/languages';
import { MAX_WEIGHT_KG } from '@ecopeso/shared/waste';

/** What is wrong with a typed weight, as a key under `validation.weightWhy` of the weighing catalogue. */
export type WeightProblem = 'empty' | 'not-number' | 'not-positive' | 'too-many-decimals' | 'too-heavy';

export type WeightReading =
  | { kind: 'ok'; kg: number }
  | { kind: 'invalid'; problem: WeightProblem }
  /** "1.500" in pt/es (or "1,500" in en) may be a thousands separator or a decimal mark: the user decides. */
  | { kind: 'ambiguous'; asThousands: number; asDecimal: number };

/** The decimal mark of each language: the comma in pt and es, the point in en. */
export const decimalMark = (lang: Language): ',' | '.' => (lang === 'en' ? '.' : ',');

/**
 * Reads a weight as typed. Either mark is accepted as the decimal mark ("12,5" and "12.5", PRODUCT.md §1), except
 * where it could also be the other language's thousands separator — one mark followed by exactly three digits
 * and a whole part of 1 to 3 digits, written with the mark that is NOT the language's decimal mark ("1.500" in pt):
 * that is asked, never guessed, since 1 500 kg and 1,5 kg are both plausible bins.
 */
export function readWeight(input: string, lang: Language): WeightReading {
  const text = input.trim().replace(/\s+/g, '');
  if (text === '') return { kind: 'invalid', problem: 'empty' };
  if (!/^[-+]?\d*[.,]?\d*$/.test(text) || !/\d/.test(text)) return { kind: 'invalid', problem: 'not-number' };
  const foreignMark = decimalMark(lang) === ',' ? '.' : ',';
  if (new RegExp(`^\\d{1,3}\\${foreignMark}\\d{3}$`).test(text)) {
    const [whole, fraction] = text.split(foreignMark) as [string, string];
    return { kind: 'ambiguous', asThousands: Number(whole + fraction), asDecimal: Number(`${whole}.${fraction}`) };
  }
  const kg = Number(text.replace(',', '.'));
  if (!Number.isFinite(kg)) return { kind: 'invalid', problem: 'not-number' };
  if (kg <= 0) return { kind: 'invalid', problem: 'not-positive' };
  const decimals = text.split(/[.,]/)[1]?.replace(/0+$/, '').length ?? 0;
  if (decimals > 3) return { kind: 'invalid', problem: 'too-many-decimals' };
  if (kg > MAX_WEIGHT_KG) return { kind: 'invalid', problem: 'too-heavy' };
  return { kind: 'ok', kg };
}

/** A weight as the user would type it in their language (no thousands separator): "1500", "1,5". */
export const typedWeight = (kg: number, lang: Language): string => String(kg).replace('.', decimalMark(lang));
