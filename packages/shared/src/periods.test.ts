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

  it('last 3 months in January spans two years, de-duplicated and sorted', () => {
    const jan = { year: 2026, month: 0 };
    const f = applyPreset(initialFilter(jan), 'last3Months', jan);
    expect(f.selectedYears).toEqual([2025, 2026]);
    expect(f.selectedMonths).toEqual([0, 10, 11]);
    expect(filterMonths(f, jan)).toEqual([
      { year: 2025, month: 10 },
      { year: 2025, month: 11 },
      { year: 2026, month: 0 },
    ]);
  });

  it('last 3 months in February takes December of the year before', () => {
    const feb = { year: 2026, month: 1 };
    const f = applyPreset(initialFilter(feb), 'last3Months', feb);
    expect(f.selectedYears).toEqual([2025, 2026]);
    expect(f.selectedMonths).toEqual([0, 1, 11]);
    expect(filterMonths(f, feb)).toEqual([
      { year: 2025, month: 11 },
      { year: 2026, month: 0 },
      { year: 2026, month: 1 },
    ]);
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
