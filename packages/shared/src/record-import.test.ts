import { describe, expect, it } from 'vitest';
import { importRowErrors, importRowLocal, requiredImportColumns, type ImportRow } from './record-import.ts';
import type { WeighingClient } from './weighing-rules.ts';

const KITCHEN = '33333333-3333-4333-8333-333333333333';
const hotel: WeighingClient = {
  timezone: 'America/Sao_Paulo',
  wasteTypes: ['reciclavel', 'rejeito'],
  subTypes: { reciclavel: ['paper'], organico: [] },
  areas: [{ id: KITCHEN }],
};
const now = new Date('2025-03-10T15:00:00Z'); // 12:00 in São Paulo
const row = (patch: Partial<ImportRow> = {}): ImportRow => ({
  line: 2,
  date: '2025-03-10',
  time: '11:30',
  areaId: KITCHEN,
  wasteType: 'rejeito',
  subType: null,
  weightKg: 2.5,
  ...patch,
});

describe('a history file by the weighing rule', () => {
  it('asks for the area column only of a client that has areas', () => {
    expect(requiredImportColumns(hotel)).toEqual(['date', 'wasteType', 'weightKg', 'area']);
    expect(requiredImportColumns({ areas: [] })).toEqual(['date', 'wasteType', 'weightKg']);
  });

  it('reads a row on the client’s clock, seconds or not', () => {
    expect(importRowLocal(row())).toBe('2025-03-10 11:30:00');
    expect(importRowLocal(row({ time: '23:59:59' }))).toBe('2025-03-10 23:59:59');
  });

  it('points each reason at its cell', () => {
    expect(importRowErrors(row(), hotel, now)).toEqual([]);
    expect(
      importRowErrors(row({ wasteType: 'reciclavel', areaId: null, time: '12:06', weightKg: 0 }), hotel, now),
    ).toEqual([
      { line: 2, column: 'weightKg', reason: 'invalid-weight' },
      { line: 2, column: 'subType', reason: 'subtype-required' },
      { line: 2, column: 'area', reason: 'area-required' },
      { line: 2, column: 'date', reason: 'recorded-in-future' },
    ]);
    expect(importRowErrors(row({ wasteType: 'organico', subType: 'glass' }), hotel, now)).toEqual([
      { line: 2, column: 'wasteType', reason: 'type-not-enabled' },
    ]);
  });
});
