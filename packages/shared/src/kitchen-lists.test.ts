import { describe, expect, it } from 'vitest';
import { foodItemsByUse, LOSS_REASON_KINDS, LOSS_REASON_STAGE, tareSchema, tareStartRefusal } from './kitchen-lists.ts';

describe('a container’s tares change forward only', () => {
  const tares = [{ fromDay: '2025-03-01' }, { fromDay: '2025-03-12' }];
  it('takes a new tare from today or later, after the latest start', () => {
    expect(tareStartRefusal('2025-03-13', '2025-03-10', tares)).toBeNull();
    expect(tareStartRefusal('2025-03-10', '2025-03-10', [{ fromDay: '2025-03-01' }])).toBeNull();
  });
  it('refuses a start before today or on or before an existing start', () => {
    expect(tareStartRefusal('2025-03-09', '2025-03-10', [])).toBe('tare-in-past');
    expect(tareStartRefusal('2025-03-12', '2025-03-10', tares)).toBe('tare-in-past');
    expect(tareStartRefusal('2025-03-11', '2025-03-10', tares)).toBe('tare-in-past');
  });
  it('reads a tare of 0 to 10 000 kg in grams', () => {
    expect(tareSchema.safeParse(0).success).toBe(true);
    expect(tareSchema.safeParse(1.2).success).toBe(true);
    expect(tareSchema.safeParse(-1).success).toBe(false);
    expect(tareSchema.safeParse(1.2345).success).toBe(false);
  });
});

describe('loss reasons and food items', () => {
  it('has each of the food-loss stages’ reasons in one stage', () => {
    expect(LOSS_REASON_KINDS.map((k) => LOSS_REASON_STAGE[k])).toEqual([
      'ingredient',
      'ingredient',
      'ingredient',
      'finished',
      'finished',
      'plate',
    ]);
  });
  it('lists food items most used first, then by name', () => {
    const items = [
      { name: 'Feijão', uses: 2 },
      { name: 'Arroz', uses: 2 },
      { name: 'Abóbora', uses: 0 },
      { name: 'Pão', uses: 9 },
    ];
    expect(foodItemsByUse(items, 'pt').map((i) => i.name)).toEqual(['Pão', 'Arroz', 'Feijão', 'Abóbora']);
  });
});
