import { WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import type { ManagementContext } from './management-summary.ts';
import { goalBar, legend, stackedBar } from './pdf-charts.ts';
import { contentWidth, left, paragraph, sectionHeading, THEME, write } from './pdf-document.ts';
import { drawTable, type Row } from './pdf-table.ts';

const TOP_AREAS = 8;

/** The diversion rate against the client's goal, with the gap in percentage points and the daily average. */
export function diversionSection({ doc, l, fmt, current }: ManagementContext): void {
  sectionHeading(doc, l.diversionTitle, 110);
  const { pct, goalPct, averageDailyPct } = current.diversion;
  if (pct === null) return paragraph(doc, l.noData, { gap: 10 });
  const met = pct >= goalPct;
  const status = met ? l.goalMet : l.belowGoal(`${fmt.pp(goalPct - pct).replace(/^\+/, '')} ${l.pp}`);
  const y = doc.y;
  const half = contentWidth(doc) / 2;
  write(doc, l.diversionRate, left(doc), y, { size: 8, color: THEME.muted, width: half });
  write(doc, fmt.pct(pct), left(doc), y + 11, { size: 22, bold: true, color: met ? THEME.recovery : THEME.warning });
  const right = left(doc) + half;
  write(doc, `${l.goal}: ${fmt.goalPct(goalPct)}`, right, y, { size: 10, bold: true, width: half, align: 'right' });
  write(doc, status, right, y + 14, {
    size: 9,
    color: met ? THEME.recovery : THEME.warning,
    width: half,
    align: 'right',
  });
  if (averageDailyPct !== null) {
    const average = `${l.averageDaily}: ${fmt.pct(averageDailyPct)}`;
    write(doc, average, right, y + 27, { size: 8, color: THEME.muted, width: half, align: 'right' });
  }
  doc.y = y + 42;
  goalBar(doc, { pct, goalPct, met, goalLabel: `${l.goal} ${fmt.goalPct(goalPct)}`, formatPct: fmt.goalPct });
  paragraph(doc, l.diversionNote, { size: 7.5, gap: 10 });
}

/** Recovery against Disposal, with each destination's weight inside; weight without a contract is flagged. */
export function destinationsSection({ doc, l, fmt, current }: ManagementContext): void {
  sectionHeading(doc, l.destinationsTitle, 110);
  const d = current.destinations;
  const total = d.recoveryKg + d.disposalKg;
  if (total <= 0) return paragraph(doc, l.noData, { gap: 10 });
  stackedBar(doc, [
    { label: l.recovery, value: d.recoveryKg, color: THEME.recovery },
    { label: l.disposal, value: d.disposalKg, color: THEME.disposal },
  ]);
  const share = (kg: number) => fmt.pct((kg / total) * 100);
  doc.y +=
    legend(
      doc,
      [
        { label: `${l.recovery} ${share(d.recoveryKg)}`, color: THEME.recovery },
        { label: `${l.disposal} ${share(d.disposalKg)}`, color: THEME.disposal },
      ],
      left(doc),
      doc.y,
      contentWidth(doc),
    ) + 4;
  const rows: Row[] = [];
  for (const [group, kg, shares] of [
    [l.recovery, d.recoveryKg, d.recovery],
    [l.disposal, d.disposalKg, d.disposal],
  ] as const) {
    rows.push({ cells: [group, fmt.kgUnit(kg), share(kg)], kind: 'subtotal' });
    for (const s of shares) {
      const flag = s.estimatedKg > 0 ? ' *' : '';
      rows.push({ cells: [`    ${l.words.destination(s.destination)}${flag}`, fmt.kgUnit(s.kg), share(s.kg)] });
    }
  }
  drawTable(
    doc,
    [
      { header: l.destination, weight: 4 },
      { header: l.weightKg, weight: 2, align: 'right' },
      { header: l.share, weight: 1.5, align: 'right' },
    ],
    rows,
  );
  if (d.estimatedKg > 0) paragraph(doc, `* ${l.estimatedNote(fmt.kgUnit(d.estimatedKg))}`, { size: 7.5 });
  if (d.estimatedKg >= total) paragraph(doc, l.checkContracts, { size: 8.5, color: THEME.warning });
  doc.y += 6;
}

/** Emissions avoided against landfill, by type, with the sources of the factors used. */
export function co2eSection({ doc, l, fmt, current }: ManagementContext): void {
  sectionHeading(doc, l.co2eTitle, 90);
  if (current.summary.totalKg <= 0) return paragraph(doc, l.noData, { gap: 10 });
  const { avoidedKg, byType, uncoveredKg, sources } = current.co2e;
  const y = doc.y;
  const tonnes = avoidedKg >= 1000 ? ` (${fmt.kg(avoidedKg / 1000)} t)` : '';
  write(doc, l.co2eAvoided, left(doc), y, { size: 8, color: THEME.muted });
  write(doc, `${fmt.co2e(avoidedKg)}${tonnes}`, left(doc), y + 11, { size: 18, bold: true, color: THEME.brand });
  doc.y = y + 36;
  paragraph(doc, l.co2eNote, { size: 8 });
  const types = WASTE_TYPES.filter((t): t is WasteType => byType[t] !== undefined);
  if (types.length) {
    const parts = types.map((t) => `${l.words.wasteType(t)}: ${fmt.co2e(byType[t] ?? 0)}`);
    paragraph(doc, parts.join('   ·   '), { size: 8.5, color: THEME.ink });
  }
  if (uncoveredKg > 0) paragraph(doc, l.co2eUncovered(fmt.kgUnit(uncoveredKg)), { size: 7.5 });
  if (sources.length) {
    const years = new Map<string, number[]>();
    for (const s of sources) years.set(s.source, [...(years.get(s.source) ?? []), s.year]);
    paragraph(doc, `${l.sources}:`, { size: 8, bold: true, color: THEME.ink, gap: 2 });
    for (const [source, ys] of years)
      paragraph(doc, `•  ${l.words.factorSource(source)} (${ys.join(', ')})`, { size: 7.5, gap: 2 });
  }
  doc.y += 8;
}

/** The areas that generate most, with their share and main waste type. */
export function topAreasSection({ doc, l, fmt, current }: ManagementContext): void {
  sectionHeading(doc, l.topAreas, 80);
  const total = current.summary.totalKg;
  if (!current.byArea.length) return paragraph(doc, l.noData);
  const mainType = (byType: Partial<Record<WasteType, number>>) => {
    const [type] = WASTE_TYPES.filter((t) => (byType[t] ?? 0) > 0).sort((a, b) => (byType[b] ?? 0) - (byType[a] ?? 0));
    return type ? l.words.wasteType(type) : '—';
  };
  drawTable(
    doc,
    [
      { header: l.area, weight: 4 },
      { header: l.weightKg, weight: 2, align: 'right' },
      { header: l.share, weight: 1.5, align: 'right' },
      { header: l.mainType, weight: 2.5 },
    ],
    current.byArea.slice(0, TOP_AREAS).map((a) => ({
      cells: [
        a.areaName ?? l.words.noArea,
        fmt.kgUnit(a.kg),
        fmt.pct(total > 0 ? (a.kg / total) * 100 : 0),
        mainType(a.byType),
      ],
    })),
  );
}
