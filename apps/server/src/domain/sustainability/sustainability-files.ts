import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import { formatFixed, formatPct } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import type { YearMonth } from '@ecopeso/shared/periods';
import { TONNES_DIGITS } from '@ecopeso/shared/sustainability';
import {
  fillReport,
  sustainabilityLayout,
  type FilledTable,
  type Period,
  type SustainabilityReport,
} from '@ecopeso/shared/sustainability-tables';
import type { Words } from '@ecopeso/shared/words';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { slugify } from '../file-name.ts';
import { reportLabels } from '../reports/labels.ts';
import {
  createReportDocument,
  finishReport,
  paragraph,
  reportHeader,
  sectionHeading,
} from '../reports/pdf-document.ts';
import { drawTable } from '../reports/pdf-table.ts';
import { createFormat } from '../reports/report-format.ts';
import { getSustainability, type Methodology } from './get-sustainability.ts';

/** What a framework's file holds: its tables filled, the period in words, the clients, the methodology. */
export interface SustainabilityFile {
  framework: SustainabilityReport;
  lang: Language;
  words: Words;
  tables: FilledTable[];
  /** Each table's labels, in the reader's language. */
  titles: string[];
  headers: string[][];
  rowLabels: string[][];
  periods: Record<Period, string>;
  clientNames: string[];
  methodology: Methodology;
  notes: string[];
  filename: string;
}

const keyOf = (m: YearMonth) => m.year * 12 + m.month;
const isoMonth = (key: number) => `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, '0')}`;

/** A cell as text in the reader's language: metric tons to three decimals, a percentage, a dash for none. */
export function cellText(value: number | null, unit: 't' | '%', lang: Language): string {
  if (value === null) return '—';
  return unit === '%' ? formatPct(value, lang) : formatFixed(value, lang, TONNES_DIGITS);
}

/**
 * The tables of a framework for the clients (access is the caller's) and months, with every text the spreadsheet
 * and the PDF write: titles, headers, row labels, the methodology notes (how the data were compiled, which GRI 306-3,
 * 306-4 and 306-5 ask for; the unclassified weight and why).
 */
export async function loadSustainabilityFile({
  db,
  framework,
  clientIds,
  months,
  lang,
}: {
  db: Db;
  framework: SustainabilityReport;
  clientIds: string[];
  months: YearMonth[];
  lang: Language;
}): Promise<SustainabilityFile> {
  const { current, groups, methodology } = await getSustainability({ db, clientIds, months });
  const chosen = await db
    .select({ name: clients.name })
    .from(clients)
    .where(inArray(clients.id, clientIds))
    .orderBy(clients.name);
  const clientNames = chosen.map((c) => c.name);
  const words = wordsFor(lang);
  const fmt = createFormat(lang);
  const previousMonths = months.map((m) => ({ year: m.year - 1, month: m.month }));
  const periods = { current: fmt.period(months), previous: fmt.period(previousMonths) };
  const layout = sustainabilityLayout(framework);
  const tables = fillReport(framework, groups);
  const t = (n: number) => formatFixed(n, lang, TONNES_DIGITS);
  const notes = [
    words.sustainability('notes.period', { period: periods.current, previous: periods.previous }),
    words.sustainability('notes.clients', { clients: clientNames.join(', ') }),
    words.sustainability('notes.units'),
    words.sustainability('notes.weighed', {
      weighed: String(methodology.weighedRecords),
      estimated: String(methodology.estimatedRecords),
    }),
    words.sustainability('notes.corrected', { corrected: String(methodology.correctedRecords) }),
    words.sustainability('notes.mtr'),
    words.sustainability('notes.contract'),
    words.sustainability('notes.unclassified', {
      noContract: t(current.unclassified['no-contract']),
      unspecified: t(current.unclassified.unspecified),
    }),
    words.sustainability('notes.site'),
    words.sustainability('notes.hazardous'),
    words.sustainability('notes.sorting'),
    ...(framework === 'flw' ? [words.sustainability('notes.food')] : []),
  ];
  const keys = months.map(keyOf);
  const first = isoMonth(Math.min(...keys));
  const last = isoMonth(Math.max(...keys));
  const who = clientNames.length === 1 ? slugify(clientNames[0]!) || 'client' : `${clientNames.length}-clients`;
  return {
    framework,
    lang,
    words,
    tables,
    titles: layout.map((table) => words.sustainability(`tables.${table.id}`)),
    headers: layout.map((table) => [
      words.sustainability('columns.row'),
      ...table.columns.map((c) => c.label(words, periods)),
    ]),
    rowLabels: layout.map((table) => table.rows.map((r) => r.label(words))),
    periods,
    clientNames,
    methodology,
    notes,
    filename: `ecopeso-${framework}-${who}-${first === last ? first : `${first}-${last}`}`,
  };
}

