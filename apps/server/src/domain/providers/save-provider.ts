import { and, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createReceiverSchema, Provider, ProviderKind, updateReceiverSchema } from '@ecopeso/shared/providers';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import type { receivers } from '../../db/schema.ts';
import { contracts, providerLicences } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { changedFields, writeAuditEvent } from '../audit/write-audit-event.ts';
import { getProvider, ownerColumn, tableOf } from './provider-store.ts';

/** A receiver's fields; a carrier's are the same without `destinations` (ignored for carriers). */
type CreateInput = z.output<typeof createReceiverSchema> | Omit<z.output<typeof createReceiverSchema>, 'destinations'>;
type UpdateInput = Partial<z.output<typeof updateReceiverSchema>> & { version: number };
type LicenceInput = CreateInput['licences'][number];

const orNull = (v: string | undefined) => (v ? v : null);
const cleanCodes = (codes: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(codes).filter((e): e is [string, string] => Boolean(e[1])));

function columns(input: Partial<CreateInput>) {
  const set: Record<string, unknown> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.cnpj !== undefined) set.cnpj = input.cnpj;
  if (input.cep !== undefined) set.cep = orNull(input.cep);
  if (input.street !== undefined) set.address = orNull(input.street);
  if (input.number !== undefined) set.addressNumber = orNull(input.number);
  if (input.city !== undefined) set.city = orNull(input.city);
  if (input.state !== undefined) set.state = input.state;
  if (input.contactName !== undefined) set.contactName = orNull(input.contactName);
  if (input.contactEmail !== undefined) set.contactEmail = orNull(input.contactEmail);
  if (input.contactPhone !== undefined) set.contactPhone = orNull(input.contactPhone);
  if (input.unitCodes !== undefined) set.unitCodes = cleanCodes(input.unitCodes);
  if (input.active !== undefined) set.active = input.active;
  if ('destinations' in input && input.destinations !== undefined) set.treatments = [...new Set(input.destinations)];
  return set;
}

/** Replaces the provider's licences by the list: known ids updated, new ones added, the rest removed. */
async function syncLicences(tx: Db, kind: ProviderKind, id: string, licences: LicenceInput[]) {
  const owner = ownerColumn(kind);
  const keep = licences.flatMap((l) => (l.id ? [l.id] : []));
  const existing = await tx.select({ id: providerLicences.id }).from(providerLicences).where(eq(owner, id));
  const known = new Set(existing.map((l) => l.id));
  if (keep.some((k) => !known.has(k)))
    throw new AppError('invalid-argument', 'A licence does not belong to this provider.');
  await tx
    .delete(providerLicences)
    .where(keep.length ? and(eq(owner, id), notInArray(providerLicences.id, keep)) : eq(owner, id));
  for (const l of licences) {
    const values = { number: l.number, agency: l.agency, expiresOn: l.expiresOn };
    if (l.id)
      await tx
        .update(providerLicences)
        .set(values)
        .where(inArray(providerLicences.id, [l.id]));
    else await tx.insert(providerLicences).values({ ...values, [kind === 'carrier' ? 'carrierId' : 'receiverId']: id });
  }
}

/**
 * A receiver keeps offering every destination that a contract in force or still to come relies on: removing it
 * would leave that contract pointing at a treatment the receiver no longer does. Ended contracts keep their own.
 */
async function checkDestinationsInUse(tx: Db, receiverId: string, destinations: readonly string[]) {
  const today = dayInZone(DEFAULT_TIMEZONE);
  const [used] = await tx
    .select({ destination: contracts.destination })
    .from(contracts)
    .where(
      and(
        eq(contracts.receiverId, receiverId),
        destinations.length ? notInArray(contracts.destination, [...destinations]) : undefined,
        or(isNull(contracts.validTo), gte(contracts.validTo, today)),
      ),
    )
    .limit(1);
  if (used) {
    throw new AppError(
      'invalid-argument',
      `A contract in force uses the destination "${used.destination}": end or change that contract first.`,
      { reason: 'destination-in-use', params: { destination: used.destination } },
    );
  }
}

const snapshot = ({ version: _v, updatedAt: _u, licenceStatus: _s, ...rest }: Provider) => ({
  ...rest,
  licences: rest.licences.map(({ status: _st, daysLeft: _d, ...l }) => l),
});

/** Creates a carrier or a receiver with its licences, audited in the same transaction. */
export async function createProvider({
  db,
  actor,
  kind,
  input,
}: Change<{ kind: ProviderKind; input: CreateInput }>): Promise<Provider> {
  return db.transaction(async (tx) => {
    const table = tableOf(kind);
    const [row] = await tx
      .insert(table)
      .values(columns(input) as typeof receivers.$inferInsert)
      .returning({ id: table.id });
    const id = row!.id;
    await syncLicences(tx, kind, id, input.licences);
    const after = await getProvider(tx, kind, id);
    await writeAuditEvent(tx, { actor, entity: kind, entityId: id, action: 'create', after: snapshot(after) });
    return after;
  });
}

/** Applies the fields given, only from the version the edit started at (409 otherwise); audited. */
export async function updateProvider({
  db,
  actor,
  kind,
  id,
  input,
}: Change<{ kind: ProviderKind; id: string; input: UpdateInput }>): Promise<Provider> {
  return db.transaction(async (tx) => {
    const table = tableOf(kind);
    const [current] = await tx.select({ version: table.version }).from(table).where(eq(table.id, id)).for('update');
    if (!current) throw new AppError('not-found', kind === 'carrier' ? 'Carrier not found.' : 'Receiver not found.');
    if (current.version !== input.version) {
      throw staleChange('this provider');
    }
    const before = await getProvider(tx, kind, id);
    if (kind === 'receiver' && input.destinations) await checkDestinationsInUse(tx, id, input.destinations);
    if (input.licences) await syncLicences(tx, kind, id, input.licences);
    await tx
      .update(table)
      .set({ ...columns(input), version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(eq(table.id, id));
    const after = await getProvider(tx, kind, id);
    const change = changedFields(snapshot(before), snapshot(after));
    if (Object.keys(change.after).length) {
      const action =
        before.active !== after.active ? (after.active ? 'reactivate' : 'deactivate') : ('update' as const);
      await writeAuditEvent(tx, { actor, entity: kind, entityId: id, action, ...change });
    }
    return after;
  });
}
