import { describe, expect, it } from 'vitest';
import {
  capitalize,
  dayInZone,
  DEFAULT_TIMEZONE,
  formatDateTime,
  formatDay,
  formatMonthYear,
  lastMonthsInZone,
  monthInZone,
  monthName,
  wallClockInZone,
} from './dates.ts';

describe('the day in a time zone', () => {
  const lateEvening = new Date('2026-01-01T01:30:00Z'); // 31 December, 22:30 in São Paulo (UTC−3)

  it("is the zone's calendar day, not the UTC one", () => {
    expect(dayInZone(DEFAULT_TIMEZONE, lateEvening)).toBe('2025-12-31');
    expect(dayInZone('UTC', lateEvening)).toBe('2026-01-01');
    expect(dayInZone('Asia/Tokyo', new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });

  it("gives the zone's year and month (0–11)", () => {
    expect(monthInZone(DEFAULT_TIMEZONE, lateEvening)).toEqual({ year: 2025, month: 11 });
    expect(monthInZone('Asia/Tokyo', new Date('2026-11-30T16:00:00Z'))).toEqual({ year: 2026, month: 11 });
  });

  it('gives the wall clock, to the minute or the second, midnight as 00', () => {
    expect(wallClockInZone(DEFAULT_TIMEZONE, lateEvening)).toBe('2025-12-31T22:30');
    expect(wallClockInZone(DEFAULT_TIMEZONE, new Date('2025-03-10T13:45:07Z'), 'seconds')).toBe('2025-03-10T10:45:07');
    expect(wallClockInZone('UTC', new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00');
  });

  it("reads an unknown zone as Brazil's time", () => {
    expect(dayInZone('Nowhere/Unknown', lateEvening)).toBe('2025-12-31');
    expect(monthInZone('Nowhere/Unknown', lateEvening)).toEqual({ year: 2025, month: 11 });
  });

  it("counts the last months back from the zone's month, across a new year", () => {
    expect(lastMonthsInZone(DEFAULT_TIMEZONE, 12, lateEvening)).toEqual({ from: '2025-01', to: '2025-12' });
    expect(lastMonthsInZone('UTC', 3, lateEvening)).toEqual({ from: '2025-11', to: '2026-01' });
  });

  it('is today without an instant', () => {
    expect(dayInZone('UTC')).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('a day as the reader writes it', () => {
  it('reads dd/mm/aaaa in pt and es, mm/dd/yyyy in en, whatever the time zone — never the ISO form', () => {
    expect(formatDay('2026-01-31', 'pt')).toBe('31/01/2026');
    expect(formatDay('2026-01-31', 'es')).toBe('31/01/2026');
    expect(formatDay('2026-01-31', 'en')).toBe('01/31/2026');
    expect(formatDay('2026-12-01T00:00:00.000Z', 'pt')).toBe('01/12/2026');
  });

  it('has a short form for axes, and words for tooltips and sentences', () => {
    expect(formatDay('2026-03-01', 'pt', 'dayMonth')).toBe('01/03');
    expect(formatDay('2026-03-01', 'en', 'dayMonth')).toBe('03/01');
    expect(formatDay('2026-01-05', 'pt', 'medium')).toBe('5 de jan. de 2026');
    expect(formatDay('2026-11-22', 'pt', 'long')).toBe('22 de novembro de 2026');
    expect(formatDay('2026-11-22', 'en', 'long')).toBe('November 22, 2026');
  });
});

describe('a moment as the reader writes it', () => {
  const iso = '2026-01-01T02:30:00.000Z';
  it("shows the zone's clock, not the device's, the day written as formatDay writes it", () => {
    expect(formatDateTime(iso, 'pt', DEFAULT_TIMEZONE)).toBe('31/12/2025, 23:30');
    expect(formatDateTime(iso, 'pt', 'Europe/Lisbon')).toBe('01/01/2026, 02:30');
    expect(formatDateTime(iso, 'en', DEFAULT_TIMEZONE)).toBe('12/31/2025, 11:30 PM');
    expect(formatDateTime(iso, 'es', DEFAULT_TIMEZONE)).toBe('31/12/2025, 23:30');
    expect(formatDateTime(new Date(iso), 'pt', DEFAULT_TIMEZONE, 'long')).toBe('31 de dezembro de 2025 às 23:30');
  });

  it("reads an unknown zone as Brazil's time, and keeps unreadable input as is", () => {
    expect(formatDateTime(iso, 'pt', 'Nowhere/City')).toBe('31/12/2025, 23:30');
    expect(formatDateTime('not a date', 'en', DEFAULT_TIMEZONE)).toBe('not a date');
  });
});

describe('months', () => {
  it('names a month, and a month of a year, as the language does', () => {
    expect(monthName(2, 'pt')).toBe('março');
    expect(monthName(0, 'en', 'short')).toBe('Jan');
    expect(formatMonthYear(2026, 9, 'pt')).toBe('outubro de 2026');
    expect(formatMonthYear(2026, 9, 'en')).toBe('October 2026');
    expect(capitalize(formatMonthYear(2026, 9, 'es'), 'es')).toBe('Octubre de 2026');
  });
});
