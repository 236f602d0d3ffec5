import { describe, expect, it } from 'vitest';
import {
  isAboveLimit,
  isValidWeight,
  takesLossReason,
  weighingNet,
  weightLimitKg,
  weighingRefusals,
  type Weighing,
  type WeighingClient,
} from './weighing-rules.ts';

const KITCHEN = '33333333-3333-4333-8333-333333333333';
const hotel: WeighingClient = {
  timezone: 'America/Sao_Paulo',
  wasteTypes: ['reciclavel', 'organico', 'rejeito'],
  subTypes: { reciclavel: ['paper', 'metal'], organico: [] },
  areas: [{ id: KITCHEN }],
  limitsKg: { reciclavel: 20 },
};
const now = new Date('2025-03-10T15:00:00Z'); // 12:00 in São Paulo
const weighing = (patch: Partial<Weighing> = {}): Weighing => ({
  wasteType: 'rejeito',
  subType: null,
  areaId: KITCHEN,
  weightKg: 12.5,
  recordedAt: new Date('2025-03-10T14:00:00Z'),
  ...patch,
});

describe('weighingRefusals', () => {
  it('accepts a weighing of an enabled type, in an active area, weighed before now', () => {
    expect(weighingRefusals(weighing(), hotel, now)).toEqual([]);
    expect(weighingRefusals(weighing({ wasteType: 'reciclavel', subType: 'metal' }), hotel, now)).toEqual([]);
  });

  it('asks for a sub-type only where the client offers them, and only one it offers', () => {
    expect(weighingRefusals(weighing({ wasteType: 'reciclavel' }), hotel, now)).toEqual(['subtype-required']);
    expect(weighingRefusals(weighing({ wasteType: 'reciclavel', subType: 'glass' }), hotel, now)).toEqual([
      'subtype-invalid',
    ]);
    // organico: no sub-types offered, so none is asked for and none is taken.
    expect(weighingRefusals(weighing({ wasteType: 'organico' }), hotel, now)).toEqual([]);
    expect(weighingRefusals(weighing({ wasteType: 'organico', subType: 'pre_service' }), hotel, now)).toEqual([
      'subtype-invalid',
    ]);
    expect(weighingRefusals(weighing({ subType: 'paper' }), hotel, now)).toEqual(['subtype-invalid']);
  });

  it('refuses a type the client has not enabled (or none), without judging its sub-type', () => {
    expect(weighingRefusals(weighing({ wasteType: 'compostavel', subType: 'paper' }), hotel, now)).toEqual([
      'type-not-enabled',
    ]);
    expect(weighingRefusals(weighing({ wasteType: null }), hotel, now)).toEqual(['type-not-enabled']);
  });

  it('requires one of its active areas of a client that has areas, and no area of one that has none', () => {
    expect(weighingRefusals(weighing({ areaId: null }), hotel, now)).toEqual(['area-required']);
    expect(weighingRefusals(weighing({ areaId: '44444444-4444-4444-8444-444444444444' }), hotel, now)).toEqual([
      'area-invalid',
    ]);
    const noAreas = { ...hotel, areas: [] };
    expect(weighingRefusals(weighing({ areaId: null }), noAreas, now)).toEqual([]);
    expect(weighingRefusals(weighing(), noAreas, now)).toEqual(['area-invalid']);
  });

  it('bounds the weight to (0, 10 000] kg with at most three decimals', () => {
    for (const kg of [0, -1, 10_000.001, 1.2345, Number.NaN]) {
      expect(weighingRefusals(weighing({ weightKg: kg }), hotel, now), String(kg)).toEqual(['invalid-weight']);
    }
    for (const kg of [0.001, 10_000, 12.345]) expect(isValidWeight(kg), String(kg)).toBe(true);
  });

  it('refuses a time later than now plus five minutes, read as an instant or on the client’s clock', () => {
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(weighingRefusals(weighing({ recordedAt: at(5) }), hotel, now)).toEqual([]);
    expect(weighingRefusals(weighing({ recordedAt: at(5.01) }), hotel, now)).toEqual(['recorded-in-future']);
    // A history file's row: 12:05 in São Paulo is now plus five minutes; 12:06 is later.
    expect(weighingRefusals(weighing({ recordedAt: '2025-03-10 12:05:00' }), hotel, now)).toEqual([]);
    expect(weighingRefusals(weighing({ recordedAt: '2025-03-10 12:06:00' }), hotel, now)).toEqual([
      'recorded-in-future',
    ]);
    // In UTC the same wall clock is three hours earlier, long past.
    expect(
      weighingRefusals(weighing({ recordedAt: '2025-03-10 14:00:00' }), { ...hotel, timezone: 'UTC' }, now),
    ).toEqual([]);
  });

  it('names every problem of a weighing, in one order', () => {
    expect(
      weighingRefusals(
        { wasteType: 'reciclavel', subType: null, areaId: null, weightKg: 0, recordedAt: new Date('2030-01-01') },
        hotel,
        now,
      ),
    ).toEqual(['invalid-weight', 'subtype-required', 'area-required', 'recorded-in-future']);
  });
});

