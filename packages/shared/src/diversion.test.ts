import { describe, expect, it } from 'vitest';
import { destinationOf, diversionOf, diversionPct } from './diversion.ts';

describe('destinationOf: where a weight counts', () => {
  it("takes the contract's destination, else the type's default", () => {
    expect(destinationOf('rejeito', 'incineration')).toBe('incineration');
    expect(destinationOf('organico', 'sanitary_landfill')).toBe('sanitary_landfill');
    expect(destinationOf('rejeito', null)).toBe('sanitary_landfill');
    expect(destinationOf('reciclavel', undefined)).toBe('recycling');
    expect(destinationOf('organico', null)).toBe('composting');
    expect(destinationOf('compostavel', null)).toBe('composting');
  });
});

describe('diversionPct: recovery ÷ total, in percent', () => {
  it('rounds once to two decimals, half away from zero', () => {
    expect(diversionPct(5, 60)).toBe(8.33);
    expect(diversionPct(35, 60)).toBe(58.33);
    expect(diversionPct(2, 3)).toBe(66.67);
    expect(diversionPct(60, 60)).toBe(100);
    expect(diversionPct(0, 12.5)).toBe(0);
    // 1.005 kg of 100 kg is 1.005 %; Math.round(1.005 / 100 * 10_000) / 100 (an old copy) gave 1, from 100.49999….
    expect(diversionPct(1.005, 100)).toBe(1.01);
  });
  it('is null with no weight', () => {
    expect(diversionPct(0, 0)).toBeNull();
  });
});

describe('diversionOf: a set of weights', () => {
  it('sums every weight and the ones sent to a Recovery destination', () => {
    const d = diversionOf([
      { destination: 'composting', kg: 20 },
      { destination: 'sanitary_landfill', kg: 55 },
      { destination: 'incineration', kg: 5 },
      { destination: 'sorting', kg: 10 },
      { destination: 'unspecified', kg: 10 },
    ]);
    expect(d).toEqual({ totalKg: 100, recoveryKg: 30, pct: 30 });
  });
  it('has no rate for no weight', () => {
    expect(diversionOf([])).toEqual({ totalKg: 0, recoveryKg: 0, pct: null });
  });
});
