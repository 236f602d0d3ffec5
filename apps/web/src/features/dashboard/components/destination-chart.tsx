import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import type { Destination } from '@ecopeso/shared/waste';
import { formatKg, formatPct } from '@ecopeso/shared/figures';
import { destinationChart, noContractCovers, shareOf, type DestinationGroup } from '../lib/chart-data';
import { DESTINATION_COLORS, GROUP_COLORS } from '../lib/destination-colors';
import { ChartCard } from './chart-card';
import { AXIS_TICK, chartBaseProps, GRID_STROKE, kgTick, kgTooltip, Swatch, TOOLTIP_STYLE } from './chart-parts';
import { useWords } from '@/lib/use-words';

/**
 * Final destination: the Recovery and Disposal bars, each stacked by destination. Weight no contract covers has
 * its type's default destination (PRODUCT.md §1) and is drawn striped and flagged "estimated from waste type".
 */
export function DestinationChart({ destinations, lang }: { destinations: Dashboard['destinations']; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const patternPrefix = `est${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const title = t('destination.title');
  const total = destinations.recoveryKg + destinations.disposalKg;
  const { rows, series } = destinationChart(destinations);
  const groupName = (group: DestinationGroup) => words.destinationGroup(group);
  const destinationName = (destination: Destination) => words.destination(destination);
  const chartRows = rows.map((r) => ({ ...r, name: groupName(r.group) }));
  const uncovered = noContractCovers(destinations);
  const summary = `${title}. ${(['recovery', 'disposal'] as const)
    .map(
      (group) =>
        `${groupName(group)}: ${formatKg(destinations[`${group}Kg`], lang)} (${formatPct(shareOf(destinations[`${group}Kg`], total), lang)})`,
    )
    .join('; ')}`;

  return (
    <ChartCard
      title={title}
      summary={summary}
      empty={total === 0 ? t('empty.noChartData') : null}
      notes={
        <>
          {uncovered && (
            <p
              role="note"
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900"
            >
              {t('empty.checkContracts')}
            </p>
          )}
          {destinations.estimatedKg > 0 && (
            <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
              <span className="mt-1">
                <Swatch color="#475569" estimated />
              </span>
              <span>{t('destination.estimatedNote', { kg: formatKg(destinations.estimatedKg, lang) })}</span>
            </p>
          )}
          <div className="mt-3 grid gap-4 text-sm @2xl:grid-cols-2">
            {(['recovery', 'disposal'] as const).map((group) => (
              <div key={group}>
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <Swatch color={GROUP_COLORS[group]} />
                  <span className="flex-1">{groupName(group)}</span>
                  <span className="tabular-nums">{formatKg(destinations[`${group}Kg`], lang)}</span>
                  <span className="w-14 text-right tabular-nums text-slate-600">
                    {formatPct(shareOf(destinations[`${group}Kg`], total), lang)}
                  </span>
                </p>
                <ul className="mt-1 space-y-1 pl-5 text-slate-700">
                  {destinations[group].map((share) => (
                    <li key={share.destination}>
                      <div className="flex items-center gap-2">
                        <Swatch
                          color={DESTINATION_COLORS[share.destination]}
                          estimated={share.kg === share.estimatedKg}
                        />
                        <span className="min-w-0 flex-1">{destinationName(share.destination)}</span>
                        <span className="tabular-nums">{formatKg(share.kg, lang)}</span>
                        <span className="w-14 text-right tabular-nums">
                          {formatPct(shareOf(share.kg, total), lang)}
                        </span>
                      </div>
                      {share.estimatedKg > 0 && (
                        <p className="pl-5 text-xs text-amber-900">
                          {t('destination.estimatedPart', { kg: formatKg(share.estimatedKg, lang) })}
                        </p>
                      )}
                    </li>
                  ))}
                  {destinations[group].length === 0 && <li className="text-slate-500">—</li>}
                </ul>
              </div>
            ))}
          </div>
        </>
      }
      tableHead={[t('table.destination'), t('table.weight'), t('table.share'), t('destination.estimated')]}
      tableRows={(['recovery', 'disposal'] as const).flatMap((group) =>
        destinations[group].map((share) => [
          `${groupName(group)} · ${destinationName(share.destination)}`,
          formatKg(share.kg, lang),
          formatPct(shareOf(share.kg, total), lang),
          formatKg(share.estimatedKg, lang),
        ]),
      )}
    >
      <BarChart
        {...chartBaseProps}
        layout="vertical"
        data={chartRows}
        style={{ width: '100%', height: 150 }}
        margin={{ top: 0, right: 20, bottom: 0, left: 0 }}
      >
        <defs>
          {series
            .filter((s) => s.estimated)
            .map((s) => (
              <pattern
                key={s.key}
                id={`${patternPrefix}-${s.destination}`}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" fill="#fff" />
                <rect width="3" height="6" fill={DESTINATION_COLORS[s.destination]} />
              </pattern>
            ))}
        </defs>
        <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
        <XAxis type="number" tick={AXIS_TICK} tickFormatter={kgTick(lang)} tickLine={false} />
        <YAxis type="category" dataKey="name" tick={AXIS_TICK} width={88} tickLine={false} />
        <Tooltip {...TOOLTIP_STYLE} formatter={kgTooltip(lang)} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            stackId="destination"
            name={
              s.estimated
                ? `${destinationName(s.destination)} (${t('destination.estimated')})`
                : destinationName(s.destination)
            }
            fill={s.estimated ? `url(#${patternPrefix}-${s.destination})` : DESTINATION_COLORS[s.destination]}
            stroke={s.estimated ? DESTINATION_COLORS[s.destination] : undefined}
            maxBarSize={36}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}
