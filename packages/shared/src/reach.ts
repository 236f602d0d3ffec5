import type { Uf } from './admin-clients.ts';

/**
 * Which states border which (IBGE's map of the federative units): the one table that says which receivers are in
 * reach of a client. The circular-economy page proposes receivers of the client's own state first, then of the
 * states bordering it, never farther (a composting plant two thousand kilometres away is no opportunity).
 */
export const UF_NEIGHBOURS: Record<Uf, readonly Uf[]> = {
  AC: ['AM', 'RO'],
  AL: ['BA', 'PE', 'SE'],
  AP: ['PA'],
  AM: ['AC', 'MT', 'PA', 'RO', 'RR'],
  BA: ['AL', 'ES', 'GO', 'MG', 'PE', 'PI', 'SE', 'TO'],
  CE: ['PB', 'PE', 'PI', 'RN'],
  DF: ['GO', 'MG'],
  ES: ['BA', 'MG', 'RJ'],
  GO: ['BA', 'DF', 'MG', 'MS', 'MT', 'TO'],
  MA: ['PA', 'PI', 'TO'],
  MT: ['AM', 'GO', 'MS', 'PA', 'RO', 'TO'],
  MS: ['GO', 'MG', 'MT', 'PR', 'SP'],
  MG: ['BA', 'DF', 'ES', 'GO', 'MS', 'RJ', 'SP'],
  PA: ['AM', 'AP', 'MA', 'MT', 'RR', 'TO'],
  PB: ['CE', 'PE', 'RN'],
  PR: ['MS', 'SC', 'SP'],
  PE: ['AL', 'BA', 'CE', 'PB', 'PI'],
  PI: ['BA', 'CE', 'MA', 'PE', 'TO'],
  RJ: ['ES', 'MG', 'SP'],
  RN: ['CE', 'PB'],
  RS: ['SC'],
  RO: ['AC', 'AM', 'MT'],
  RR: ['AM', 'PA'],
  SC: ['PR', 'RS'],
  SP: ['MG', 'MS', 'PR', 'RJ'],
  SE: ['AL', 'BA'],
  TO: ['BA', 'GO', 'MA', 'MT', 'PA', 'PI'],
};

/** How far a receiver is from a client, by their states; 'unknown' when either state is not known. */
export type Reach = 'same-state' | 'neighbour' | 'far' | 'unknown';

export function reachOf(clientState: Uf | null, receiverState: Uf | null): Reach {
  if (!clientState || !receiverState) return 'unknown';
  if (clientState === receiverState) return 'same-state';
  return UF_NEIGHBOURS[clientState].includes(receiverState) ? 'neighbour' : 'far';
}
