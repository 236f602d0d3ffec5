import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '@ecopeso/shared/dates';
import { formatFixed, formatPct } from '@ecopeso/shared/figures';
import { TONNES_DIGITS, SUSTAINABILITY_MAX_MONTHS, SUSTAINABILITY_REPORTS } from '@ecopeso/shared/sustainability';
import {
  sustainabilityLayout,
  type FilledTable,
  type LayoutTable,
  type Period,
  type SustainabilityReport,
} from '@ecopeso/shared/sustainability-tables';
import type { Language } from '@ecopeso/shared/languages';
import type { Words } from '@ecopeso/shared/words';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { MonthRangeFields, monthIndex, monthsIn, type MonthRange } from '@/components/ui/month-range';
import { MultiSelect } from '@/components/ui/multi-select';
import { PageHeader } from '@/components/ui/page-header';
import { DownloadButtons } from '@/components/download-button';
import { DownloadFailed, useDownload } from '@/components/ui/use-download';
import { useClients } from '@/lib/clients-api';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWords } from '@/lib/use-words';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  useSustainabilityTables,
  downloadSustainability,
  type CellKey,
  type ReportSelection,
} from '../api/sustainability-api';
import { CellRecords } from './cell-records';
import { Notice, RetryNotice } from '@/components/ui/notice';
import { ClientsBody } from '@/components/client-body';

const YEARS_BACK = 6;
const FORMATS = ['pdf', 'xlsx'] as const;

/** The period in words for the column headers: the year, or the first and last month (and a year before). */
function periodWords(lang: Language, period: string, range: MonthRange): Record<Period, string> {
  if (period !== 'custom') return { current: period, previous: String(Number(period) - 1) };
  const month = (key: number, back: number) => formatMonthYear(Math.floor(key / 12) - back, key % 12, lang);
  const [a, b] = [monthIndex(range.from), monthIndex(range.to)];
  const span = (back: number) => (a === b ? month(a, back) : `${month(a, back)} – ${month(b, back)}`);
  return { current: span(0), previous: span(1) };
}

