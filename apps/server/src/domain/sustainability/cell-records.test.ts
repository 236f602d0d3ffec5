import { describe, expect, it } from 'vitest';
import type { Span } from '../dashboard/contract-destination.ts';
import { cellParts, partRuns } from './cell-records.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const YEAR_2025 = Array.from({ length: 12 }, (_, month) => ({ year: 2025, month }));
const span = (client: string, type: string, subKey: string, start: string, until: string | null, d: string | null) =>
  ({ client_id: client, waste_type: type, sub_key: subKey, start, until, destination: d }) satisfies Span;

describe("a cell's parts: where its records are in the index (client, type, sub-type, time)", () => {
  // A: organics landfilled until 14 July, recycled from 15 July; B has no contract for its organics.
  const combos = [
    { client_id: A, waste_type: 'organico', sub_key: 'pre_service' },
    { client_id: B, waste_type: 'organico', sub_key: '' },
  ];
  const spans = [
    span(A, 'organico', 'pre_service', '-infinity', '2024-01-01', null),
    span(A, 'organico', 'pre_service', '2024-01-01', '2025-07-15', 'sanitary_landfill'),
    span(A, 'organico', 'pre_service', '2025-07-15', null, 'recycling'),
  ];

  it('keeps the days of the contracts whose destination the cell holds, cut to the period', () => {
    expect(cellParts(combos, spans, YEAR_2025, new Set(['organico|pre_service|recycling']))).toEqual([
      {
        clientId: A,
        wasteType: 'organico',
        subKey: 'pre_service',
        from: '2025-07-15',
        until: '2026-01-01',
        destination: 'recycling',
      },
    ]);
  });

  it('gives a client with no contract for the type the whole period, with no destination', () => {
    expect(cellParts(combos, spans, YEAR_2025, new Set(['organico||']))).toEqual([
      { clientId: B, wasteType: 'organico', subKey: '', from: '2025-01-01', until: '2026-01-01', destination: null },
    ]);
  });

  it('cuts a part at each gap between the months read: January to March and June', () => {
    const months = [0, 1, 2, 5].map((month) => ({ year: 2025, month }));
    const parts = cellParts(combos, spans, months, new Set(['organico|pre_service|sanitary_landfill']));
    expect(parts.map((p) => [p.from, p.until])).toEqual([
      ['2025-01-01', '2025-04-01'],
      ['2025-06-01', '2025-07-01'],
    ]);
  });

  it('holds nothing of a type, sub-type or destination the cell does not hold', () => {
    expect(
      cellParts(combos, spans, YEAR_2025, new Set(['organico||recycling', 'rejeito|pre_service|recycling'])),
    ).toEqual([]);
  });

  it('joins the parts that follow each other into one range of the index: the whole year across the change', () => {
    const held = new Set(['organico|pre_service|sanitary_landfill', 'organico|pre_service|recycling', 'organico||']);
    const parts = cellParts(combos, spans, YEAR_2025, held);
    expect(parts.map((p) => [p.clientId, p.from, p.until, p.destination])).toEqual([
      [A, '2025-01-01', '2025-07-15', 'sanitary_landfill'],
      [A, '2025-07-15', '2026-01-01', 'recycling'],
      [B, '2025-01-01', '2026-01-01', null],
    ]);
    expect(partRuns(parts).map((p) => [p.clientId, p.from, p.until])).toEqual([
      [A, '2025-01-01', '2026-01-01'],
      [B, '2025-01-01', '2026-01-01'],
    ]);
    // Not across a gap in the months read.
    const months = [0, 1, 2, 5].map((month) => ({ year: 2025, month }));
    expect(partRuns(cellParts(combos, spans, months, held)).filter((p) => p.clientId === A)).toHaveLength(2);
  });
});
