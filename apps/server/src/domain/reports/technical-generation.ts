import { sumKg } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import { ALL_SUBTYPES, WASTE_TYPES, type SubType } from '@ecopeso/shared/waste';
import { capitalize } from '@ecopeso/shared/dates';
import type { GenerationRow } from './get-technical-data.ts';
import type { ReportLabels } from './labels.ts';
import { paragraph, sectionHeading, type Doc } from './pdf-document.ts';
import { drawTable, type Row } from './pdf-table.ts';
import type { ReportFormat } from './report-format.ts';

/** What every section of the technical report draws with. */
export interface TechnicalContext {
  doc: Doc;
  lang: Language;
  l: ReportLabels;
  fmt: ReportFormat;
}

/** Canonical order: month, type, sub-type (as the vocabulary lists them, none last), area name (none last). */
function compareGeneration(a: GenerationRow, b: GenerationRow): number {
  const sub = (s: SubType | null) => (s === null ? ALL_SUBTYPES.length : ALL_SUBTYPES.indexOf(s));
  return (
    a.year * 12 + a.month - (b.year * 12 + b.month) ||
    WASTE_TYPES.indexOf(a.wasteType) - WASTE_TYPES.indexOf(b.wasteType) ||
    sub(a.subType) - sub(b.subType) ||
    Number(a.areaName === null) - Number(b.areaName === null) ||
    (a.areaName ?? '').localeCompare(b.areaName ?? '')
  );
}

function subTypeLabel(l: ReportLabels, subType: SubType | null): string {
  return subType ? l.words.subType(subType) : '—';
}

/**
 * Weight and records per month × type × sub-type × area, with a subtotal per month and a grand total: each an exact
 * sum of the rows above it, rounded once when written, so the subtotals of one month and its total agree.
 */
export function generationSection({ doc, lang, l, fmt }: TechnicalContext, rows: GenerationRow[]): void {
  sectionHeading(doc, l.generationTitle);
  if (!rows.length) return paragraph(doc, l.noData, { gap: 10 });
  // A subtotal or total: the exact sums of its rows, rounded once as written.
  const sumRow = (label: string, of: GenerationRow[], kind: Row['kind']): Row => ({
    cells: [label, '', '', '', fmt.int(of.reduce((s, x) => s + x.records, 0)), fmt.kg(sumKg(of.map((x) => x.kg)))],
    kind,
  });
  const table: Row[] = [];
  const sorted = [...rows].sort(compareGeneration);
  sorted.forEach((r, i) => {
    const month = capitalize(fmt.monthYear(r), lang);
    table.push({
      cells: [
        month,
        l.words.wasteType(r.wasteType),
        subTypeLabel(l, r.subType),
        r.areaName ?? l.words.noArea,
        fmt.int(r.records),
        fmt.kg(r.kg),
      ],
    });
    const next = sorted[i + 1];
    if (!next || next.year !== r.year || next.month !== r.month) {
      const same = sorted.filter((s) => s.year === r.year && s.month === r.month);
      table.push(sumRow(l.subtotal(month), same, 'subtotal'));
    }
  });
  table.push(sumRow(l.total, rows, 'total'));
  drawTable(
    doc,
    [
      { header: l.month, weight: 2.6 },
      { header: l.type, weight: 1.8 },
      { header: l.subType, weight: 2.8 },
      { header: l.area, weight: 3 },
      { header: l.records, weight: 1.2, align: 'right' },
      { header: l.weightKg, weight: 1.5, align: 'right' },
    ],
    table,
  );
}

/** The period's weight per type and sub-type, with each one's share of the total. */
export function typeSummarySection({ doc, l, fmt }: TechnicalContext, rows: GenerationRow[]): void {
  if (!rows.length) return;
  sectionHeading(doc, l.typeSummaryTitle);
  const total = sumKg(rows.map((r) => r.kg));
  const table: Row[] = [];
  const sum = (of: GenerationRow[]) => ({
    records: of.reduce((s, r) => s + r.records, 0),
    kg: sumKg(of.map((r) => r.kg)),
  });
  const line = (cells: string[], of: GenerationRow[], kind?: Row['kind']) => {
    const { records, kg } = sum(of);
    table.push({ cells: [...cells, fmt.int(records), fmt.kg(kg), fmt.pct((kg / total) * 100)], kind });
  };
  for (const type of WASTE_TYPES) {
    const ofType = rows.filter((r) => r.wasteType === type);
    if (!ofType.length) continue;
    line([l.words.wasteType(type), ''], ofType, 'subtotal');
    const subTypes = [...new Set(ofType.map((r) => r.subType))].sort(
      (a, b) => (a ? ALL_SUBTYPES.indexOf(a) : 99) - (b ? ALL_SUBTYPES.indexOf(b) : 99),
    );
    if (subTypes.some((sub) => sub !== null)) {
      for (const sub of subTypes)
        line(
          ['', subTypeLabel(l, sub)],
          ofType.filter((r) => r.subType === sub),
        );
    }
  }
  line([l.total, ''], rows, 'total');
  drawTable(
    doc,
    [
      { header: l.type, weight: 2.5 },
      { header: l.subType, weight: 3.5 },
      { header: l.records, weight: 1.5, align: 'right' },
      { header: l.weightKg, weight: 1.8, align: 'right' },
      { header: l.share, weight: 1.5, align: 'right' },
    ],
    table,
  );
}
