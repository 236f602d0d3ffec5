import { describe, expect, it } from 'vitest';
import { factorYearProblem } from './master-tools.ts';

describe('factorYearProblem', () => {
  it('refuses a year outside 2000–2100 as such, never as another year', () => {
    for (const year of [1899, 1999, 2101, 2024.5, Number.NaN])
      expect(factorYearProblem(year, []), String(year)).toBe('factor-year-out-of-range');
    expect(factorYearProblem(2000, [])).toBeNull();
    expect(factorYearProblem(2100, [])).toBeNull();
  });

  it('refuses a year that already has factors, and only that one', () => {
    expect(factorYearProblem(2025, [2026, 2025])).toBe('factor-year-exists');
    expect(factorYearProblem(2027, [2026, 2025])).toBeNull();
  });
});
