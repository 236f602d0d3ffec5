import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWeight } from './format';

describe('formatWeight', () => {
  it('writes kilograms in the reader’s language, up to grams', () => {
    expect(formatWeight(12.5, 'pt')).toBe('12,5 kg');
    expect(formatWeight(12.5, 'en')).toBe('12.5 kg');
    expect(formatWeight(1234.5678, 'en')).toBe('1,234.568 kg');
    expect(formatWeight(1234.5, 'pt')).toBe('1.234,5 kg');
  });
});

describe('formatDateTime', () => {
  it("shows the client's clock, not the device's", () => {
    const iso = '2026-01-01T02:30:00.000Z';
    expect(formatDateTime(iso, 'America/Sao_Paulo', 'pt')).toBe('31/12/2025, 23:30');
    expect(formatDateTime(iso, 'Europe/Lisbon', 'pt')).toBe('01/01/2026, 02:30');
  });

  it('falls back to the device clock for an unknown timezone, and keeps unreadable input as is', () => {
    expect(formatDateTime('2026-01-01T02:30:00.000Z', 'Nowhere/City', 'en')).toMatch(/\d/);
    expect(formatDateTime('not a date', 'America/Sao_Paulo', 'en')).toBe('not a date');
  });
});
