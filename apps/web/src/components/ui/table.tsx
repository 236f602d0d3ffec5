import type { HTMLAttributes, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
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
