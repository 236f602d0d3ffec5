import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import { formatDay } from '@ecopeso/shared/dates';
import { formatGoalPct, formatKg, formatPct } from '@ecopeso/shared/figures';
import { diversionSeries, WEEKLY_AFTER_DAYS } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { AXIS_TICK, chartBaseProps, GRID_STROKE, TOOLTIP_STYLE } from './chart-parts';

const RATE_COLOR = '#15803d';
const AVERAGE_COLOR = '#475569';
const GOAL_COLOR = '#b45309';
// A white outline keeps a reference line's label readable where the daily line crosses it.
const HALO = { stroke: '#fff', strokeWidth: 4, paintOrder: 'stroke' } as const;
/** Room right of the plot for the goal and average labels ("Média 87,5%"). */
const LABEL_GUTTER = 96;

function LegendLine({ color, dashed, children }: { color: string; dashed?: boolean; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <svg width="24" height="8" aria-hidden="true">
        <line
          x1="0"
          y1="4"
          x2="24"
          y2="4"
          stroke={color}
          strokeWidth="3"
          strokeDasharray={dashed ? '5 3' : undefined}
        />
      </svg>
      {children}
    </li>
  );
}

/**
 * Landfill diversion per local day (weight to a Recovery destination ÷ all weight, PRODUCT.md §1), with the
 * period's daily average and the client's goal as labelled reference lines.
 */
export function DiversionChart({ dashboard, lang }: { dashboard: Dashboard; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const { diversion } = dashboard;
  // Past ~90 days the points are weeks (the rate of each week's weight): a year of days is unreadable.
  const { points: days, weekly } = diversionSeries(dashboard.diversionDaily);
  // The title stays the spec's (§2, "per day"); a note says when the points are weeks.
  const title = t('diversion.title');
  const seriesName = t(weekly ? 'diversion.weekly' : 'diversion.daily');
  const pct = (value: number) => formatPct(value, lang);
  const average = diversion.averageDailyPct;
  const goal = diversion.goalPct;
  const rows = days.map((d) => ({ ...d, label: formatDay(d.day, lang, 'dayMonth') }));
  // The two labels sit in the gutter right of the plot, never on the line; close values push them apart.
  const apart = average === null ? 99 : Math.abs(average - goal);
  const push = apart < 10 ? 8 : 0;
  const nudge = {
    goal: average !== null && goal >= average ? -push : push,
    average: average !== null && goal >= average ? push : -push,
  };
  const summary = [
    title,
    average !== null && t('diversion.average', { pct: pct(average) }),
    t('diversion.goal', { pct: formatGoalPct(goal, lang) }),
    days.length > 0 &&
      t('diversion.range', {
        from: formatDay(days[0]!.day, lang, 'medium'),
        to: formatDay(days[days.length - 1]!.day, lang, 'medium'),
        min: pct(Math.min(...days.map((d) => d.pct))),
        max: pct(Math.max(...days.map((d) => d.pct))),
      }),
  ]
    .filter(Boolean)
    .join('. ');

  return (
    <ChartCard
      title={title}
      summary={summary}
      empty={days.length === 0 ? t('empty.notEnoughData') : null}
      notes={
        <>
          {weekly && (
            <p className="mt-2 text-sm text-slate-600">{t('diversion.weeklyNote', { days: WEEKLY_AFTER_DAYS })}</p>
          )}
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <LegendLine color={RATE_COLOR}>{seriesName}</LegendLine>
            {average !== null && (
              <LegendLine color={AVERAGE_COLOR} dashed>
                {t('diversion.average', { pct: pct(average) })}
              </LegendLine>
            )}
            <LegendLine color={GOAL_COLOR} dashed>
              {t('diversion.goal', { pct: formatGoalPct(goal, lang) })}
            </LegendLine>
          </ul>
        </>
      }
      tableHead={[t(weekly ? 'table.week' : 'table.day'), t('table.weight'), t('diversion.recovered'), seriesName]}
      tableRows={days.map((d) => [
        formatDay(d.day, lang, 'medium'),
        formatKg(d.totalKg, lang),
        formatKg(d.recoveryKg, lang),
        pct(d.pct),
      ])}
    >
      <LineChart
        {...chartBaseProps}
        data={rows}
        style={{ width: '100%', height: 280 }}
        margin={{ top: 12, right: LABEL_GUTTER, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} minTickGap={16} />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tick={AXIS_TICK}
          tickFormatter={pct}
          width={48}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          {...TOOLTIP_STYLE}
          cursor={{ stroke: '#94a3b8' }}
          formatter={(value) => pct(Number(value))}
          labelFormatter={(_, payload) => {
            const day = (payload[0]?.payload as { day?: string } | undefined)?.day;
            return day ? formatDay(day, lang, 'medium') : '';
          }}
        />
        <ReferenceLine
          y={goal}
          stroke={GOAL_COLOR}
          strokeWidth={2}
          strokeDasharray="6 4"
          label={{
            value: t('diversion.goal', { pct: formatGoalPct(goal, lang) }),
            position: 'right',
            dy: nudge.goal,
            fill: GOAL_COLOR,
            fontSize: 12,
            fontWeight: 600,
            ...HALO,
          }}
        />
        {average !== null && (
          <ReferenceLine
            y={average}
            stroke={AVERAGE_COLOR}
            strokeWidth={2}
            strokeDasharray="3 3"
            label={{
              value: t('diversion.average', { pct: pct(average) }),
              position: 'right',
              dy: nudge.average,
              fill: AVERAGE_COLOR,
              fontSize: 12,
              ...HALO,
            }}
          />
        )}
        <Line
          type="monotone"
          dataKey="pct"
          name={seriesName}
          stroke={RATE_COLOR}
          strokeWidth={rows.length <= 92 ? 2 : 1.25}
          dot={rows.length <= 31 ? { r: 2.5 } : false}
        />
      </LineChart>
    </ChartCard>
  );
}
