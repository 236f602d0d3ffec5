import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  safeDocumentFileName,
  type ClientDocument,
  type DocumentsQuery,
  type UploadedDocument,
  type UploadQuery,
} from '@ecopeso/shared/documents';
import { monthInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { clientDocuments, clients } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { readClient } from '../clients/read-client.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { checkUpload } from './check-upload.ts';
import { rowsOf } from '../../db/rows.ts';

/** First day of the month `YYYY-MM`, and first day of the month after it. */
export function monthBounds(month: string): { first: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** A client's documents of a period of months: what Documentação's listings and the ZIP's sources are asked for. */
export interface PeriodDocuments {
  db: Db;
  clientId: string;
  query: DocumentsQuery;
}

const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * The period's uploaded PDFs (without their bytes), by issue day. Names pass the file-name rule again on the way
 * out, so one stored before the rule existed is listed as safely as a new one.
 */
export async function listUploads({ db, clientId, query }: PeriodDocuments): Promise<UploadedDocument[]> {
  const found = (await db
    .select({
      id: clientDocuments.id,
      kind: clientDocuments.kind,
      number: clientDocuments.number,
      issuedOn: clientDocuments.issuedOn,
      fileName: clientDocuments.fileName,
      sizeBytes: clientDocuments.sizeBytes,
    })
    .from(clientDocuments)
    .where(
      and(
        eq(clientDocuments.clientId, clientId),
        gte(clientDocuments.issuedOn, monthBounds(query.from).first),
        lt(clientDocuments.issuedOn, monthBounds(query.to).next),
      ),
    )
    .orderBy(asc(clientDocuments.issuedOn), asc(clientDocuments.createdAt))) as UploadedDocument[];
  return found.map((u) => ({ ...u, fileName: safeDocumentFileName(u.fileName) }));
}

export interface LicenceRow {
  id: string;
  role: 'carrier' | 'receiver';
  provider: string;
  number: string;
  agency: string;
  expiresOn: string;
}

/** Licences of the carriers and receivers of the client's contracts in force at some day of the period. */
export async function listContractLicences({ db, clientId, query }: PeriodDocuments): Promise<LicenceRow[]> {
  const { first } = monthBounds(query.from);
  const { next } = monthBounds(query.to);
  const found = await rowsOf<{
    id: string;
    role: 'carrier' | 'receiver';
    provider: string;
    number: string;
    agency: string;
    expires_on: unknown;
  }>(
    db,
    sql`with providers as (
          select distinct 'carrier' as role, carrier_id as provider_id from contracts
           where client_id = ${clientId} and valid_from < ${next}::date and (valid_to is null or valid_to >= ${first}::date)
          union
          select distinct 'receiver', receiver_id from contracts
           where client_id = ${clientId} and valid_from < ${next}::date and (valid_to is null or valid_to >= ${first}::date)
        )
        select l.id, p.role, coalesce(c.name, r.name) as provider, l.number, l.agency, l.expires_on
          from providers p
          join provider_licences l
            on (p.role = 'carrier' and l.carrier_id = p.provider_id) or (p.role = 'receiver' and l.receiver_id = p.provider_id)
          left join carriers c on p.role = 'carrier' and c.id = p.provider_id
          left join receivers r on p.role = 'receiver' and r.id = p.provider_id
         order by l.expires_on, provider, l.number`,
  );
  return found.map((r) => ({ ...r, expiresOn: isoDate(r.expires_on) }));
}

/**
 * Months of the period that are over (in the client's time zone) and have weighings: each has a management and a
 * technical report, made on demand by the report routes.
 */
export async function listReportMonths({
  db,
  clientId,
  query,
  now = new Date(),
}: PeriodDocuments & { now?: Date }): Promise<string[]> {
  const client = await readClient(db, clientId, { timezone: clients.timezone });
  const today = monthInZone(client.timezone, now);
  const current = `${today.year}-${String(today.month + 1).padStart(2, '0')}`;
  const { first } = monthBounds(query.from);
  const end = query.to < current ? monthBounds(query.to).next : `${current}-01`;
  if (first >= end) return [];
  const found = await rowsOf<{ month: string }>(
    db,
    sql`select distinct to_char(day, 'YYYY-MM') as month from daily_totals
         where client_id = ${clientId} and day >= ${first}::date and day < ${end}::date and records > 0
         order by 1`,
  );
  return found.map((r) => r.month);
}

const reportHref = (clientId: string, name: string, month: string, lang: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `/api/v1/clients/${clientId}/reports/${name}.pdf?years=${year}&months=${m - 1}&lang=${lang}`;
};

/** Every document of the client in the period, as Documentação lists it, by date. */
export async function listDocuments({
  db,
  clientId,
  query,
  lang,
  now,
}: PeriodDocuments & { lang: string; now?: Date }): Promise<ClientDocument[]> {
  const [uploads, licences, months] = [
    await listUploads({ db, clientId, query }),
    await listContractLicences({ db, clientId, query }),
    await listReportMonths({ db, clientId, query, now }),
  ];
  const none = { month: null, detail: null, agency: null, expiresOn: null, fileName: null, sizeBytes: null };
  const documents: ClientDocument[] = [
    ...uploads.map((u): ClientDocument => ({
      ...none,
      key: `upload:${u.id}`,
      kind: u.kind,
      source: 'upload',
      number: u.number,
      date: u.issuedOn,
      href: `/api/v1/clients/${clientId}/documents/uploads/${u.id}.pdf`,
      fileName: u.fileName,
      sizeBytes: u.sizeBytes,
    })),
    ...months.flatMap((month): ClientDocument[] =>
      (['management', 'technical'] as const).map((name) => ({
        ...none,
        key: `${name}-report:${month}`,
        kind: `${name}-report`,
        source: 'ecopeso',
        number: null,
        date: `${month}-01`,
        month,
        href: reportHref(clientId, name, month, lang),
      })),
    ),
    ...licences.map((l): ClientDocument => ({
      ...none,
      key: `licence:${l.id}`,
      kind: 'licence',
      source: 'provider',
      number: l.number,
      date: l.expiresOn,
      detail: l.provider,
      agency: l.agency,
      expiresOn: l.expiresOn,
      href: null,
    })),
  ];
  return documents;
}

/**
 * Stores an uploaded PDF (its bytes already checked by the route) with an audit event, in one transaction; its name
 * as the file-name rule makes it (control and bidirectional characters out, ending in `.pdf`). An issue day after
 * today on the client's clock, or a number the client already has for that kind of document, is refused.
 */
export async function saveUpload({
  db,
  actor,
  clientId,
  query,
  content,
  now,
}: Change<{ clientId: string; query: UploadQuery; content: Buffer; now?: Date }>): Promise<UploadedDocument> {
  const fileName = safeDocumentFileName(query.fileName);
  return db.transaction(async (tx) => {
    const client = await readClient(tx, clientId, { timezone: clients.timezone });
    await checkUpload({ db: tx, clientId, timeZone: client.timezone, query, now });
    const [row] = await tx
      .insert(clientDocuments)
      .values({
        clientId,
        kind: query.kind,
        number: query.number,
        issuedOn: query.issuedOn,
        fileName,
        sizeBytes: content.length,
        content,
        uploadedBy: actor.id,
      })
      .returning({ id: clientDocuments.id });
    const saved: UploadedDocument = {
      id: row!.id,
      kind: query.kind,
      number: query.number,
      issuedOn: query.issuedOn,
      fileName,
      sizeBytes: content.length,
    };
    await writeAuditEvent(tx, {
      actor,
      entity: 'document',
      entityId: saved.id,
      action: 'create',
      clientId,
      after: saved,
    });
    return saved;
  });
}

/** An uploaded PDF with its bytes, or not-found; its name as the file-name rule makes it, whenever it was stored. */
export async function loadUpload({ db, clientId, id }: { db: Db; clientId: string; id: string }) {
  const [row] = await db
    .select({ fileName: clientDocuments.fileName, content: clientDocuments.content })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), eq(clientDocuments.id, id)));
  if (!row) throw new AppError('not-found', 'Document not found.');
  return { ...row, fileName: safeDocumentFileName(row.fileName) };
}

/** Deletes an uploaded PDF (a wrong file), with an audit event. */
export async function deleteUpload({ db, actor, clientId, id }: Change<{ clientId: string; id: string }>) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(clientDocuments)
      .where(and(eq(clientDocuments.clientId, clientId), eq(clientDocuments.id, id)))
      .returning({
        id: clientDocuments.id,
        kind: clientDocuments.kind,
        number: clientDocuments.number,
        issuedOn: clientDocuments.issuedOn,
        fileName: clientDocuments.fileName,
      });
    if (!gone) throw new AppError('not-found', 'Document not found.');
    await writeAuditEvent(tx, {
      actor,
      entity: 'document',
      entityId: id,
      action: 'delete',
      clientId,
      before: gone,
    });
  });
}
