import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import type { ReportLabels } from './labels.ts';
import { legend, monthlyBarChart, stackedBar } from './pdf-charts.ts';
import { contentWidth, ensureSpace, left, paragraph, sectionHeading, THEME, write, type Doc } from './pdf-document.ts';
import { drawTable, tableHeight, type Column } from './pdf-table.ts';
import type { ReportFormat } from './report-format.ts';

/** What every section of the management report draws from. */
export interface ManagementContext {
  doc: Doc;
  lang: Language;
  l: ReportLabels;
  fmt: ReportFormat;
  current: Dashboard;
  previous: Dashboard;
  /** The previous period in words, and short. */
  previousPeriod: string;
  previousShort: string;
}

/** The period's comparison with the year before in words: a change only when like for like, else why not. */
export function comparisonSentence({ l, fmt, current, previousShort }: ManagementContext): string {
  return l.words.comparison(current.comparison, { period: previousShort, pct: fmt.pct, date: fmt.date });
}

/** A relative change for the cards and the trend table; none (and the word "partial") unless like for like. */
function changeOf({ l, fmt, current }: ManagementContext, now: number, before: number): string {
  const status = current.comparison.status;
  if (status === 'comparable') return fmt.change(now, before) ?? '—';
  return status === 'partial' ? `— (${l.words.comparisonPartial})` : '—';
}

interface Card {
  label: string;
  value: string;
  note: string;
  accent: string;
}

const TYPE_PCT = {
  organico: 'organicPct',
  reciclavel: 'recyclablePct',
  rejeito: 'rejeitoPct',
  compostavel: 'compostavelPct',
} as const satisfies Record<WasteType, keyof Dashboard['summary']>;

function cardRow(doc: Doc, cards: Card[]): void {
  const gap = 8;
  const height = 56;
  const width = (contentWidth(doc) - gap * (cards.length - 1)) / cards.length;
  ensureSpace(doc, height + gap);
  const y = doc.y;
  cards.forEach((card, i) => {
    const x = left(doc) + i * (width + gap);
    doc.rect(x, y, width, height).fill(THEME.soft);
    doc.rect(x, y, 3, height).fill(card.accent);
    write(doc, card.label, x + 10, y + 7, { size: 7.5, color: THEME.muted, width: width - 16, ellipsis: true });
    write(doc, card.value, x + 10, y + 19, { size: 15, bold: true, width: width - 16, ellipsis: true });
    write(doc, card.note, x + 10, y + 40, { size: 7, color: THEME.muted, width: width - 16, ellipsis: true });
  });
  doc.y = y + height + gap;
}

/** Summary cards: total, records, diversion, and the share of each waste type, each against the previous period. */
export function keyFigures(ctx: ManagementContext): void {
  const { doc, l, fmt, current, previous, previousShort } = ctx;
  const cur = current.summary;
  const prev = previous.summary;
  const vs = l.vs(previousShort);
  const change = (now: number, before: number) => `${changeOf(ctx, now, before)} ${vs}`;
  const comparable = current.comparison.status === 'comparable';
  const ppChange = (now: number, before: number) =>
    comparable && prev.totalKg > 0 && cur.totalKg > 0 ? `${fmt.pp(now - before)} ${l.pp} ${vs}` : change(0, 0);
  sectionHeading(doc, l.keyFigures, 130);
  cardRow(doc, [
    { label: l.totalKg, value: fmt.kgUnit(cur.totalKg), note: change(cur.totalKg, prev.totalKg), accent: THEME.brand },
    { label: l.records, value: fmt.int(cur.records), note: change(cur.records, prev.records), accent: THEME.brand },
    {
      label: l.diversionRate,
      value: current.diversion.pct === null ? '—' : fmt.pct(current.diversion.pct),
      note: `${l.goal} ${fmt.goalPct(current.diversion.goalPct)}`,
      accent: THEME.recovery,
    },
    {
      label: l.estimatedCost,
      value: current.cost.brl === null ? l.noPrice : fmt.brl(current.cost.brl),
      note:
        current.cost.brl !== null && current.cost.unpricedKg > 0
          ? l.costPartial(fmt.kgUnit(current.cost.unpricedKg))
          : '',
      accent: THEME.brand,
    },
  ]);
  const shown = WASTE_TYPES.filter((t) => t !== 'compostavel' || cur.compostavelPct > 0 || prev.compostavelPct > 0);
  cardRow(
    doc,
    shown.map((type) => ({
      label: l.sharePct(l.words.wasteType(type)),
      value: fmt.pct(cur[TYPE_PCT[type]]),
      note: ppChange(cur[TYPE_PCT[type]], prev[TYPE_PCT[type]]),
      accent: WASTE_COLORS[type].main,
    })),
  );
  if (cur.totalKg === 0) paragraph(doc, l.noData, { size: 10, color: THEME.warning });
  else
    paragraph(doc, comparisonSentence(ctx), {
      size: 8,
      color: current.comparison.status === 'comparable' ? THEME.muted : THEME.warning,
    });
  if (current.cost.brl !== null) paragraph(doc, `${l.estimatedCost}: ${l.costNote}`, { size: 7.5 });
}

