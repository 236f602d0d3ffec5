import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The dashboard's card classes (the shared Card's), for the sections that are not a plain <div>. */
export const CARD = cardClass();

export interface ChartCardProps {
  title: string;
  /** What the chart shows in one or two sentences with its key numbers: the chart's accessible name. */
  summary: string;
  /** Shown instead of the chart when it has nothing to draw (spec §8). */
  empty?: string | null;
  /** Controls beside the title (the monthly chart's Total/Composition toggle). */
  actions?: ReactNode;
  /**
   * The same figures as a table captioned by the title, behind a "Show data table" disclosure: its column heads (the
   * first names each row) and its rows.
   */
  tableHead?: string[];
  tableRows?: ReactNode[][];
  /** Notes under the chart (estimated destinations, missing contracts). */
  notes?: ReactNode;
  children: ReactNode;
}

/**
 * One chart with its heading, an accessible summary (the drawing is an image to assistive technology), the data
 * as a table for anyone who wants the exact numbers, and its empty state.
 */
export function ChartCard({ title, summary, empty, actions, tableHead, tableRows, notes, children }: ChartCardProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`@container ${CARD}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        {!empty && actions}
      </div>
      {empty ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-slate-700">{empty}</p>
      ) : (
        <>
          <div role="img" aria-label={summary} className="mt-3 min-w-0">
            {children}
          </div>
          {notes}
          {tableHead && tableRows && (
            <details className="mt-3 text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900">
                {t('table.show')}
              </summary>
              {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
              <div role="region" aria-label={t('table.label', { title })} tabIndex={0} className="mt-2 overflow-x-auto">
                <DataTable caption={title} head={tableHead} rows={tableRows} />
              </div>
            </details>
          )}
        </>
      )}
    </section>
  );
}

/** A plain table of a chart's figures; the first column names each row. */
function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Table textSize="inherit" className="min-w-max">
      <caption className="sr-only">{caption}</caption>
      <TableHead>
        <TableRow>
          {head.map((h, i) => (
            <TableHeader key={i} scope="col" className={`border-b border-slate-300 px-2 py-1 ${i ? 'text-right' : ''}`}>
              {h}
            </TableHeader>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, r) => (
          <TableRow key={r} className="odd:bg-slate-50">
            {row.map((cell, i) =>
              i === 0 ? (
                <TableHeader key={i} scope="row" className="px-2 py-1 font-medium">
                  {cell}
                </TableHeader>
              ) : (
                <TableCell key={i} className="px-2 py-1 text-right tabular-nums">
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
