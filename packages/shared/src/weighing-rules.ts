import { wallClockInZone } from './dates.ts';
import { DEFAULT_LIMITS_KG, MAX_WEIGHT_KG, type SubType, type WasteType } from './waste.ts';

/**
 * How a weighing is accepted — the one rule of the entry form, offline sync and the API, a correction and the history
 * import (docs/decisions/028-one-rule-for-a-weighing.md). Each path adds only what is its own: reading what was typed or
 * sent, and saying the reason in its reader's words.
 */

/** How far a device clock may run ahead of the server's before a record counts as "in the future". */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** 0 < weight ≤ 10 000 kg, at most three decimals (grams). */
export function isValidWeight(kg: number): boolean {
  return Number.isFinite(kg) && kg > 0 && kg <= MAX_WEIGHT_KG && Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6;
}

/**
 * Why a client refuses a weighing, in the order a path that names one reason picks it. Every path uses these names:
 * the sync answer (`rejected[].reason`), a history file's problems, the form's messages (each has a text in pt, en and
 * es: the web app's `locales.test.ts`).
 */
export const WEIGHING_REASONS = [
  'invalid-weight',
  'type-not-enabled',
  'subtype-required',
  'subtype-invalid',
  'area-required',
  'area-invalid',
  'recorded-in-future',
] as const;
export type WeighingReason = (typeof WEIGHING_REASONS)[number];

/** Each reason in the API's words (English), the `message` beside the code. */
export const WEIGHING_REASON_MESSAGES: Record<WeighingReason, string> = {
  'invalid-weight': 'Weight must be above 0 and at most 10000 kg, with at most 3 decimals.',
  'type-not-enabled': 'This waste type is not enabled for the client.',
  'subtype-required': 'This waste type needs a sub-type.',
  'subtype-invalid': 'This sub-type does not belong to the waste type or is not offered by the client.',
  'area-required': 'This client has areas: every weighing names one of them.',
  'area-invalid': 'The area does not belong to this client or is inactive.',
  'recorded-in-future': 'The record is dated in the future.',
};

/**
 * What of a client decides whether a weighing may be stored: its clock, enabled types, the sub-types it offers, its
 * active areas and its weight limits. The entry form's `ClientDetail` is one.
 */
export interface WeighingClient {
  timezone: string;
  wasteTypes: readonly WasteType[];
  subTypes: { readonly reciclavel: readonly SubType[]; readonly organico: readonly SubType[] };
  /** Active areas only. */
  areas: readonly { readonly id: string }[];
  limitsKg?: Partial<Record<WasteType, number>>;
}

export interface Weighing {
  /** null: none chosen yet (the entry form's draft), refused as not enabled. */
  wasteType: WasteType | null;
  subType: SubType | null;
  areaId: string | null;
  weightKg: number;
  /** When it was weighed: an instant, or — a history file's row — the client's wall clock, 'YYYY-MM-DD HH:MM:SS'. */
  recordedAt: Date | string;
}

/** The sub-types a client offers for a type; none means the type takes no sub-type. */
export function subTypesOffered(client: WeighingClient, type: WasteType): readonly SubType[] {
  return type === 'reciclavel' || type === 'organico' ? client.subTypes[type] : [];
}

// The latest wall clock asked for, kept: a history file's 100 000 rows are judged against one "now".
let latestWall = { at: Number.NaN, timeZone: '', text: '' };

function isInFuture(recordedAt: Date | string, timeZone: string, now: Date): boolean {
  const latest = now.getTime() + CLOCK_SKEW_MS;
  if (recordedAt instanceof Date) return recordedAt.getTime() > latest;
  if (latestWall.at !== latest || latestWall.timeZone !== timeZone) {
    latestWall = {
      at: latest,
      timeZone,
      text: wallClockInZone(timeZone, new Date(latest), 'seconds').replace('T', ' '),
    };
  }
  return recordedAt > latestWall.text;
}

/**
 * Every reason the client refuses this weighing, in WEIGHING_REASONS order; none: it may be stored. The area: a client
 * with active areas logs every weighing in one of them, a client with none logs without ('Geral'), on every path
 * (decision 028). The time: no later than now on the client's clock, allowing CLOCK_SKEW_MS for a device's clock.
 */
export function weighingRefusals(weighing: Weighing, client: WeighingClient, now: Date): WeighingReason[] {
  const reasons: WeighingReason[] = [];
  if (!isValidWeight(weighing.weightKg)) reasons.push('invalid-weight');
  if (weighing.wasteType === null || !client.wasteTypes.includes(weighing.wasteType)) reasons.push('type-not-enabled');
  else {
    const offered = subTypesOffered(client, weighing.wasteType);
    if (weighing.subType === null) {
      if (offered.length > 0) reasons.push('subtype-required');
    } else if (!offered.includes(weighing.subType)) reasons.push('subtype-invalid');
  }
  if (weighing.areaId === null) {
    if (client.areas.length > 0) reasons.push('area-required');
  } else if (!client.areas.some((a) => a.id === weighing.areaId)) reasons.push('area-invalid');
  if (isInFuture(weighing.recordedAt, client.timezone, now)) reasons.push('recorded-in-future');
  return reasons;
}

/** The client's weight limit for a type (PRODUCT.md §1 defaults where it set none). */
export function weightLimitKg(client: Pick<WeighingClient, 'limitsKg'>, type: WasteType): number {
  return client.limitsKg?.[type] ?? DEFAULT_LIMITS_KG[type];
}

/** Above its type's limit a weighing is confirmed by the person, never refused (PRODUCT.md §1, spec §2). */
export function isAboveLimit(
  weighing: { wasteType: WasteType; weightKg: number },
  client: Pick<WeighingClient, 'limitsKg'>,
): boolean {
  return weighing.weightKg > weightLimitKg(client, weighing.wasteType);
}
