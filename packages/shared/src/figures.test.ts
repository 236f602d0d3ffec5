import { describe, expect, it } from 'vitest';
import {
  formatBrl,
  formatCo2e,
  formatEnteredKg,
  formatFixed,
  formatGoalPct,
  formatKg,
  formatMass,
  formatNumber,
  formatPct,
  formatPerGuestKg,
  percentOf,
  perGuestAmount,
  roundTo,
  sumKg,
} from './figures.ts';
import { formatPerGuest } from './per-guest.ts';

describe('sumKg: weights summed exactly', () => {
  it('gives the same sum in any order (a floating-point sum does not)', () => {
    const rows = [9.023, 19.089, 6.338];
    expect(rows.reduce((s, v) => s + v, 0)).not.toBe([...rows].reverse().reduce((s, v) => s + v, 0));
    expect(sumKg(rows)).toBe(34.45);
    expect(sumKg([...rows].reverse())).toBe(34.45);
    expect(sumKg([])).toBe(0);
  });
});

describe('roundTo: rounded once, half away from zero, on the decimal', () => {
  it('rounds the decimal a computed double stands for', () => {
    expect(roundTo(34.449999999999996, 1)).toBe(34.5);
    expect(roundTo(2.005, 2)).toBe(2.01); // the double is 2.00499…; Math.round(2.005 * 100) / 100 gives 2
    expect(roundTo(51.15, 1)).toBe(51.2);
    expect(roundTo(51.149, 1)).toBe(51.1);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-0.04, 1)).toBe(0);
    expect(roundTo(0.41666666666666669, 3)).toBe(0.417);
    expect(roundTo(1e21, 1)).toBe(1e21);
  });
});

describe('formatKg: weight totals to 100 g, one decimal always', () => {
  it("writes the reader's conventions", () => {
    expect(formatKg(12345.67, 'pt')).toBe('12.345,7 kg');
    expect(formatKg(12345.67, 'en')).toBe('12,345.7 kg');
    expect(formatKg(12, 'pt')).toBe('12,0 kg');
    expect(formatFixed(1234.5, 'es', 1)).toBe('1234,5');
  });

  it('writes a subtotal and the total of the same records alike, whatever the order they were added in', () => {
    const rows = [9.023, 19.089, 6.338];
    const floatSum = [...rows].reverse().reduce((s, v) => s + v, 0); // 34.449999999999996
    expect(formatKg(floatSum, 'pt')).toBe('34,5 kg');
    expect(formatKg(sumKg(rows), 'pt')).toBe('34,5 kg');
  });
});

describe('figures per guest-night, guest or meal', () => {
  it('from 1 kg in kg with two decimals, below in grams, so a small figure never reads 0', () => {
    expect(perGuestAmount(1.234)).toEqual({ value: 1.23, unit: 'kg', digits: 2 });
    expect(perGuestAmount(0.42)).toEqual({ value: 420, unit: 'g', digits: 0 });
    expect(perGuestAmount(0.003)).toEqual({ value: 3, unit: 'g', digits: 1 });
    expect(formatPerGuestKg(0.003, 'pt')).toBe('3,0 g');
    expect(formatPerGuestKg(0.00345, 'en')).toBe('3.5 g');
    expect(formatPerGuestKg(0.4165, 'pt')).toBe('417 g');
    expect(formatPerGuestKg(1.005, 'pt')).toBe('1,01 kg');
    expect(formatPerGuestKg(0, 'pt')).toBe('0,0 g');
  });

  it('chooses the unit after rounding: 999.6 g is 1,00 kg, 9.96 g is 10 g', () => {
    expect(formatPerGuestKg(0.9996, 'pt')).toBe('1,00 kg');
    expect(formatPerGuestKg(0.00996, 'pt')).toBe('10 g');
  });
});

describe('a number and its unit: one formatter, a space always', () => {
  it('writes grams and kilos alike, with the space the locale puts (never "1g" beside "10 g")', () => {
    expect(formatMass(1, 'g', 'pt', 0)).toBe('1 g');
    expect(formatMass(10, 'g', 'pt', 0)).toBe('10 g');
    expect(formatMass(1.5, 'g', 'en', 1)).toBe('1.5 g');
    expect(formatMass(1234.5, 'kg', 'es', 1)).toBe('1234,5 kg');
    expect(formatMass(0.5, 'kg', 'pt', 2, true)).toBe('0,5 kg');
    for (const lang of ['pt', 'en', 'es'] as const) expect(formatPerGuestKg(0.001, lang)).toMatch(/^1[.,]0 g$/);
  });

  it('writes a weight as entered to the gram, without trailing zeros', () => {
    expect(formatEnteredKg(12.5, 'pt')).toBe('12,5 kg');
    expect(formatEnteredKg(12.5, 'en')).toBe('12.5 kg');
    expect(formatEnteredKg(1234.5678, 'en')).toBe('1,234.568 kg');
    expect(formatEnteredKg(1200, 'pt')).toBe('1.200 kg');
  });

  it('writes emissions as a weight total, CO₂e with its subscript', () => {
    expect(formatCo2e(1234.56, 'pt')).toBe('1.234,6 kg CO₂e');
    expect(formatCo2e(0, 'en')).toBe('0.0 kg CO₂e');
  });
});

describe('percentages', () => {
  it('writes a measured one with one decimal always, rounded once, as the PDFs do', () => {
    expect(formatPct(45.25, 'en')).toBe('45.3%');
    expect(formatPct(45.25, 'pt')).toBe('45,3%');
    expect(formatPct(75, 'pt')).toBe('75,0%');
    expect(formatPct(45.25, 'es')).toBe('45,3\u00a0%');
    expect(formatPct(-12.34, 'pt')).toBe('-12,3%');
  });

  it("writes one someone set as they set it: 'Meta 90%'", () => {
    expect(formatGoalPct(90, 'pt')).toBe('90%');
    expect(formatGoalPct(87.5, 'pt')).toBe('87,5%');
    expect(formatGoalPct(90, 'es')).toBe('90\u00a0%');
  });

  it('computes a share once, to two decimals', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(1, 0)).toBeNull();
  });
});

describe('other figures', () => {
  it('writes counts, factors and reais in the reader’s conventions', () => {
    expect(formatNumber(12345, 'pt', 0)).toBe('12.345');
    expect(formatNumber(-2.20004, 'en', 4)).toBe('-2.2');
    expect(formatBrl(1234.5, 'pt')).toBe('R$\u00a01.234,50');
    expect(formatBrl(0.1234, 'pt', 4)).toBe('R$\u00a00,1234');
    expect(formatBrl(1234.5, 'en')).toBe('R$1,234.50');
  });

  it('writes a figure per guest by its metric, or a dash where the activity is not known', () => {
    expect(formatPerGuest('kgPerGuestNight', 0.003, 'pt')).toBe('3,0 g');
    expect(formatPerGuest('kgPerGuestNight', 0.42, 'pt')).toBe('420 g');
    expect(formatPerGuest('kgPerGuest', 1.125, 'en')).toBe('1.13 kg');
    expect(formatPerGuest('gramsPerMeal', 180, 'pt')).toBe('180 g');
    expect(formatPerGuest('gramsPerMeal', null, 'pt')).toBe('—');
  });
});