describe('weight limits', () => {
  it("uses the client's limit, or PRODUCT.md's default for the type; above it only warns", () => {
    expect(weightLimitKg(hotel, 'reciclavel')).toBe(20);
    expect(weightLimitKg(hotel, 'organico')).toBe(30);
    expect(weightLimitKg(hotel, 'rejeito')).toBe(15);
    expect(isAboveLimit({ wasteType: 'rejeito', weightKg: 15 }, hotel)).toBe(false);
    expect(isAboveLimit({ wasteType: 'rejeito', weightKg: 15.001 }, hotel)).toBe(true);
    expect(weighingRefusals(weighing({ weightKg: 9_000 }), hotel, now)).toEqual([]);
  });
});

describe('a container and its tare (issue 26 item 2)', () => {
  const BUCKET = '55555555-5555-4555-8555-555555555555';
  // "Balde 20 L": 1,2 kg until 9 March, 1,5 kg from 10 March (São Paulo's clock).
  const kitchen: WeighingClient = {
    ...hotel,
    containers: [
      {
        id: BUCKET,
        tares: [
          { fromDay: '2025-03-01', tareKg: 1.2 },
          { fromDay: '2025-03-10', tareKg: 1.5 },
        ],
      },
    ],
  };
  const inBucket = (grossKg: number, recordedAt: Date | string = new Date('2025-03-10T14:00:00Z')) =>
    weighing({ containerId: BUCKET, grossKg, weightKg: Number.NaN, recordedAt });

  it('stores the gross less the tare of the day weighed, to the gram, the weight given being no part of it', () => {
    expect(weighingNet(inBucket(13.7), kitchen)).toEqual({ weightKg: 12.2, grossKg: 13.7, tareKg: 1.5 });
    // 9 March, 23:30 in São Paulo is 10 March in UTC: the client's day decides, and the old tare applies.
    expect(weighingNet(inBucket(13.7, new Date('2025-03-10T02:30:00Z')), kitchen).tareKg).toBe(1.2);
    expect(weighingNet(inBucket(13.7, '2025-03-09 23:30:00'), kitchen).tareKg).toBe(1.2);
    expect(weighingRefusals(inBucket(13.7), kitchen, now)).toEqual([]);
    expect(weighingNet(weighing({ weightKg: 4 }), kitchen)).toEqual({ weightKg: 4, grossKg: null, tareKg: null });
  });

  it('refuses a net of zero or less, a bad gross, and a container not the client’s or with no tare yet', () => {
    expect(weighingRefusals(inBucket(1.5), kitchen, now)).toEqual(['net-not-positive']);
    expect(weighingRefusals(inBucket(1.2), kitchen, now)).toEqual(['net-not-positive']);
    expect(weighingRefusals(inBucket(0), kitchen, now)).toEqual(['invalid-weight']);
    expect(weighingRefusals(inBucket(2.0001), kitchen, now)).toEqual(['invalid-weight']);
    expect(weighingRefusals(inBucket(5, new Date('2025-02-20T14:00:00Z')), kitchen, now)).toEqual([
      'container-invalid',
    ]);
    expect(weighingRefusals({ ...inBucket(5), containerId: KITCHEN }, kitchen, now)).toEqual(['container-invalid']);
  });

  it("keeps a stored record's tare over the container's (a correction)", () => {
    expect(weighingNet({ ...inBucket(13.7), tareKg: 1.2 }, kitchen).weightKg).toBe(12.5);
    expect(weighingRefusals({ ...inBucket(13.7), containerId: BUCKET, tareKg: 1.2 }, { ...hotel }, now)).toEqual([]);
  });
});

describe('why food was wasted (issue 26 item 3)', () => {
  const SPOILED = '66666666-6666-4666-8666-666666666666';
  const RICE = '77777777-7777-4777-8777-777777777777';
  const kitchen: WeighingClient = { ...hotel, lossReasons: [{ id: SPOILED }], foodItems: [{ id: RICE }] };
  const organic = (patch: Partial<Weighing> = {}) => weighing({ wasteType: 'organico', ...patch });

  it('takes a loss reason and a food item of the client on an organic weighing, both optional', () => {
    expect(takesLossReason('organico')).toBe(true);
    expect(takesLossReason('rejeito')).toBe(false);
    expect(weighingRefusals(organic(), kitchen, now)).toEqual([]);
    expect(weighingRefusals(organic({ lossReasonId: SPOILED, foodItemId: RICE }), kitchen, now)).toEqual([]);
  });

  it('refuses one the client has not, and either on a weighing that is not organic', () => {
    expect(weighingRefusals(organic({ lossReasonId: RICE, foodItemId: SPOILED }), kitchen, now)).toEqual([
      'loss-reason-invalid',
      'food-item-invalid',
    ]);
    expect(weighingRefusals(weighing({ lossReasonId: SPOILED }), kitchen, now)).toEqual(['loss-reason-invalid']);
    expect(weighingRefusals(weighing({ foodItemId: RICE }), kitchen, now)).toEqual(['food-item-invalid']);
  });

  it('requires them of organic weighings only where the client asks', () => {
    const strict = { ...kitchen, requireLossReason: true, requireFoodItem: true };
    expect(weighingRefusals(organic(), strict, now)).toEqual(['loss-reason-required', 'food-item-required']);
    expect(weighingRefusals(organic({ lossReasonId: SPOILED, foodItemId: RICE }), strict, now)).toEqual([]);
    expect(weighingRefusals(weighing(), strict, now)).toEqual([]);
  });
});
