import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@ecopeso/shared/roles';
import { weighingClient } from '../test/client-fixture';
import { weighingFormSchema, type WeighingFormValues } from './weighing-form-schema';

const client = weighingClient({
  subTypes: { reciclavel: ['paper', 'plastic'], organico: [] },
  areas: [{ id: 'a-1', name: 'Cozinha' }],
  lossReasons: [{ id: 'r-1', kind: 'buffet_leftovers', name: null }],
  foodItems: [{ id: 'f-1', name: 'Arroz' }],
});
const form = (patch: Partial<WeighingFormValues> = {}): WeighingFormValues => ({
  wasteType: 'rejeito',
  subType: null,
  areaId: 'a-1',
  weight: '12,5',
  when: null,
  containerId: null,
  lossReasonId: null,
  foodItemId: null,
  ...patch,
});

// 12:00 on the client's clock (UTC−3).
const NOW = new Date('2025-03-10T15:00:00Z');

/** Each refusal as [field, key of the weighing catalogue]. */
function refusals(values: WeighingFormValues, role: Role = 'operacional') {
  const result = weighingFormSchema(client, 'pt', role).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('weighingFormSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a complete weighing: weighed now, or at the moment picked', () => {
    const schema = weighingFormSchema(client, 'pt', 'operacional');
    expect(schema.parse(form())).toEqual({
      values: { wasteType: 'rejeito', subType: null, areaId: 'a-1', weightKg: 12.5 },
      at: NOW,
    });
    expect(schema.parse(form({ when: '2025-03-09T08:30' })).at).toEqual(new Date('2025-03-09T11:30:00Z'));
  });

  it('lets the operacional date a weighing 7 days back at most, the gerente further; the moment is judged first, alone', () => {
    expect(refusals(form({ when: '2025-03-03T12:30' }))).toEqual([]);
    expect(refusals(form({ when: '2025-03-03T11:00' }))).toEqual([['when', 'when.tooEarly']]);
    expect(refusals(form({ when: '2025-03-03T11:00' }), 'gerente')).toEqual([]);
    expect(refusals(form({ when: '10/03/2025 08:30', wasteType: null, weight: '' }))).toEqual([
      ['when', 'when.invalid'],
    ]);
  });

  it("says the shared rule's refusals on their fields, a moment in the future on the 'when' field", () => {
    expect(refusals(form({ wasteType: 'reciclavel', areaId: null, weight: '0', when: '2025-03-10T12:10' }))).toEqual([
      ['weight', 'validation.weightWhy.not-positive'],
      ['subType', 'validation.recyclableType'],
      ['areaId', 'validation.area'],
      ['when', 'when.future'],
    ]);
    expect(refusals(form({ weight: '1.200' }))).toEqual([['weight', 'validation.weightAmbiguous']]);
  });

  it('takes as chosen only what the screen offers: a sub-type or area gone is asked for, a reason or item off an organic weighing left out', () => {
    const reopened = form({ wasteType: 'reciclavel', subType: 'metal', areaId: 'a-gone' });
    expect(refusals(reopened)).toEqual([
      ['subType', 'validation.recyclableType'],
      ['areaId', 'validation.area'],
    ]);
    const schema = weighingFormSchema(client, 'pt', 'operacional');
    expect(schema.parse(form({ lossReasonId: 'r-1', foodItemId: 'f-1' })).values).toEqual({
      wasteType: 'rejeito',
      subType: null,
      areaId: 'a-1',
      weightKg: 12.5,
    });
    expect(schema.parse(form({ wasteType: 'organico', lossReasonId: 'r-1', foodItemId: 'f-1' })).values).toEqual({
      wasteType: 'organico',
      subType: null,
      areaId: 'a-1',
      weightKg: 12.5,
      lossReasonId: 'r-1',
      foodItemId: 'f-1',
    });
  });
});
