import { describe, expect, it } from 'vitest';
import { benchmarkFigures, rankHotels } from './benchmarks.ts';

const hotel = (
  name: string,
  kgPerGuestNight: number | null,
  kgPerMeal: number | null,
  diversionPct: number | null,
) => ({
  clientId: name,
  name,
  totalKg: 100,
  kgPerGuestNight,
  kgPerMeal,
  diversionPct,
  costBrl: null,
});

const rows = [
  hotel('Cais', 0.8, 0.3, 40),
  hotel('Aurora', 0.5, null, 75.5),
  hotel('Brisa', null, 0.2, 60),
  hotel('Duna', 0.5, 0.25, 10),
];

describe('rankHotels', () => {
  it('less per guest-night first; equal figures share a rank; a hotel without guest-nights last, unranked', () => {
    expect(rankHotels(rows, 'kgPerGuestNight').map((r) => [r.name, r.rank])).toEqual([
      ['Aurora', 1],
      ['Duna', 1],
      ['Cais', 3],
      ['Brisa', null],
    ]);
  });

  it('more diversion first', () => {
    expect(rankHotels(rows, 'diversionPct').map((r) => r.name)).toEqual(['Aurora', 'Brisa', 'Cais', 'Duna']);
  });

  it('per meal: the hotels without meals after the others, by name', () => {
    expect(rankHotels(rows, 'kgPerMeal').map((r) => [r.name, r.rank])).toEqual([
      ['Brisa', 1],
      ['Duna', 2],
      ['Cais', 3],
      ['Aurora', null],
    ]);
  });
});

describe('benchmarkFigures', () => {
  it('takes the client table’s line, grams per meal as kilos', () => {
    expect(
      benchmarkFigures({
        clientId: 'c',
        name: 'Cais',
        totalKg: 420,
        kgPerDay: 14,
        diversionPct: 33.33,
        goalPct: 50,
        co2eAvoidedKg: 1,
        costBrl: 210.5,
        kgPerGuestNight: 0.42,
        kgPerGuest: 1.05,
        gramsPerMeal: 350,
      }),
    ).toEqual({
      clientId: 'c',
      name: 'Cais',
      totalKg: 420,
      kgPerGuestNight: 0.42,
      kgPerMeal: 0.35,
      diversionPct: 33.33,
      costBrl: 210.5,
    });
  });
});
