import { describe, expect, it } from 'vitest';
import { UFS } from './admin-clients.ts';
import { reachOf, UF_NEIGHBOURS } from './reach.ts';

describe('which states border which', () => {
  it('is symmetric, never lists a state as its own neighbour, and covers all 27', () => {
    expect(Object.keys(UF_NEIGHBOURS).sort()).toEqual([...UFS].sort());
    for (const uf of UFS) {
      expect(UF_NEIGHBOURS[uf], uf).not.toContain(uf);
      for (const n of UF_NEIGHBOURS[uf]) expect(UF_NEIGHBOURS[n], `${n} borders ${uf}`).toContain(uf);
    }
  });

  it('puts a Rio client’s receivers in Rio first, then in ES, MG and SP; Pernambuco is far', () => {
    expect(reachOf('RJ', 'RJ')).toBe('same-state');
    expect(reachOf('RJ', 'SP')).toBe('neighbour');
    expect(reachOf('RJ', 'PE')).toBe('far');
    expect(reachOf('RJ', null)).toBe('unknown');
  });
});
