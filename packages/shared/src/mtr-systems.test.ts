import { describe, expect, it } from 'vitest';
import { UFS } from './admin-clients.ts';
import { MTR_FAMILY, MTR_SYSTEMS, mtrSystemForState } from './mtr-systems.ts';

describe('the system a client issues through', () => {
  it('is its state’s own where the state runs one, SINIR everywhere else', () => {
    expect(mtrSystemForState('SP')).toBe('SIGOR');
    expect(mtrSystemForState('MG')).toBe('FEAM');
    expect(mtrSystemForState('RJ')).toBe('INEA');
    expect(mtrSystemForState('PE')).toBe('CPRH');
    expect(mtrSystemForState('BA')).toBe('SINIR');
    expect(mtrSystemForState(null)).toBe('SINIR');
    const own = UFS.filter((uf) => mtrSystemForState(uf) !== 'SINIR');
    expect(own.sort()).toEqual(['ES', 'GO', 'MG', 'PE', 'RJ', 'RS', 'SC', 'SP']);
  });

  it('every system has a family: SINIR and SIGOR the first, the state systems of MG, GO, RJ, RS, SC, PE, ES the second', () => {
    expect(MTR_SYSTEMS.filter((s) => MTR_FAMILY[s] === 'A')).toEqual(['SINIR', 'SIGOR']);
    expect(MTR_SYSTEMS.filter((s) => MTR_FAMILY[s] === 'B')).toHaveLength(7);
  });
});
