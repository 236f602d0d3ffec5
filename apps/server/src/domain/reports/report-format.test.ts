import { describe, expect, it } from 'vitest';
import { safeText } from './pdf-document.ts';
import { createFormat } from './report-format.ts';

const months = (year: number, ...ms: number[]) => ms.map((month) => ({ year, month }));

describe('report period in words', () => {
  it('names one month, a run within a year, and whole years', () => {
    expect(createFormat('pt').period(months(2026, 2))).toBe('março de 2026');
    expect(createFormat('pt').period(months(2026, 0, 1, 2))).toBe('janeiro a março de 2026');
    expect(createFormat('en').period(months(2026, 0, 1, 2))).toBe('January to March 2026');
    expect(createFormat('es').period(months(2026, 0, 1, 2))).toBe('enero a marzo de 2026');
    const twoYears = [
      ...months(2025, ...Array.from({ length: 12 }, (_, i) => i)),
      ...months(2026, ...Array.from({ length: 12 }, (_, i) => i)),
    ];
    expect(createFormat('en').period(twoYears.slice(0, 12))).toBe('2025');
    expect(createFormat('pt').period(twoYears)).toBe('2025 a 2026');
  });

  it('crosses a year boundary and lists separate runs, in order and without repeats', () => {
    const lastThree = [...months(2025, 10, 11), ...months(2026, 0)];
    expect(createFormat('pt').period(lastThree)).toBe('novembro de 2025 a janeiro de 2026');
    expect(createFormat('en').period(lastThree)).toBe('November 2025 to January 2026');
    expect(createFormat('en').periodShort(lastThree)).toBe('Nov 2025–Jan 2026');
    const marches = [...months(2026, 2), ...months(2025, 2), ...months(2025, 2)];
    expect(createFormat('pt').period(marches)).toBe('março de 2025 e março de 2026');
    expect(createFormat('es').period(marches)).toBe('marzo de 2025 y marzo de 2026');
  });
});

describe('report numbers', () => {
  it('formats kilograms and percentages per language', () => {
    expect(createFormat('pt').kgUnit(12345.678)).toBe('12.345,7 kg');
    expect(createFormat('en').kgUnit(12345.678)).toBe('12,345.7 kg');
    expect(createFormat('pt').pct(78.44)).toBe('78,4%');
    expect(createFormat('pt').change(110, 100)).toBe('+10,0%');
    expect(createFormat('pt').change(5, 0)).toBeNull();
    expect(createFormat('en').pp(-2.14)).toBe('-2.1');
  });
});

describe('safeText', () => {
  it('keeps Portuguese and Spanish, folds other accents and drops what the standard fonts cannot show', () => {
    expect(safeText('Ação, Orgânico, Compostável, Año — “ok” €')).toBe('Ação, Orgânico, Compostável, Año — “ok” €');
    expect(safeText('Łódź Őrség')).toBe('?ódz Orség');
    expect(safeText('CO₂e 🍃')).toBe('CO2e ?');
    expect(safeText('12\u202f345')).toBe('12 345');
  });
});
