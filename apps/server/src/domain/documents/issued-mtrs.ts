import { sql } from 'drizzle-orm';
import type { ClientDocument, DocumentsQuery } from '@ecopeso/shared/documents';
import type { Db } from '../../db/client.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { Language } from '@ecopeso/shared/languages';
import { slugify } from '../file-name.ts';
import { monthBounds } from './client-documents.ts';
import type { ZipSource } from './documents-zip.ts';

interface IssuedRow extends Record<string, unknown> {
  id: string;
  number: string | null;
  cdf_number: string | null;
  status: string;
  shipment_date: unknown;
  cdf_issued_at: unknown;
  has_pdf: boolean;
  has_cdf_pdf: boolean;
}

const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The client's MTRs issued through Ecopeso whose shipment falls in the period (drafts left out), by shipment. */
async function issuedMtrs(db: Db, clientId: string, query: DocumentsQuery): Promise<IssuedRow[]> {
  const result = await db.execute(
    sql`select id, number, cdf_number, status, shipment_date, cdf_issued_at,
               pdf is not null as has_pdf, cdf_pdf is not null as has_cdf_pdf
          from mtrs
         where client_id = ${clientId} and status <> 'draft' and number is not null
           and shipment_date >= ${monthBounds(query.from).first}::date
           and shipment_date < ${monthBounds(query.to).next}::date
         order by shipment_date, number`,
  );
  return (result as unknown as { rows: IssuedRow[] }).rows;
}

/**
 * Documentação's MTRs and CDFs issued through Ecopeso: each MTR (with its status in `detail`) and, once the
 * receiver issued it, its CDF. The PDFs download from the MTR routes, which let the client's gerente read them.
 */
export async function listIssuedMtrDocuments({
  db,
  clientId,
  query,
}: {
  db: Db;
  clientId: string;
  query: DocumentsQuery;
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
      href: m.has_pdf ? `${base}/${m.id}/mtr.pdf` : null,
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

/** The same MTR and CDF PDFs for the period's ZIP, read one at a time. */
export function issuedMtrZipSource(lang: Language): ZipSource {
  const t = translatorFor(lang);
  return async ({ db, clientId, query }) =>
    (await issuedMtrs(db, clientId, query)).flatMap((m) => {
      const entries: { name: string; content: () => Promise<Buffer> }[] = [];
      const read = (column: 'pdf' | 'cdf_pdf') => async () => {
        const result = await db.execute(
          sql`select ${sql.raw(column)} as content from mtrs where client_id = ${clientId} and id = ${m.id}`,
        );
        const row = (result as unknown as { rows: { content: Buffer | Uint8Array }[] }).rows[0]!;
        return Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
      };
      const day = isoDate(m.shipment_date);
      if (m.has_pdf)
        entries.push({
          name: `${t('documents:zip.mtr')}/${day}-${slugify(m.number ?? m.id, 40)}.pdf`,
          content: read('pdf'),
        });
      if (m.has_cdf_pdf && m.cdf_number)
        entries.push({
          name: `${t('documents:zip.cdf')}/${day}-${slugify(m.cdf_number, 40)}.pdf`,
          content: read('cdf_pdf'),
        });
      return entries;
    });
}
