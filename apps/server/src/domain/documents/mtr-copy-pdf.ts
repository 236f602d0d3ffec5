import { and, eq } from 'drizzle-orm';
import { toBuffer } from 'bwip-js/node';
import { formatCnpj } from '@ecopeso/shared/cnpj';
import { INTL_LOCALE, type Language } from '@ecopeso/shared/languages';
import type { Mtr, MtrLookupKind } from '@ecopeso/shared/mtr';
import type { MtrLookupItem } from '@ecopeso/shared/mtr-settings';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { clients, mtrSettings } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { translatorFor, wordsFor } from '../../i18n/translator.ts';
import { readLookups } from '../mtr/lookups.ts';
import { getMtr } from '../mtr/mtr-store.ts';
import {
  contentWidth,
  createReportDocument,
  ensureSpace,
  finishReport,
  left,
  measure,
  sectionHeading,
  THEME,
  write,
  type Doc,
} from '../reports/pdf-document.ts';
import { drawTable } from '../reports/pdf-table.ts';
import { createFormat } from '../reports/report-format.ts';

type Lookups = Map<MtrLookupKind, MtrLookupItem[]>;

/** What our copy of an MTR prints: the MTR as stored, its generator, and the system's lookup lists. */
export interface MtrCopyData {
  mtr: Mtr & { number: string };
  generator: { name: string; cnpj: string | null; address: string | null; unitCode: string | null; timezone: string };
  lookups: Lookups;
}

/**
 * The data of an MTR's copy; not-found for another client's MTR and for a draft (it has no number to copy yet).
 * `lookupCache` shares the lists of a system between the copies of one ZIP.
 */
export async function loadMtrCopy(
  db: Db,
  clientId: string,
  mtrId: string,
  lookupCache = new Map<string, Promise<Lookups>>(),
): Promise<MtrCopyData> {
  const mtr = await getMtr(db, clientId, mtrId);
  if (!mtr.number) throw new AppError('not-found', 'This MTR has no number in the system yet.');
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  const [settings] = await db
    .select({ generatorUnitCode: mtrSettings.generatorUnitCode })
    .from(mtrSettings)
    .where(and(eq(mtrSettings.clientId, clientId), eq(mtrSettings.system, mtr.system)));
  const street = [client?.address, client?.addressNumber].filter(Boolean).join(', ');
  const town = [client?.city, client?.state].filter(Boolean).join('/');
  const address = [street, town, client?.cep ? `CEP ${client.cep}` : ''].filter(Boolean).join(' · ');
  const cacheKey = `${mtr.system}/${mtr.environment}`;
  const lookups = lookupCache.get(cacheKey) ?? readLookups(db, mtr.system, mtr.environment);
  lookupCache.set(cacheKey, lookups);
  return {
    mtr: { ...mtr, number: mtr.number },
    generator: {
      name: client?.name ?? '',
      cnpj: client?.cnpj ?? null,
      address: address || null,
      unitCode: settings?.generatorUnitCode ?? null,
      timezone: client?.timezone ?? DEFAULT_TIMEZONE,
    },
    lookups: await lookups,
  };
}

/** Code 128 of the MTR number, as a PNG for the page (bwip-js draws it; the number is also printed as text). */
function barcode(number: string): Promise<Buffer> {
  return toBuffer({ bcid: 'code128', text: number, scale: 3, height: 12, includetext: false });
}

/**
 * Ecopeso's copy of an issued MTR, in the reader's language: the MTR number as text and as a Code 128 barcode,
 * its status in words now (a cancelled MTR is marked on every page's top and says when and why), the generator
 * (name, CNPJ, address, unit code), carrier and receiver by name and CNPJ, each waste line with its IBAMA code
 * and description, class, physical state, packaging, treatment, quantity and unit (described from the system's
 * lookup lists, the code itself where a list does not know it), shipment date, driver and plate. It says that it is
 * a copy and that the system's own PDF is the official document. Made on demand, so it always shows today's status.
 */
