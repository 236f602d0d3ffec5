import { z } from 'zod';
import type { Language } from './languages.ts';

/**
 * Numbers as people type them, one rule for every quantity field (weighings, corrections, MTR quantities, filters).
 *
 * Each language has a decimal mark and a thousands separator: Portuguese and Spanish write 12.345,6 (the comma
 * is the decimal mark, as `Intl.NumberFormat('pt' | 'es')` prints it), English 12,345.6. A number written with
 * both marks, or with the separator in full groups of three ("1.200.000"), is read by that rule alone. A number
 * with a single mark is read as a decimal when it cannot be a thousands group ("12.5" and "12,5" are 12.5 in every
 * language, as PRODUCT.md §1 promises for weights). The one case both readings fit — the language's thousands
 * separator followed by exactly three digits, "1.200" in pt and es, "1,200" in en — is read as thousands (1 200,
 * the language's own rule) and the decimal reading is kept in `other`: a form asks when it matters (a weighing
 * asks at once; an MTR quantity asks when the value is far from what was weighed).
 */
export type DecimalReading =
  | { kind: 'ok'; value: number; other: number | null; decimals: number }
  | { kind: 'invalid'; problem: 'empty' | 'not-number' };

/** The decimal mark of a language: the comma in pt and es, the point in en. */
export const decimalMarkOf = (lang: Language): ',' | '.' => (lang === 'en' ? '.' : ',');
const groupMarkOf = (lang: Language): ',' | '.' => (lang === 'en' ? ',' : '.');

const esc = (mark: string) => `\\${mark}`;
const decimalsOf = (fraction: string | undefined) => fraction?.replace(/0+$/, '').length ?? 0;

/** Reads a number typed in `lang` (signs allowed; spaces, including thin and no-break ones, ignored). */
export function readDecimal(input: string, lang: Language): DecimalReading {
  const text = input.replace(/[\s\u00a0\u202f]+/g, '');
  if (text === '') return { kind: 'invalid', problem: 'empty' };
  const sign = /^[-+]/.test(text) ? (text.startsWith('-') ? -1 : 1) : 1;
  const body = text.replace(/^[-+]/, '');
  const D = decimalMarkOf(lang);
  const G = groupMarkOf(lang);
  const ok = (whole: string, fraction: string | undefined, other: number | null = null): DecimalReading => ({
    kind: 'ok',
    value: sign * Number(`${whole}${fraction ? `.${fraction}` : ''}`),
    other: other === null ? null : sign * other,
    decimals: decimalsOf(fraction),
  });
  // Full groups of three with the language's separator, and its decimal mark if any: "12.345,6", "1.200.000".
  const grouped = new RegExp(`^(\\d{1,3}(?:${esc(G)}\\d{3})+)(?:${esc(D)}(\\d+))?$`).exec(body);
  if (grouped) {
    const whole = grouped[1]!.split(G).join('');
    const fraction = grouped[2];
    const single = !fraction && grouped[1]!.split(G).length === 2;
    return ok(whole, fraction, single ? Number(grouped[1]!.replace(G, '.')) : null);
  }
  // A single mark of either kind is a decimal mark: "12,5", "12.5", ",5".
  const plain = /^(\d*)(?:[.,](\d+))?$/.exec(body);
  if (plain && /\d/.test(body)) return ok(plain[1] || '0', plain[2]);
  return { kind: 'invalid', problem: 'not-number' };
}

/** A number as a person would type it back in `lang`: no thousands separator, the language's decimal mark. */
export const typedDecimal = (value: number, lang: Language): string => String(value).replace('.', decimalMarkOf(lang));

/**
 * A form's text field that holds a number typed in `lang` (read by readDecimal), then checked by `rule`: the
 * schema the server gives that number, so the form and the route share one rule. Text that is no number fails
 * with `message`.
 */
export function decimalText<T extends z.ZodType<number, number>>(lang: Language, rule: T, message: string) {
  return z
    .string()
    .transform((text, ctx) => {
      const reading = readDecimal(text, lang);
      if (reading.kind === 'ok') return reading.value;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .pipe(rule);
}

/**
 * Whether a typed quantity is far from the weighed one, so a form asks before keeping it: more than `pct` % off
 * (either way), or anything at all against nothing weighed. Nothing typed yet is never far.
 */
export function isFarFromWeighed(value: number, weighed: number, pct: number): boolean {
  if (!(value > 0)) return false;
  if (!(weighed > 0)) return true;
  return Math.abs(value - weighed) > (weighed * pct) / 100;
}
