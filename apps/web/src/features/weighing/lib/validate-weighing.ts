import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import { DEFAULT_LIMITS_KG, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { WeighingValues } from './pending-queue';
import { readWeight } from './weight-input';

/** The entry form as the user left it. */
export interface WeighingDraft {
  wasteType: WasteType | null;
  subType: SubType | null;
  areaId: string | null;
  weight: string;
}

export type WeighingField = 'wasteType' | 'subType' | 'areaId' | 'weight';
/** Each field's problem as a key of the weighing catalogue (spec §5 messages). */
export type WeighingErrors = Partial<Record<WeighingField, string>>;

/** The sub-types the client offers for a type; none means the type needs no sub-type. */
export function subTypesFor(client: ClientDetail, type: WasteType | null): readonly SubType[] {
  if (type === 'reciclavel' || type === 'organico') return client.subTypes[type];
  return [];
}

/** Spec §5 in the order the form shows the fields: type, its sub-type, area, weight. */
export function validateWeighing(
  draft: WeighingDraft,
  client: ClientDetail,
  lang: Language = 'pt',
):
  | { ok: true; values: WeighingValues }
  | { ok: false; errors: WeighingErrors; ambiguous?: { asThousands: number; asDecimal: number } } {
  const errors: WeighingErrors = {};
  const type = draft.wasteType && client.wasteTypes.includes(draft.wasteType) ? draft.wasteType : null;
  if (!type) errors.wasteType = 'validation.wasteType';

  const offered = subTypesFor(client, type);
  const subType = draft.subType && offered.includes(draft.subType) ? draft.subType : null;
  if (offered.length > 0 && !subType) {
    errors.subType = type === 'organico' ? 'validation.organicType' : 'validation.recyclableType';
  }

  // A client with no areas records without one ('Geral'); otherwise the area is required.
  const areaId = client.areas.some((a) => a.id === draft.areaId) ? draft.areaId : null;
  if (client.areas.length > 0 && !areaId) errors.areaId = 'validation.area';

  // The spec's message for an empty field; for anything else, what exactly is wrong.
  const weight = readWeight(draft.weight, lang);
  if (weight.kind === 'invalid') {
    errors.weight = weight.problem === 'empty' ? 'validation.weight' : `validation.weightWhy.${weight.problem}`;
  } else if (weight.kind === 'ambiguous') {
    errors.weight = 'validation.weightAmbiguous';
    return { ok: false, errors, ambiguous: { asThousands: weight.asThousands, asDecimal: weight.asDecimal } };
  }

  if (!type || weight.kind !== 'ok' || Object.keys(errors).length > 0) return { ok: false, errors };
  const weightKg = weight.kg;
  return { ok: true, values: { wasteType: type, subType, areaId, weightKg } };
}

/** The client's weight limit for a type (PRODUCT.md §1 defaults when it has none). */
export function limitFor(client: ClientDetail, type: WasteType): number {
  return client.limitsKg[type] ?? DEFAULT_LIMITS_KG[type];
}
