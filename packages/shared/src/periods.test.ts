import { describe, expect, it } from 'vitest';
import { applyPreset, filterMonths, initialFilter, selectAreas, selectMonth, toggleYear } from './periods.ts';

const may2026 = { year: 2026, month: 4 };

describe('dashboard periods', () => {
  it('starts on this month', () => {
    expect(initialFilter(may2026)).toEqual({
      selectedYears: [2026],
      selectedMonths: [4],
      selectedAreas: [],
      activePeriod: 'thisMonth',
    });
  });

  it('last 3 months within a year', () => {
    const f = applyPreset(initialFilter(may2026), 'last3Months', may2026);
    expect(f).toMatchObject({ selectedYears: [2026], selectedMonths: [2, 3, 4], activePeriod: 'last3Months' });
  });

  it.each([
    {
      when: 'in January spans two years, de-duplicated and sorted',
      today: { year: 2026, month: 0 },
      years: [2025, 2026],
      months: [0, 10, 11],
      covered: [
        { year: 2025, month: 10 },
        { year: 2025, month: 11 },
        { year: 2026, month: 0 },
      ],
    },
    {
      when: 'in February takes December of the year before',
      today: { year: 2026, month: 1 },
      years: [2025, 2026],
      months: [0, 1, 11],
      covered: [
        { year: 2025, month: 11 },
        { year: 2026, month: 0 },
        { year: 2026, month: 1 },
      ],
    },
  ])('last 3 months $when', ({ today, years, months, covered }) => {
    const f = applyPreset(initialFilter(today), 'last3Months', today);
    expect(f.selectedYears).toEqual(years);
    expect(f.selectedMonths).toEqual(months);
    expect(filterMonths(f, today)).toEqual(covered);
  });

  it('this year and last year cover all twelve months', () => {
    const thisYear = applyPreset(initialFilter(may2026), 'thisYear', may2026);
    expect(thisYear).toMatchObject({ selectedYears: [2026], selectedMonths: [] });
    expect(filterMonths(thisYear, may2026)).toHaveLength(12);
    expect(applyPreset(thisYear, 'lastYear', may2026)).toMatchObject({
      selectedYears: [2025],
      selectedMonths: [],
      activePeriod: 'lastYear',
    });
  });

  it('a change of year, month or area by hand clears the preset', () => {
    const f = initialFilter(may2026);
    expect(toggleYear(f, 2025).activePeriod).toBeNull();
    expect(toggleYear(f, 2025).selectedYears).toEqual([2025, 2026]);
    expect(selectMonth(f, null)).toMatchObject({ selectedMonths: [], activePeriod: null });
    expect(selectAreas(f, ['a', 'a'])).toMatchObject({ selectedAreas: ['a'], activePeriod: null });
  });

  it('the last remaining year cannot be removed', () => {
    const f = initialFilter(may2026);
    expect(toggleYear(f, 2026)).toBe(f);
    const two = toggleYear(f, 2025);
    expect(toggleYear(two, 2026).selectedYears).toEqual([2025]);
  });

  it('years × months when no preset narrows it', () => {
    const f = { selectedYears: [2025, 2024], selectedMonths: [1], activePeriod: null };
    expect(filterMonths(f, may2026)).toEqual([
      { year: 2024, month: 1 },
      { year: 2025, month: 1 },
    ]);
  });
});
