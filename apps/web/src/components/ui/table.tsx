import {
  Fragment,
  type HTMLAttributes,
  type ReactNode,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cx } from './cx';

/**
 * A static table (no sorting, no pages — that is DataTable's): the semantic elements with the product's look. The
 * header row takes the colours of DataTable's header, so every table on every screen reads the same; cells keep the
 * spacing their caller gives them (a chart's data table is denser than an admin list).
 */
export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** `fit`: as wide as its content (a small figure list beside text) rather than the width of its container. */
  width?: 'full' | 'fit';
  /** `inherit`: the text size around it (a chart's data table), rather than the small text of a list. */
  textSize?: 'sm' | 'inherit';
}

export function Table({ width = 'full', textSize = 'sm', className, ...props }: TableProps) {
  return (
    <table
      className={cx(
        'border-collapse text-left',
        width === 'full' && 'w-full',
        textSize === 'sm' && 'text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The header row group, drawn as DataTable draws its header. */
export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cx('bg-slate-50 text-slate-700', className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} />;
}

/** A header cell: a column's header unless `scope="row"` says it heads its row. */
export function TableHeader({ scope = 'col', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} {...props} />;
}

export function TableCell(props: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...props} />;
}

/** One column of a ColumnTable: its header and what each row shows in it. */
export interface TableColumn<T> {
  /** The column's header; with `hideHeader`, read by screen readers only (a column of buttons). */
  header: ReactNode;
  cell(row: T): ReactNode;
  /** `right`: figures (and a row's buttons), right-aligned in digits of one width. */
  align?: 'right';
  /** The cell heads its row (what the row is about): a <th scope="row">. */
  rowHeader?: boolean;
  hideHeader?: boolean;
  /** Classes of the column's cells (no wrap, a width). */
  className?: string;
}

const CELL = 'p-2';

/**
 * A list drawn as a table from its columns (a static one: the rows given are the rows shown; DataTable sorts and
 * pages): header row, one row an item, lines between rows, an optional sentence when there is none. `renderRow`
 * draws a row otherwise (a row edited in place); `false` in `columns` leaves a column out (a view without it).
 */
export function ColumnTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  renderRow,
  empty,
  alignTop = false,
  framed = true,
  tall = false,
  width,
  className,
}: {
  /** The table's name: read by screen readers, shown above it with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<TableColumn<T> | false>;
  rows: readonly T[];
  /** A row's React key (its index where rows have no identity of their own, a list that never reorders). */
  rowKey(row: T, index: number): string;
  renderRow?(row: T): ReactNode | undefined;
  empty?: ReactNode;
  /** Cells read from their top (a row that opens a form under its name). */
  alignTop?: boolean;
  /** In a bordered box of its own (false: inside a card that is its box already). */
  framed?: boolean;
  /** A long list: at most 24 rem high, scrolled inside under a header that stays. */
  tall?: boolean;
  width?: TableProps['width'];
  className?: string;
}) {
  const shown = columns.filter((c): c is TableColumn<T> => c !== false);
  const align = (c: TableColumn<T>) => c.align === 'right' && 'text-right tabular-nums';
  return (
    <div
      className={cx(
        tall ? 'max-h-96 overflow-auto' : 'overflow-x-auto',
        framed && 'rounded-xl border border-slate-200 bg-white',
        className,
      )}
    >
      <Table width={width}>
        <caption className={showCaption ? 'p-3 text-left font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
        <TableHead className={cx(tall && 'sticky top-0')}>
          <TableRow>
            {shown.map((c, i) => (
              <TableHeader key={i} className={cx(CELL, c.align === 'right' && 'text-right')}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </TableHeader>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty !== undefined && (
            <TableRow>
              <TableCell colSpan={shown.length} className="p-4 text-slate-700">
                {empty}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => (
            <Fragment key={rowKey(row, index)}>
              {renderRow?.(row) ?? (
                <TableRow className={cx('border-t border-slate-200', alignTop && 'align-top')}>
                  {shown.map((c, i) =>
                    c.rowHeader ? (
                      <TableHeader key={i} scope="row" className={cx(CELL, 'font-medium', align(c), c.className)}>
                        {c.cell(row)}
                      </TableHeader>
                    ) : (
                      <TableCell key={i} className={cx(CELL, align(c), c.className)}>
                        {c.cell(row)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
