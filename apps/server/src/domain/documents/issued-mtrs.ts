import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { ClientDocument, DocumentsQuery } from '@ecopeso/shared/documents';
import type { Language } from '@ecopeso/shared/languages';
import type { MtrLookupKind } from '@ecopeso/shared/mtr';
import type { MtrLookupItem } from '@ecopeso/shared/mtr-settings';
import { dayInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { translatorFor, wordsFor } from '../../i18n/translator.ts';
import { neutralise } from '../csv-cell.ts';
import { slugify } from '../file-name.ts';
import { CSV_FORMAT } from '../records/records-csv.ts';
import { monthBounds } from './client-documents.ts';
import type { ZipSource } from './documents-zip.ts';
import { buildMtrCopyPdf, loadMtrCopy } from './mtr-copy-pdf.ts';

interface IssuedRow extends Record<string, unknown> {
  id: string;
  number: string | null;
  cdf_number: string | null;
  status: string;
  system: string;
  shipment_date: unknown;
  issued_at: unknown;
  received_at: unknown;
  cdf_issued_at: unknown;
  cancelled_at: unknown;
  cancel_justification: string | null;
  carrier_name: string;
  receiver_name: string;
  timezone: string;
  has_pdf: boolean;
  has_cdf_pdf: boolean;
}

const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
/** An instant's day on the client's clock ('' when there is none). */
const localDay = (value: unknown, timeZone: string) =>
  value === null || value === undefined
    ? ''
    : dayInZone(timeZone, value instanceof Date ? value : new Date(String(value)));

/**
 * The client's MTRs issued through Ecopeso whose shipment falls in the period (drafts left out: they are not in the
 * state system), by shipment, with their parties' names and the days of each change of status.
 */
async function issuedMtrs(db: Db, clientId: string, query: DocumentsQuery): Promise<IssuedRow[]> {
  const result = await db.execute(
    sql`select m.id, m.number, m.cdf_number, m.status, m.system, m.shipment_date, m.issued_at, m.received_at,
               m.cdf_issued_at, m.cancelled_at, m.cancel_justification, ca.name as carrier_name,
               re.name as receiver_name, cl.timezone,
               m.pdf is not null as has_pdf, m.cdf_pdf is not null as has_cdf_pdf
          from mtrs m
          join clients cl on cl.id = m.client_id
          join contracts co on co.client_id = m.client_id and co.id = m.contract_id
          join carriers ca on ca.id = co.carrier_id
          join receivers re on re.id = co.receiver_id
         where m.client_id = ${clientId} and m.status <> 'draft' and m.number is not null
           and m.shipment_date >= ${monthBounds(query.from).first}::date
           and m.shipment_date < ${monthBounds(query.to).next}::date
         order by m.shipment_date, m.number`,
  );
  return (result as unknown as { rows: IssuedRow[] }).rows;
}

/**
 * Documentação's MTRs and CDFs issued through Ecopeso: each MTR (with its status in `detail`) downloads as our copy
 * (made on demand, so it shows today's status) with the state system's own PDF beside it, and, once the receiver
 * issued it, its CDF. The system's PDFs download from the MTR routes, which let the client's gerente read them.
 */
export async function listIssuedMtrDocuments({
  db,
  clientId,
  query,
  lang = 'pt',
}: {
  db: Db;
  clientId: string;
  query: DocumentsQuery;
  lang?: Language;
}): Promise<ClientDocument[]> {
  const none = { month: null, agency: null, expiresOn: null, fileName: null, sizeBytes: null };
  const base = `/api/v1/clients/${clientId}/mtrs`;
  return (await issuedMtrs(db, clientId, query)).flatMap((m): ClientDocument[] => {
    const mtr: ClientDocument = {
      ...none,
      key: `mtr:${m.id}`,
      kind: 'mtr',
      source: 'ecopeso',
      number: m.number,
      date: isoDate(m.shipment_date),
      detail: m.status,
      href: mtrCopyHref(clientId, m.id, lang),
      systemHref: m.has_pdf ? `${base}/${m.id}/mtr.pdf` : null,
    };
    if (!m.cdf_number) return [mtr];
    return [
      mtr,
      {
        ...none,
        key: `cdf:${m.id}`,
        kind: 'cdf',
        source: 'ecopeso',
        number: m.cdf_number,
        date: m.cdf_issued_at ? isoDate(m.cdf_issued_at) : isoDate(m.shipment_date),
        detail: m.number,
        href: m.has_cdf_pdf ? `${base}/${m.id}/cdf.pdf` : null,
      },
    ];
  });
}

/** Where our copy of an MTR downloads, in a language. */
export const mtrCopyHref = (clientId: string, mtrId: string, lang: Language) =>
  `/api/v1/clients/${clientId}/documents/mtrs/${mtrId}/copy.pdf?lang=${lang}`;

/** The status list of the period's MTRs, one line each, status and dates in the reader's words and format. */
function statusCsv(rows: IssuedRow[], lang: Language): Buffer {
  const t = translatorFor(lang);
  const words = wordsFor(lang);
  const columns = t('documents:zip.statusColumns', { returnObjects: true }) as Record<string, string>;
  const keys = [
    'number',
    'shipmentDate',
    'status',
    'system',
    'carrier',
    'receiver',
    'issuedAt',
    'receivedAt',
    'cdfNumber',
    'cdfIssuedAt',
    'cancelledAt',
    'cancelJustification',
  ];
  const csv = stringify(
    rows.map((m) => [
      neutralise(m.number ?? ''),
      isoDate(m.shipment_date),
      neutralise(words.mtrStatus(m.status)),
      neutralise(m.system),
      neutralise(m.carrier_name),
      neutralise(m.receiver_name),
      localDay(m.issued_at, m.timezone),
      localDay(m.received_at, m.timezone),
      neutralise(m.cdf_number ?? ''),
      localDay(m.cdf_issued_at, m.timezone),
      localDay(m.cancelled_at, m.timezone),
      neutralise(m.cancel_justification ?? ''),
    ]),
    { bom: true, header: true, delimiter: CSV_FORMAT[lang].delimiter, columns: keys.map((k) => columns[k] ?? k) },
  );
  return Buffer.from(csv, 'utf8');
}

/**
 * The period's MTRs for the ZIP, read one at a time: for each, our copy made now (its status as it is today, a
 * cancelled one marked so) under `mtr/<day>-<number>.pdf`, the state system's own PDF as kept beside it
 * (`…-sistema.pdf`), the CDF's PDF, and one CSV listing every MTR of the period with its status in words.
 */
export function issuedMtrZipSource(lang: Language): ZipSource {
  const t = translatorFor(lang);
  return async ({ db, clientId, query }) => {
    const rows = await issuedMtrs(db, clientId, query);
    // The lookup lists are per system and environment: read once for the whole ZIP.
    const lookups = new Map<string, Promise<Map<MtrLookupKind, MtrLookupItem[]>>>();
    const entries: { name: string; content: () => Promise<Buffer> }[] = [];
    for (const m of rows) {
      const read = (column: 'pdf' | 'cdf_pdf') => async () => {
        const result = await db.execute(
          sql`select ${sql.raw(column)} as content from mtrs where client_id = ${clientId} and id = ${m.id}`,
        );
        const row = (result as unknown as { rows: { content: Buffer | Uint8Array }[] }).rows[0]!;
        return Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
      };
      const stem = `${t('documents:zip.mtr')}/${isoDate(m.shipment_date)}-${slugify(m.number ?? m.id, 40)}`;
      entries.push({
        name: `${stem}.pdf`,
        content: async () => buildMtrCopyPdf(await loadMtrCopy(db, clientId, m.id, lookups), lang),
      });
      if (m.has_pdf) entries.push({ name: `${stem}-${t('documents:zip.systemPdf')}.pdf`, content: read('pdf') });
      if (m.has_cdf_pdf && m.cdf_number)
        entries.push({
          name: `${t('documents:zip.cdf')}/${isoDate(m.shipment_date)}-${slugify(m.cdf_number, 40)}.pdf`,
          content: read('cdf_pdf'),
        });
    }
    entries.push({
      name: `${t('documents:zip.statusList')}.csv`,
      content: () => Promise.resolve(statusCsv(rows, lang)),
    });
    return entries;
  };
}
