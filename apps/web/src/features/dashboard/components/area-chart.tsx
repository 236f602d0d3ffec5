import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import type { WasteType } from '@ecopeso/shared/waste';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { formatKg } from '@ecopeso/shared/figures';
import { areaRows, typesWithWeight } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { AXIS_TICK, chartBaseProps, GRID_STROKE, kgTick, LEGEND_PROPS, kgTooltip, TOOLTIP_STYLE } from './chart-parts';
import { useWords } from '@/lib/use-words';

const ROW_HEIGHT = 40;

/** Composition by entry area: one horizontal bar per area, stacked by waste type, heaviest area first. */
export function AreaChart({ byArea, lang }: { byArea: Dashboard['byArea']; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const title = t('byArea.title');
  const rows = areaRows(byArea, words.noArea);
  const types = typesWithWeight(...byArea.map((a) => a.byType));
  const typeName = (type: WasteType) => words.wasteType(type);
  const summary = `${title}. ${rows.map((r) => `${r.name}: ${formatKg(r.total, lang)}`).join('; ')}`;

  return (
    <ChartCard
      title={title}
      summary={summary}
      empty={rows.length === 0 ? t('empty.noChartData') : null}
      tableHead={[t('table.area'), t('table.weight'), ...types.map(typeName)]}
      tableRows={rows.map((r) => [
        r.name,
        formatKg(r.total, lang),
        ...types.map((type) => formatKg(r[type] ?? 0, lang)),
      ])}
    >
      <BarChart
        {...chartBaseProps}
        layout="vertical"
        data={rows}
        style={{ width: '100%', height: rows.length * ROW_HEIGHT + 80 }}
        margin={{ top: 0, right: 20, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
        <XAxis type="number" tick={AXIS_TICK} tickFormatter={kgTick(lang)} tickLine={false} />
        <YAxis type="category" dataKey="name" tick={AXIS_TICK} width={112} tickLine={false} />
        <Tooltip {...TOOLTIP_STYLE} formatter={kgTooltip(lang)} />
        <Legend {...LEGEND_PROPS} />
        {types.map((type) => (
          <Bar
            key={type}
            dataKey={type}
            stackId="area"
            name={typeName(type)}
            fill={WASTE_COLORS[type].main}
            maxBarSize={28}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}
