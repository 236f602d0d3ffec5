import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_WINDOWS } from '@ecopeso/shared/master-tools';
import { Select, selectOptions } from '@/components/ui/field';
import { useSiteAnalytics } from './api/admin-tools';
import { QueryState, ToolSection, useFormats } from './tool-parts';
import { ColumnTable } from '@/components/ui/table';

const TICK = { fill: '#334155', fontSize: 12 };

/**
 * Tool 7: visits of the public site in the last 30 or 90 days from the self-hosted counter (path and query only; no
 * cookie, no IP): per day as a chart with its table, the top pages and the languages; views of the signed-in app and
 * of paths with no page are said apart, never counted as visits.
 */
export function SiteAnalyticsTool() {
  const { t } = useTranslation('admin-tools');
  const { t: tTools } = useTranslation('master-tools');
  const format = useFormats();
  const [days, setDays] = useState<number>(30);
  const query = useSiteAnalytics(days);
  const data = query.data;
  const languageName = (lang: string) => t(`analytics.languages.${lang}`);
  return (
    <ToolSection id="tool-analytics" title={t('analytics.title')} intro={t('analytics.intro')}>
      <div className="flex flex-wrap items-end gap-4">
        <Select
          label={t('analytics.window')}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          className="w-56"
          options={selectOptions(ANALYTICS_WINDOWS, (d) => t('analytics.lastDays', { count: d }))}
        />
        {data && (
          <p role="status" className="pb-2 text-slate-700">
            {t('analytics.total', { count: data.total, views: format.number(data.total) })}
          </p>
        )}
      </div>
      <QueryState pending={query.isPending} error={query.error} />
      {data && (
        <>
          <figure className="rounded-xl border border-slate-200 bg-white p-4">
            <figcaption className="mb-2 font-semibold text-slate-900">{t('analytics.perDay')}</figcaption>
            <div role="img" aria-label={t('analytics.chartLabel', { days: data.days, count: data.total })}>
              <BarChart
                data={data.perDay.map((d) => ({ ...d, label: format.day(d.day) }))}
                style={{ width: '100%', height: 240 }}
                responsive
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              >
                <CartesianGrid vertical={false} stroke="#e2e8f0" />
                <XAxis dataKey="label" tick={TICK} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
                <YAxis allowDecimals={false} tick={TICK} tickLine={false} width={40} />
                <Tooltip formatter={(v) => [format.number(Number(v)), t('analytics.views')]} />
                <Bar dataKey="views" name={t('analytics.views')} fill="#15803d" isAnimationActive={false} />
              </BarChart>
            </div>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-brand-800">
                {t('analytics.perDayTable')}
              </summary>
              <ColumnTable
                caption={t('analytics.perDay')}
                framed={false}
                width="fit"
                className="mt-2"
                rows={data.perDay}
                rowKey={(d) => d.day}
                columns={[
                  { header: t('analytics.day'), className: 'pr-6', cell: (d) => format.day(d.day) },
                  { header: t('analytics.views'), align: 'right', cell: (d) => format.number(d.views) },
                ]}
              />
            </details>
          </figure>
          <div className="grid gap-4 md:grid-cols-2">
            <CountTable
              caption={t('analytics.topPages')}
              head={t('analytics.path')}
              rows={data.topPages.map((p) => [p.path, p.views])}
              empty={t('analytics.none')}
            />
            <CountTable
              caption={t('analytics.languagesTitle')}
              head={t('analytics.language')}
              rows={data.languages.map((l) => [languageName(l.language), l.views])}
              empty={t('analytics.none')}
            />
          </div>
          <p className="text-sm text-slate-700">
            {tTools('analytics.notCounted', {
              app: format.number(data.notCounted.app),
              unknown: format.number(data.notCounted.unknown),
            })}
          </p>
        </>
      )}
    </ToolSection>
  );
}

function CountTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string;
  rows: [string, number][];
  empty: string;
}) {
  const { t } = useTranslation('admin-tools');
  const format = useFormats();
  return (
    <ColumnTable
      caption={caption}
      showCaption
      rows={rows}
      rowKey={([name]) => name}
      empty={empty}
      columns={[
        { header: head, className: 'break-all', cell: ([name]) => name },
        { header: t('analytics.views'), align: 'right', cell: ([, views]) => format.number(views) },
      ]}
    />
  );
}
