import { compareMonth } from '@ecopeso/shared/comparison';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import {
  areaRows,
  destinationChart,
  diversionSeries,
  monthlyRows,
  noContractCovers,
  shareOf,
  typesWithWeight,
} from './chart-data';

const destinations = (over: Partial<Dashboard['destinations']> = {}): Dashboard['destinations'] => ({
  recovery: [
    { destination: 'composting', kg: 60, estimatedKg: 0 },
    { destination: 'recycling', kg: 30, estimatedKg: 10 },
  ],
  disposal: [{ destination: 'sanitary_landfill', kg: 10, estimatedKg: 10 }],
  recoveryKg: 90,
  disposalKg: 10,
  estimatedKg: 20,
  ...over,
});

describe('typesWithWeight', () => {
  it('lists the types with weight in the fixed order, whatever the order they come in', () => {
    expect(typesWithWeight({ rejeito: 2, organico: 0 }, { compostavel: 1, reciclavel: 3 })).toEqual([
      'reciclavel',
      'rejeito',
      'compostavel',
    ]);
    expect(typesWithWeight({})).toEqual([]);
  });
});

describe('monthlyRows', () => {
  it('flattens each month and the same month a year before, with zero for a missing type', () => {
    const [row] = monthlyRows([
      {
        year: 2026,
        month: 10,
        totalKg: 12,
        byType: { organico: 12 },
        previousYearKg: 5,
        previousYearByType: { rejeito: 5 },
        comparison: compareMonth(
          { year: 2026, month: 10 },
          '2026-11-30',
          new Map([['2026-11-02', 12]]),
          new Map([['2025-11-02', 5]]),
          null,
        ),
      },
    ]);
    expect(row).toMatchObject({
      year: 2026,
      month: 10,
      current: 12,
      previous: 5,
      organico: 12,
      reciclavel: 0,
      previous_rejeito: 5,
      previous_organico: 0,
    });
  });
});

describe('areaRows', () => {
  it('names weight without an area', () => {
    expect(
      areaRows(
        [
          { areaId: 'a', areaName: 'Cozinha', kg: 8, byType: { organico: 8 } },
          { areaId: null, areaName: null, kg: 2, byType: { rejeito: 2 } },
        ],
        'Geral',
      ),
    ).toEqual([
      { name: 'Cozinha', total: 8, organico: 8 },
      { name: 'Geral', total: 2, rejeito: 2 },
    ]);
  });
});

describe('destinationChart', () => {
  it('splits each destination into the weight a contract covers and the weight only estimated', () => {
    const { rows, series } = destinationChart(destinations());
    expect(rows).toEqual([
      { group: 'recovery', total: 90, recycling: 20, recycling_estimated: 10, composting: 60 },
      { group: 'disposal', total: 10, sanitary_landfill_estimated: 10 },
    ]);
    expect(series.map((s) => [s.key, s.group, s.estimated])).toEqual([
      ['recycling', 'recovery', false],
      ['recycling_estimated', 'recovery', true],
      ['composting', 'recovery', false],
      ['sanitary_landfill_estimated', 'disposal', true],
    ]);
  });
});

describe('noContractCovers', () => {
  it('is true only when there is weight and all of it is estimated', () => {
    expect(noContractCovers(destinations())).toBe(false);
    expect(noContractCovers(destinations({ estimatedKg: 100 }))).toBe(true);
    expect(
      noContractCovers(destinations({ recovery: [], disposal: [], recoveryKg: 0, disposalKg: 0, estimatedKg: 0 })),
    ).toBe(false);
  });
});

describe('shareOf', () => {
  it('is a percentage, and zero of nothing', () => {
    expect(shareOf(25, 200)).toBe(12.5);
    expect(shareOf(3, 0)).toBe(0);
  });
});

describe('diversionSeries', () => {
  const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      day: day(i),
      totalKg: 10,
      recoveryKg: i % 2 ? 10 : 0,
      pct: i % 2 ? 100 : 0,
    }));

  it('keeps up to 90 days as they are', () => {
    expect(diversionSeries(days(90))).toEqual({ points: days(90), weekly: false });
  });

  it('groups a longer period by week from Monday, the rate by weight', () => {
    const { points, weekly } = diversionSeries(days(120));
    expect(weekly).toBe(true);
    // 1 January 2025 is a Wednesday: the first week starts on Monday 30 December 2024 and holds 5 days.
    expect(points[0]).toEqual({ day: '2024-12-30', totalKg: 50, recoveryKg: 20, pct: 40 });
    expect(points[1]).toMatchObject({ day: '2025-01-06', totalKg: 70 });
    expect(points.reduce((s, p) => s + p.totalKg, 0)).toBe(1200);
  });
});
