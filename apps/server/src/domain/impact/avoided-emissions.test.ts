import { describe, expect, it } from 'vitest';
import { avoidedEmissions, factorYear, findFactor, type Factor } from './avoided-emissions.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { WARM_SOURCE } from '@ecopeso/shared/words';

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
  f(2024, 'reciclavel', null, 'sanitary_landfill', 0.05),
  f(2024, 'reciclavel', null, 'recycling', -1),
  f(2024, 'reciclavel', 'metal', 'recycling', -4),
  f(2025, 'organico', null, 'sanitary_landfill', 0.6),
  f(2025, 'organico', null, 'composting', -0.2),
  f(2025, 'reciclavel', null, 'sanitary_landfill', 0.05),
  f(2025, 'reciclavel', null, 'recycling', -1.5),
];

describe('avoided emissions', () => {
  it("uses the factors of the record's year, and the latest year's where that year has none", () => {
    expect(factorYear(factors, 2024)).toBe(2024);
    expect(factorYear(factors, 2025)).toBe(2025);
    // Before the first year and after the last: the latest year's factors, not nothing.
    expect(factorYear(factors, 2019)).toBe(2025);
    expect(factorYear(factors, 2027)).toBe(2025);
    expect(factorYear([], 2025)).toBeUndefined();
    const composting = (year: number) =>
      findFactor(factors, { year, wasteType: 'organico', subType: null, destination: 'composting' }, 'composting');
    expect(composting(2024)?.kgCo2ePerKg).toBe(-0.1);
    expect(composting(2025)?.kgCo2ePerKg).toBe(-0.2);
    expect(composting(2023)?.year).toBe(2025);
  });

  it("prefers the sub-type's row within the year, and never borrows a row from another year", () => {
    const metal = (year: number) =>
      findFactor(factors, { year, wasteType: 'reciclavel', subType: 'metal', destination: 'recycling' }, 'recycling');
    expect(metal(2024)?.kgCo2ePerKg).toBe(-4);
    // 2025 has no metal row: the type's 2025 row, not 2024's metal one.
    expect(metal(2025)?.kgCo2ePerKg).toBe(-1.5);
    expect(
      findFactor(
        factors,
        { year: 2024, wasteType: 'reciclavel', subType: 'glass', destination: 'recycling' },
        'recycling',
      )?.kgCo2ePerKg,
    ).toBe(-1);
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

describe('the source of the shipped factors', () => {
  it("reads in the reader's language; a source a master typed stays as typed", () => {
    expect(wordsFor('pt').factorSource(WARM_SOURCE)).toBe(
      'US EPA WARM v16 (2023), fatores líquidos convertidos para kg CO₂e/kg',
    );
    expect(wordsFor('es').factorSource(WARM_SOURCE)).toBe(
      'US EPA WARM v16 (2023), factores netos convertidos a kg CO₂e/kg',
    );
    // The stored source (the key) keeps the plain CO2e it was typed with; the words spell CO₂e.
    expect(wordsFor('en').factorSource(WARM_SOURCE)).toBe(
      'US EPA WARM v16 (2023), net factors converted to kg CO₂e/kg',
    );
    expect(wordsFor('pt').factorSource('IPCC 2006, vol. 5')).toBe('IPCC 2006, vol. 5');
  });
});
