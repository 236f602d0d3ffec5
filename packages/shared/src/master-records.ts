import { z } from 'zod';
import { PERIOD_ORDER_MESSAGE, periodInOrder } from './dates.ts';
import { RECORDS_PAGE_DEFAULT, RECORDS_PAGE_MAX, changeReasonSchema, recordSchema } from './records.ts';
import { WASTE_TYPES } from './waste.ts';

/** Most records one bulk delete takes: a selection on screen, never a whole history. */
export const BULK_DELETE_MAX = 500;

const day = z.iso.date();
const kg = z.coerce.number().min(0).max(10_000);

/** The master's record editor: records of every client, filtered on the server, newest first by keyset. */
export const masterRecordsQuerySchema = z
  .object({
    clientId: z.uuid().optional(),
    /** Local days of each record's client, inclusive. */
    from: day.optional(),
    to: day.optional(),
    areaId: z.uuid().optional(),
    wasteType: z.enum(WASTE_TYPES).optional(),
    userId: z.string().min(1).max(100).optional(),
    minKg: kg.optional(),
    maxKg: kg.optional(),
    /** `true`: the deleted records (to restore), newest weighing first too. */
    deleted: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(RECORDS_PAGE_MAX).default(RECORDS_PAGE_DEFAULT),
    cursor: z.string().max(200).optional(),
  })
  .refine(periodInOrder, { message: PERIOD_ORDER_MESSAGE, path: ['to'] })
  .refine((q) => q.minKg === undefined || q.maxKg === undefined || q.minKg <= q.maxKg, {
    message: 'minKg must not be above maxKg',
    path: ['maxKg'],
  });
export type MasterRecordsQuery = z.infer<typeof masterRecordsQuerySchema>;

export const masterRecordSchema = recordSchema.extend({
  clientId: z.string(),
  clientName: z.string(),
  /** Its client's time zone: the record's local time is shown on that clock. */
  clientTimezone: z.string(),
  deletedAt: z.string().nullable(),
  /** The bulk delete that took it out, when it was one: undoing that operation brings it back. */
  deletedOperationId: z.string().nullable(),
  /** The history import that brought it in, if any. */
  importId: z.string().nullable(),
});
export type MasterRecord = z.infer<typeof masterRecordSchema>;

export const masterRecordPageSchema = z.object({
  items: z.array(masterRecordSchema),
  nextCursor: z.string().nullable(),
});
export type MasterRecordPage = z.infer<typeof masterRecordPageSchema>;

/** A selection of live records (of any clients) deleted together under one operation id, with a reason. */
export const bulkDeleteSchema = z.object({
  records: z
    .array(z.object({ clientId: z.uuid(), id: z.uuid() }))
    .min(1)
    .max(BULK_DELETE_MAX),
  reason: changeReasonSchema.min(1),
});
export type BulkDelete = z.infer<typeof bulkDeleteSchema>;

export const bulkDeleteResultSchema = z.object({ operationId: z.string(), deleted: z.number().int() });
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

export const undoOperationResultSchema = z.object({ restored: z.number().int() });
