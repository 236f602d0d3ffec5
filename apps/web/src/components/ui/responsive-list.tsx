import type { ReactNode } from 'react';
import { cx } from './cx';
import { ScrollCues, useScrollEnds } from './scroll-cues';

export interface ResponsiveColumn<T> {
  label: string;
  cell(row: T): ReactNode;
  align?: 'right';
}

/**
 * A list that is a table on a wide screen and a stack of cards on a phone, one definition of its columns.
 *
 * `controls`: rows of form fields (a mapping edited in place), each as wide as its value. The table may then be
 * wider than its box: it scrolls sideways inside it, never the page, its first column (what the row is) kept in
 * sight, with a fade and chevron on the side where more columns are; on a phone each label sits above its field,
 * which takes the card's whole width.
 */
export function ResponsiveList<T>({
  caption,
  rows,
  rowKey,
  columns,
  controls = false,
}: {
  caption: string;
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly ResponsiveColumn<T>[];
  controls?: boolean;
}) {
  const { ref, hidden } = useScrollEnds();
  // The first column, kept in sight while the others scroll under it; its edge shadows once they have.
  const pinned = cx('sticky left-0 z-10 bg-white', hidden.before && 'shadow-[8px_0_8px_-8px_rgba(0,0,0,0.25)]');
  const table = (
    <table className={cx('w-full text-left text-sm', !controls && 'hidden md:table')}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {columns.map((c, i) => (
            <th
              key={c.label}
              scope="col"
              className={cx(
                'px-2 py-2 font-semibold',
                c.align === 'right' && 'text-right',
                controls && i === 0 && pinned,
              )}
            >
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
            {columns.map((c, i) => (
              <td
                key={c.label}
                className={cx(
                  'px-2 py-2 align-middle',
                  c.align === 'right' && 'text-right',
                  controls && i === 0 && cx(pinned, 'min-w-40'),
                )}
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      {controls ? (
        <div className="relative hidden md:block">
          {/* Positioned, so what sits absolutely in a cell (a visually hidden label) scrolls inside it too. */}
          <div ref={ref} className="relative overflow-x-auto">
            {table}
          </div>
          <ScrollCues hidden={{ before: false, after: hidden.after }} testId="table" />
        </div>
      ) : (
        table
      )}
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 p-3">
            <dl className={cx('grid gap-x-3 gap-y-1 text-sm', controls ? 'grid-cols-1' : 'grid-cols-[auto_1fr]')}>
              {columns.map((c) => (
                <div key={c.label} className="contents">
                  <dt className="font-semibold text-slate-600">{c.label}</dt>
                  <dd className={cx('text-slate-900', controls && 'mb-2 min-w-0')}>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
