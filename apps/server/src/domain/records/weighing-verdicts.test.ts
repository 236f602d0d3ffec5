import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientDetail } from '@ecopeso/shared/api';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { importVocabulary, readImportRow, type ImportMapping } from '@ecopeso/shared/record-import-csv';
import { importRowErrors } from '@ecopeso/shared/record-import';
import { ALL_SUBTYPES } from '@ecopeso/shared/records';
import { dayInZone, wallClockInZone } from '@ecopeso/shared/dates';
import { ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import {
  WEIGHING_REASON_MESSAGES,
  WEIGHING_REASONS,
  weighingNet,
  weighingRefusals,
  type Weighing,
  type WeighingReason,
} from '@ecopeso/shared/weighing-rules';
import { validateWeighing } from '../../../../web/src/features/weighing/lib/validate-weighing.ts';
import { typedWeight } from '../../../../web/src/features/weighing/lib/weight-input.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { validateImport } from '../imports/validate-import.ts';
import { checkCorrection } from './correct-record.ts';
import { checkNewRecord } from './create-records.ts';

// One rule, every path (decision 028): the same generated clients and weighings go to the shared rule, the server's
// sync/API creation, its correction and its history import, the entry form and the browser's reading of a history
// file, and each must reach the same verdict — stored or not, and for the same first reason; the paths that list every
// reason (the import, the form) list the rule's.

/** Fixed, away from any change of summer time in the zones below, so "now" on each clock is unambiguous. */
const NOW = new Date('2026-05-20T15:00:00.000Z');
const ZONES = ['America/Sao_Paulo', 'America/Manaus', 'UTC', 'Asia/Tokyo', 'America/New_York'];

const clientArb = fc
  .record({
    timezone: fc.constantFrom(...ZONES),
    wasteTypes: fc.subarray([...WASTE_TYPES]),
    reciclavel: fc.subarray([...RECYCLABLE_SUBTYPES]),
    organico: fc.subarray([...ORGANIC_SUBTYPES]),
    areaIds: fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 3 }),
    // Containers whose first tare starts up to 40 days back or a day ahead (none yet on some days), a later one too.
    containers: fc.uniqueArray(
      fc.record({
        id: fc.uuid({ version: 4 }),
        tares: fc
          .tuple(fc.integer({ min: -40, max: 1 }), fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }))
          .chain(([start, later]) =>
            fc.tuple(
              fc.constant(start),
              fc.constant(later),
              fc.constantFrom(0, 0.4, 1.2, 9.8),
              fc.constantFrom(0.5, 2, 30),
            ),
          ),
      }),
      { maxLength: 2, selector: (c) => c.id },
    ),
    lossReasonIds: fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 3 }),
    foodItemIds: fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 3 }),
    requireLossReason: fc.boolean(),
    requireFoodItem: fc.boolean(),
  })
  .map(({ timezone, wasteTypes, reciclavel, organico, areaIds, ...kitchen }): ClientDetail => ({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Hotel',
    active: true,
    timezone,
    diversionGoalPct: 90,
    wasteTypes,
    subTypes: { reciclavel, organico },
    areas: areaIds.map((id, i) => ({ id, name: `Área ${i + 1}` })),
    limitsKg: {},
    containers: kitchen.containers.map(({ id, tares: [start, later, first, second] }, i) => ({
      id,
      name: `Balde ${i + 1}`,
      tares: [
        { fromDay: dayInZone(timezone, new Date(NOW.getTime() + start * DAY)), tareKg: first },
        ...(later === null
          ? []
          : [{ fromDay: dayInZone(timezone, new Date(NOW.getTime() + (start + later) * DAY)), tareKg: second }]),
      ],
    })),
    lossReasons: kitchen.lossReasonIds.map((id) => ({ id, kind: null, name: id.slice(0, 6) })),
    foodItems: kitchen.foodItemIds.map((id) => ({ id, name: id.slice(0, 6) })),
    requireLossReason: kitchen.requireLossReason,
    requireFoodItem: kitchen.requireFoodItem,
  }));
const DAY = 24 * 3_600_000;

