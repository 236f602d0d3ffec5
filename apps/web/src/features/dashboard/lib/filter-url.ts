import type { z } from 'zod';
import { dashboardQuerySchema } from '@ecopeso/shared/dashboard';
import { applyPreset, initialFilter, type FilterState, type YearMonth } from '@ecopeso/shared/periods';

/** How many years the year selector offers, counting back from the client's current year. */
export const OFFERED_YEARS = 3;

const fields = dashboardQuerySchema.shape;

/** One query parameter read with the API's own validation; a missing or malformed value gives `fallback`. */
function read<T, F>(schema: z.ZodType<T>, raw: string | null, fallback: F): T | F {
  const parsed = schema.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : fallback;
}

const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The dashboard filter a URL query describes (`years`, `months`, `areas`, `preset`). An active preset is
 * recomputed from `today`, so a shared "this month" link shows the month it is opened in; with neither a preset
 * nor a valid year the default (this month) applies. Areas are kept in every case.
 */
export function filterFromSearch(params: URLSearchParams, today: YearMonth): FilterState {
  const selectedAreas = [...new Set(read(fields.areas, params.get('areas'), []))];
  const preset = read(fields.preset, params.get('preset'), undefined);
  const years = read(fields.years, params.get('years'), null);
  if (preset) return applyPreset({ ...initialFilter(today), selectedAreas }, preset, today);
  if (!years) return { ...initialFilter(today), selectedAreas };
  return {
    selectedYears: sortedUnique(years),
    selectedMonths: sortedUnique(read(fields.months, params.get('months'), [])),
    selectedAreas,
    activePeriod: null,
  };
}

/** The API's query for a filter (the dashboard and the reports take the same one); no months or areas = all. */
export function filterQuery(filter: FilterState): URLSearchParams {
  const query = new URLSearchParams({ years: filter.selectedYears.join(',') });
  if (filter.selectedMonths.length) query.set('months', filter.selectedMonths.join(','));
  if (filter.selectedAreas.length) query.set('areas', filter.selectedAreas.join(','));
  if (filter.activePeriod) query.set('preset', filter.activePeriod);
  return query;
}

/** Which clients the dashboard shows: one, several, or every client the user may see. */
export type ClientSelection =
  { kind: 'one'; clientId: string } | { kind: 'several'; clientIds: string[] } | { kind: 'all' };

/** The `clients` value of the URL and of the multi-client API for a selection of several or all. */
export function clientsParam(selection: Exclude<ClientSelection, { kind: 'one' }>): string {
  return selection.kind === 'all' ? 'all' : selection.clientIds.join(',');
}

/**
 * The page's URL query: the client (`client=<id>`) or clients (`clients=all`, `clients=<id>,<id>`), then the filter,
 * so a view reloads and can be shared. Several clients have no area filter: areas belong to one client.
 */
export function searchFor(selection: ClientSelection | string, filter: FilterState): URLSearchParams {
  const chosen: ClientSelection = typeof selection === 'string' ? { kind: 'one', clientId: selection } : selection;
  if (chosen.kind === 'one') return new URLSearchParams([['client', chosen.clientId], ...filterQuery(filter)]);
  return new URLSearchParams([['clients', clientsParam(chosen)], ...filterQuery({ ...filter, selectedAreas: [] })]);
}

/** The selection a URL names, kept to the clients this user may see (`visible`); null when it names none. */
export function selectionFromSearch(params: URLSearchParams, visible: (id: string) => boolean): ClientSelection | null {
  const several = params.get('clients');
  if (several === 'all') return { kind: 'all' };
  if (several) {
    const clientIds = [...new Set(several.split(','))].filter(visible);
    if (clientIds.length) return { kind: 'several', clientIds };
  }
  const one = params.get('client');
  return one && visible(one) ? { kind: 'one', clientId: one } : null;
}

/** The years the selector offers: the last few up to the current one, and any other year the filter holds. */
export function offeredYears(today: YearMonth, selectedYears: number[]): number[] {
  const recent = Array.from({ length: OFFERED_YEARS }, (_, i) => today.year - OFFERED_YEARS + 1 + i);
  return sortedUnique([...recent, ...selectedYears]);
}
