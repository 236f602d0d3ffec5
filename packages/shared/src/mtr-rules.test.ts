import { describe, expect, it } from 'vitest';
import { HOTEL_DEFAULT_MAPPING } from './mtr-mapping.ts';
import {
  HAZARD_DEFAULTS,
  kilosPerMtrUnit,
  kilosToMtrQuantity,
  mtrLineProblems,
  mtrQuantityToKilos,
  mtrUnitKind,
  treatmentDestination,
  type RuleContext,
  type RuleLine,
} from './mtr-rules.ts';

const none = { densityKgPerL: null, kgPerUnit: null };

describe('units', () => {
  it('recognises the SINIR units (S14) by abbreviation or name', () => {
    expect(mtrUnitKind({ abbreviation: 'UN', description: 'Unidade' })).toBe('UN');
    expect(mtrUnitKind({ abbreviation: 'KG', description: 'Quilograma' })).toBe('KG');
    expect(mtrUnitKind({ abbreviation: 'TON', description: 'Tonelada' })).toBe('TON');
    expect(mtrUnitKind({ abbreviation: 'M³', description: 'Metro Cúbico' })).toBe('M3');
    expect(mtrUnitKind({ abbreviation: null, description: 'Litro' })).toBe('L');
    expect(mtrUnitKind({ abbreviation: 'X', description: 'Galão' })).toBeNull();
  });

  it('converts kilos to the MTR unit and the received quantity back to kilos', () => {
    // 1 200 kg under TON is 1,2 t — not 1 200 t.
    expect(kilosToMtrQuantity(1200, 'TON', kilosPerMtrUnit('TON', none)!)).toBe(1.2);
    expect(kilosToMtrQuantity(1.2, 'TON', 1000)).toBe(0.0012);
    expect(mtrQuantityToKilos(1.15, 1000)).toBe(1150);
    // Cooking oil at 0,92 kg/L: 46 kg are 50 L, and 48 L received are 44,16 kg.
    const oil = kilosPerMtrUnit('L', { densityKgPerL: 0.92, kgPerUnit: null })!;
    expect(kilosToMtrQuantity(46, 'L', oil)).toBe(50);
    expect(mtrQuantityToKilos(48, oil)).toBe(44.16);
    // m³ at 0,5 t/m³: 250 kg are 0,5 m³.
    expect(kilosToMtrQuantity(250, 'M3', kilosPerMtrUnit('M3', { densityKgPerL: 0.5, kgPerUnit: null })!)).toBe(0.5);
    // Lamps at 0,2 kg each: 3,1 kg are 16 lamps (whole articles, at least one); 15 received are 3 kg.
    expect(kilosToMtrQuantity(3.1, 'UN', 0.2)).toBe(16);
    expect(kilosToMtrQuantity(0.05, 'UN', 0.2)).toBe(1);
    expect(mtrQuantityToKilos(15, 0.2)).toBe(3);
    expect(kilosToMtrQuantity(12.345, 'KG', 1)).toBe(12.345);
  });

  it('has no factor where the line lacks a density or a mass per article', () => {
    expect(kilosPerMtrUnit('L', none)).toBeNull();
    expect(kilosPerMtrUnit('M3', none)).toBeNull();
    expect(kilosPerMtrUnit('UN', none)).toBeNull();
  });
});

describe('treatments', () => {
  it('reads our destination from a treatment name', () => {
    expect(treatmentDestination('Compostagem')).toBe('composting');
    expect(treatmentDestination('Reciclagem')).toBe('recycling');
    expect(treatmentDestination('Aterro sanitário')).toBe('sanitary_landfill');
    expect(treatmentDestination('Biodigestão')).toBe('biomethanization');
    expect(treatmentDestination('Outras formas de destinação')).toBeNull();
  });
});

const line = (over: Partial<RuleLine> = {}): RuleLine => ({
  ibamaCode: '200108',
  classCode: '43',
  physicalStateCode: '4',
  packagingCode: '2',
  unitCode: '2',
  treatmentCode: '40',
  densityKgPerL: null,
  kgPerUnit: null,
  onuNumber: null,
  riskClass: null,
  shippingName: null,
  packingGroup: null,
  ...over,
});
const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({
  unitKind: 'KG',
  physicalStateName: 'Sólido',
  treatmentName: 'Compostagem',
  allowedClasses: ['43', '42'],
  allowedPackaging: ['1', '2'],
  receiverDestinations: ['composting'],
  ...over,
});

