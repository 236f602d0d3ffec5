import { describe, expect, it } from 'vitest';
import { dayLabel, formatKg, formatPct, monthLabel, monthNames } from './format';

describe('dashboard formatting', () => {
  it('writes weights and shares in the reader’s language', () => {
    expect(formatKg(12345.67, 'pt')).toBe('12.345,7 kg');
    expect(formatKg(12345.67, 'en')).toBe('12,345.7 kg');
    expect(formatPct(45.25, 'en')).toBe('45.3%');
    expect(formatPct(45.25, 'pt')).toMatch(/^45,3\s?%$/);
  });

  it('reads calendar days and months as they are, in any device time zone', () => {
    expect(dayLabel('2026-03-01', 'pt')).toBe('01/03');
    expect(dayLabel('2026-03-01', 'en')).toBe('03/01');
    expect(monthLabel(2026, 0, 'en', true)).toBe('Jan 2026');
    expect(monthNames('pt')[2]).toBe('Março');
    expect(monthNames('es')).toHaveLength(12);
  });
});
