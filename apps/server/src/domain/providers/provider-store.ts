import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  daysUntil,
  licenceStatus,
  worstLicenceStatus,
  type Provider,
  type ProviderKind,
  type ProviderPage,
  type providerListQuerySchema,
} from '@ecopeso/shared/providers';
import { DESTINATIONS, type Destination } from '@ecopeso/shared/waste';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { carriers, providerLicences, receivers } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';

type ProviderRow = typeof carriers.$inferSelect & { treatments?: string[] };
type LicenceRow = typeof providerLicences.$inferSelect;

export const tableOf = (kind: ProviderKind) => (kind === 'carrier' ? carriers : receivers);
export const ownerColumn = (kind: ProviderKind) =>
  kind === 'carrier' ? providerLicences.carrierId : providerLicences.receiverId;

const isDestination = (v: string): v is Destination => (DESTINATIONS as readonly string[]).includes(v);

function present(kind: ProviderKind, row: ProviderRow, licences: LicenceRow[], today: string): Provider {
  const own = licences
    .filter((l) => (kind === 'carrier' ? l.carrierId : l.receiverId) === row.id)
    .map((l) => ({
      id: l.id,
      number: l.number,
      agency: l.agency,
      expiresOn: l.expiresOn,
      status: licenceStatus(l.expiresOn, today),
      daysLeft: daysUntil(l.expiresOn, today),
    }));
  return {
    id: row.id,
    kind,
    name: row.name,
    cnpj: row.cnpj,
    cep: row.cep ?? '',
    street: row.address ?? '',
    number: row.addressNumber ?? '',
    city: row.city ?? '',
    state: row.state,
    contactName: row.contactName ?? '',
    contactEmail: row.contactEmail ?? '',
    contactPhone: row.contactPhone ?? '',
    unitCodes: row.unitCodes,
    licences: own,
    licenceStatus: worstLicenceStatus(own.map((l) => l.status)),
    destinations: (row.treatments ?? []).filter(isDestination),
    active: row.active,
    version: row.version,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

async function licencesOf(db: Db, kind: ProviderKind, ids: string[]): Promise<LicenceRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(providerLicences)
    .where(inArray(ownerColumn(kind), ids))
    .orderBy(asc(providerLicences.expiresOn));
}

/** A carrier or a receiver with its licences and their status today. */
export async function getProvider(db: Db, kind: ProviderKind, id: string): Promise<Provider> {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw new AppError('not-found', kind === 'carrier' ? 'Carrier not found.' : 'Receiver not found.');
  return present(kind, row, await licencesOf(db, kind, [id]), dayInZone(DEFAULT_TIMEZONE));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** One page of carriers or receivers by name, searched by name, CNPJ or city. */
export async function listProviders(
  db: Db,
  kind: ProviderKind,
  query: z.output<typeof providerListQuerySchema>,
): Promise<ProviderPage> {
  const table = tableOf(kind);
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(eq(table.active, query.status === 'active'));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q.toLowerCase())}%`;
    const digits = q.replace(/\D/g, '');
    where.push(
      sql`(lower(${table.name}) like ${like} or lower(coalesce(${table.city}, '')) like ${like}${
        digits.length >= 2 ? sql` or ${table.cnpj} like ${`%${digits}%`}` : sql``
      })`,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(table)
      .where(filter)
      .orderBy(sql`lower(${table.name})`, asc(table.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(filter),
  ]);
  const licences = await licencesOf(
    db,
    kind,
    rows.map((r) => r.id),
  );
  const today = dayInZone(DEFAULT_TIMEZONE);
  return {
    items: rows.map((r) => present(kind, r, licences, today)),
    total: Number(counted[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
