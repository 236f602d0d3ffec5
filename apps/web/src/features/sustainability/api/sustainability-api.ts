import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Language } from '@ecopeso/shared/languages';
import {
  sustainabilityCellPageSchema,
  sustainabilityTablesResponseSchema,
  type SustainabilityReport,
} from '@ecopeso/shared/sustainability-tables';
import { apiFetch } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** The clients and period of the page, as the API's query: `clients=all|<ids>` and `year` or `from`–`to`. */
export type ReportSelection = { clients: string } & ({ year: string } | { from: string; to: string });

const base = (framework: SustainabilityReport) => `/api/v1/sustainability/${encodeURIComponent(framework)}`;

/** The framework's tables laid out (sustainability-tables.ts), for the clients and period. */
export function useSustainabilityTables(framework: SustainabilityReport, selection: ReportSelection | null) {
  return useQuery({
    queryKey: ['sustainability', framework, selection],
    queryFn: ({ signal }) =>
      apiFetch(`${base(framework)}?${new URLSearchParams(selection!)}`, sustainabilityTablesResponseSchema, {
        signal,
      }),
    enabled: selection !== null,
    staleTime: 60_000,
    retry: 1,
  });
}

export interface CellKey {
  table: string;
  row: string;
  column: string;
}

const cellQuery = (selection: ReportSelection, cell: CellKey, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...selection, ...cell, ...extra });

/** The records behind a cell, page by page (the API's keyset cursor). */
export function useCellRecords(framework: SustainabilityReport, selection: ReportSelection, cell: CellKey | null) {
  return useInfiniteQuery({
    queryKey: ['sustainability-cell', framework, selection, cell],
    queryFn: ({ signal, pageParam }) =>
      apiFetch(
        `${base(framework)}/records?${cellQuery(selection, cell!, pageParam ? { cursor: pageParam } : {})}`,
        sustainabilityCellPageSchema,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: cell !== null,
    retry: 1,
  });
}

/** The address of a cell's records as CSV in the reader's language (a plain link downloads it). */
export function cellCsvHref(
  framework: SustainabilityReport,
  selection: ReportSelection,
  cell: CellKey,
  lang: Language,
) {
  return `${base(framework)}/records?${cellQuery(selection, cell, { format: 'csv', lang })}`;
}

/** Downloads the framework's PDF or spreadsheet in the reader's language; throws on any failure. */
export function downloadSustainability(
  framework: SustainabilityReport,
  selection: ReportSelection,
  format: 'pdf' | 'xlsx',
  lang: Language,
) {
  return downloadFile(
    `${base(framework)}?${new URLSearchParams({ ...selection, format, lang })}`,
    format === 'pdf' ? 'application/pdf' : 'spreadsheetml',
    `ecopeso-${framework}.${format}`,
  );
}
