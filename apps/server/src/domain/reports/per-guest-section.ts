import type { PerGuest, PerGuestRatio } from '@ecopeso/shared/dashboard';
import { perGuestAmount } from '@ecopeso/shared/figures';
import { PER_GUEST_METRICS } from '@ecopeso/shared/per-guest';
import type { GoalProgress } from '@ecopeso/shared/reduction-goals';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import type { ReportLabels } from './labels.ts';
import { legend, monthlyBarChart } from './pdf-charts.ts';
import { contentWidth, left, paragraph, sectionHeading, THEME, type Doc } from './pdf-document.ts';
import { drawTable, type Column } from './pdf-table.ts';
import type { ReportFormat } from './report-format.ts';

/**
 * Waste per guest-night, per guest and per meal in a PDF (both reports): the period's figures by type beside the same
 * months a year before (only like for like, else said why not), which count each divides by, then month by month as
 * a chart and a table. Figures are written as the dashboard writes them (small ones in grams).
 */
export function perGuestSection(
  doc: Doc,
  {
    l,
    fmt,
    perGuest,
    goal,
    chart = true,
  }: { l: ReportLabels; fmt: ReportFormat; perGuest: PerGuest; goal: GoalProgress | null; chart?: boolean },
): void {
  sectionHeading(doc, l.perGuestTitle, 90);
  if (goal) goalParagraphs(doc, l, fmt, goal);
  if (perGuest.monthsKnown === 0) return paragraph(doc, l.perGuestNone, { gap: 10 });
  const before = perGuest.previous;
  const previousOf = (type: string | null): PerGuestRatio | null =>
    before ? (type ? (before.byType.find((b) => b.wasteType === type) ?? null) : before) : null;
  const figures = (now: PerGuestRatio | null, then: PerGuestRatio | null | undefined, compared: boolean) =>
    PER_GUEST_METRICS.flatMap((metric) => [
      fmt.perGuest(metric, now?.[metric] ?? null),
      compared ? fmt.perGuest(metric, then?.[metric] ?? null) : '—',
    ]);
  const rows = [
    { label: l.total, now: perGuest as PerGuestRatio, then: previousOf(null) },
    ...perGuest.byType.map((r) => ({ label: l.words.wasteType(r.wasteType), now: r, then: previousOf(r.wasteType) })),
  ].map((r, i) => ({
    cells: [r.label, ...figures(r.now, r.then, before !== null)],
    kind: i === 0 ? ('total' as const) : undefined,
  }));
  const columns = (first: string, previous: string): Column[] => [
    { header: first, weight: 2.2 },
    ...PER_GUEST_METRICS.flatMap((metric): Column[] => [
      { header: l[metric], weight: 1.6, align: 'right' },
      { header: previous, weight: 1.6, align: 'right' },
    ]),
  ];
  drawTable(doc, columns(l.type, l.sameMonthsBefore), rows);
  paragraph(doc, l.perGuestDivisors, { size: 7.5, color: THEME.muted });
  paragraph(doc, `${l.perGuestMonths(String(perGuest.monthsKnown))} ${before ? '' : l.perGuestNoBefore}`, {
    size: 7.5,
    color: before ? THEME.muted : THEME.warning,
  });
  if (chart) guestNightChart(doc, l, fmt, perGuest);
  drawTable(
    doc,
    columns(l.month, l.previousYear),
    perGuest.monthly.map((m) => ({ cells: [fmt.monthYear(m), ...figures(m, m.previous, true)] })),
  );
  doc.y += 6;
}

/** Per guest-night month by month beside the year before, in one unit for the whole axis (grams when all are small). */
function guestNightChart(doc: Doc, l: ReportLabels, fmt: ReportFormat, perGuest: PerGuest): void {
  const values = perGuest.monthly.flatMap((m) => [m.kgPerGuestNight ?? 0, m.previous?.kgPerGuestNight ?? 0]);
  const inKg = perGuestAmount(Math.max(0, ...values)).unit === 'kg';
  const scale = (kg: number | null | undefined) => (kg ?? 0) * (inKg ? 1 : 1000);
  const bars = perGuest.monthly.map((m) => ({
    label: fmt.monthShort(m.month),
    parts: [{ label: 'now', value: scale(m.kgPerGuestNight), color: WASTE_COLORS.organico.main }],
    previous: scale(m.previous?.kgPerGuestNight),
  }));
  const unit = inKg ? 'kg' : 'g';
  sectionHeading(doc, l.perGuestChart, 150);
  monthlyBarChart(doc, {
    bars,
    height: 120,
    formatAxis: (v) => `${fmt.decimal(v, inKg ? 2 : 0)} ${unit}`,
    formatValue: (v) => fmt.decimal(v, inKg ? 2 : 0),
    emptyText: l.perGuestNone,
    minTop: inKg ? 0.04 : 4,
  });
  const items = [
    { label: `${l.kgPerGuestNight} (${unit})`, color: WASTE_COLORS.organico.main },
    { label: l.previousYear, color: THEME.previous },
  ];
  doc.y += legend(doc, items, left(doc) + 44, doc.y + 2, contentWidth(doc) - 44) + 8;
}

/** The reduction goal in words, with its baseline, target, the period's figure and whether it is met. */
function goalParagraphs(doc: Doc, l: ReportLabels, fmt: ReportFormat, goal: GoalProgress): void {
  const value = (v: number | null) => fmt.perGuest(goal.metric, v);
  const line = l.goalLine({
    measure: l.goalMeasure[goal.metric],
    waste: goal.wasteType ? l.words.wasteType(goal.wasteType) : l.allWaste,
    pct: fmt.goalPct(goal.reductionPct),
    year: goal.baselineYear,
  });
  paragraph(doc, `${l.goalTitle}: ${line}`, { size: 9, bold: true });
  if (goal.changePct === null || goal.met === null) {
    paragraph(doc, l.goalUnknown, { size: 8.5, color: THEME.warning, gap: 8 });
    return;
  }
  const figures = l.goalFigures({
    baseline: value(goal.baselineValue),
    target: value(goal.targetValue),
    current: value(goal.currentValue),
    change: `${goal.changePct > 0 ? '+' : ''}${fmt.pct(goal.changePct)}`,
  });
  const verdict = goal.met ? l.goalMet : l.goalNotMet(fmt.pct(Math.max(goal.progressPct ?? 0, 0)));
  paragraph(doc, `${figures} ${verdict}`, { size: 8.5, color: goal.met ? THEME.ink : THEME.warning, gap: 8 });
}
