import { describe, expect, it } from 'vitest';
import { sustainabilityTables, type WeightGroup } from './get-sustainability.ts';

const g = (
  wasteType: WeightGroup['wasteType'],
  subType: string | null,
  contracted: WeightGroup['contracted'],
  kg: number,
): WeightGroup => ({
  wasteType,
  subType,
  contracted,
  kg,
  records: 1,
});

describe('sustainabilityTables: every cell from the weight groups', () => {
  // By hand: generated 1000.5 + 250.25 + 40 + 12.345 + 300 + 99.9 + 7 = 1709.995 kg = 1.710 t.
  const tables = sustainabilityTables([
    g('organico', 'pre_service', 'composting', 1000.5),
    g('organico', 'post_service', 'sanitary_landfill', 250.25),
    g('organico', 'cooking_oil', 'recycling', 40),
    g('reciclavel', 'batteries', 'recycling', 12.345),
    g('rejeito', null, 'incineration', 300),
    g('reciclavel', 'paper', null, 99.9),
    g('compostavel', null, 'unspecified', 7),
  ]);

  it('GRI 306-3: by composition, metric tons to three decimals', () => {
    expect(tables.gri3063).toEqual({
      byType: { organico: 1.291, reciclavel: 0.112, rejeito: 0.3, compostavel: 0.007 },
      total: 1.71,
    });
  });

  it('GRI 306-4 and 306-5: hazardous apart, all offsite, unclassified weight in neither', () => {
    expect(tables.gri3064.non_hazardous.recycling).toEqual({ onsite: 0, offsite: 1.041 });
    expect(tables.gri3064.hazardous.recycling).toEqual({ onsite: 0, offsite: 0.012 });
    expect(tables.gri3064.non_hazardous.other_recovery).toEqual({ onsite: 0, offsite: 0 });
    expect(tables.gri3064.total).toBe(1.053);
    expect(tables.gri3065.non_hazardous.landfilling.offsite).toBe(0.25);
    expect(tables.gri3065.non_hazardous.incineration_without_energy_recovery.offsite).toBe(0.3);
    expect(tables.gri3065.total).toBe(0.55);
    expect(tables.unclassified).toEqual({
      'no-contract': 0.1,
      unspecified: 0.007,
      food: { 'no-contract': 0, unspecified: 0 },
    });
  });

  it('ESRS E5-5: non-recycled is everything but recycling and reuse, unclassified included', () => {
    // Non-recycled: 250.25 + 300 + 99.9 + 7 = 657.15 kg of 1709.995 = 38.43 %.
    expect(tables.esrsE55).toEqual({
      generated: 1.71,
      diverted: { preparation_for_reuse: 0, recycling: 1.053, other_recovery: 0, total: 1.053 },
      disposal: { incineration: 0.3, landfill: 0.25, other_disposal: 0, total: 0.55 },
      hazardous: 0.012,
      radioactive: 0,
      nonRecycled: 0.657,
      nonRecycledPct: 38.43,
    });
  });

  it('FLW: the food waste by destination', () => {
    expect(tables.flw.composting_aerobic).toBe(1.001);
    expect(tables.flw.landfill).toBe(0.25);
    expect(tables.flw.bio_based_materials).toBe(0.04);
    expect(tables.flw.total).toBe(1.291);
  });
});
