import { describe, expect, it } from 'vitest';
import { initialFilter, selectMonth, toggleYear, type FilterState } from '@ecopeso/shared/periods';
import { filterFromSearch, filterQuery, offeredYears, searchFor } from './filter-url';

const today = { year: 2026, month: 10 };
const AREA = '0b7f6a52-4c9e-4d3b-9a51-2f1e8c7d6b5a';
const OTHER_AREA = '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const parse = (search: string, at = today) => filterFromSearch(new URLSearchParams(search), at);

describe('filterFromSearch', () => {
  it('is this month when the URL holds no filter', () => {
    expect(parse('')).toEqual(initialFilter(today));
    expect(parse('client=x')).toEqual({
      selectedYears: [2026],
      selectedMonths: [10],
      selectedAreas: [],
      activePeriod: 'thisMonth',
    });
  });

  it('recomputes an active preset from today, whatever years and months the URL still carries', () => {
    expect(parse('preset=last3Months&years=2020&months=3', { year: 2027, month: 0 })).toEqual({
      selectedYears: [2026, 2027],
      selectedMonths: [0, 10, 11],
      selectedAreas: [],
      activePeriod: 'last3Months',
    });
    expect(parse('preset=lastYear')).toMatchObject({ selectedYears: [2025], selectedMonths: [] });
  });

  it('keeps a hand-made filter as it is, sorted and without repeats', () => {
    expect(parse(`years=2026,2024,2026&months=11,0&areas=${AREA},${OTHER_AREA},${AREA}`)).toEqual({
      selectedYears: [2024, 2026],
      selectedMonths: [0, 11],
      selectedAreas: [AREA, OTHER_AREA],
      activePeriod: null,
    });
  });

  it('keeps the areas under a preset and under the default', () => {
    expect(parse(`preset=thisYear&areas=${AREA}`).selectedAreas).toEqual([AREA]);
    expect(parse(`areas=${AREA}`)).toEqual({ ...initialFilter(today), selectedAreas: [AREA] });
  });

  it('ignores malformed values instead of failing the page', () => {
    expect(parse('preset=nextDecade&years=abc')).toEqual(initialFilter(today));
    expect(parse('years=2026&months=12')).toEqual({
      selectedYears: [2026],
      selectedMonths: [],
      selectedAreas: [],
      activePeriod: null,
    });
    expect(parse('years=2026&areas=not-a-uuid').selectedAreas).toEqual([]);
  });
});

describe('URL round trip', () => {
  const cases: FilterState[] = [
    initialFilter(today),
    { selectedYears: [2025, 2026], selectedMonths: [1], selectedAreas: [AREA], activePeriod: null },
    { selectedYears: [2024], selectedMonths: [], selectedAreas: [], activePeriod: null },
    toggleYear(initialFilter(today), 2025),
    selectMonth(initialFilter(today), null),
  ];
  it.each(cases)('reads back what it wrote: %j', (filter) => {
    const search = searchFor('client-1', filter);
    expect(search.get('client')).toBe('client-1');
    expect(filterFromSearch(search, today)).toEqual(filter);
  });

  it('writes the API query: no months or areas means all, the preset only when active', () => {
    expect(filterQuery(initialFilter(today)).toString()).toBe('years=2026&months=10&preset=thisMonth');
    const byHand = { selectedYears: [2025, 2026], selectedMonths: [], selectedAreas: [AREA], activePeriod: null };
    expect(Object.fromEntries(filterQuery(byHand))).toEqual({ years: '2025,2026', areas: AREA });
  });
});

describe('offeredYears', () => {
  it('offers the last three years and any other year the filter holds', () => {
    expect(offeredYears(today, [2026])).toEqual([2024, 2025, 2026]);
    expect(offeredYears(today, [2019, 2026])).toEqual([2019, 2024, 2025, 2026]);
  });
});
