import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';

/** What a column tells the table beyond TanStack's own fields. */
export interface DataTableColumnMeta {
  /** The column's name in plain text, for the phone's cards and the sort select (the header may be markup). */
  label?: string;
  /** Numbers line up on the right. */
  align?: 'left' | 'right';
  /** A column of prose (a list of names): given room, so it does not wrap one word per line. */
  wide?: boolean;
  /** The row's buttons: kept in sight at the right edge while a wide table scrolls sideways. */
  sticky?: boolean;
}

/**
 * Sorting and pagination only: the server sorts and pages (manual mode), so no client row models are bundled.
 * Module scope, as TanStack Table v9 wants its features stable.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: {} as DataTableColumnMeta,
});
export type DataTableFeatures = typeof dataTableFeatures;

// `any` for the cell value as TanStack's own columnHelper.columns() does: one table mixes columns of any value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

export interface ServerTableState {
  sorting: SortingState;
  pagination: PaginationState;
}

export interface DataTableOptionsInput<TData extends RowData> extends ServerTableState {
  columns: ReadonlyArray<DataTableColumn<TData>>;
  data: ReadonlyArray<TData>;
  rowCount: number;
  getRowId(row: TData): string;
  onSortingChange: OnChangeFn<SortingState>;
  onPaginationChange: OnChangeFn<PaginationState>;
}

/**
 * TanStack Table v9 options for a server-side list: one sorted column at a time, never "unsorted" (a list always
 * has an order the server can page by), and the page's rows exactly as the server sent them.
 */
export function dataTableOptions<TData extends RowData>(
  input: DataTableOptionsInput<TData>,
): TableOptions<DataTableFeatures, TData> {
  return {
    features: dataTableFeatures,
    columns: input.columns,
    data: input.data,
    getRowId: (row) => input.getRowId(row),
    rowCount: input.rowCount,
    state: { sorting: input.sorting, pagination: input.pagination },
    onSortingChange: input.onSortingChange,
    onPaginationChange: input.onPaginationChange,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    autoResetPageIndex: false,
  };
}

/** The aria-sort of a header: only the sorted column carries one (WAI-ARIA sortable table pattern). */
export function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

/** Sorting as a query parameter for the API and the URL: "name" ascending, "-lastSignIn" descending. */
export function toSortParam(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

/** The other way; an unknown column falls back to the default order. */
export function fromSortParam(param: string | null | undefined, allowed: readonly string[], fallback: SortingState) {
  if (!param) return fallback;
  const desc = param.startsWith('-');
  const id = desc ? param.slice(1) : param;
  return allowed.includes(id) ? [{ id, desc }] : fallback;
}

/** "21–40" of a page, for "21–40 of 134"; "0" when there is nothing. */
export function pageRange({ pageIndex, pageSize }: PaginationState, rowCount: number): { from: number; to: number } {
  if (rowCount === 0) return { from: 0, to: 0 };
  const from = pageIndex * pageSize + 1;
  return { from, to: Math.min(rowCount, from + pageSize - 1) };
}