/** One of the client's ids most of the time, none, or one it does not have. */
const idArb = (ids: readonly string[]) =>
  fc.oneof(
    fc.constant(null),
    ids.length ? fc.constantFrom(...ids) : fc.constant(null),
    ids.length ? fc.constantFrom(...ids) : fc.constant(null),
    fc.uuid({ version: 4 }),
  );

const weightArb = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }).map((g) => g / 1000),
  fc.constantFrom(0, -1, 10_000.001, 1.2345, 12_000),
);

/** A weighing for this client: its types and areas most of the time, others too; weighed up to 30 days back or ahead. */
const weighingArb = (client: ClientDetail) =>
  fc.record({
    wasteType: fc.constantFrom(...WASTE_TYPES),
    subType: fc.option(fc.constantFrom(...ALL_SUBTYPES), { nil: null }),
    areaId: fc.oneof(
      fc.constant(null),
      client.areas.length ? fc.constantFrom(...client.areas.map((a) => a.id)) : fc.constant(null),
      fc.uuid({ version: 4 }),
    ),
    weightKg: weightArb,
    containerId: idArb(client.containers.map((c) => c.id)),
    grossKg: fc.oneof(weightArb, fc.constantFrom(0.3, 1.2, 2, 9.8, 10)),
    lossReasonId: idArb(client.lossReasons.map((r) => r.id)),
    foodItemId: idArb(client.foodItems.map((f) => f.id)),
    // Whole minutes, as the form's picker gives them; the edge of "the future" (now + 5 min) is among them.
    recordedAt: fc
      .oneof(fc.integer({ min: -30 * 24 * 60, max: 24 * 60 }), fc.integer({ min: 3, max: 7 }))
      .map((minutes) => new Date(NOW.getTime() + minutes * 60_000)),
  });

const caseArb = clientArb.chain((client) =>
  fc.record({ client: fc.constant(client), weighing: weighingArb(client), lang: fc.constantFrom(...LANGUAGES) }),
);

type Verdict = { stored: boolean; first: WeighingReason | 'other' | null };
const verdictOf = (reasons: readonly string[]): Verdict => ({
  stored: reasons.length === 0,
  first: reasons.length === 0 ? null : (WEIGHING_REASONS.find((r) => r === reasons[0]) ?? 'other'),
});

/** A generated weighing: always of some type, weighed at an instant, the kitchen's choices always said. */
type Generated = Weighing & {
  wasteType: WasteType;
  recordedAt: Date;
  containerId: string | null;
  grossKg: number;
  lossReasonId: string | null;
  foodItemId: string | null;
};

/** What a history file can hold of a weighing: no container, loss reason or food item. */
const asHistoryRow = (w: Generated): Generated => ({ ...w, containerId: null, lossReasonId: null, foodItemId: null });
/** The client as its history is judged: what it requires of its station is not asked of its past. */
const historyOf = (client: ClientDetail): ClientDetail => ({
  ...client,
  requireLossReason: false,
  requireFoodItem: false,
});

const pick = ({ wasteType, subType, areaId, weightKg }: Generated) => ({
  wasteType,
  subType,
  areaId,
  weightKg,
});

/** What the form's taps choose beside type, sub-type and area. */
const choices = ({ containerId, lossReasonId, foodItemId }: Generated) => ({ containerId, lossReasonId, foodItemId });

const gerente: Actor = { id: 'g', email: 'g@example.com', name: 'G', role: 'gerente', allowedClientIds: [] };

/** A manager corrects every field of a stored record to the generated weighing; the verdict is read off the answer. */
function byCorrection(client: ClientDetail, weighing: Generated): Verdict {
  const stored = {
    createdBy: 'o',
    wasteType: 'rejeito',
    subType: null,
    areaId: null,
    weightKg: 1,
    recordedAt: new Date(NOW.getTime() - 3_600_000),
  };
  const correction = {
    ...pick(weighing),
    lossReasonId: weighing.lossReasonId,
    foodItemId: weighing.foodItemId,
    recordedAt: weighing.recordedAt.toISOString(),
    reason: 'conferido',
  };
  try {
    const { next } = checkCorrection({ actor: gerente, record: stored, correction, client, now: NOW });
    expect(next).toEqual({ ...weighing, containerId: null, grossKg: null, tareKg: null });
    return verdictOf([]);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'invalid-argument') throw err;
    return verdictOf([WEIGHING_REASONS.find((r) => WEIGHING_REASON_MESSAGES[r] === err.message) ?? err.message]);
  }
}