describe('rules checked before sending', () => {
  it('passes a good line', () => {
    expect(mtrLineProblems(line(), ctx())).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(mtrLineProblems(line({ classCode: '1' }), ctx())).toEqual(['class-not-allowed']);
    expect(mtrLineProblems(line({ packagingCode: '9' }), ctx())).toEqual(['packaging-not-allowed']);
    expect(mtrLineProblems(line(), ctx({ unitKind: 'L' }))).toEqual(['density-missing']);
    expect(mtrLineProblems(line(), ctx({ unitKind: 'M3' }))).toEqual(['density-missing']);
    expect(mtrLineProblems(line({ densityKgPerL: 0.92 }), ctx({ unitKind: 'L' }))).toEqual([]);
    expect(mtrLineProblems(line(), ctx({ unitKind: null }))).toEqual(['unit-unknown']);
    expect(mtrLineProblems(line(), ctx({ treatmentName: 'Reciclagem' }))).toEqual(['treatment-not-offered']);
    expect(mtrLineProblems(line({ ibamaCode: '200304' }), ctx())).toEqual(['liquid-required']);
  });

  it('asks a hazardous code for its transport fields, and lamps for units', () => {
    const lamps = line({ ibamaCode: '200121(*)', classCode: '1' });
    const hazard = { unitKind: 'UN' as const, allowedClasses: ['1'], receiverDestinations: null };
    expect(mtrLineProblems({ ...lamps, kgPerUnit: 0.2 }, ctx(hazard))).toEqual(['hazard-missing']);
    expect(mtrLineProblems({ ...lamps, kgPerUnit: 0.2, ...HAZARD_DEFAULTS['200121(*)']! }, ctx(hazard))).toEqual([]);
    expect(mtrLineProblems({ ...lamps, ...HAZARD_DEFAULTS['200121(*)']! }, ctx(hazard))).toEqual([
      'mass-per-unit-missing',
    ]);
    expect(mtrLineProblems({ ...lamps, ...HAZARD_DEFAULTS['200121(*)']! }, ctx({ ...hazard, unitKind: 'KG' }))).toEqual(
      ['lamps-in-units'],
    );
  });

  it('does not check what was never synced (null lists)', () => {
    const unsynced = ctx({ allowedClasses: null, allowedPackaging: null, receiverDestinations: null });
    expect(mtrLineProblems(line({ classCode: '1', packagingCode: '9' }), unsynced)).toEqual([]);
  });
});

describe('the hotel default mapping', () => {
  const find = (wasteType: string, subType: string | null) =>
    HOTEL_DEFAULT_MAPPING.find((d) => d.wasteType === wasteType && d.subType === subType)!;

  it('sends garden prunings as 20 02 01 to composting, not as kitchen waste', () => {
    expect(find('compostavel', null)).toMatchObject({ ibamaCode: '200201', treatment: 'composting', unit: 'KG' });
    expect(find('organico', 'pre_service')).toMatchObject({ ibamaCode: '200108', treatment: 'composting' });
  });

  it('lists cooking oil in litres with a density, lamps in units with a mass each', () => {
    expect(find('organico', 'cooking_oil')).toMatchObject({ ibamaCode: '200125', unit: 'L', densityKgPerL: 0.92 });
    expect(find('reciclavel', 'hazardous')).toMatchObject({ ibamaCode: '200121(*)', unit: 'UN', kgPerUnit: 0.2 });
  });

  it('gives every hazardous code of the defaults its transport fields', () => {
    for (const d of HOTEL_DEFAULT_MAPPING.filter((m) => m.ibamaCode.includes('(*)'))) {
      const h = HAZARD_DEFAULTS[d.ibamaCode];
      expect(h, d.ibamaCode).toBeDefined();
      expect(h!.onuNumber).toMatch(/^\d{4}$/);
      expect(d.nbrClass).toBe('I');
    }
    expect(HAZARD_DEFAULTS['200121(*)']!.onuNumber).toBe('3506');
    expect(HAZARD_DEFAULTS['200133(*)']!.onuNumber).toBe('3090');
  });

  it('needs a density or a mass for every default line not in kilos or tonnes', () => {
    for (const d of HOTEL_DEFAULT_MAPPING) {
      expect(
        kilosPerMtrUnit(d.unit, { densityKgPerL: d.densityKgPerL ?? null, kgPerUnit: d.kgPerUnit ?? null }),
      ).not.toBeNull();
    }
  });
});
