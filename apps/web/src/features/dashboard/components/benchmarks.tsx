import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_METRICS, type BenchmarkMetric, type BenchmarkRow } from '@ecopeso/shared/benchmarks';
import { formatBrl, formatKg, formatPct, formatPerGuestKg } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/field';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useWords } from '@/lib/use-words';
import { useBenchmarks } from '../api/benchmarks';
import { Alert } from '@/components/ui/alert';

const NONE = '—';

/** Each figure of a hotel as the dashboard writes it. */
function figure(row: BenchmarkRow, metric: BenchmarkMetric, lang: Language): string {
  const value = row[metric];
  if (value === null) return NONE;
  if (metric === 'diversionPct') return formatPct(value, lang);
  if (metric === 'costBrl') return formatBrl(value, lang);
  return formatPerGuestKg(value, lang);
}

/**
 * A manager's hotels ranked by one figure (kg per guest-night, kg per meal, diversion, estimated cost) over the
 * dashboard's filter, with what the best hotel weighs most; shown when several hotels are selected.
 */
export function BenchmarksCard({ clients, query, lang }: { clients: string; query: string; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const [metric, setMetric] = useState<BenchmarkMetric>('kgPerGuestNight');
  const benchmarks = useBenchmarks(clients, query, metric, lang);
  const data = benchmarks.data;
  return (
    <Card className="space-y-3" data-testid="benchmarks">
      <Select
        size="sm"
        label={t('benchmarks.rankBy')}
        value={metric}
        onChange={(event) => setMetric(event.target.value as BenchmarkMetric)}
        className="max-w-xs"
      >
        {BENCHMARK_METRICS.map((m) => (
          <option key={m} value={m}>
            {t(`benchmarks.metrics.${m}`)}
          </option>
        ))}
      </Select>
      {benchmarks.isError && <Alert>{t('loadError')}</Alert>}
      {data && (
        <>
          <Table>
            <caption className="sr-only">
              {t('benchmarks.caption', { metric: t(`benchmarks.metrics.${metric}`) })}
            </caption>
            <TableHead>
              <TableRow>
                <TableHeader>{t('benchmarks.rank')}</TableHeader>
                <TableHeader>{t('clients.name')}</TableHeader>
                {BENCHMARK_METRICS.map((m) => (
                  <TableHeader key={m} className="text-right">
                    {t(`benchmarks.metrics.${m}`)}
                  </TableHeader>
                ))}
                <TableHeader className="text-right">{t('clients.totalKg')}</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((row) => (
                <TableRow key={row.clientId}>
                  <TableCell className="tabular-nums">{row.rank ?? NONE}</TableCell>
                  <TableHeader scope="row">{row.name}</TableHeader>
                  {BENCHMARK_METRICS.map((m) => (
                    <TableCell key={m} className="text-right tabular-nums">
                      {figure(row, m, lang)}
                    </TableCell>
                  ))}
                  <TableCell className="text-right tabular-nums">{formatKg(row.totalKg, lang)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {!data.mealsRecorded && <p className="text-sm text-amber-900">{t('benchmarks.noMeals')}</p>}
          <p className="text-xs text-slate-600">{t('benchmarks.unranked')}</p>
          {data.best && (
            <div className="text-sm text-slate-800" data-testid="benchmarks-best">
              <p className="font-semibold">{t('benchmarks.best', { name: data.best.name })}</p>
              <ul className="mt-1 list-disc pl-5">
                {data.best.topCategories.map((c) => (
                  <li key={`${c.wasteType}|${c.subType ?? ''}`}>
                    {c.subType
                      ? `${words.wasteType(c.wasteType)} · ${words.subType(c.subType)}`
                      : words.wasteType(c.wasteType)}
                    : {formatKg(c.kg, lang)} ({formatPct(c.pct, lang)})
                  </li>
                ))}
              </ul>
              {data.best.lossReasons.length ? (
                <>
                  <p className="mt-2 font-semibold">{t('benchmarks.lossReasons')}</p>
                  <ul className="mt-1 list-disc pl-5" data-testid="benchmarks-loss-reasons">
                    {data.best.lossReasons.map((r) => (
                      <li key={r.kind ?? `name:${r.name}`}>
                        {words.lossReasonName(r.kind, r.name)}: {formatKg(r.kg, lang)} ({formatPct(r.pct, lang)})
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="mt-1 text-xs text-slate-600">{t('benchmarks.noLossReasons')}</p>
              )}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
