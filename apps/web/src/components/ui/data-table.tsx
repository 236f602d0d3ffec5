import { useId, type ReactNode } from 'react';
import {
  useTable,
  type Header,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cx } from './cx';
import {
  ariaSort,
  dataTableOptions,
  pageRange,
  type DataTableColumn,
  type DataTableFeatures,
} from './data-table-state';
import { Select } from './field';
import { Icon, ICON_PATHS } from '@/components/icon';

export interface DataTableProps<TData extends RowData> {
  /** The table's name (its caption, read by screen readers; shown when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** Stable (module scope or memoised), as TanStack Table v9 requires. */
  columns: ReadonlyArray<DataTableColumn<TData>>;
  /** The current page as the server sent it, already sorted. */
  data: ReadonlyArray<TData>;
  getRowId(row: TData): string;
  /** Rows in the whole list (the server's total), for the page count. */
  rowCount: number;
  sorting: SortingState;
  onSortingChange(sorting: SortingState): void;
  pagination: PaginationState;
  onPaginationChange(pagination: PaginationState): void;
  pageSizes?: readonly number[];
  /** The first page is on its way (nothing to show yet) or another page is (the current one stays, dimmed). */
  loading?: boolean;
  /** What an empty list says ("No user matches these filters"). */
  emptyText: ReactNode;
}

const NO_ROWS: never[] = [];

/**
 * A server-side list: sortable headers (buttons, with aria-sort on the sorted one), pages, empty and loading
 * states. On a phone each row becomes a card of label–value pairs, and the sort order is a select above them.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { t } = useTranslation('ui');
  const { sorting, pagination, onSortingChange, onPaginationChange } = props;
  const apply =
    <T,>(current: T, set: (next: T) => void): OnChangeFn<T> =>
    (updater) =>
      set(typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);
  const table = useTable(
    dataTableOptions<TData>({
      columns: props.columns,
      data: props.data ?? NO_ROWS,
      getRowId: props.getRowId,
      rowCount: props.rowCount,
      sorting,
      pagination,
      onSortingChange: apply(sorting, onSortingChange),
      onPaginationChange: apply(pagination, onPaginationChange),
    }),
  );
  const statusId = useId();
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const firstLoad = props.loading && rows.length === 0;
  const { from, to } = pageRange(pagination, props.rowCount);
  const pageCount = Math.max(1, table.getPageCount());
  const labelOf = (header: Header<DataTableFeatures, TData, unknown>) =>
    header.column.columnDef.meta?.label ??
    (typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.column.id);
  const align = (header: Header<DataTableFeatures, TData, unknown>) =>
    header.column.columnDef.meta?.align === 'right' ? 'text-right' : 'text-left';

  const status = firstLoad ? (
    <p role="status" className="p-4 text-slate-700">
      {t('table.loading')}
    </p>
  ) : rows.length === 0 ? (
    <p className="p-4 text-slate-700">{props.emptyText}</p>
  ) : null;

  const sortable = headers.filter((h) => h.column.getCanSort());
  const current = sorting[0];

  return (
    <div className="min-w-0 space-y-3">
      {/* Desk and tablet: a real table. */}
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table aria-busy={props.loading || undefined} aria-describedby={statusId} className="w-full border-collapse">
          <caption className={props.showCaption ? 'p-3 text-left text-lg font-bold text-slate-900' : 'sr-only'}>
            {props.caption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort(header.column.getIsSorted())}
                  className={cx(
                    'border-b border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700',
                    align(header),
                    header.column.columnDef.meta?.wide && 'min-w-48',
                    header.column.columnDef.meta?.sticky &&
                      'sticky right-0 bg-slate-50 shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.25)]',
                  )}
                >
                  {header.isPlaceholder ? null : header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex min-h-11 items-center gap-1 rounded-md px-1 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
                    >
                      <table.FlexRender header={header} />
                      <SortIcon sorted={header.column.getIsSorted()} />
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cx(props.loading && !firstLoad && 'opacity-60')}>
            {status ? (
              <tr>
                <td colSpan={headers.length}>{status}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cx(
                        'px-3 py-2 text-slate-900',
                        cell.column.columnDef.meta?.align === 'right' && 'text-right tabular-nums',
                        cell.column.columnDef.meta?.sticky &&
                          'sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.25)]',
                      )}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {/* Phone: cards, and the order as a select (there are no headers to press). */}
      <div className="space-y-3 md:hidden">
        {sortable.length > 0 && (
          <Select
            size="sm"
            label={t('table.sortBy')}
            value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
            onChange={(event) => {
              const [id, dir] = event.target.value.split(':');
              if (id) onSortingChange([{ id, desc: dir === 'desc' }]);
            }}
          >
            {sortable.flatMap((header) =>
              (['asc', 'desc'] as const).map((dir) => (
                <option key={`${header.id}:${dir}`} value={`${header.column.id}:${dir}`}>
                  {t(`table.sort.${dir}`, { column: labelOf(header) })}
                </option>
              )),
            )}
          </Select>
        )}
        {status ? (
          <div className="rounded-2xl border border-slate-200 bg-white">{status}</div>
        ) : (
          <ul aria-label={props.caption} className={cx('space-y-3', props.loading && 'opacity-60')}>
            {rows.map((row) => (
              <li key={row.id} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
                <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
                  {row.getAllCells().map((cell, i) => {
                    const header = headers[i];
                    return (
                      <div key={cell.id} className="contents">
                        <dt className="text-sm font-semibold text-slate-600">{header ? labelOf(header) : ''}</dt>
                        <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">
                          <table.FlexRender cell={cell} />
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>

      <nav aria-label={t('table.pages')} className="flex flex-wrap items-center gap-3">
        <p id={statusId} className="mr-auto text-sm text-slate-700" aria-live="polite">
          {t('table.range', { from, to, total: props.rowCount })}
        </p>
        {props.pageSizes && props.pageSizes.length > 1 && (
          <Select
            size="sm"
            className="flex items-center gap-2 [&>label]:mb-0"
            label={t('table.pageSize')}
            value={pagination.pageSize}
            onChange={(event) => onPaginationChange({ pageIndex: 0, pageSize: Number(event.target.value) })}
          >
            {props.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        )}
        <Button size="sm" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
          {t('table.previous')}
        </Button>
        <span className="text-sm text-slate-700">
          {t('table.page', { page: pagination.pageIndex + 1, pages: pageCount })}
        </span>
        <Button size="sm" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
          {t('table.next')}
        </Button>
      </nav>
    </div>
  );
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <Icon
      d={sorted === 'asc' ? ICON_PATHS.chevronUp : sorted === 'desc' ? ICON_PATHS.chevronDown : undefined}
      className="h-4 w-4 shrink-0"
      strokeWidth={2}
    >
      <path d={ICON_PATHS.chevronsUpDown} className="opacity-50" />
    </Icon>
  );
}
