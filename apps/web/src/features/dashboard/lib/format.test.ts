import { describe, expect, it } from 'vitest';
import { dayLabel, formatKg, formatPct, formatRatio, monthLabel, monthNames } from './format';

describe('dashboard formatting', () => {
  it('writes weights and shares in the reader’s language', () => {
    expect(formatKg(12345.67, 'pt')).toBe('12.345,7 kg');
    expect(formatKg(12345.67, 'en')).toBe('12,345.7 kg');
    // One decimal always and rounded on the decimal, as the PDFs write it: 34.449999999999996 is 34.45 summed.
    expect(formatKg(12, 'pt')).toBe('12,0 kg');
    expect(formatKg(34.449999999999996, 'pt')).toBe('34,5 kg');
    expect(formatPct(45.25, 'en')).toBe('45.3%');
    expect(formatPct(45.25, 'pt')).toMatch(/^45,3\s?%$/);
  });

  it('writes a figure per guest as the PDFs do: below 1 kg in grams, so a small one never reads "0 kg"', () => {
    expect(formatRatio('kgPerGuestNight', 0.003, 'pt')).toBe('3,0 g');
    expect(formatRatio('kgPerGuestNight', 0.42, 'pt')).toBe('420 g');
    expect(formatRatio('kgPerGuest', 1.125, 'en')).toBe('1.13 kg');
    expect(formatRatio('gramsPerMeal', 180, 'pt')).toBe('180 g');
    expect(formatRatio('gramsPerMeal', null, 'pt')).toBe('—');
  });

  it('reads calendar days and months as they are, in any device time zone', () => {
    expect(dayLabel('2026-03-01', 'pt')).toBe('01/03');
    expect(dayLabel('2026-03-01', 'en')).toBe('03/01');
    expect(monthLabel(2026, 0, 'en', true)).toBe('Jan 2026');
    expect(monthNames('pt')[2]).toBe('Março');
    expect(monthNames('es')).toHaveLength(12);
  });
});
