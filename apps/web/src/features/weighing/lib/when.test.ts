import { describe, expect, it } from 'vitest';
import { wallClockInZone } from '@ecopeso/shared/dates';
import { earliestWall, instantOf } from './when';

describe('when', () => {
  const instant = new Date('2025-03-10T13:45:00Z');
  it("shows an instant on the client's clock and reads it back", () => {
    expect(wallClockInZone('America/Sao_Paulo', instant)).toBe('2025-03-10T10:45');
    expect(instantOf('2025-03-10T10:45', 'America/Sao_Paulo')?.toISOString()).toBe(instant.toISOString());
    expect(instantOf('nonsense', 'America/Sao_Paulo')).toBeNull();
  });
  it('limits the operacional to 7 days back and nobody else', () => {
    expect(earliestWall('operacional', instant, 'UTC')).toBe('2025-03-03T13:45');
    expect(earliestWall('gerente', instant, 'UTC')).toBeUndefined();
  });
});
