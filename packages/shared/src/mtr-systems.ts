import type { Uf } from './admin-clients.ts';

/**
 * The MTR systems of Brazil as Ecopeso knows them (reference/mtr-real-systems.md, "Two families"): SINIR, the
 * national one, for every state without its own; SIGOR (CETESB) in São Paulo; and the second family — the one that
 * started at IMA-SC — in Minas Gerais, Goiás, Rio de Janeiro, Rio Grande do Sul, Santa Catarina, Pernambuco and
 * Espírito Santo. The one list of their names: settings, MTRs, providers' unit codes and the pages import it.
 */
export const MTR_SYSTEMS = ['SINIR', 'SIGOR', 'FEAM', 'SEMAD', 'INEA', 'FEPAM', 'IMA', 'CPRH', 'IEMA'] as const;
export type MtrSystem = (typeof MTR_SYSTEMS)[number];

/** The web-service family of each system: A ("apiws": SINIR, SIGOR) or B. */
export const MTR_FAMILY: Record<MtrSystem, 'A' | 'B'> = {
  SINIR: 'A',
  SIGOR: 'A',
  FEAM: 'B',
  SEMAD: 'B',
  INEA: 'B',
  FEPAM: 'B',
  IMA: 'B',
  CPRH: 'B',
  IEMA: 'B',
};

/** States that run their own system; every other state issues through SINIR. */
export const MTR_SYSTEM_OF_STATE: Partial<Record<Uf, MtrSystem>> = {
  SP: 'SIGOR',
  MG: 'FEAM',
  GO: 'SEMAD',
  RJ: 'INEA',
  RS: 'FEPAM',
  SC: 'IMA',
  PE: 'CPRH',
  ES: 'IEMA',
};

/** The system a client in `state` issues through (SINIR when the state has none of its own, or none is known). */
export function mtrSystemForState(state: Uf | null | undefined): MtrSystem {
  return (state && MTR_SYSTEM_OF_STATE[state]) || 'SINIR';
}
