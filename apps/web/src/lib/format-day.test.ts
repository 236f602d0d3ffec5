import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('a calendar day on a page', () => {
  it('reads dd/mm/aaaa in pt and es, mm/dd/yyyy in en, whatever the time zone', () => {
    expect(formatDay('2026-01-31', 'pt')).toBe('31/01/2026');
    expect(formatDay('2026-01-31', 'es')).toBe('31/01/2026');
    expect(formatDay('2026-01-31', 'en')).toBe('01/31/2026');
    expect(formatDay('2026-12-01T00:00:00.000Z', 'pt')).toBe('01/12/2026');
  });
});
