import { describe, expect, it } from 'vitest';
import { toSankey, type FlowNames } from './flow-data';

const NAMES: FlowNames = {
  area: (id, name) => (id ? (name ?? id) : 'Geral'),
  wasteType: (t) => t,
  destination: (d) => d,
};
const flow = (
  areaId: string | null,
  areaName: string | null,
  wasteType: 'organico' | 'rejeito',
  destination: 'composting' | 'sanitary_landfill',
  kg: number,
) => ({
  areaId,
  areaName,
  wasteType,
  subType: null,
  destination,
  kg,
  estimatedKg: 0,
});

describe('toSankey', () => {
  it('links areas to types to destinations, adding up shared links', () => {
    const data = toSankey(
      [
        flow('k', 'Cozinha', 'organico', 'composting', 10),
        flow(null, null, 'organico', 'composting', 5),
        flow('k', 'Cozinha', 'rejeito', 'sanitary_landfill', 2.5),
        flow('k', 'Cozinha', 'rejeito', 'sanitary_landfill', 0),
      ],
      NAMES,
    );
    expect(data.nodes).toEqual([
      { name: 'Cozinha', column: 0 },
      { name: 'organico', column: 1 },
      { name: 'composting', column: 2 },
      { name: 'Geral', column: 0 },
      { name: 'rejeito', column: 1 },
      { name: 'sanitary_landfill', column: 2 },
    ]);
    expect(data.links).toEqual([
      { source: 0, target: 1, value: 10 },
      { source: 1, target: 2, value: 15 },
      { source: 3, target: 1, value: 5 },
      { source: 0, target: 4, value: 2.5 },
      { source: 4, target: 5, value: 2.5 },
    ]);
  });
});
