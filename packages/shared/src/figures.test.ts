import { describe, expect, it } from 'vitest';
import { formatFixed, formatKg, formatPerGuestKg, perGuestAmount, roundTo, sumKg } from './figures.ts';

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