/** A history file's columns, in this order. */
const MAPPING: ImportMapping = { date: 0, time: 1, area: 2, wasteType: 3, subType: 4, weightKg: 5 };

/** The row as a file holds it: names for ids (an area the client has not is a name it does not know). */
function csvCells(client: ClientDetail, row: { date: string; time: string }, weighing: Generated): string[] {
  const area = weighing.areaId && (client.areas.find((a) => a.id === weighing.areaId)?.name ?? 'Lugar desconhecido');
  return [row.date, row.time, area || '', weighing.wasteType, weighing.subType ?? '', String(weighing.weightKg)];
}

describe('a weighing is judged alike on every path', () => {
  it('the rule, creation (sync and API), correction, the server import, the entry form and the file reader agree', () => {
    fc.assert(
      fc.property(caseArb, ({ client, weighing, lang }) => {
        const rule = weighingRefusals(weighing, client, NOW);
        const expected = verdictOf(rule);

        // Sync and the API: a record as a device sends it.
        const sent = { id: crypto.randomUUID(), ...weighing, recordedAt: weighing.recordedAt.toISOString() };
        const created = checkNewRecord(sent, client, NOW);
        expect(verdictOf('record' in created ? [] : [created.reason])).toEqual(expected);

        // A correction by a manager, of a record weighed without a container (a correction keeps the container).
        const plain = { ...weighing, containerId: null };
        expect(byCorrection(client, plain)).toEqual(verdictOf(weighingRefusals(plain, client, NOW)));

        // The entry form, the weight typed in the user's language (the gross, when a container is picked).
        const scale = weighing.containerId === null ? weighing.weightKg : weighing.grossKg;
        const form = validateWeighing(
          {
            ...pick(weighing),
            ...choices(weighing),
            weight: typedWeight(scale, lang),
            recordedAt: weighing.recordedAt,
          },
          client,
          lang,
          NOW,
        );
        expect(form.ok ? [] : form.reasons).toEqual(rule);
        if (form.ok) {
          expect(form.values).toEqual({
            ...pick(weighing),
            ...(weighing.containerId === null ? {} : { containerId: weighing.containerId, grossKg: weighing.grossKg }),
            weightKg: weighingNet(weighing, client).weightKg,
            ...(weighing.lossReasonId === null ? {} : { lossReasonId: weighing.lossReasonId }),
            ...(weighing.foodItemId === null ? {} : { foodItemId: weighing.foodItemId }),
          });
        }
        if ('record' in created) expect(created.record.weightKg).toBe(weighingNet(weighing, client).weightKg);

        // The history paths: a row holds no container, reason or item, and is judged as history.
        const history = asHistoryRow(weighing);
        const historyRule = weighingRefusals(history, historyOf(client), NOW);

        // The server's history import: the row on the client's clock.
        const local = wallClockInZone(client.timezone, weighing.recordedAt, 'seconds').replace('T', ' ');
        const row = { line: 2, date: local.slice(0, 10), time: local.slice(11), ...pick(weighing) };
        const imported = validateImport(client.id, [row], client, NOW);
        expect(imported.errors.map((e) => e.reason)).toEqual(historyRule);
        expect(imported.valid).toHaveLength(historyRule.length === 0 ? 1 : 0);

        // The browser reading a history file: names for ids, the weight as written, then the rule. A cell it cannot
        // read (a weight, an area name the client does not have) stops it before the rule, cells in file order.
        const vocabulary = importVocabulary(client.areas);
        const read = readImportRow(csvCells(client, row, weighing), 2, MAPPING, vocabulary, '.');
        if (read.row) expect(importRowErrors(read.row, client, NOW).map((e) => e.reason)).toEqual(historyRule);
        else {
          expect(historyRule).not.toEqual([]);
          expect(historyRule).toEqual(expect.arrayContaining(read.errors.map((e) => e.reason)));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
