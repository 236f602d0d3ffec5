import { sql } from 'drizzle-orm';
import { issuedAfterToday, type UploadQuery } from '@ecopeso/shared/documents';
import { dayInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { createFormat } from '../reports/report-format.ts';

/** The document of the client that already carries a number: an upload, or an MTR (or its CDF) issued through Ecopeso. */
type Holder =
  | { source: 'upload'; day: string; fileName: string }
  | { source: 'ecopeso-mtr'; day: string }
  | { source: 'ecopeso-cdf'; mtrNumber: string };

const isoDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * The client's document of `kind` numbered `number`, if any. Case and the spaces at the ends do not tell two
 * numbers apart ('mtr-12 ' is 'MTR-12'); drafts are not documents yet (they have no number in the state system).
 */
async function holderOf(db: Db, clientId: string, kind: UploadQuery['kind'], number: string): Promise<Holder | null> {
  const key = number.trim().toUpperCase();
  const found = await db.execute(
    sql`select 'upload' as source, issued_on as day, file_name, null as mtr_number
          from client_documents
         where client_id = ${clientId} and kind = ${kind} and upper(trim(number)) = ${key}
        union all
        select ${sql.raw(kind === 'mtr' ? "'ecopeso-mtr'" : "'ecopeso-cdf'")}, shipment_date, null, number
          from mtrs
         where client_id = ${clientId} and status <> 'draft'
           and upper(trim(${kind === 'mtr' ? sql`number` : sql`cdf_number`})) = ${key}
         limit 1`,
  );
  const [row] = (
    found as unknown as {
      rows: { source: Holder['source']; day: unknown; file_name: string | null; mtr_number: string | null }[];
    }
  ).rows;
  if (!row) return null;
  if (row.source === 'upload') return { source: 'upload', day: isoDay(row.day), fileName: row.file_name ?? '' };
  if (row.source === 'ecopeso-mtr') return { source: 'ecopeso-mtr', day: isoDay(row.day) };
  return { source: 'ecopeso-cdf', mtrNumber: row.mtr_number ?? '' };
}

/**
 * Refuses, in the reader's language, an upload whose issue day is after today on the client's clock, or whose
 * number the client already has for the same kind of document (saying which document has it). Run in the
 * transaction that stores the upload.
 */
export async function checkUpload({
  db,
  clientId,
  timeZone,
  query,
  now = new Date(),
}: {
  db: Db;
  clientId: string;
  timeZone: string;
  query: UploadQuery;
  now?: Date;
}): Promise<void> {
  const t = translatorFor(query.lang);
  const fmt = createFormat(query.lang);
  const kind = t(`documents:kinds.${query.kind}`);
  const today = dayInZone(timeZone, now);
  if (issuedAfterToday(query.issuedOn, today)) {
    throw new AppError(
      'invalid-argument',
      t('documents:errors.issuedInFuture', { kind, date: fmt.date(query.issuedOn), today: fmt.date(today) }),
    );
  }
  const holder = await holderOf(db, clientId, query.kind, query.number);
  if (!holder) return;
  const number = query.number;
  const message =
    holder.source === 'upload'
      ? t('documents:errors.duplicateUpload', { kind, number, fileName: holder.fileName, date: fmt.date(holder.day) })
      : holder.source === 'ecopeso-mtr'
        ? t('documents:errors.duplicateIssuedMtr', { number, date: fmt.date(holder.day) })
        : t('documents:errors.duplicateIssuedCdf', { number, mtr: holder.mtrNumber });
  throw new AppError('invalid-argument', message);
}
