import { and, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { type MtrSystem, type MtrEnvironment } from '@ecopeso/shared/mtr';
import { dmrPeriodDates, dmrPeriodKind, type Dmr } from '@ecopeso/shared/mtr-reports';
import type { Language } from '@ecopeso/shared/languages';
import { formatDay } from '@ecopeso/shared/dates';
import { formatKgNumber, roundToGram } from '@ecopeso/shared/figures';
import type { Db } from '../../db/client.ts';
import { clients, contracts, mtrItems, mtrs, mtrSettings, receivers } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { readClient } from '../clients/read-client.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { neutralise } from '../csv-cell.ts';
import { slugify } from '../file-name.ts';
import { safeText } from '../reports/pdf-document.ts';
import { readLookups } from './lookups.ts';
import { shippedBetween } from './mtr-store.ts';

/**
 * The DMR helper: for a quarter (a semester where the client is in Minas Gerais), the period's MTRs by shipment
 * date (issued, received, with CDF; test MTRs never) totalled by receiver, IBAMA code and treatment — the received quantity where
 * the receiver gave one, else the declared one — with the descriptions of the system's synced lists.
 */
export async function buildDmr(
  db: Db,
  clientId: string,
  year: number,
  period: number,
): Promise<Dmr & { clientName: string }> {
  const client = await readClient(db, clientId, { name: clients.name, state: clients.state });
  const periodKind = dmrPeriodKind(client.state);
  if (periodKind === 'semester' && period > 2) {
    throw new AppError('invalid-argument', 'This client files its DMR by semester: the period is 1 or 2.');
  }
  const { from, to } = dmrPeriodDates(periodKind, year, period);
  const rows = await db
    .select({
      receiverName: receivers.name,
      receiverCnpj: receivers.cnpj,
      ibamaCode: mtrItems.ibamaCode,
      ibamaDescription: sql<string | null>`max(${mtrItems.ibamaDescription})`,
      treatmentCode: mtrItems.treatmentCode,
      quantityKg: sql<number>`sum(coalesce(${mtrItems.receivedKg}, ${mtrItems.quantityKg}))::float8`,
      mtrCount: sql<number>`count(distinct ${mtrs.id})::int`,
    })
    .from(mtrs)
    .innerJoin(mtrItems, and(eq(mtrItems.clientId, mtrs.clientId), eq(mtrItems.mtrId, mtrs.id)))
    .innerJoin(contracts, and(eq(contracts.clientId, mtrs.clientId), eq(contracts.id, mtrs.contractId)))
    .innerJoin(receivers, eq(receivers.id, contracts.receiverId))
    .where(shippedBetween(clientId, from, to))
    .groupBy(receivers.name, receivers.cnpj, mtrItems.ibamaCode, mtrItems.treatmentCode)
    .orderBy(receivers.name, mtrItems.ibamaCode, mtrItems.treatmentCode);
  const [settings] = await db
    .select({ system: mtrSettings.system, environment: mtrSettings.environment })
    .from(mtrSettings)
    .where(eq(mtrSettings.clientId, clientId));
  const lists = settings
    ? await readLookups(db, settings.system as MtrSystem, settings.environment as MtrEnvironment)
    : null;
  const treatments = new Map((lists?.get('treatments') ?? []).map((t) => [t.code, t.description] as const));
  const result = rows.map((r) => ({
    ...r,
    quantityKg: roundToGram(r.quantityKg),
    treatmentDescription: r.treatmentCode ? (treatments.get(r.treatmentCode) ?? null) : null,
  }));
  return {
    clientName: client.name,
    periodKind,
    year,
    period,
    from,
    to,
    rows: result,
    totalKg: roundToGram(result.reduce((s, r) => s + r.quantityKg, 0)),
  };
}

const FORMAT: Record<Language, { delimiter: string; decimal: string }> = {
  pt: { delimiter: ';', decimal: ',' },
  es: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

function fileName(dmr: Dmr & { clientName: string }, lang: Language, ext: string) {
  const t = translatorFor(lang);
  const tag = dmr.periodKind === 'quarter' ? `T${dmr.period}` : `S${dmr.period}`;
  return `${t('mtr:dmr.filename')}-${slugify(dmr.clientName)}-${dmr.year}-${tag}.${ext}`;
}

/** The DMR as CSV in the reader's language and spreadsheet conventions (UTF-8 BOM); typed text is neutralised. */
export function dmrCsv(dmr: Dmr & { clientName: string }, lang: Language): { filename: string; body: string } {
  const t = translatorFor(lang);
  const { delimiter, decimal } = FORMAT[lang];
  const num = (n: number) => String(n).replace('.', decimal);
  const header = [
    'receiver',
    'receiverCnpj',
    'ibamaCode',
    'waste',
    'treatmentCode',
    'treatment',
    'quantityKg',
    'mtrCount',
  ];
  const records = [
    header.map((h) => t(`mtr:dmr.${h}`)),
    ...dmr.rows.map((r) => [
      neutralise(r.receiverName),
      r.receiverCnpj,
      r.ibamaCode,
      neutralise(r.ibamaDescription ?? ''),
      r.treatmentCode ?? '',
      neutralise(r.treatmentDescription ?? ''),
      num(r.quantityKg),
      String(r.mtrCount),
    ]),
  ];
  return { filename: fileName(dmr, lang, 'csv'), body: '\ufeff' + stringify(records, { delimiter }) };
}

/** The DMR as a one-table A4 PDF, for checking before filing it in the agency's system. */
export function dmrPdf(dmr: Dmr & { clientName: string }, lang: Language): Promise<{ filename: string; body: Buffer }> {
  const t = translatorFor(lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 44,
    info: { Title: safeText(t('mtr:dmr.title')), Author: 'Ecopeso' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const periodLabel = t(`mtr:dmr.${dmr.periodKind}`, { period: dmr.period, year: dmr.year });
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor('#064e3b')
    .text(safeText(t('mtr:dmr.title')));
  doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor('#111827');
  doc.text(safeText(`${t('mtr:dmr.client')}: ${dmr.clientName}`));
  doc.text(
    safeText(`${t('mtr:dmr.period')}: ${periodLabel} (${formatDay(dmr.from, lang)} – ${formatDay(dmr.to, lang)})`),
  );
  doc
    .moveDown(0.4)
    .fontSize(8)
    .fillColor('#4b5563')
    .text(safeText(t('mtr:dmr.note')));
  doc.moveDown(0.8).fillColor('#111827');
  const cols = [
    { key: 'receiver', w: 130 },
    { key: 'ibamaCode', w: 60 },
    { key: 'waste', w: 140 },
    { key: 'treatment', w: 90 },
    { key: 'quantityKg', w: 60 },
    { key: 'mtrCount', w: 27 },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((c, i) => doc.heightOfString(safeText(c), { width: cols[i]!.w - 4 }));
    const h = Math.max(...heights) + 4;
    if (y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    cells.forEach((c, i) => {
      doc.text(safeText(c), x, top, { width: cols[i]!.w - 4, align: i >= 4 ? 'right' : 'left' });
      x += cols[i]!.w;
    });
    doc.y = top + h;
    doc.x = doc.page.margins.left;
  };
  row(
    cols.map((c) => t(`mtr:dmr.${c.key}`)),
    true,
  );
  if (!dmr.rows.length) doc.font('Helvetica').text(safeText(t('mtr:dmr.empty')));
  for (const r of dmr.rows) {
    row([
      `${r.receiverName}\n${r.receiverCnpj}`,
      r.ibamaCode,
      r.ibamaDescription ?? '',
      [r.treatmentCode, r.treatmentDescription].filter(Boolean).join(' — '),
      formatKgNumber(r.quantityKg, lang),
      String(r.mtrCount),
    ]);
  }
  row(['', '', '', t('mtr:dmr.total'), formatKgNumber(dmr.totalKg, lang), ''], true);
  doc.end();
  return done.then((body) => ({ filename: fileName(dmr, lang, 'pdf'), body }));
}
