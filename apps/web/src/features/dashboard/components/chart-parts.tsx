import type { Language } from '@ecopeso/shared/languages';
import { formatKg, formatNumber } from '@ecopeso/shared/figures';

/** Settings every dashboard chart shares: readable axis text, kg in tooltips, no keyboard trap in the drawing. */
export const AXIS_TICK = { fontSize: 12, fill: '#475569' };
export const GRID_STROKE = '#e2e8f0';

export const chartBaseProps = {
  responsive: true,
  // The drawing is one image with a summary for assistive technology; its figures are in the table below it.
  accessibilityLayer: false,
} as const;

export const kgTick = (lang: Language) => (value: number) => formatNumber(value, lang, 0);
export const kgTooltip = (lang: Language) => (value: unknown) => formatKg(Number(value), lang);

/** Tooltips list series in the order they are drawn (not by name), in dark text (light series colours fail contrast). */
/** Legend labels in dark text: a light series colour (the previous year's grey) fails contrast as text. */
export const LEGEND_PROPS = {
  wrapperStyle: { fontSize: 13 },
  itemSorter: null,
  formatter: (value: unknown) => <span style={{ color: '#334155' }}>{String(value)}</span>,
} as const;

export const TOOLTIP_STYLE = {
  contentStyle: { borderRadius: 8, borderColor: '#cbd5e1', fontSize: 13 },
  labelStyle: { fontWeight: 600, color: '#0f172a' },
  itemStyle: { color: '#1e293b', padding: 0 },
  itemSorter: () => 0,
  cursor: { fill: '#f1f5f9' },
};

/** A colour swatch for HTML legends and lists; `estimated` draws it striped like the estimated chart segments. */
export function Swatch({ color, estimated = false }: { color: string; estimated?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3 w-3 shrink-0 rounded-sm"
      style={
        estimated
          ? {
              background: `repeating-linear-gradient(45deg, ${color} 0 2px, #fff 2px 4px)`,
              outline: `1px solid ${color}`,
            }
          : { background: color }
      }
    />
  );
}
