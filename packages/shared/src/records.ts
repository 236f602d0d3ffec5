import { z } from 'zod';
import { LOSS_REASON_KINDS } from './kitchen-lists.ts';
import { ALL_SUBTYPES, WASTE_TYPES } from './waste.ts';
import { COOK_TURN_TOKEN_MAX } from './station.ts';
import { isValidWeight, WEIGHING_REASON_MESSAGES, WEIGHING_REASONS } from './weighing-rules.ts';

/** Most records one sync request carries. */
export const RECORD_BATCH_MAX = 500;
export const RECORDS_PAGE_DEFAULT = 20;
export const RECORDS_PAGE_MAX = 100;
export const EXPORT_PERIODS = ['today', '7d', '30d'] as const;
export type ExportPeriod = (typeof EXPORT_PERIODS)[number];

export { ALL_SUBTYPES };

/** Reads a weight typed as "12,5" or "12.5"; null when it is not a number. */
export function parseWeight(input: string): number | null {
  const normalised = input.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** One weighing as a device sends it; `id` is the device-made UUID that makes sync idempotent. */
export const newRecordSchema = z.object({
  id: z.uuid(),
  areaId: z.uuid().nullable(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.enum(ALL_SUBTYPES).nullable(),
  weightKg: z.number().refine(isValidWeight, WEIGHING_REASON_MESSAGES['invalid-weight']),
  recordedAt: z.iso.datetime({ offset: true }),
  /** At a kitchen station: the turn of the cook who weighed it (station.ts), kept with the record while it waits offline. */
  cookTurn: z.string().max(COOK_TURN_TOKEN_MAX).optional(),
  /**
   * Weighed in one of the client's containers: `grossKg` is what the scale read, and the server stores the net, gross
   * minus the container's tare on the day weighed (its own tare wins over a device's: weighingNet).
   */
  containerId: z.uuid().nullish(),
  grossKg: z.number().nullish(),
  /** Organic only: why the food was wasted and what it was, from the client's lists. */
  lossReasonId: z.uuid().nullish(),
  foodItemId: z.uuid().nullish(),
});
export type NewRecord = z.infer<typeof newRecordSchema>;

/**
 * The sync request. Records are checked one by one on the server, so one bad record never holds back the
 * valid ones of its batch: only the ids must be well-formed here.
 */
export const recordBatchSchema = z.object({
  records: z
    .array(z.looseObject({ id: z.uuid() }))
    .min(1)
    .max(RECORD_BATCH_MAX),
});

/**
 * Why the server refused one record: malformed, refused by the weighing rule (weighing-rules.ts), or made at a kitchen
 * station without a valid turn of a cook who may still weigh for the client (`no-cook`, decision 039). Kept on the device
 * with the row, so a name never changes; the web app shows a translated message for each.
 */
export const REJECTION_REASONS = ['invalid-record', ...WEIGHING_REASONS, 'no-cook'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const batchResultSchema = z.object({
  /** Stored by this request. */
  inserted: z.array(z.string()),
  /** Already stored by an earlier attempt (a retry): safe to forget on the device. */
  duplicates: z.array(z.string()),
  /** Refused: they stay on the device, marked with their reason, for the user to fix or delete. */
  rejected: z.array(z.object({ id: z.string(), reason: z.enum(REJECTION_REASONS), message: z.string() })),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

export const recordSchema = z.object({
  id: z.string(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.enum(ALL_SUBTYPES).nullable(),
  weightKg: z.number(),
  recordedAt: z.string(),
  /** The container it was weighed in (its name), the gross read and the tare taken off; null without one. */
  containerId: z.string().nullable(),
  containerName: z.string().nullable(),
  grossKg: z.number().nullable(),
  tareKg: z.number().nullable(),
  /** Why the food was wasted (a stage's kind, or the client's own reason's name) and what it was. */
  lossReasonId: z.string().nullable(),
  lossReasonKind: z.enum(LOSS_REASON_KINDS).nullable(),
  lossReasonName: z.string().nullable(),
  foodItemId: z.string().nullable(),
  foodItemName: z.string().nullable(),
  /** A photo was uploaded with it (decision 040): read at recordPhotoPath (record-photos.ts). */
  hasPhoto: z.boolean(),
  /** Who weighed it: the operacional may correct or delete only their own records of the day. */
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** The latest correction, when there was one. */
  correctedAt: z.string().nullable(),
  correctedByName: z.string().nullable(),
  /** Set only in the list of deleted records (master). */
  deletedAt: z.string().nullable().optional(),
});
export type WasteRecord = z.infer<typeof recordSchema>;

export const recordPageSchema = z.object({ items: z.array(recordSchema), nextCursor: z.string().nullable() });
export type RecordPage = z.infer<typeof recordPageSchema>;

/** Why a stored record was changed; required of gerente and master (PRODUCT.md §1, correction). */
export const changeReasonSchema = z.string().trim().max(500);

const CORRECTABLE = [
  'wasteType',
  'subType',
  'areaId',
  'weightKg',
  'recordedAt',
  'grossKg',
  'lossReasonId',
  'foodItemId',
] as const;

/** A correction of a stored record: the fields that change, and why. */
export const recordCorrectionSchema = z
  .object({
    wasteType: z.enum(WASTE_TYPES).optional(),
    subType: z.enum(ALL_SUBTYPES).nullable().optional(),
    areaId: z.uuid().nullable().optional(),
    weightKg: z.number().refine(isValidWeight, WEIGHING_REASON_MESSAGES['invalid-weight']).optional(),
    recordedAt: z.iso.datetime({ offset: true }).optional(),
    /** Of a record weighed in a container: the gross read (its tare stays the one it was weighed with). */
    grossKg: z.number().optional(),
    lossReasonId: z.uuid().nullable().optional(),
    foodItemId: z.uuid().nullable().optional(),
    reason: changeReasonSchema.optional(),
  })
  .refine((c) => CORRECTABLE.some((k) => c[k] !== undefined), 'nothing to correct');
export type RecordCorrection = z.infer<typeof recordCorrectionSchema>;

/** Deleting or restoring a stored record: why (required of gerente and master for a delete). */
export const recordChangeReasonBodySchema = z.object({ reason: changeReasonSchema.optional() }).nullish();

/** What the event stream of a client carries. */
export const recordEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('records.created'), clientId: z.string(), ids: z.array(z.string()) }),
  z.object({ type: z.literal('record.deleted'), clientId: z.string(), id: z.string() }),
  z.object({ type: z.literal('record.updated'), clientId: z.string(), id: z.string() }),
  z.object({ type: z.literal('record.restored'), clientId: z.string(), id: z.string() }),
  /** Many records changed at once (a history import or its undo): lists and dashboards refetch. */
  z.object({ type: z.literal('records.changed'), clientId: z.string() }),
  /** The client's configuration (types, limits, areas, goal, time zone) changed: forms and dashboards refetch it. */
  z.object({ type: z.literal('client.changed'), clientId: z.string() }),
]);
export type RecordEvent = z.infer<typeof recordEventSchema>;
