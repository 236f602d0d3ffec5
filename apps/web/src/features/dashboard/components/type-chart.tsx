import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { formatKg, formatPct } from '@ecopeso/shared/figures';
import { shareOf } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { chartBaseProps, kgTooltip, Swatch, TOOLTIP_STYLE } from './chart-parts';
import { useWords } from '@/lib/use-words';

/** Composition by waste type: a ring in the types' colours, and the list of types with their sub-types. */
export function TypeChart({ byType, lang }: { byType: Dashboard['byType']; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const title = t('byType.title');
  const typeName = (type: WasteType) => words.wasteType(type);
  const subTypeName = (subType: SubType | null) => (subType ? words.subType(subType) : words.noSubType);
  const data = byType.map((b) => ({ name: typeName(b.wasteType), value: b.kg, type: b.wasteType }));
  const summary = `${title}. ${byType
    .map((b) =>
      t('byType.point', { type: typeName(b.wasteType), kg: formatKg(b.kg, lang), pct: formatPct(b.pct, lang) }),
    )
    .join('; ')}`;
  // Sub-types only say something when a type has more than the plain "no sub-type" row.
  const withSubTypes = (b: Dashboard['byType'][number]) => b.subTypes.some((s) => s.subType !== null);

  return (
    <ChartCard
      title={title}
      summary={summary}
      empty={byType.length === 0 ? t('empty.noChartData') : null}
      tableHead={[t('table.type'), t('table.weight'), t('table.share')]}
      tableRows={byType.flatMap((b) => [
        [typeName(b.wasteType), formatKg(b.kg, lang), formatPct(b.pct, lang)],
        ...(withSubTypes(b)
          ? b.subTypes.map((s) => [
              `${typeName(b.wasteType)} · ${subTypeName(s.subType)}`,
              formatKg(s.kg, lang),
              formatPct(shareOf(s.kg, b.kg), lang),
            ])
          : []),
      ])}
    >
      <div className="grid items-center gap-4 @xl:grid-cols-[minmax(0,14rem)_1fr]">
        <PieChart {...chartBaseProps} style={{ width: '100%', maxWidth: 224, height: 224, margin: '0 auto' }}>
          <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="95%" paddingAngle={1}>
            {data.map((d) => (
              <Cell key={d.type} fill={WASTE_COLORS[d.type].main} />
            ))}
          </Pie>
          <Tooltip {...TOOLTIP_STYLE} formatter={kgTooltip(lang)} />
        </PieChart>
        <ul className="space-y-3 text-sm">
          {byType.map((b) => (
            <li key={b.wasteType}>
              <div className="flex items-center gap-2 font-semibold text-slate-900">
                <Swatch color={WASTE_COLORS[b.wasteType].main} />
                <span className="min-w-0 flex-1">{typeName(b.wasteType)}</span>
                <span className="tabular-nums">{formatKg(b.kg, lang)}</span>
                <span className="w-14 text-right tabular-nums text-slate-600">{formatPct(b.pct, lang)}</span>
              </div>
              {withSubTypes(b) && (
                <ul className="mt-1 space-y-0.5 pl-5 text-slate-600">
                  {b.subTypes.map((s) => (
                    <li key={s.subType ?? 'none'} className="flex gap-2">
                      <span className="min-w-0 flex-1">{subTypeName(s.subType)}</span>
                      <span className="tabular-nums">{formatKg(s.kg, lang)}</span>
                      <span className="w-14 text-right tabular-nums">{formatPct(shareOf(s.kg, b.kg), lang)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
