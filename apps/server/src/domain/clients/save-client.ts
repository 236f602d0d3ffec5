import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClientAdmin, createClientSchema, updateClientSchema } from '@ecopeso/shared/admin-clients';
import type { Db } from '../../db/client.ts';
import { areas, clientGroups, clients, clientWasteTypes } from '../../db/schema.ts';
import { startLossReasons } from '../kitchen/change-kitchen-lists.ts';
import type { Change, ClientChange } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { changedFields, writeAuditEvent } from '../audit/write-audit-event.ts';
import { rebuildDailyTotals } from '../dashboard/rebuild-daily-totals.ts';
import { getClientAdmin } from './get-client-admin.ts';

type CreateInput = z.output<typeof createClientSchema>;
type UpdateInput = z.output<typeof updateClientSchema>;
type AreaInput = CreateInput['areas'][number];

const orNull = (v: string | undefined) => (v ? v : null);

/** The chain's group, made the first time a chain name is used; none for ''. */
async function groupIdFor(tx: Db, chain: string): Promise<string | null> {
  const name = chain.trim();
  if (!name) return null;
  const [found] = await tx
    .select({ id: clientGroups.id })
    .from(clientGroups)
    .where(sql`lower(${clientGroups.name}) = ${name.toLowerCase()}`)
    .limit(1);
  if (found) return found.id;
  const [made] = await tx.insert(clientGroups).values({ name }).returning({ id: clientGroups.id });
  return made!.id;
}

async function writeTypes(tx: Db, clientId: string, types: CreateInput['types']): Promise<void> {
  await tx.delete(clientWasteTypes).where(eq(clientWasteTypes.clientId, clientId));
  await tx
    .insert(clientWasteTypes)
    .values(
      types.map((t) => ({ clientId, wasteType: t.type, limitKg: t.limitKg, subTypes: [...new Set(t.subTypes)] })),
    );
}

/**
 * Brings the client's areas to the list given, in its order: known ids are renamed, (de)activated and moved, new
 * ones added; an area left out is deleted only when no record ever named it (otherwise 400: deactivate it).
 */
async function syncAreas(tx: Db, clientId: string, wanted: AreaInput[]): Promise<void> {
  const existing = await tx.select({ id: areas.id }).from(areas).where(eq(areas.clientId, clientId));
  const known = new Set(existing.map((a) => a.id));
  for (const a of wanted) {
    if (a.id && !known.has(a.id)) throw new AppError('invalid-argument', 'An area does not belong to this client.');
  }
  const kept = new Set(wanted.flatMap((a) => (a.id ? [a.id] : [])));
  const removed = existing.map((a) => a.id).filter((id) => !kept.has(id));
  if (removed.length) {
    const used = (await tx.execute(sql`select 1 from waste_records
      where client_id = ${clientId}::uuid and area_id in (${sql.join(
        removed.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) limit 1`)) as unknown as { rows: unknown[] };
    if (used.rows.length) {
      throw new AppError('invalid-argument', 'An area with records is never deleted: deactivate it instead.', {
        reason: 'area-has-records',
      });
    }
    await tx.delete(areas).where(and(eq(areas.clientId, clientId), inArray(areas.id, removed)));
  }
  // Names move out of the way first, so two areas may swap names without tripping the unique index.
  if (kept.size) {
    await tx
      .update(areas)
      .set({ name: sql`'~' || ${areas.id}::text` })
      .where(and(eq(areas.clientId, clientId), inArray(areas.id, [...kept])));
  }
  for (const [position, a] of wanted.entries()) {
    if (a.id) {
      await tx
        .update(areas)
        .set({ name: a.name, active: a.active, position })
        .where(and(eq(areas.clientId, clientId), eq(areas.id, a.id)));
    } else {
      await tx.insert(areas).values({ clientId, name: a.name, active: a.active, position });
    }
  }
}

/** The audit snapshot: what the form shows, without the bookkeeping. */
const snapshot = ({ version: _v, updatedAt: _u, ...rest }: ClientAdmin) => ({
  ...rest,
  areas: rest.areas.map(({ hasRecords: _h, ...a }) => a),
});

/** Creates a client with its types, limits and areas, audited in the same transaction. */
export async function createClient({ db, actor, input }: Change<{ input: CreateInput }>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        name: input.name,
        groupId: await groupIdFor(tx, input.chain),
        cnpj: input.cnpj,
        category: input.category,
        cep: orNull(input.cep),
        address: orNull(input.street),
        addressNumber: orNull(input.number),
        city: orNull(input.city),
        state: input.state,
        timezone: input.timezone,
        diversionGoalPct: input.diversionGoalPct,
        active: input.active,
      })
      .returning({ id: clients.id });
    const clientId = row!.id;
    await writeTypes(tx, clientId, input.types);
    await syncAreas(tx, clientId, input.areas);
    // Its list of loss reasons starts with the food-loss stages' kinds (issue 26 item 3), as the migration gave every
    // existing client.
    await startLossReasons(tx, clientId);
    const after = await getClientAdmin(tx, clientId);
    await writeAuditEvent(tx, {
      actor,
      entity: 'client',
      entityId: clientId,
      action: 'create',
      after: snapshot(after),
      clientId,
    });
    return after;
  });
}

/**
 * Applies the fields given to a client, only from the version the edit started at (409 otherwise). A new time
 * zone re-buckets the client's daily totals in the same transaction, so the dashboard stays exact.
 */
export async function updateClient({
  db,
  actor,
  clientId,
  input,
}: ClientChange<UpdateInput>): Promise<{ client: ClientAdmin; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: clients.version })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    if (!current) throw new AppError('not-found', 'Client not found.');
    if (current.version !== input.version) {
      throw staleChange('this client');
    }
    const before = await getClientAdmin(tx, clientId);
    const set: Partial<typeof clients.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.chain !== undefined) set.groupId = await groupIdFor(tx, input.chain);
    if (input.cnpj !== undefined) set.cnpj = input.cnpj;
    if (input.category !== undefined) set.category = input.category;
    if (input.cep !== undefined) set.cep = orNull(input.cep);
    if (input.street !== undefined) set.address = orNull(input.street);
    if (input.number !== undefined) set.addressNumber = orNull(input.number);
    if (input.city !== undefined) set.city = orNull(input.city);
    if (input.state !== undefined) set.state = input.state;
    if (input.timezone !== undefined) set.timezone = input.timezone;
    if (input.diversionGoalPct !== undefined) set.diversionGoalPct = input.diversionGoalPct;
    if (input.active !== undefined) set.active = input.active;
    if (input.types) await writeTypes(tx, clientId, input.types);
    if (input.areas) await syncAreas(tx, clientId, input.areas);
    await tx
      .update(clients)
      .set({ ...set, version: sql`${clients.version} + 1`, updatedAt: new Date() })
      .where(eq(clients.id, clientId));
    if (input.timezone !== undefined && input.timezone !== before.timezone) await rebuildDailyTotals(tx, clientId);
    const after = await getClientAdmin(tx, clientId);
    const change = changedFields(snapshot(before), snapshot(after));
    const changed = Object.keys(change.after).length > 0;
    if (changed) {
      const action =
        before.active !== after.active ? (after.active ? 'reactivate' : 'deactivate') : ('update' as const);
      await writeAuditEvent(tx, { actor, entity: 'client', entityId: clientId, action, ...change, clientId });
    }
    return { client: after, changed };
  });
}
