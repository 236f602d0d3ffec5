import { intlFormatterCache, type Language } from './languages.ts';

/**
 * How a figure is summed, rounded and written — one rule for the app, the CSV, the PDFs and the e-mails (issues 23
 * and 24): weights are summed exactly (whole grams), rounded once, at the end, half away from zero on the decimal
 * the sum stands for, and written with a fixed number of decimals in the reader's conventions (INTL_LOCALE). A
 * figure per guest-night, guest or meal below 1 kg is written in grams, so a small one never reads "0 kg". Every
 * weight, percentage and amount in reais a person reads is written by a function of this file.
 */

const GRAMS_PER_KG = 1000;

/**
 * The exact sum of weights in kg (each with at most three decimals, as stored), in whole grams: the order of the
 * terms cannot change it, as it does a floating-point sum (9.023 + 19.089 + 6.338 is 34.45 one way round and
 * 34.449999999999996 the other, which a report then prints 34,5 and 34,4).
 */
export function sumKg(values: Iterable<number>): number {
  let grams = 0;
  for (const kg of values) grams += Math.round(kg * GRAMS_PER_KG);
  return grams / GRAMS_PER_KG;
}

/**
 * `value` rounded to `digits` decimals, half away from zero, on the decimal it stands for (its first 15
 * significant digits: what floating point adds beyond them is noise), so 2.005 is 2.01 and 34.449999999999996 is
 * 34.5 at one decimal. The shift by a power of ten is done in the decimal text, never by a multiplication.
 */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa, exponent = '0'] = Math.abs(value).toPrecision(15).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + digits}`));
  // Beyond 2^53 a double holds no decimals to round.
  if (!Number.isSafeInteger(shifted)) return value;
  const rounded = Number(`${shifted}e${-digits}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Decimals of a stored weight in kg: the gram. */
export const GRAM_DIGITS = 3;

/** A weight in kg to the gram (roundTo): a total, a sum or a difference of weights as the API answers it. */
export function roundToGram(kg: number): number {
  return roundTo(kg, GRAM_DIGITS);
}

/** `part` as a percentage of `whole`, 0–100 to two decimals (rounded once); null when there is no whole. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? roundTo((part / whole) * 100, 2) : null;
}

const numberFormat = intlFormatterCache(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

const fixed = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `value` rounded once (roundTo) and written with exactly `digits` decimals: "1.234,5" / "1,234.5". */
export function formatFixed(value: number, lang: Language, digits: number): string {
  return numberFormat(lang, fixed(digits)).format(roundTo(value, digits));
}

/** A number with at most `digits` decimals, rounded once: a count (0), an axis tick, a factor. */
export function formatNumber(value: number, lang: Language, digits = 1): string {
  return numberFormat(lang, { maximumFractionDigits: digits }).format(roundTo(value, digits));
}

/** The units a weight is written in. */
export type MassUnit = 'kg' | 'g';
const INTL_UNIT: Record<MassUnit, string> = { kg: 'kilogram', g: 'gram' };

/**
 * A weight with its unit, rounded once, with exactly `digits` decimals (or up to them): '12,0 kg', '420 g', '3,0 g'.
 * The one formatter of a number and its unit: the locale's own unit pattern puts the space between them, always
 * (never "1g" beside "10 g").
 */
export function formatMass(value: number, unit: MassUnit, lang: Language, digits: number, upTo = false): string {
  return numberFormat(lang, {
    style: 'unit',
    unit: INTL_UNIT[unit],
    unitDisplay: 'short',
    minimumFractionDigits: upTo ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(roundTo(value, digits));
}

/** Decimals of a weight total, wherever one is written. */
export const KG_DIGITS = 1;

/** A weight total without its unit, to 100 g: "1.234,5" (a column headed "Peso (kg)"). */
export function formatKgNumber(kg: number, lang: Language): string {
  return formatFixed(kg, lang, KG_DIGITS);
}

/** A weight total with its unit, to 100 g: "1.234,5 kg" / "1,234.5 kg". */
export function formatKg(kg: number, lang: Language): string {
  return formatMass(kg, 'kg', lang, KG_DIGITS);
}

/**
 * A weight as a person entered it — a weighing, a quantity typed on an MTR — to the gram, without trailing zeros:
 * "12,5 kg", "1.200 kg", "1.234,568 kg". Totals are written by formatKg.
 */
export function formatEnteredKg(kg: number, lang: Language): string {
  return formatMass(kg, 'kg', lang, 3, true);
}

/** Emissions in kg of CO₂ equivalent, a total like any weight: "1.234,5 kg CO₂e". */
export function formatCo2e(kg: number, lang: Language): string {
  return `${formatKg(kg, lang)} CO₂e`;
}

/** Decimals of a measured percentage (a diversion rate, a share), wherever one is written. */
export const PCT_DIGITS = 1;

/** A measured percentage given as 0–100, rounded once, one decimal always: "45,3%" / "45.3%" / "45,3 %". */
export function formatPct(pct: number, lang: Language): string {
  return numberFormat(lang, { style: 'percent', ...fixed(PCT_DIGITS) }).format(roundTo(pct, PCT_DIGITS) / 100);
}

/** A percentage someone set (a goal, a threshold), 0–100, with a decimal only if it has one: "90%", "87,5%". */
export function formatGoalPct(pct: number, lang: Language): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: PCT_DIGITS }).format(
    roundTo(pct, PCT_DIGITS) / 100,
  );
}

/** An amount in reais, rounded once to `digits` at most (a price per kg has up to four): "R$ 1.234,56". */
export function formatBrl(value: number, lang: Language, digits = 2): string {
  return numberFormat(lang, { style: 'currency', currency: 'BRL', maximumFractionDigits: digits }).format(
    roundTo(value, digits),
  );
}

/** A figure per guest-night, guest or meal as it is written: its rounded value, its unit and its decimals. */
export interface PerGuestAmount {
  value: number;
  unit: MassUnit;
  digits: number;
}

/**
 * The unit and decimals a figure per guest-night, guest or meal (in kg) is written with: from 1 kg in kg with two
 * decimals; below, in grams — whole grams from 10 g, one decimal under 10 g — so 0.003 kg reads "3,0 g", never
 * "0 kg". The unit is chosen after rounding (999.6 g reads "1,00 kg").
 */
export function perGuestAmount(kg: number): PerGuestAmount {
  const grams = kg * GRAMS_PER_KG;
  const wholeGrams = roundTo(grams, 0);
  if (Math.abs(wholeGrams) >= GRAMS_PER_KG) return { value: roundTo(kg, 2), unit: 'kg', digits: 2 };
  if (Math.abs(wholeGrams) >= 10) return { value: wholeGrams, unit: 'g', digits: 0 };
  return { value: roundTo(grams, 1), unit: 'g', digits: 1 };
}

/** A figure per guest-night, guest or meal given in kg, written: "1,25 kg", "420 g", "3,0 g". */
export function formatPerGuestKg(kg: number, lang: Language): string {
  const { value, unit, digits } = perGuestAmount(kg);
  return formatMass(value, unit, lang, digits);
}
