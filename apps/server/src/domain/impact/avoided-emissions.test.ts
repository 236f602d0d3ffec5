import { describe, expect, it } from 'vitest';
import { avoidedEmissions, findFactor, type Factor } from './avoided-emissions.ts';

const f = (
  year: number,
  wasteType: string,
  subType: string | null,
  destination: string,
  kgCo2ePerKg: number,
): Factor => ({
  year,
  wasteType,
  subType,
  destination,
  kgCo2ePerKg,
  source: `src ${year}`,
});

const factors = [
  f(2024, 'organico', null, 'sanitary_landfill', 0.6),
  f(2024, 'organico', null, 'composting', -0.1),
  f(2025, 'organico', null, 'composting', -0.2),
  f(2024, 'reciclavel', null, 'sanitary_landfill', 0.05),
  f(2024, 'reciclavel', null, 'recycling', -1),
  f(2024, 'reciclavel', 'metal', 'recycling', -4),
];

describe('avoided emissions', () => {
  it('prefers the sub-type row and the latest year not after the record', () => {
    expect(
      findFactor(
        factors,
        { year: 2025, wasteType: 'reciclavel', subType: 'metal', destination: 'recycling' },
        'recycling',
      )?.kgCo2ePerKg,
    ).toBe(-4);
    expect(
      findFactor(
        factors,
        { year: 2025, wasteType: 'reciclavel', subType: 'glass', destination: 'recycling' },
        'recycling',
      )?.kgCo2ePerKg,
    ).toBe(-1);
    expect(
      findFactor(factors, { year: 2026, wasteType: 'organico', subType: null, destination: 'composting' }, 'composting')
        ?.year,
    ).toBe(2025);
    expect(
      findFactor(
        factors,
        { year: 2023, wasteType: 'organico', subType: null, destination: 'composting' },
        'composting',
      ),
    ).toBeUndefined();
  });

  it('counts landfill factor minus the real route, nothing for landfilled weight, and keeps weight without factors apart', () => {
    const result = avoidedEmissions(
      [
        { year: 2025, wasteType: 'organico', subType: 'pre_service', destination: 'composting', kg: 100 },
        { year: 2025, wasteType: 'organico', subType: 'pre_service', destination: 'sanitary_landfill', kg: 50 },
        { year: 2024, wasteType: 'reciclavel', subType: 'metal', destination: 'recycling', kg: 10 },
        { year: 2024, wasteType: 'rejeito', subType: null, destination: 'incineration', kg: 7 },
      ],
      factors,
    );
    // 100 × (0.6 − (−0.2)) + 10 × (0.05 − (−4))
    expect(result.avoidedKg).toBeCloseTo(80 + 40.5, 5);
    expect(result.byType).toEqual({ organico: 80, reciclavel: 40.5 });
    expect(result.uncoveredKg).toBe(7);
    expect(result.sources.map((s) => s.year)).toEqual([2024, 2025]);
  });
});
