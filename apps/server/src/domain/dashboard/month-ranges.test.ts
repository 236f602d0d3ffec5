import { describe, expect, it } from 'vitest';
import { monthRanges } from './month-ranges.ts';

describe('monthRanges', () => {
  it('joins adjacent months, across a year end, into one half-open day range', () => {
    expect(
      monthRanges([
        { year: 2025, month: 11 },
        { year: 2026, month: 0 },
        { year: 2026, month: 1 },
      ]),
    ).toEqual([{ from: '2025-12-01', until: '2026-03-01' }]);
  });

  it('keeps months with a gap apart, in order, whatever order they come in, and counts a month once', () => {
    expect(
      monthRanges([
        { year: 2024, month: 7 },
        { year: 2024, month: 1 },
        { year: 2024, month: 8 },
        { year: 2024, month: 2 },
        { year: 2024, month: 1 },
      ]),
    ).toEqual([
      { from: '2024-02-01', until: '2024-04-01' },
      { from: '2024-08-01', until: '2024-10-01' },
    ]);
  });

  it('gives no range for no month', () => {
    expect(monthRanges([])).toEqual([]);
  });
});
