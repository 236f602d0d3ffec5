import type { CircularEconomy } from '@ecopeso/shared/circular';
import { roundToGram } from '@ecopeso/shared/figures';
import type { Destination, WasteType } from '@ecopeso/shared/waste';

export interface FlowNames {
  area(id: string | null, name: string | null): string;
  wasteType(type: WasteType): string;
  destination(destination: Destination): string;
}

export interface SankeyData {
  nodes: { name: string; column: 0 | 1 | 2 }[];
  links: { source: number; target: number; value: number }[];
}

/**
 * The flows as a three-column Sankey: areas → waste types → destinations. Weights under a gram are left out (a
 * Sankey cannot draw a zero link); the same flows are in the page's table.
 */
export function toSankey(flows: CircularEconomy['flows'], names: FlowNames): SankeyData {
  const nodes: SankeyData['nodes'] = [];
  const index = new Map<string, number>();
  const node = (key: string, name: string, column: 0 | 1 | 2) => {
    if (!index.has(key)) {
      index.set(key, nodes.length);
      nodes.push({ name, column });
    }
    return index.get(key)!;
  };
  const links = new Map<string, { source: number; target: number; value: number }>();
  const add = (source: number, target: number, value: number) => {
    const key = `${source}>${target}`;
    const link = links.get(key) ?? { source, target, value: 0 };
    link.value += value;
    links.set(key, link);
  };
  for (const f of flows) {
    if (f.kg < 0.001) continue;
    const area = node(`a:${f.areaId ?? ''}`, names.area(f.areaId, f.areaName), 0);
    const type = node(`t:${f.wasteType}`, names.wasteType(f.wasteType), 1);
    const destination = node(`d:${f.destination}`, names.destination(f.destination), 2);
    add(area, type, f.kg);
    add(type, destination, f.kg);
  }
  return { nodes, links: [...links.values()].map((l) => ({ ...l, value: roundToGram(l.value) })) };
}
