import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard, PerGuest, PerGuestRatio } from '@ecopeso/shared/dashboard';
import { formatMass, formatPerGuestKg, perGuestAmount } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import {
  DIVISOR_OF,
  formatPerGuest,
  kgOfFigure,
  PER_GUEST_METRICS,
  type PerGuestMetric,
} from '@ecopeso/shared/per-guest';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { formatMonthYear } from '@ecopeso/shared/dates';
import { useWords } from '@/lib/use-words';
import { monthLabel } from '../lib/format';
import { ChartCard, CARD } from './chart-card';
import { GoalProgressCard } from './reduction-goal';
import { AXIS_TICK, chartBaseProps, GRID_STROKE, LEGEND_PROPS, TOOLTIP_STYLE } from './chart-parts';
import { SegmentedChoice } from '@/components/ui/choice-buttons';

type Metric = PerGuestMetric;

/**
 * Waste per guest-night, per guest and per meal (the activity entered under the dashboard): a card for each, saying
 * which count it divides the weight by, with the figure by type and the same months a year before (only like for
 * like), and a monthly chart beside the year before. Figures are written as the PDFs write them (figures.ts).
 */
export function PerGuestSection({
  perGuest,
  goal,
  lang,
}: {
  perGuest: PerGuest;
  goal: Dashboard['reductionGoal'];
  lang: Language;
}) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const goalCard = goal && <GoalProgressCard goal={goal} lang={lang} />;
  if (perGuest.monthsKnown === 0)
    return (
      <div className="space-y-4">
        {goalCard}
        <p className={`${CARD} text-slate-700`} data-testid="per-guest-empty">
          {t('perGuest.noActivity')}
        </p>
      </div>
    );
  const card = (metric: Metric) => (
    <div key={metric} className={`${CARD} border-t-4 border-t-brand-700`} data-testid={`per-guest-${metric}`}>
      <dt className="text-sm font-semibold text-slate-600">{t(`perGuest.${metric}`)}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">
        {formatPerGuest(metric, perGuest[metric], lang)}
      </dd>
      <dd className="mt-1 text-sm text-slate-700" data-testid="per-guest-divisor">
        {t('perGuest.divisor', { field: t(`activity.${DIVISOR_OF[metric]}`) })}
      </dd>
      <dd className="mt-1 text-sm text-slate-700">
        {perGuest.previous
          ? t('perGuest.yearBefore', { value: formatPerGuest(metric, perGuest.previous[metric], lang) })
          : t('perGuest.noYearBefore')}
      </dd>
      <dd className="mt-2">
        <ul className="space-y-0.5 text-sm text-slate-700">
          {perGuest.byType.map((r) => (
            <li key={r.wasteType}>
              {words.wasteType(r.wasteType)}:{' '}
              <span className="tabular-nums">{formatPerGuest(metric, r[metric], lang)}</span>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('perGuest.months', { n: perGuest.monthsKnown })}</p>
      <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">{PER_GUEST_METRICS.map(card)}</dl>
      {goalCard}
      <PerGuestChart perGuest={perGuest} lang={lang} />
    </div>
  );
}

function PerGuestChart({ perGuest, lang }: { perGuest: PerGuest; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const [metric, setMetric] = useState<Metric>('kgPerGuestNight');
  const multiYear = new Set(perGuest.monthly.map((m) => m.year)).size > 1;
  const value = (r: PerGuestRatio | null) => r?.[metric] ?? null;
  // One unit for the whole axis: grams when every bar is under 1 kg (as each figure is written).
  const kgOf = (v: number | null) => (v === null ? 0 : kgOfFigure(metric, v));
  const largest = Math.max(0, ...perGuest.monthly.flatMap((m) => [kgOf(value(m)), kgOf(value(m.previous))]));
  const unit = perGuestAmount(largest).unit;
  const perKg = unit === 'g' ? 1000 : 1;
  const inUnit = (v: number | null) => (v === null ? null : kgOfFigure(metric, v) * perKg);
  const rows = perGuest.monthly.map((m) => ({
    label: monthLabel(m.year, m.month, lang, multiYear),
    fullLabel: formatMonthYear(m.year, m.month, lang),
    current: value(m),
    previous: value(m.previous),
    currentBar: inUnit(value(m)),
    previousBar: inUnit(value(m.previous)),
  }));
  const title = t('perGuest.chartTitle');
  const summary = `${title}, ${t(`perGuest.${metric}`)}. ${rows
    .map((r) =>
      t('perGuest.point', {
        month: r.fullLabel,
        value: formatPerGuest(metric, r.current, lang),
        previous: formatPerGuest(metric, r.previous, lang),
      }),
    )
    .join('; ')}`;
  return (
    <ChartCard
      title={title}
      summary={summary}
      actions={
        <SegmentedChoice
          label={t('perGuest.metric')}
          choices={PER_GUEST_METRICS.map((m) => ({ id: m, label: t(`perGuest.${m}`) }))}
          value={metric}
          onChange={setMetric}
        />
      }
      tableHead={[t('table.month'), t('monthly.current'), t('monthly.previous')]}
      tableRows={rows.map((r) => [
        r.fullLabel,
        formatPerGuest(metric, r.current, lang),
        formatPerGuest(metric, r.previous, lang),
      ])}
    >
      <BarChart
        {...chartBaseProps}
        data={rows}
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} interval="preserveStartEnd" />
        <YAxis
          tick={AXIS_TICK}
          tickFormatter={(v: number) => formatMass(v, unit, lang, unit === 'kg' ? 2 : 0, true)}
          width={56}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          {...TOOLTIP_STYLE}
          formatter={(v: unknown) => formatPerGuestKg(Number(v) / perKg, lang)}
          labelFormatter={(_, payload) => (payload[0]?.payload as { fullLabel?: string } | undefined)?.fullLabel}
        />
        <Legend {...LEGEND_PROPS} />
        <Bar
          dataKey="currentBar"
          name={t('monthly.current')}
          fill={WASTE_COLORS.organico.main}
          radius={[3, 3, 0, 0]}
          maxBarSize={56}
        />
        <Bar dataKey="previousBar" name={t('monthly.previous')} fill="#94a3b8" radius={[3, 3, 0, 0]} maxBarSize={56} />
      </BarChart>
    </ChartCard>
  );
}
