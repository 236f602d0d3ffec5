import { describe, expect, it } from 'vitest';
import { destinationGroup, DESTINATIONS } from './waste.ts';
import {
  classifyWeight,
  ESRS_DISPOSAL_OPERATIONS,
  ESRS_RECOVERY_OPERATIONS,
  FLW_DESTINATIONS,
  FRAMEWORK_OPERATIONS,
  GRI_DISPOSAL_OPERATIONS,
  GRI_RECOVERY_OPERATIONS,
  isFoodWaste,
  isHazardousWaste,
  sdgTargetPath,
  siteOf,
  tonnesOf,
} from './sustainability.ts';

describe('FRAMEWORK_OPERATIONS: one operation of each framework per destination', () => {
  it('places every destination but unspecified, in the group our own vocabulary gives it', () => {
    const placed = Object.keys(FRAMEWORK_OPERATIONS).sort();
    expect(placed).toEqual(DESTINATIONS.filter((d) => d !== 'unspecified').sort());
    for (const [destination, ops] of Object.entries(FRAMEWORK_OPERATIONS)) {
      expect(destinationGroup(destination as (typeof DESTINATIONS)[number])).toBe(ops.group);
      if (ops.group === 'recovery') {
        expect(GRI_RECOVERY_OPERATIONS).toContain(ops.gri);
        expect(ESRS_RECOVERY_OPERATIONS).toContain(ops.esrs);
      } else {
        expect(GRI_DISPOSAL_OPERATIONS).toContain(ops.gri);
        expect(ESRS_DISPOSAL_OPERATIONS).toContain(ops.esrs);
      }
      expect(FLW_DESTINATIONS).toContain(ops.flw);
    }
  });

  it('maps the destinations as the standards define them', () => {
    expect(FRAMEWORK_OPERATIONS.composting).toEqual({
      group: 'recovery',
      gri: 'recycling',
      esrs: 'recycling',
      flw: 'composting_aerobic',
    });
    expect(FRAMEWORK_OPERATIONS.biomethanization.flw).toBe('codigestion_anaerobic_digestion');
    expect(FRAMEWORK_OPERATIONS.sorting.gri).toBe('other_recovery');
    expect(FRAMEWORK_OPERATIONS.sanitary_landfill).toEqual({
      group: 'disposal',
      gri: 'landfilling',
      esrs: 'landfill',
      flw: 'landfill',
    });
    expect(FRAMEWORK_OPERATIONS.incineration.gri).toBe('incineration_without_energy_recovery');
    expect(FRAMEWORK_OPERATIONS.incineration.flw).toBe('controlled_combustion');
    expect(FRAMEWORK_OPERATIONS.disposal.gri).toBe('other_disposal');
  });
});

describe('classifyWeight', () => {
  it('classifies a contracted weight, offsite unless the receiver is the client', () => {
    expect(classifyWeight({ wasteType: 'organico', subType: 'pre_service', contracted: 'biomethanization' })).toEqual({
      classified: true,
      destination: 'biomethanization',
      hazardous: false,
      site: 'offsite',
      operations: FRAMEWORK_OPERATIONS.biomethanization,
    });
    expect(siteOf(true)).toBe('onsite');
    expect(
      classifyWeight({ wasteType: 'compostavel', subType: null, contracted: 'composting', receiverIsClient: true }),
    ).toMatchObject({ classified: true, site: 'onsite' });
  });

  it('keeps apart the weight with no contract in force and with an unspecified destination, saying why', () => {
    expect(classifyWeight({ wasteType: 'rejeito', subType: null, contracted: null })).toEqual({
      classified: false,
      reason: 'no-contract',
      hazardous: false,
    });
    expect(classifyWeight({ wasteType: 'reciclavel', subType: 'batteries', contracted: 'unspecified' })).toEqual({
      classified: false,
      reason: 'unspecified',
      hazardous: true,
    });
  });
});

describe('isHazardousWaste: per the class of the waste', () => {
  it('is class I for lamps and batteries only', () => {
    expect(isHazardousWaste('reciclavel', 'hazardous')).toBe(true);
    expect(isHazardousWaste('reciclavel', 'batteries')).toBe(true);
    expect(isHazardousWaste('reciclavel', 'electronics')).toBe(false);
    expect(isHazardousWaste('reciclavel', null)).toBe(false);
    expect(isHazardousWaste('organico', 'cooking_oil')).toBe(false);
    expect(isHazardousWaste('rejeito', null)).toBe(false);
  });
});

describe('isFoodWaste', () => {
  it('is the organic type, not garden prunings', () => {
    expect(isFoodWaste('organico')).toBe(true);
    expect(isFoodWaste('compostavel')).toBe(false);
    expect(isFoodWaste('reciclavel')).toBe(false);
  });
});

describe('tonnesOf', () => {
  it('sums to the gram and rounds once to three decimals of a metric ton', () => {
    expect(tonnesOf([9.023, 19.089, 6.338])).toBe(0.034);
    expect(tonnesOf([1234.5, 0.5])).toBe(1.235);
    expect(tonnesOf([])).toBe(0);
  });
});

describe('sdgTargetPath', () => {
  it('falls in a straight line to half the baseline in 2030 and stays there', () => {
    expect(sdgTargetPath(2025, 0.4, [2025, 2026, 2030, 2031])).toEqual([
      { year: 2025, targetKgPerGuestNight: 0.4 },
      { year: 2026, targetKgPerGuestNight: 0.36 },
      { year: 2030, targetKgPerGuestNight: 0.2 },
      { year: 2031, targetKgPerGuestNight: 0.2 },
    ]);
  });
});
