import { describe, expect, it } from 'vitest';
import { weighingClient } from '../test/client-fixture';
import { validateWeighing, type WeighingDraft } from './validate-weighing';

const AREA = '33333333-3333-4333-8333-333333333333';
const client = weighingClient({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Hotel',
  diversionGoalPct: 90,
  subTypes: { reciclavel: ['paper', 'metal'], organico: [] },
  areas: [{ id: AREA, name: 'Cozinha' }],
  limitsKg: { reciclavel: 15 },
});
const draft = (patch: Partial<WeighingDraft>): WeighingDraft => ({
  wasteType: 'rejeito',
  subType: null,
  areaId: AREA,
  weight: '12,5',
  ...patch,
});

describe('validateWeighing (spec §5)', () => {
  it('accepts a complete weighing, reading "12,5" and "12.5" alike', () => {
    for (const weight of ['12,5', '12.5', ' 12.5 ']) {
      expect(validateWeighing(draft({ weight }), client)).toEqual({
        ok: true,
        values: { wasteType: 'rejeito', subType: null, areaId: AREA, weightKg: 12.5 },
      });
    }
  });

  it('names every missing field with its spec message key', () => {
    const result = validateWeighing({ wasteType: null, subType: null, areaId: null, weight: '' }, client);
    expect(result).toEqual({
      ok: false,
      errors: { wasteType: 'validation.wasteType', areaId: 'validation.area', weight: 'validation.weight' },
      reasons: ['invalid-weight', 'type-not-enabled', 'area-required'],
    });
  });

  it('asks for the recyclable type only when the client offers sub-types for it', () => {
    expect(validateWeighing(draft({ wasteType: 'reciclavel' }), client)).toMatchObject({
      ok: false,
      errors: { subType: 'validation.recyclableType' },
    });
    expect(validateWeighing(draft({ wasteType: 'reciclavel', subType: 'glass' }), client)).toMatchObject({
      errors: { subType: 'validation.recyclableType' },
    });
    expect(validateWeighing(draft({ wasteType: 'reciclavel', subType: 'metal' }), client).ok).toBe(true);
    // organico has no sub-types for this client: none is asked for
    expect(validateWeighing(draft({ wasteType: 'organico' }), client).ok).toBe(true);
  });

  it('asks for the organic type when the client offers organic sub-types', () => {
    const withOrganic = { ...client, subTypes: { reciclavel: [], organico: ['cooking_oil' as const] } };
    expect(validateWeighing(draft({ wasteType: 'organico' }), withOrganic)).toMatchObject({
      errors: { subType: 'validation.organicType' },
    });
  });

  it('refuses a type the client has not enabled, and an area of another client', () => {
    expect(validateWeighing(draft({ wasteType: 'compostavel' }), client)).toMatchObject({
      errors: { wasteType: 'validation.wasteType' },
    });
    expect(validateWeighing(draft({ areaId: crypto.randomUUID() }), client)).toMatchObject({
      errors: { areaId: 'validation.area' },
    });
  });

  it('refuses a moment later than now (a device clock may run 5 minutes fast), on the "when" field', () => {
    const now = new Date('2025-03-10T15:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(validateWeighing(draft({ recordedAt: at(6) }), client, 'pt', now)).toMatchObject({
      ok: false,
      errors: { recordedAt: 'when.future' },
    });
    expect(validateWeighing(draft({ recordedAt: at(4) }), client, 'pt', now).ok).toBe(true);
    expect(validateWeighing(draft({ recordedAt: at(-60 * 24 * 30) }), client, 'pt', now).ok).toBe(true);
  });

  it('records without an area when the client has none', () => {
    expect(validateWeighing(draft({ areaId: null }), { ...client, areas: [] })).toMatchObject({
      ok: true,
      values: { areaId: null },
    });
  });

  it('refuses weights that are not > 0, ≤ 10 000 kg with at most 3 decimals, saying which', () => {
    const cases: [string, string][] = [
      ['', 'validation.weight'],
      ['0', 'validation.weightWhy.not-positive'],
      ['-1', 'validation.weightWhy.not-positive'],
      ['abc', 'validation.weightWhy.not-number'],
      ['1,2,3', 'validation.weightWhy.not-number'],
      ['10000.5', 'validation.weightWhy.too-heavy'],
      ['1.2345', 'validation.weightWhy.too-many-decimals'],
    ];
    for (const [weight, key] of cases) {
      expect(validateWeighing(draft({ weight }), client), weight).toMatchObject({ errors: { weight: key } });
    }
    expect(validateWeighing(draft({ weight: '10000' }), client).ok).toBe(true);
    expect(validateWeighing(draft({ weight: '0,125' }), client).ok).toBe(true);
  });

  it('asks rather than guesses when "1.500" may mean 1 500 kg (pt, es)', () => {
    expect(validateWeighing(draft({ weight: '1.500' }), client, 'pt')).toEqual({
      ok: false,
      errors: { weight: 'validation.weightAmbiguous' },
      reasons: ['invalid-weight'],
      ambiguous: { asThousands: 1500, asDecimal: 1.5 },
    });
    expect(validateWeighing(draft({ weight: '1.500' }), client, 'en')).toMatchObject({ ok: true });
  });
});
