import { describe, expect, it } from 'vitest';
import { dayInZone, DEFAULT_TIMEZONE, monthInZone, wallClockInZone } from './dates.ts';

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

  it('is today without an instant', () => {
    expect(dayInZone('UTC')).toBe(new Date().toISOString().slice(0, 10));
  });
});