function FrameworkTable({
  layout,
  table,
  words,
  lang,
  periods,
  onOpen,
}: {
  layout: LayoutTable;
  table: FilledTable;
  words: Words;
  lang: Language;
  periods: Record<Period, string>;
  onOpen(cell: CellKey, title: string): void;
}) {
  const { t } = useTranslation('sustainability');
  const title = words.sustainability(`tables.${table.id}`);
  const headers = layout.columns.map((c) => c.label(words, periods));
  return (
    <section aria-labelledby={`table-${table.id}`} className="space-y-2">
      <h2 id={`table-${table.id}`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <Table>
          <TableHead>
            <TableRow>
              <TableHeader className="px-3 py-2">{words.sustainability('columns.row')}</TableHeader>
              {headers.map((h) => (
                <TableHeader key={h} className="px-3 py-2 text-right whitespace-nowrap">
                  {h}
                </TableHeader>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, r) => {
              const label = layout.rows[r]!.label(words);
              return (
                <TableRow
                  key={row.key}
                  className={
                    row.kind ? 'border-t border-slate-200 bg-slate-50 font-semibold' : 'border-t border-slate-100'
                  }
                >
                  <TableHeader scope="row" className="min-w-48 px-3 py-1 text-left font-normal">
                    {label}
                  </TableHeader>
                  {row.cells.map((value, c) => (
                    <TableCell key={table.columns[c]!.key} className="px-1 py-0.5 text-right tabular-nums">
                      {row.unit === '%' ? (
                        <span className="px-2">{value === null ? '—' : formatPct(value, lang)}</span>
                      ) : (
                        <Button
                          variant="bare"
                          className="min-h-11 w-full rounded-lg px-2 text-right text-emerald-900 underline decoration-dotted underline-offset-4 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                          aria-label={t('cell.open', { row: label, column: headers[c] })}
                          onClick={() =>
                            onOpen(
                              { table: table.id, row: row.key, column: table.columns[c]!.key },
                              t('cell.title', { row: label, column: headers[c] }),
                            )
                          }
                        >
                          {formatFixed(value ?? 0, lang, TONNES_DIGITS)}
                        </Button>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

/**
 * /app/relatorios-sustentabilidade (whoever may read the dashboard: master, gerente): a framework's tables for a
 * year or range of months over one client or several (a chain), the PDF and the spreadsheet of the same, and each
 * figure's records (issue 27).
 */
export function SustainabilityPage() {
  const { t } = useTranslation('sustainability');
  const { lang } = useLanguage();
  const words = useWords();
  useDocumentTitle(`${t('title')} | Ecopeso`);
  const clients = useClients();
  const list = useMemo(() => clients.data ?? [], [clients.data]);
  const thisYear = new Date().getFullYear();
  const [framework, setFramework] = useState<SustainabilityReport>('gri-306');
  const [period, setPeriod] = useState(String(thisYear - 1));
  const [range, setRange] = useState<MonthRange>({ from: '', to: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [cell, setCell] = useState<{ key: CellKey; title: string } | null>(null);
  const { busy, failed, run } = useDownload<(typeof FORMATS)[number]>();

  const validPeriod = period !== 'custom' || (monthsIn(range) > 0 && monthsIn(range) <= SUSTAINABILITY_MAX_MONTHS);
  const selection: ReportSelection | null =
    list.length && validPeriod
      ? {
          clients: chosen.length ? chosen.join(',') : 'all',
          ...(period === 'custom' ? range : { year: period }),
        }
      : null;
  const data = useSustainabilityTables(framework, selection);
  const periods = validPeriod ? periodWords(lang, period, range) : null;

  const download = (format: (typeof FORMATS)[number]) => {
    if (selection) void run(format, () => downloadSustainability(framework, selection, format, lang));
  };

  /** The framework's tables over the chosen clients and period. */
  const clientsBody = (): ReactNode => {
    if (!validPeriod) return <Notice>{t('period.invalid')}</Notice>;
    if (data.isError) return <RetryNotice message={t('loadError')} onRetry={() => void data.refetch()} />;
    if (!data.data || !periods) return <p role="status">{t('loading')}</p>;
    const layout = sustainabilityLayout(framework);
    const m = data.data.methodology;
    return (
      <>
        {m.weighedRecords === 0 && <Notice>{t('noData')}</Notice>}
        <p className="text-sm text-slate-700">
          {t('unit')}{' '}
          {t('methodology', {
            weighed: m.weighedRecords,
            estimated: m.estimatedRecords,
            corrected: m.correctedRecords,
          })}
        </p>
        {data.data.tables.map((table, i) => (
          <FrameworkTable
            key={table.id}
            layout={layout[i]!}
            table={table}
            words={words}
            lang={lang}
            periods={periods}
            onOpen={(key, title) => setCell({ key, title })}
          />
        ))}
      </>
    );
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 pb-16">
      <PageHeader title={t('title')} description={t('intro')} />
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('framework')}
          size="sm"
          value={framework}
          onChange={(e) => setFramework(e.target.value as SustainabilityReport)}
        >
          {SUSTAINABILITY_REPORTS.map((f) => (
            <option key={f} value={f}>
              {words.sustainability(`frameworks.${f}`)}
            </option>
          ))}
        </Select>
        <Select label={t('period.label')} size="sm" value={period} onChange={(e) => setPeriod(e.target.value)}>
          {Array.from({ length: YEARS_BACK }, (_, i) => String(thisYear - i)).map((y) => (
            <option key={y} value={y}>
              {t('period.year', { year: y })}
            </option>
          ))}
          <option value="custom">{t('period.custom')}</option>
        </Select>
        {period === 'custom' && (
          <MonthRangeFields value={range} onChange={setRange} fromLabel={t('period.from')} toLabel={t('period.to')} />
        )}
        {list.length > 1 && (
          <MultiSelect
            className="w-full sm:w-96"
            size="sm"
            label={t('clients.label')}
            placeholder={t('clients.all', { n: list.length })}
            options={list.map((c) => ({ id: c.id, label: c.name }))}
            value={chosen}
            onChange={setChosen}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DownloadButtons
          kinds={FORMATS}
          busy={busy}
          label={(format) => t(`download.${format}`)}
          busyLabel={t('download.busy')}
          disabled={!selection}
          onDownload={download}
        />
        <DownloadFailed message={failed ? t('download.error') : null} />
      </div>
      <div aria-busy={data.isFetching} className="space-y-8">
        <ClientsBody clients={clients} loading={t('loading')} none="noneAvailable">
          {clientsBody}
        </ClientsBody>
      </div>
      {selection && cell && (
        <CellRecords
          framework={framework}
          selection={selection}
          cell={cell.key}
          title={cell.title}
          lang={lang}
          words={words}
          onClose={() => setCell(null)}
        />
      )}
    </div>
  );
}
