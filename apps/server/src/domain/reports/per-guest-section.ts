import type { PerGuest, PerGuestRatio } from '@ecopeso/shared/dashboard';
import type { GoalProgress } from '@ecopeso/shared/reduction-goals';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import type { ReportLabels } from './labels.ts';
import { legend, monthlyBarChart } from './pdf-charts.ts';
import { contentWidth, left, paragraph, sectionHeading, THEME, type Doc } from './pdf-document.ts';
import { drawTable, type Column } from './pdf-table.ts';
import type { ReportFormat } from './report-format.ts';

/**
 * Waste per guest-night and per meal in a PDF (both reports): the period's figures by type beside the same months a
 * year before (only like for like, else said why not), then month by month as a chart and a table.
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
  const kg = (v: number | null) => (v === null ? '—' : `${fmt.decimal(v, 3)} kg`);
  const g = (v: number | null) => (v === null ? '—' : `${fmt.decimal(v, 0)} g`);
  const before = perGuest.previous;
  const previousOf = (type: string | null): PerGuestRatio | null =>
    before ? (type ? (before.byType.find((b) => b.wasteType === type) ?? null) : before) : null;
  const rows = [
    { label: l.total, now: perGuest as PerGuestRatio, then: previousOf(null) },
    ...perGuest.byType.map((r) => ({ label: l.words.wasteType(r.wasteType), now: r, then: previousOf(r.wasteType) })),
  ].map((r, i) => ({
    cells: [
      r.label,
      kg(r.now.kgPerGuestNight),
      before ? kg(r.then?.kgPerGuestNight ?? null) : '—',
      g(r.now.gramsPerMeal),
      before ? g(r.then?.gramsPerMeal ?? null) : '—',
    ],
    kind: i === 0 ? ('total' as const) : undefined,
  }));
  const columns: Column[] = [
    { header: l.type, weight: 2.4 },
    { header: l.kgPerGuestNight, weight: 2, align: 'right' },
    { header: l.sameMonthsBefore, weight: 2, align: 'right' },
    { header: l.gramsPerMeal, weight: 2, align: 'right' },
    { header: l.sameMonthsBefore, weight: 2, align: 'right' },
  ];
  drawTable(doc, columns, rows);
  paragraph(doc, `${l.perGuestMonths(String(perGuest.monthsKnown))} ${before ? '' : l.perGuestNoBefore}`, {
    size: 7.5,
    color: before ? THEME.muted : THEME.warning,
  });
  if (chart) {
    const bars = perGuest.monthly.map((m) => ({
      label: fmt.monthShort(m.month),
      parts: [{ label: 'now', value: m.kgPerGuestNight ?? 0, color: WASTE_COLORS.organico.main }],
      previous: m.previous?.kgPerGuestNight ?? 0,
    }));
    sectionHeading(doc, l.perGuestChart, 150);
    monthlyBarChart(doc, {
      bars,
      height: 120,
      formatAxis: (v) => fmt.decimal(v, 2),
      formatValue: (v) => fmt.decimal(v, 2),
      emptyText: l.perGuestNone,
      minTop: 0.04,
    });
    const items = [
      { label: l.kgPerGuestNight, color: WASTE_COLORS.organico.main },
      { label: l.previousYear, color: THEME.previous },
    ];
    doc.y += legend(doc, items, left(doc) + 44, doc.y + 2, contentWidth(doc) - 44) + 8;
  }
  drawTable(
    doc,
    [
      { header: l.month, weight: 2.4 },
      { header: l.kgPerGuestNight, weight: 2, align: 'right' },
      { header: l.previousYear, weight: 2, align: 'right' },
      { header: l.gramsPerMeal, weight: 2, align: 'right' },
      { header: l.previousYear, weight: 2, align: 'right' },
    ],
    perGuest.monthly.map((m) => ({
      cells: [
        fmt.monthYear(m),
        kg(m.kgPerGuestNight),
        kg(m.previous?.kgPerGuestNight ?? null),
        g(m.gramsPerMeal),
        g(m.previous?.gramsPerMeal ?? null),
      ],
    })),
  );
  doc.y += 6;
}

/** The reduction goal in words, with its baseline, target, the period's figure and whether it is met. */
function goalParagraphs(doc: Doc, l: ReportLabels, fmt: ReportFormat, goal: GoalProgress): void {
  const value = (v: number | null) =>
    v === null ? '—' : goal.metric === 'kgPerGuestNight' ? `${fmt.decimal(v, 3)} kg` : `${fmt.decimal(v, 0)} g`;
  const line = l.goalLine({
    measure: goal.metric === 'kgPerGuestNight' ? l.kgPerGuestNight : l.gramsPerMeal,
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
