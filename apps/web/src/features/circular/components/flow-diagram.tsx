import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveContainer, Sankey, Tooltip, type SankeyProps } from 'recharts';
import type { CircularEconomy } from '@ecopeso/shared/circular';
import type { Language } from '@ecopeso/shared/languages';
import { formatKg } from '@ecopeso/shared/figures';
import { useWords } from '@/lib/use-words';
import { toSankey, type FlowNames } from '../lib/flow-data';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const COLUMN_COLORS = ['#0f766e', '#b45309', '#15803d'];

type NodeProps = Parameters<Extract<SankeyProps['node'], (props: never) => unknown>>[0];

function FlowNode({ x, y, width, height, payload }: NodeProps) {
  // Our nodes carry their column (toSankey); recharts types the payload without it.
  const column = (payload as unknown as { column: 0 | 1 | 2 }).column;
  const right = column === 2;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} fill={COLUMN_COLORS[column]} />
      <text
        x={right ? x - 6 : x + width + 6}
        y={y + height / 2}
        textAnchor={right ? 'end' : 'start'}
        dominantBaseline="middle"
        fontSize={12}
        fill="#0f172a"
      >
        {payload.name}
      </text>
    </g>
  );
}

/**
 * The period's flows from areas to waste types to destinations. The drawing is one image named by a summary; its
 * figures are in the table under it, for screen readers and anyone who wants exact numbers.
 */
export function FlowDiagram({ data, lang }: { data: CircularEconomy; lang: Language }) {
  const { t } = useTranslation('circular');
  const words = useWords();
  const titleId = useId();
  const names: FlowNames = useMemo(
    () => ({
      area: (id, name) => (id ? (name ?? '—') : words.noArea),
      wasteType: (type) => words.wasteType(type),
      destination: (d) => words.destination(d),
    }),
    [words],
  );
  const sankey = useMemo(() => toSankey(data.flows, names), [data.flows, names]);
  const count = (column: number) => sankey.nodes.filter((n) => n.column === column).length;
  const summary = t('flows.summary', {
    total: formatKg(data.totalKg, lang),
    areas: count(0),
    types: count(1),
    destinations: count(2),
  });

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t('flows.title')}
      </h2>
      <div role="img" aria-label={summary} className="mt-3 h-96 w-full">
        {sankey.links.length > 0 && (
          <ResponsiveContainer width="100%" height="100%">
            <Sankey
              data={sankey}
              node={(props: NodeProps) => <FlowNode {...props} />}
              nodePadding={24}
              margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
              link={{ stroke: '#94a3b8', strokeOpacity: 0.35 }}
            >
              <Tooltip formatter={(value: unknown) => formatKg(Number(value), lang)} />
            </Sankey>
          </ResponsiveContainer>
        )}
      </div>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">{t('flows.show')}</summary>
        <div className="overflow-x-auto">
          <Table>
            <caption className="sr-only">{t('flows.caption')}</caption>
            <TableHead>
              <TableRow className="border-b border-slate-300">
                <TableHeader className="py-2 pr-3">{t('flows.area')}</TableHeader>
                <TableHeader className="py-2 pr-3">{t('flows.type')}</TableHeader>
                <TableHeader className="py-2 pr-3">{t('flows.destination')}</TableHeader>
                <TableHeader className="py-2 text-right">{t('flows.weight')}</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.flows.map((f) => (
                <TableRow
                  key={`${f.areaId}|${f.wasteType}|${f.subType}|${f.destination}`}
                  className="border-b border-slate-100"
                >
                  <TableCell className="py-1.5 pr-3">{names.area(f.areaId, f.areaName)}</TableCell>
                  <TableCell className="py-1.5 pr-3">
                    {words.wasteType(f.wasteType)}
                    {f.subType && ` · ${words.subType(f.subType)}`}
                  </TableCell>
                  <TableCell className="py-1.5 pr-3">
                    {words.destination(f.destination)}
                    {f.estimatedKg > 0 && <span className="text-slate-600"> ({t('flows.estimated')})</span>}
                  </TableCell>
                  <TableCell className="py-1.5 text-right tabular-nums">{formatKg(f.kg, lang)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </section>
  );
}
