import { z } from 'zod';
import { ALL_SUBTYPES } from './records.ts';
import {
  isValidWeight,
  WEIGHING_REASON_MESSAGES,
  WEIGHING_REASONS,
  weighingRefusals,
  type WeighingClient,
  type WeighingReason,
} from './weighing-rules.ts';
import { WASTE_TYPES } from './waste.ts';

/** Most rows one history import takes (PRODUCT.md §7: 100 000 rows in under 30 s). */
export const IMPORT_ROWS_MAX = 100_000;

/** The columns of a history CSV, in the order a mapping shows them; which must be mapped: requiredImportColumns. */
export const IMPORT_COLUMNS = ['date', 'time', 'area', 'wasteType', 'subType', 'weightKg'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['date', 'wasteType', 'weightKg'];

/** The columns a file must map for this client: the area too where the client has areas (every row names one). */
export function requiredImportColumns(client: Pick<WeighingClient, 'areas'>): readonly ImportColumn[] {
  return client.areas.length > 0 ? [...REQUIRED_IMPORT_COLUMNS, 'area'] : REQUIRED_IMPORT_COLUMNS;
}

/**
 * Why one cell of a row was refused: unreadable (a cell empty or not a date, a time, a known type or sub-type), or
 * refused by the weighing rule (weighing-rules.ts; an area name the client does not have is `area-invalid`). The web
 * app names each in the reader's language.
 */
export const IMPORT_REASONS = [
  'required',
  'invalid-date',
  'invalid-time',
  'unknown-type',
  'unknown-subtype',
  ...WEIGHING_REASONS,
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];

export const importErrorSchema = z.object({
  /** Line of the file, counting the header as line 1. */
  line: z.number().int(),
  column: z.enum(IMPORT_COLUMNS),
  reason: z.enum(IMPORT_REASONS),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** One row as the browser read it from the file: a local date and time of the client, names matched to ids. */
export const importRowSchema = z.object({
  line: z.number().int().min(2),
  date: z.iso.date(),
  /** HH:MM or HH:MM:SS on the client's clock. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/),
  areaId: z.uuid().nullable(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.enum(ALL_SUBTYPES).nullable(),
  weightKg: z.number().refine(isValidWeight, WEIGHING_REASON_MESSAGES['invalid-weight']),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  rows: z.array(importRowSchema).min(1).max(IMPORT_ROWS_MAX),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const importResultSchema = z.object({
  importId: z.string(),
  rows: z.number().int(),
  /** Rows stored by this import; the others were already there (the same file imported before). */
  inserted: z.number().int(),
  duplicates: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importRefusedSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  /** Each bad row; absent when the request itself was malformed. */
  errors: z.array(importErrorSchema).optional(),
});

export const importSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
  inserted: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The cell each reason of the weighing rule points at in a history file. */
const REASON_COLUMN: Record<WeighingReason, ImportColumn> = {
  'invalid-weight': 'weightKg',
  // A history file names no container, loss reason or food item, and a client's requirement of them is about the
  // weighings of its station, not its history (importRowErrors): these cannot come up; their cells, should they.
  'container-invalid': 'weightKg',
  'net-not-positive': 'weightKg',
  'loss-reason-required': 'subType',
  'loss-reason-invalid': 'subType',
  'food-item-required': 'subType',
  'food-item-invalid': 'subType',
  'type-not-enabled': 'wasteType',
  'subtype-required': 'subType',
  'subtype-invalid': 'subType',
  'area-required': 'area',
  'area-invalid': 'area',
  'recorded-in-future': 'date',
};

/** The client as its history is judged: what it requires of a station's weighings (a loss reason, a food item) was never asked of its past. */
function asHistory(client: WeighingClient): WeighingClient {
  return { ...client, requireLossReason: false, requireFoodItem: false };
}

/** A row's date and time on the client's clock, 'YYYY-MM-DD HH:MM:SS'. */
export function importRowLocal(row: Pick<ImportRow, 'date' | 'time'>): string {
  return `${row.date} ${row.time.length === 5 ? `${row.time}:00` : row.time}`;
}

/**
 * What the weighing rule refuses of one row of a history file, cell by cell: the browser lists it before sending, the
 * server checks again before storing.
 */
export function importRowErrors(row: ImportRow, client: WeighingClient, now: Date): ImportError[] {
  const history = client.requireLossReason || client.requireFoodItem ? asHistory(client) : client;
  const reasons = weighingRefusals({ ...row, recordedAt: importRowLocal(row) }, history, now);
  return reasons.map((reason) => ({ line: row.line, column: REASON_COLUMN[reason], reason }));
}
