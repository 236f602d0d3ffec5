import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import { weighingNet, weighingRefusals, type WeighingReason } from '@ecopeso/shared/weighing-rules';
import type { PendingRecord } from '../../../lib/offline-db';
import { readWeight } from './weight-input';

/**
 * What the entry form decides: the fields of the device's queue row (PendingRecord) a person chooses; the queue adds
 * the ids and the time. Weighed in a container, `weightKg` is the net as the device knows the tare and `grossKg` what
 * was typed or read (the server takes the tare off again with its own); the container, loss reason and food item are
 * there only when chosen, so a plain weighing's row is as it always was.
 */
export type WeighingValues = Pick<
  PendingRecord,
  'areaId' | 'wasteType' | 'subType' | 'weightKg' | 'containerId' | 'grossKg' | 'lossReasonId' | 'foodItemId'
>;

/** The entry form as the user left it: what is chosen on screen, the weight as typed. */
export interface WeighingDraft {
  wasteType: WasteType | null;
  subType: SubType | null;
  areaId: string | null;
  /** With a container picked, the weight typed or read is the gross. */
  weight: string;
  /** When it was weighed: now unless a moment was picked. */
  recordedAt?: Date;
  containerId?: string | null;
  lossReasonId?: string | null;
  foodItemId?: string | null;
}

export type WeighingField =
  'wasteType' | 'subType' | 'areaId' | 'weight' | 'recordedAt' | 'containerId' | 'lossReasonId' | 'foodItemId';
/** Each field's problem as a key of the weighing catalogue (spec §5 messages). */
export type WeighingErrors = Partial<Record<WeighingField, string>>;

/**
 * Where the form shows each reason of the weighing rule, and in which words: spec §5's sentence where it has one. A
 * reason added to the rule does not compile until the form can say it.
 */
const SHOWN: Record<WeighingReason, { field: WeighingField; key(type: WasteType | null): string }> = {
  'invalid-weight': { field: 'weight', key: () => 'validation.weight' },
  'container-invalid': { field: 'containerId', key: () => 'validation.container' },
  'net-not-positive': { field: 'weight', key: () => 'validation.netNotPositive' },
  'type-not-enabled': { field: 'wasteType', key: () => 'validation.wasteType' },
  'subtype-required': { field: 'subType', key: subTypeKey },
  'subtype-invalid': { field: 'subType', key: subTypeKey },
  'area-required': { field: 'areaId', key: () => 'validation.area' },
  'area-invalid': { field: 'areaId', key: () => 'validation.area' },
  'loss-reason-required': { field: 'lossReasonId', key: () => 'validation.lossReason' },
  'loss-reason-invalid': { field: 'lossReasonId', key: () => 'validation.lossReason' },
  'food-item-required': { field: 'foodItemId', key: () => 'validation.foodItem' },
  'food-item-invalid': { field: 'foodItemId', key: () => 'validation.foodItem' },
  'recorded-in-future': { field: 'recordedAt', key: () => 'when.future' },
};

function subTypeKey(type: WasteType | null): string {
  return type === 'organico' ? 'validation.organicType' : 'validation.recyclableType';
}

/** A reason of the weighing rule in the form's words (a key of the weighing catalogue), for a weighing of `type`. */
export function weighingMessageKey(reason: WeighingReason, type: WasteType | null): string {
  return SHOWN[reason].key(type);
}

/**
 * The entry form's verdict: the weighing rule of packages/shared (weighing-rules.ts) on what the user chose, each
 * reason said on its field in spec §5's words; for the weight, also what exactly is wrong with what was typed.
 */
export function validateWeighing(
  draft: WeighingDraft,
  client: ClientDetail,
  lang: Language = 'pt',
  now: Date = new Date(),
):
  | { ok: true; values: WeighingValues }
  | {
      ok: false;
      errors: WeighingErrors;
      reasons: WeighingReason[];
      ambiguous?: { asThousands: number; asDecimal: number };
    } {
  const weight = readWeight(draft.weight, lang);
  const { wasteType, subType, areaId } = draft;
  const containerId = draft.containerId ?? null;
  const lossReasonId = draft.lossReasonId ?? null;
  const foodItemId = draft.foodItemId ?? null;
  const typed = weight.kind === 'ok' ? weight.kg : Number.NaN;
  const weighing = {
    wasteType,
    subType,
    areaId,
    weightKg: typed,
    containerId,
    grossKg: containerId === null ? null : typed,
    lossReasonId,
    foodItemId,
    recordedAt: draft.recordedAt ?? now,
  };
  const reasons = weighingRefusals(weighing, client, now);
  const errors: WeighingErrors = {};
  for (const reason of reasons) {
    const { field, key } = SHOWN[reason];
    errors[field] ??= key(wasteType);
  }
  // The spec's message for an empty field; for anything else, what exactly is wrong.
  if (weight.kind === 'invalid' && weight.problem !== 'empty') errors.weight = `validation.weightWhy.${weight.problem}`;
  if (weight.kind === 'ambiguous') {
    errors.weight = 'validation.weightAmbiguous';
    return { ok: false, errors, reasons, ambiguous: { asThousands: weight.asThousands, asDecimal: weight.asDecimal } };
  }
  if (reasons.length > 0 || wasteType === null) return { ok: false, errors, reasons };
  const values: WeighingValues = { wasteType, subType, areaId, weightKg: weighingNet(weighing, client).weightKg };
  if (containerId !== null) Object.assign(values, { containerId, grossKg: typed });
  if (lossReasonId !== null) values.lossReasonId = lossReasonId;
  if (foodItemId !== null) values.foodItemId = foodItemId;
  return { ok: true, values };
}
