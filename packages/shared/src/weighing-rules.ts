import { dayInZone, wallClockInZone } from './dates.ts';
import { roundToGram } from './figures.ts';
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
  'container-invalid',
  'net-not-positive',
  'type-not-enabled',
  'subtype-required',
  'subtype-invalid',
  'area-required',
  'area-invalid',
  'loss-reason-required',
  'loss-reason-invalid',
  'food-item-required',
  'food-item-invalid',
  'recorded-in-future',
] as const;
export type WeighingReason = (typeof WEIGHING_REASONS)[number];

/** Each reason in the API's words (English), the `message` beside the code. */
export const WEIGHING_REASON_MESSAGES: Record<WeighingReason, string> = {
  'invalid-weight': `Weight must be above 0 and at most ${MAX_WEIGHT_KG} kg, with at most 3 decimals.`,
  'container-invalid': 'The container does not belong to this client, is inactive, or had no tare on that day.',
  'net-not-positive': "The net weight (the scale's weight minus the container's tare) must be above 0.",
  'type-not-enabled': 'This waste type is not enabled for the client.',
  'subtype-required': 'This waste type needs a sub-type.',
  'subtype-invalid': 'This sub-type does not belong to the waste type or is not offered by the client.',
  'area-required': 'This client has areas: every weighing names one of them.',
  'area-invalid': 'The area does not belong to this client or is inactive.',
  'loss-reason-required': 'This client asks why food was wasted: every organic weighing names a loss reason.',
  'loss-reason-invalid': "The loss reason is not one of the client's active reasons, or the weighing is not organic.",
  'food-item-required': 'This client asks what food was wasted: every organic weighing names a food item.',
  'food-item-invalid': "The food item is not one of the client's active items, or the weighing is not organic.",
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
  /** Active containers, each with its tares oldest first (kitchen-lists.ts); none: no weighing names one. */
  containers?: readonly { readonly id: string; readonly tares: readonly { fromDay: string; tareKg: number }[] }[];
  /** Active loss reasons and food items, for organic weighings; and whether every organic weighing names one. */
  lossReasons?: readonly { readonly id: string }[];
  foodItems?: readonly { readonly id: string }[];
  requireLossReason?: boolean;
  requireFoodItem?: boolean;
}

export interface Weighing {
  /** null: none chosen yet (the entry form's draft), refused as not enabled. */
  wasteType: WasteType | null;
  subType: SubType | null;
  areaId: string | null;
  weightKg: number;
  /** When it was weighed: an instant, or — a history file's row — the client's wall clock, 'YYYY-MM-DD HH:MM:SS'. */
  recordedAt: Date | string;
  /**
   * The container the waste was weighed in. With one, `grossKg` is what the scale read and the stored weight is the
   * net, gross − the container's tare on the day weighed (weighingNet); `weightKg` is not read.
   */
  containerId?: string | null;
  grossKg?: number | null;
  /** A stored record's tare (a correction): kept as weighed, instead of the container's tare of that day. */
  tareKg?: number | null;
  /** Why the food was wasted and what it was (organic weighings only). */
  lossReasonId?: string | null;
  foodItemId?: string | null;
}

/** Only organic weighings say why food was wasted and what it was (issue 26 item 3). */
export function takesLossReason(type: WasteType | null): boolean {
  return type === 'organico';
}

/** The day a weighing was made on the client's clock. */
function dayOf(recordedAt: Date | string, timeZone: string): string {
  return recordedAt instanceof Date ? dayInZone(timeZone, recordedAt) : recordedAt.slice(0, 10);
}

/**
 * The tare of a client's active container on a day: the latest tare starting on or before it (tares change forward
 * only, so a stored record keeps the tare it was weighed with); null when the container is not the client's, inactive,
 * or had no tare yet.
 */
export function tareOn(client: Pick<WeighingClient, 'containers'>, containerId: string, day: string): number | null {
  const container = client.containers?.find((c) => c.id === containerId);
  let tare: number | null = null;
  for (const t of container?.tares ?? []) if (t.fromDay <= day) tare = t.tareKg;
  return tare;
}

/**
 * What a weighing stores as its weight: without a container, the weight given; with one, the gross read minus the
 * container's tare that day (rounded to the gram), with both kept. null for the tare when the container is not usable.
 */
export function weighingNet(
  weighing: Pick<Weighing, 'weightKg' | 'containerId' | 'grossKg' | 'tareKg' | 'recordedAt'>,
  client: Pick<WeighingClient, 'containers' | 'timezone'>,
): { weightKg: number; grossKg: number | null; tareKg: number | null } {
  if (weighing.containerId == null) return { weightKg: weighing.weightKg, grossKg: null, tareKg: null };
  const gross = weighing.grossKg ?? Number.NaN;
  const tare = weighing.tareKg ?? tareOn(client, weighing.containerId, dayOf(weighing.recordedAt, client.timezone));
  const net = tare === null ? Number.NaN : roundToGram(gross - tare);
  return { weightKg: net, grossKg: gross, tareKg: tare };
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
 * With a container: the gross is a valid weight, the container had a tare that day, and the net is above 0. An
 * organic weighing may name one of the client's active loss reasons and food items, and must where the client
 * requires it; any other weighing names neither (decision 035).
 */
export function weighingRefusals(weighing: Weighing, client: WeighingClient, now: Date): WeighingReason[] {
  const reasons: WeighingReason[] = [];
  if (weighing.containerId == null) {
    if (!isValidWeight(weighing.weightKg)) reasons.push('invalid-weight');
  } else {
    const { weightKg, grossKg, tareKg } = weighingNet(weighing, client);
    if (grossKg === null || !isValidWeight(grossKg)) reasons.push('invalid-weight');
    else if (tareKg === null) reasons.push('container-invalid');
    else if (!(weightKg > 0)) reasons.push('net-not-positive');
  }
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
  const organic = takesLossReason(weighing.wasteType);
  const listed = (
    id: string | null | undefined,
    list: readonly { id: string }[] | undefined,
    required: boolean | undefined,
    [missing, invalid]: [WeighingReason, WeighingReason],
  ) => {
    if (id == null) {
      if (organic && required) reasons.push(missing);
    } else if (!organic || !list?.some((entry) => entry.id === id)) reasons.push(invalid);
  };
  listed(weighing.lossReasonId, client.lossReasons, client.requireLossReason, [
    'loss-reason-required',
    'loss-reason-invalid',
  ]);
  listed(weighing.foodItemId, client.foodItems, client.requireFoodItem, ['food-item-required', 'food-item-invalid']);
  if (isInFuture(weighing.recordedAt, client.timezone, now)) reasons.push('recorded-in-future');
  return reasons;
}

/**
 * The client as a correction of a stored record is judged: the loss reason and food item the record names stay
 * acceptable, should the client have deactivated them since (its container's tare is the record's own: `tareKg`).
 */
export function clientForCorrection<C extends WeighingClient>(
  client: C,
  record: { lossReasonId?: string | null; foodItemId?: string | null },
): C {
  return {
    ...client,
    lossReasons: [...(client.lossReasons ?? []), ...(record.lossReasonId ? [{ id: record.lossReasonId }] : [])],
    foodItems: [...(client.foodItems ?? []), ...(record.foodItemId ? [{ id: record.foodItemId }] : [])],
  };
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
