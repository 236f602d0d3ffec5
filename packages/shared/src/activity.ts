import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.ts';

/**
 * What a client served in a month (PRODUCT.md §1 "activity"), to normalise waste: the guest-nights (each guest
 * counted once per night stayed: "Pernoites"), the guests received (each counted once
 * per stay) and the meals served (covers). Each divides one figure (per-guest.ts). One entry per client and month;
 * the months of a CSV import are all checked before any is stored (all or nothing).
 */
export const ACTIVITY_COLUMNS = ['month', 'guestNights', 'guests', 'meals'] as const;
export type ActivityColumn = (typeof ACTIVITY_COLUMNS)[number];
/** The counts of a month, each the divisor of one figure. */
export const ACTIVITY_COUNTS = ['guestNights', 'guests', 'meals'] as const;
export type ActivityCount = (typeof ACTIVITY_COUNTS)[number];

/**
 * Names the guest-nights' column had before it was named by what it counts (issue 23): a file exported or written
 * then still imports. "Diárias ocupadas" always held guest-nights here (the form said "hóspedes × noites").
 */
const FORMER_HEADER_NAMES: Readonly<Record<string, ActivityColumn>> = {
  'Diárias ocupadas': 'guestNights',
  'Occupied room-nights': 'guestNights',
  'Noches ocupadas': 'guestNights',
  roomNights: 'guestNights',
};

const count = z.number().int().min(0).max(10_000_000);

/**
 * A count as people write it, in a file or a field: digits, thousands with a dot or a space ("5.000.000"); null
 * when it is no whole number from 0 to 10 000 000.
 */
export function readCount(text: string): number | null {
  const digits = text.replace(/[.\s]/g, '');
  const parsed = /^\d+$/.test(digits) ? count.safeParse(Number(digits)) : null;
  return parsed?.success ? parsed.data : null;
}

/** A count typed in a form's text field, read by readCount; refused in the import's words for a number. */
const countText = z.string().transform((text, ctx) => {
  const value = readCount(text);
  if (value !== null) return value;
  ctx.addIssue({ code: 'custom', message: 'reasons:activity.number' });
  return z.NEVER;
});
export const activityMonthSchema = z.object({
  /** 'YYYY-MM' */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** Guest-nights: each guest once per night stayed (2 guests for 3 nights are 6). */
  guestNights: count,
  /** Guests received: each guest once per stay. */
  guests: count,
  /** Meals served (covers). */
  meals: count,
});
export type ActivityMonth = z.infer<typeof activityMonthSchema>;

/** The month's form: activityMonthSchema with each count as typed. */
export const activityMonthFormSchema = activityMonthSchema.extend({
  guestNights: countText,
  guests: countText,
  meals: countText,
});

/** The longest CSV an import takes, in characters. */
export const ACTIVITY_CSV_MAX = 1_000_000;
/** POST …/activity/import: the file's text and the language its errors are told in. */
export const activityImportSchema = z.object({
  csv: z.string().max(ACTIVITY_CSV_MAX, 'reasons:activity.tooLarge'),
  lang: z.enum(LANGUAGES).default('pt'),
});

export const ACTIVITY_ERRORS = ['empty', 'header', 'columns', 'month', 'future', 'number', 'duplicate'] as const;
export type ActivityErrorCode = (typeof ACTIVITY_ERRORS)[number];
export interface ActivityError {
  /** 1-based line of the file (the header is line 1); 0 for the whole file. */
  line: number;
  column: ActivityColumn | null;
  code: ActivityErrorCode;
}

/**
 * The names a header may give each column: the key itself ('guestNights', so "Guest-nights" too), its name in any
 * language of the vocabulary (`activity.columns`), or a former name.
 */
export function headerNames(
  columnNames: Record<Language, Record<ActivityColumn, string>>,
): Map<string, ActivityColumn> {
  const names = new Map<string, ActivityColumn>();
  for (const [name, column] of Object.entries(FORMER_HEADER_NAMES)) names.set(normalise(name), column);
  for (const column of ACTIVITY_COLUMNS) {
    names.set(normalise(column), column);
    for (const lang of Object.keys(columnNames) as Language[]) names.set(normalise(columnNames[lang][column]), column);
  }
  return names;
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * Reads an activity CSV (';' or ',' separated, with a header naming the four columns in any order and language):
 * every line is checked and every problem reported with its line and column; rows come back only when there is
 * none. Months after `currentMonth` ('YYYY-MM') are refused: the import is for past months.
 */
export function parseActivityCsv(
  text: string,
  names: Map<string, ActivityColumn>,
  currentMonth: string,
): { ok: true; rows: ActivityMonth[] } | { ok: false; errors: ActivityError[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
  if (lines.length < 2) return { ok: false, errors: [{ line: 0, column: null, code: 'empty' }] };
  const delimiter = lines[0]!.includes(';') ? ';' : ',';
  const header = lines[0]!.split(delimiter).map((cell) => names.get(normalise(unquote(cell))) ?? null);
  const missing = ACTIVITY_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length || header.includes(null)) {
    return { ok: false, errors: [{ line: 1, column: missing[0] ?? null, code: 'header' }] };
  }
  const errors: ActivityError[] = [];
  const rows: ActivityMonth[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (raw.trim() === '') return;
    const cells = raw.split(delimiter).map(unquote);
    if (cells.length !== header.length) {
      errors.push({ line, column: null, code: 'columns' });
      return;
    }
    const value = (column: ActivityColumn) => cells[header.indexOf(column)]!;
    const row: Partial<ActivityMonth> = {};
    const month = value('month');
    if (!activityMonthSchema.shape.month.safeParse(month).success)
      errors.push({ line, column: 'month', code: 'month' });
    else if (month > currentMonth) errors.push({ line, column: 'month', code: 'future' });
    else if (seen.has(month)) errors.push({ line, column: 'month', code: 'duplicate' });
    else {
      seen.add(month);
      row.month = month;
    }
    for (const column of ACTIVITY_COUNTS) {
      const parsed = readCount(value(column));
      if (parsed === null) errors.push({ line, column, code: 'number' });
      else row[column] = parsed;
    }
    if (activityMonthSchema.safeParse(row).success) rows.push(row as ActivityMonth);
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
