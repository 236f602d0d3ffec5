import { describe, expect, it } from 'vitest';
import { factorYearProblem, newFactorYearSchema } from './master-tools.ts';

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

describe('newFactorYearSchema', () => {
  const schema = newFactorYearSchema([2026, 2025]);
  const messages = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('takes a year in range that has no factors yet, empty or as a copy of one that has', () => {
    expect(schema.parse({ year: 2027, copyFrom: 2026 })).toEqual({ year: 2027, copyFrom: 2026 });
    expect(schema.parse({ year: '2024' })).toEqual({ year: 2024 });
  });

  it('says why a year is refused, as the server says it, on the year field', () => {
    expect(messages({ year: 1899 })).toEqual(['year: reasons:refusal.factor-year-out-of-range']);
    expect(messages({ year: 2025 })).toEqual(['year: reasons:refusal.factor-year-exists']);
  });
});
