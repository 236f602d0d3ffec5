import type { ReactNode } from 'react';

export interface ResponsiveColumn<T> {
  label: string;
  cell(row: T): ReactNode;
  align?: 'right';
}

/** A list that is a table on a wide screen and a stack of cards on a phone, one definition of its columns. */
export function ResponsiveList<T>({
  caption,
  rows,
  rowKey,
  columns,
}: {
  caption: string;
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly ResponsiveColumn<T>[];
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-2 py-2 font-semibold ${c.align === 'right' ? 'text-right' : ''}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
              {columns.map((c) => (
                <td key={c.label} className={`px-2 py-2 align-middle ${c.align === 'right' ? 'text-right' : ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 p-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns.map((c) => (
                <div key={c.label} className="contents">
                  <dt className="font-semibold text-slate-600">{c.label}</dt>
                  <dd className="text-slate-900">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
