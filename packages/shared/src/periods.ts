/** Dashboard filter state and its quick periods (spec §3 and §4). Months are 0–11. */
export const PRESETS = ['thisMonth', 'last3Months', 'thisYear', 'lastYear'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 'thisMonth';
export const ALL_MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export interface FilterState {
  selectedYears: number[];
  /** Empty means every month. */
  selectedMonths: number[];
  /** Empty means every area. */
  selectedAreas: string[];
  activePeriod: Preset | null;
}

export interface YearMonth {
  year: number;
  month: number;
}

const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/** The (year, month) pairs a preset covers, counted back from `today`. */
export function presetMonths(preset: Preset, today: YearMonth): YearMonth[] {
  switch (preset) {
    case 'thisMonth':
      return [today];
    case 'last3Months':
      return [2, 1, 0].map((back) => {
        const index = today.year * 12 + today.month - back;
        return { year: Math.floor(index / 12), month: index % 12 };
      });
    case 'thisYear':
      return ALL_MONTHS.map((month) => ({ year: today.year, month }));
    case 'lastYear':
      return ALL_MONTHS.map((month) => ({ year: today.year - 1, month }));
  }
}

/** The filter a preset sets: its years and months de-duplicated and sorted; areas are kept. */
export function applyPreset(state: FilterState, preset: Preset, today: YearMonth): FilterState {
  const months = presetMonths(preset, today);
  const wholeYears = preset === 'thisYear' || preset === 'lastYear';
  return {
    ...state,
    selectedYears: sortedUnique(months.map((m) => m.year)),
    selectedMonths: wholeYears ? [] : sortedUnique(months.map((m) => m.month)),
    activePeriod: preset,
  };
}

export function initialFilter(today: YearMonth): FilterState {
  return applyPreset(
    { selectedYears: [], selectedMonths: [], selectedAreas: [], activePeriod: null },
    DEFAULT_PRESET,
    today,
  );
}

/** Adds or removes a year by hand; the last remaining year cannot be removed. A manual change clears the preset. */
export function toggleYear(state: FilterState, year: number): FilterState {
  const has = state.selectedYears.includes(year);
  if (has && state.selectedYears.length === 1) return state;
  const selectedYears = has
    ? state.selectedYears.filter((y) => y !== year)
    : sortedUnique([...state.selectedYears, year]);
  return { ...state, selectedYears, activePeriod: null };
}

/** Picks one month, or every month with null. A manual change clears the preset. */
export function selectMonth(state: FilterState, month: number | null): FilterState {
  return { ...state, selectedMonths: month === null ? [] : [month], activePeriod: null };
}

/** Sets the areas (empty = all). A manual change clears the preset. */
export function selectAreas(state: FilterState, areaIds: string[]): FilterState {
  return { ...state, selectedAreas: [...new Set(areaIds)], activePeriod: null };
}

/**
 * The (year, month) pairs a filter covers. Years × months, except for the last-3-months preset across a year
 * boundary, where the product of {2025, 2026} × {Nov, Dec, Jan} would wrongly take in Jan 2025 and Nov–Dec 2026.
 */
export function filterMonths(
  state: Pick<FilterState, 'selectedYears' | 'selectedMonths' | 'activePeriod'>,
  today: YearMonth,
): YearMonth[] {
  if (state.activePeriod === 'last3Months') return presetMonths('last3Months', today);
  const months = state.selectedMonths.length ? state.selectedMonths : [...ALL_MONTHS];
  return sortedUnique(state.selectedYears).flatMap((year) => sortedUnique(months).map((month) => ({ year, month })));
}