export async function buildMtrCopyPdf(data: MtrCopyData, lang: Language): Promise<Buffer> {
  const { mtr, generator } = data;
  const t = translatorFor(lang);
  const words = wordsFor(lang);
  const fmt = createFormat(lang);
  const system = mtr.system;
  const c = (key: string, values: Record<string, unknown> = {}) => t(`mtr:copy.${key}`, { system, ...values });
  const none = c('none');
  const day = (iso: string | null) => (iso ? fmt.date(dayInZone(generator.timezone, new Date(iso))) : none);
  const cnpj = (digits: string | null) => (digits ? formatCnpj(digits) : none);
  const describe = (kind: MtrLookupKind, code: string | null) => {
    if (!code) return none;
    const found = data.lookups.get(kind)?.find((i) => i.code === code);
    return found ? `${found.description} (${code})` : code;
  };
  const unit = (code: string | null) => {
    const found = code ? data.lookups.get('units')?.find((i) => i.code === code) : undefined;
    return found ? (found.abbreviation ?? found.description) : (code ?? none);
  };
  const wasteDescription = (code: string, stored: string | null) =>
    stored ?? data.lookups.get('wastes')?.find((i) => i.code === code)?.description ?? null;
  const nbr = (cls: string) => c('nbrClass', { class: cls.replace(/^II([AB])$/, 'II $1') });

  const doc = createReportDocument({ title: c('title', { number: mtr.number }), locale: INTL_LOCALE[lang] });
  const png = await barcode(mtr.number);
  const x = left(doc);
  const width = contentWidth(doc);
  const cancelled = mtr.status === 'cancelled';

  // Brand bar (red for a cancelled MTR), title, number as text, barcode on the right.
  doc.rect(x, doc.page.margins.top, width, 4).fill(cancelled ? '#b91c1c' : THEME.brand);
  let y = doc.page.margins.top + 12;
  write(doc, 'ECOPESO', x, y, { size: 9, bold: true, color: THEME.brand, width: width / 2 });
  write(doc, c('heading'), x + width / 2, y, {
    size: 9,
    bold: true,
    color: THEME.muted,
    width: width / 2,
    align: 'right',
    ellipsis: true,
  });
  y += 18;
  const barcodeWidth = 190;
  const textWidth = width - barcodeWidth - 12;
  const top = y;
  y += write(doc, c('number', { number: mtr.number }), x, y, { size: 20, bold: true, width: textWidth }) + 4;
  y +=
    write(doc, `${c('status')}: ${words.mtrStatus(mtr.status)}`, x, y, {
      size: 11,
      bold: true,
      width: textWidth,
      color: cancelled ? '#b91c1c' : THEME.brandDark,
    }) + 2;
  y += write(doc, c('generatedAt', { date: fmt.date(dayInZone(generator.timezone)) }), x, y, {
    size: 8.5,
    color: THEME.muted,
    width: textWidth,
  });
  doc.image(png, x + width - barcodeWidth, top, { fit: [barcodeWidth, 42], align: 'right' });
  write(doc, mtr.number, x + width - barcodeWidth, top + 45, { size: 8.5, width: barcodeWidth, align: 'center' });
  y = Math.max(y, top + 58) + 8;

  if (cancelled) {
    const lines = [
      c('cancelledOn', { date: day(mtr.cancelledAt) }),
      ...(mtr.cancelJustification ? [c('justification', { text: mtr.cancelJustification })] : []),
    ].join('\n');
    const height = 26 + measure(doc, lines, width - 16, 9);
    doc.rect(x, y, width, height).lineWidth(1.5).strokeColor('#b91c1c').stroke();
    write(doc, c('cancelledBanner'), x + 8, y + 6, { size: 14, bold: true, color: '#b91c1c', width: width - 16 });
    write(doc, lines, x + 8, y + 24, { size: 9, width: width - 16 });
    y += height + 8;
  }

  // What this document is: a copy; the system's PDF is the official one.
  const notices = [
    c('statement'),
    ...(mtr.environment === 'simulator' ? [c('simulator')] : []),
    ...(mtr.environment === 'homologation' ? [c('homologation')] : []),
  ].join('\n');
  const noticeHeight = measure(doc, notices, width - 16, 8.5) + 12;
  doc.rect(x, y, width, noticeHeight).fill(THEME.soft);
  write(doc, notices, x + 8, y + 6, { size: 8.5, color: THEME.warning, width: width - 16 });
  doc.y = y + noticeHeight + 6;

  const facts = (title: string, rows: [string, string][]) => {
    sectionHeading(doc, title, 14 * rows.length);
    for (const [label, value] of rows) {
      const labelWidth = 150;
      const height = Math.max(measure(doc, value, width - labelWidth, 9), 11);
      ensureSpace(doc, height + 3);
      const at = doc.y;
      write(doc, label, x, at, { size: 9, color: THEME.muted, width: labelWidth - 8 });
      write(doc, value, x + labelWidth, at, { size: 9, width: width - labelWidth });
      doc.y = at + height + 3;
    }
  };
  const unitCode = c('unitCode');
  facts(c('generator'), [
    [c('name'), generator.name || none],
    [c('cnpj'), cnpj(generator.cnpj)],
    [c('address'), generator.address ?? none],
    [unitCode, generator.unitCode ?? none],
    [c('responsible'), mtr.responsibleName || none],
  ]);
  for (const [title, party] of [
    [c('carrier'), mtr.carrier],
    [c('receiver'), mtr.receiver],
  ] as const) {
    facts(title, [
      [c('name'), party.name],
      [c('cnpj'), cnpj(party.cnpj)],
      [unitCode, party.unitCode ?? none],
    ]);
  }
  facts(c('transport'), [
    [c('shipmentDate'), fmt.date(mtr.shipmentDate)],
    [c('driver'), mtr.driverName || none],
    [c('plate'), mtr.vehiclePlate || none],
  ]);

  sectionHeading(doc, c('wastes'), 60);
  drawTable(
    doc,
    [
      { header: c('waste'), weight: 3.2 },
      { header: c('class'), weight: 1.3 },
      { header: c('physicalState'), weight: 1.2 },
      { header: c('packaging'), weight: 1.3 },
      { header: c('treatment'), weight: 1.4 },
      { header: c('quantity'), weight: 1.1, align: 'right' },
      { header: c('unit'), weight: 0.8 },
    ],
    mtr.items.map((item) => {
      const description = wasteDescription(item.ibamaCode, item.ibamaDescription);
      const quantity = fmt.decimal(item.quantityKg, 3);
      return {
        cells: [
          description ? `${item.ibamaCode} — ${description}` : item.ibamaCode,
          item.classCode ? describe('classes', item.classCode) : nbr(item.nbrClass),
          describe('physicalStates', item.physicalStateCode),
          describe('packaging', item.packagingCode),
          describe('treatments', item.treatmentCode),
          item.receivedKg !== null
            ? `${quantity}\n${c('received', { quantity: fmt.decimal(item.receivedKg, 3) })}`
            : quantity,
          unit(item.unitCode),
        ],
      };
    }),
  );

  const dates: [string, string][] = [[c('issuedOn'), day(mtr.issuedAt)]];
  if (mtr.receivedAt) dates.push([c('receivedOn'), day(mtr.receivedAt)]);
  if (mtr.cdfNumber) dates.push(['CDF', c('cdf', { number: mtr.cdfNumber, date: day(mtr.cdfIssuedAt) })]);
  if (cancelled) dates.push([words.mtrStatus('cancelled'), day(mtr.cancelledAt)]);
  facts(c('dates'), dates);
  if (mtr.notes) facts(c('notes'), [[c('notes'), mtr.notes]]);

  finishReport(doc, c('footer', { number: mtr.number }), (n, total) => t('reports:page', { n, total }));
  return toPdfBuffer(doc);
}

function toPdfBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
