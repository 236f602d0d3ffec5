import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import type { WasteType } from '@ecopeso/shared/waste';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { formatMonthYear } from '@ecopeso/shared/dates';
import { formatKg } from '@ecopeso/shared/figures';
import { monthlyRows, previousKey, typesWithWeight } from '../lib/chart-data';
import { describeComparison, monthLabel } from '../lib/format';
import { ChartCard } from './chart-card';
import { AXIS_TICK, chartBaseProps, GRID_STROKE, kgTick, LEGEND_PROPS, kgTooltip, TOOLTIP_STYLE } from './chart-parts';
import { useWords } from '@/lib/use-words';
import { SegmentedChoice } from '@/components/ui/choice-buttons';

const CURRENT_COLOR = '#15803d';
const PREVIOUS_COLOR = '#94a3b8';
const VIEWS = ['total', 'composition'] as const;
type View = (typeof VIEWS)[number];

/** Weight per month of the filter, beside the same month a year before; in total or stacked by waste type. */
export function MonthlyChart({ monthly, lang }: { monthly: Dashboard['monthly']; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const [view, setView] = useState<View>('total');
  const multiYear = new Set(monthly.map((m) => m.year)).size > 1;
  const rows = monthlyRows(monthly).map((r) => ({
    ...r,
    label: monthLabel(r.year, r.month, lang, multiYear),
    fullLabel: formatMonthYear(r.year, r.month, lang),
  }));
  const types = typesWithWeight(...monthly.flatMap((m) => [m.byType, m.previousYearByType]));
  const empty = rows.every((r) => r.current === 0 && r.previous === 0);
  const title = t('monthly.title');
  const summary = `${title}. ${rows
    .map((r) =>
      t('monthly.point', { month: r.fullLabel, kg: formatKg(r.current, lang), previous: formatKg(r.previous, lang) }),
    )
    .join('; ')}`;
  const typeName = (type: WasteType) => words.wasteType(type);
  const compared = (m: Dashboard['monthly'][number]) =>
    describeComparison(words, m.comparison, formatMonthYear(m.year - 1, m.month, lang), lang);
  // Months whose bar a year before is not a like-for-like whole month are named under the chart.
  const caveats = monthly.filter((m) => m.comparison.sameDays || m.comparison.status === 'partial');

  return (
    <ChartCard
      title={title}
      summary={summary}
      empty={empty ? t('empty.noChartData') : null}
      actions={
        <SegmentedChoice
          label={t('monthly.view')}
          choices={VIEWS.map((v) => ({ id: v, label: t(`monthly.${v}`) }))}
          value={view}
          onChange={setView}
        />
      }
      notes={
        <>
          {view === 'composition' && <p className="mt-2 text-sm text-slate-600">{t('monthly.previousLighter')}</p>}
          {caveats.length > 0 && (
            <ul className="mt-2 space-y-0.5 text-sm text-amber-900" data-testid="monthly-comparison-notes">
              {caveats.map((m) => (
                <li key={`${m.year}-${m.month}`}>
                  {formatMonthYear(m.year, m.month, lang)}: {compared(m)}
                </li>
              ))}
            </ul>
          )}
        </>
      }
      tableHead={[
        t('table.month'),
        t('monthly.current'),
        t('monthly.previous'),
        t('monthly.comparison'),
        ...types.map(typeName),
      ]}
      tableRows={rows.map((r, i) => [
        r.fullLabel,
        formatKg(r.current, lang),
        formatKg(r.previous, lang),
        compared(monthly[i]!),
        ...types.map((type) => formatKg(r[type] ?? 0, lang)),
      ])}
    >
      <BarChart
        {...chartBaseProps}
        data={rows}
        style={{ width: '100%', height: 300 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} interval="preserveStartEnd" />
        <YAxis tick={AXIS_TICK} tickFormatter={kgTick(lang)} width={56} tickLine={false} axisLine={false} />
        <Tooltip
          {...TOOLTIP_STYLE}
          formatter={kgTooltip(lang)}
          labelFormatter={(_, payload) => (payload[0]?.payload as { fullLabel?: string } | undefined)?.fullLabel}
        />
        <Legend {...LEGEND_PROPS} />
        {view === 'total' ? (
          <>
            <Bar
              dataKey="current"
              name={t('monthly.current')}
              fill={CURRENT_COLOR}
              radius={[3, 3, 0, 0]}
              maxBarSize={56}
            />
            <Bar
              dataKey="previous"
              name={t('monthly.previous')}
              fill={PREVIOUS_COLOR}
              radius={[3, 3, 0, 0]}
              maxBarSize={56}
            />
          </>
        ) : (
          <>
            {types.map((type) => (
              <Bar key={type} dataKey={type} stackId="current" name={typeName(type)} fill={WASTE_COLORS[type].main} />
            ))}
            {types.map((type) => (
              <Bar
                key={`previous-${type}`}
                dataKey={previousKey(type)}
                stackId="previous"
                name={t('monthly.previousOf', { type: typeName(type) })}
                fill={WASTE_COLORS[type].main}
                fillOpacity={0.4}
                legendType="none"
              />
            ))}
          </>
        )}
      </BarChart>
    </ChartCard>
  );
}