/**
 * The framework as a spreadsheet a consultant pastes into a report: one sheet per table (its title, the period and
 * clients, the header, the lines with numbers as numbers in metric tons to three decimals), and a sheet of notes.
 */
export async function sustainabilityXlsx(file: SustainabilityFile): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Ecopeso';
  book.title = file.words.sustainability(`frameworks.${file.framework}`);
  const ton = `0.${'0'.repeat(TONNES_DIGITS)}`;
  file.tables.forEach((table, i) => {
    const sheet = book.addWorksheet(file.words.sustainability(`sheets.${table.id}`));
    sheet.addRow([file.titles[i]]).font = { bold: true, size: 13 };
    sheet.addRow([`${book.title} · ${file.periods.current}`]);
    sheet.addRow([file.clientNames.join(', ')]);
    sheet.addRow([]);
    const header = sheet.addRow(file.headers[i]!);
    header.font = { bold: true };
    table.rows.forEach((row, r) => {
      const line = sheet.addRow([file.rowLabels[i]![r], ...row.cells]);
      if (row.kind) line.font = { bold: true };
      row.cells.forEach((_, c) => {
        line.getCell(c + 2).numFmt = row.unit === '%' ? '0.0' : ton;
      });
    });
    sheet.addRow([]);
    sheet.addRow([file.words.sustainability('notes.units')]);
    sheet.getColumn(1).width = 58;
    for (let c = 2; c <= table.columns.length + 1; c++) sheet.getColumn(c).width = 18;
    sheet.views = [{ state: 'frozen', ySplit: 5 }];
  });
  const notes = book.addWorksheet(file.words.sustainability('sheets.notes'));
  notes.addRow([file.words.sustainability('notes.title')]).font = { bold: true, size: 13 };
  for (const note of file.notes) notes.addRow([note]);
  notes.getColumn(1).width = 140;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The framework as a PDF in the reader's language, on the management report's layout. */
export function sustainabilityPdf(file: SustainabilityFile): Readable {
  const l = reportLabels(file.lang);
  const fmt = createFormat(file.lang);
  const title = file.words.sustainability(`frameworks.${file.framework}`);
  const who = file.clientNames.length === 1 ? file.clientNames[0]! : file.clientNames.join(', ');
  const doc = createReportDocument({ title: `${title} - ${who}`, locale: fmt.locale });
  reportHeader(doc, { title, clientName: who, details: [file.notes[0]!] });
  file.tables.forEach((table, i) => {
    sectionHeading(doc, file.titles[i]!);
    const headers = file.headers[i]!;
    drawTable(
      doc,
      headers.map((header, c) => ({ header, weight: c === 0 ? 3.2 : 1, align: c === 0 ? 'left' : 'right' })),
      table.rows.map((row, r) => ({
        cells: [file.rowLabels[i]![r]!, ...row.cells.map((v) => cellText(v, row.unit, file.lang))],
        kind: row.kind,
      })),
    );
  });
  sectionHeading(doc, file.words.sustainability('notes.title'));
  for (const note of file.notes.slice(1)) paragraph(doc, note);
  return finishReport(doc, `Ecopeso · ${title} · ${who}`, l.page);
}
