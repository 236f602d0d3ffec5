import { describe, expect, it } from 'vitest';
import { monthRanges, wholeMonthsBetween } from './month-ranges.ts';

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

describe('wholeMonthsBetween', () => {
  it('gives the months whose every day is inside the half-open range, across a year end', () => {
    expect(wholeMonthsBetween('2024-11-01', '2025-02-01')).toEqual([
      { year: 2024, month: 10 },
      { year: 2024, month: 11 },
      { year: 2025, month: 0 },
    ]);
  });

  it('leaves out a month the range starts after the first of, or ends before the last of', () => {
    expect(wholeMonthsBetween('2024-01-02', '2025-01-01')).toEqual(
      Array.from({ length: 11 }, (_, i) => ({ year: 2024, month: i + 1 })),
    );
    expect(wholeMonthsBetween('2025-07-01', '2025-07-18')).toEqual([]);
    expect(wholeMonthsBetween('2025-06-01', '2025-07-31')).toEqual([{ year: 2025, month: 5 }]);
  });

  it('gives no month for an empty range', () => {
    expect(wholeMonthsBetween('2025-03-01', '2025-03-01')).toEqual([]);
  });
});