/** Monthly kg stacked by type, beside the same month a year before. */
export function monthlySection({ doc, l, fmt, current }: ManagementContext): void {
  sectionHeading(doc, l.monthlyChart, 180);
  const years = new Set(current.monthly.map((m) => m.year));
  const bars = current.monthly.map((m, i) => ({
    label: fmt.monthShort(m.month),
    sublabel: years.size > 1 && current.monthly[i - 1]?.year !== m.year ? String(m.year) : undefined,
    parts: WASTE_TYPES.map((t) => ({ label: t, value: m.byType[t] ?? 0, color: WASTE_COLORS[t].main })),
    previous: m.previousYearKg,
  }));
  monthlyBarChart(doc, { bars, height: 150, formatAxis: fmt.int, formatValue: fmt.int, emptyText: l.noData });
  const types = WASTE_TYPES.filter((t) => current.monthly.some((m) => (m.byType[t] ?? 0) > 0));
  const items = [
    ...types.map((t) => ({ label: l.words.wasteType(t), color: WASTE_COLORS[t].main })),
    { label: l.previousYear, color: THEME.previous },
  ];
  doc.y += legend(doc, items, left(doc) + 44, doc.y + 2, contentWidth(doc) - 44) + 8;
  for (const caveat of monthCaveats(l, fmt, current.monthly))
    paragraph(doc, caveat, { size: 7.5, color: THEME.warning });
}

/**
 * Each month whose bar a year before is not a like-for-like whole month (a month in progress cut at the same day,
 * an earlier month with partial or no data), named in words: the chart's grey bar is never read as a trend.
 */
export function monthCaveats(l: ReportLabels, fmt: ReportFormat, monthly: Dashboard['monthly']): string[] {
  return monthly
    .filter(
      (m) => m.comparison.sameDays || (m.comparison.status !== 'comparable' && m.comparison.status !== 'notStarted'),
    )
    .map(
      (m) =>
        `${fmt.monthYear(m)}: ${l.words.comparison(m.comparison, {
          period: fmt.monthYear({ year: m.year - 1, month: m.month }),
          pct: fmt.pct,
          date: fmt.date,
        })}`,
    );
}

/** One bar split by waste type, with each type's share and weight. */
export function compositionSection({ doc, l, fmt, current }: ManagementContext): void {
  sectionHeading(doc, l.composition, 50);
  const byType = [...current.byType].sort(
    (a, b) => WASTE_TYPES.indexOf(a.wasteType) - WASTE_TYPES.indexOf(b.wasteType),
  );
  stackedBar(
    doc,
    byType.map((t) => ({ label: t.wasteType, value: t.kg, color: WASTE_COLORS[t.wasteType].main })),
    { height: 18 },
  );
  if (!byType.length) return paragraph(doc, l.noData);
  const items = byType.map((t) => ({
    label: `${l.words.wasteType(t.wasteType)} ${fmt.pct(t.pct)} (${fmt.kgUnit(t.kg)})`,
    color: WASTE_COLORS[t.wasteType].main,
  }));
  doc.y += legend(doc, items, left(doc), doc.y, contentWidth(doc)) + 8;
}

/** This period against the same months a year before, indicator by indicator. */
export function trendSection(ctx: ManagementContext): void {
  const { doc, l, fmt, current, previous, previousPeriod } = ctx;
  const comparable = current.comparison.status === 'comparable';
  const cur = current.summary;
  const prev = previous.summary;
  const kgOf = (d: Dashboard, t: WasteType) => d.byType.find((b) => b.wasteType === t)?.kg ?? 0;
  const rate = (d: Dashboard) => d.diversion.pct;
  const curRate = rate(current);
  const prevRate = rate(previous);
  const rows = [
    [l.totalKg, fmt.kgUnit(cur.totalKg), fmt.kgUnit(prev.totalKg), changeOf(ctx, cur.totalKg, prev.totalKg)],
    [l.records, fmt.int(cur.records), fmt.int(prev.records), changeOf(ctx, cur.records, prev.records)],
    [
      l.diversionRate,
      curRate === null ? '—' : fmt.pct(curRate),
      prevRate === null ? '—' : fmt.pct(prevRate),
      curRate === null || prevRate === null || !comparable
        ? changeOf(ctx, 0, 0)
        : `${fmt.pp(curRate - prevRate)} ${l.pp}`,
    ],
    [
      l.co2eAvoided,
      fmt.co2e(current.co2e.avoidedKg),
      fmt.co2e(previous.co2e.avoidedKg),
      changeOf(ctx, current.co2e.avoidedKg, previous.co2e.avoidedKg),
    ],
    ...WASTE_TYPES.filter((t) => kgOf(current, t) > 0 || kgOf(previous, t) > 0).map((t) => [
      l.words.wasteType(t),
      fmt.kgUnit(kgOf(current, t)),
      fmt.kgUnit(kgOf(previous, t)),
      changeOf(ctx, kgOf(current, t), kgOf(previous, t)),
    ]),
  ];
  const columns: Column[] = [
    { header: l.indicator, weight: 3 },
    { header: l.thisPeriod, weight: 2, align: 'right' },
    { header: l.previousPeriod, weight: 2, align: 'right' },
    { header: l.change, weight: 1.5, align: 'right' },
  ];
  const table = rows.map((cells) => ({ cells }));
  // A short table reads best whole: keep the heading, the table and its note on one page.
  sectionHeading(doc, l.trendTitle, tableHeight(doc, columns, table) + 20);
  drawTable(doc, columns, table);
  paragraph(doc, `${l.trendNote(previousPeriod)} ${comparisonSentence(ctx)}.`, { size: 7.5, gap: 10 });
}
