import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Mtr, mtrDraftInputSchema, mtrDraftUpdateSchema } from '@ecopeso/shared/mtr';
import { isCountedInArticles } from '@ecopeso/shared/mtr-rules';
import type { Db } from '../../db/client.ts';
import { contracts, mtrItems, mtrs, mtrSettings } from '../../db/schema.ts';
import type { ClientChange } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { getMtrMapping } from './mapping.ts';
import { auditMtrChange, getMtr, mtrState } from './mtr-store.ts';
import { NotReady } from './settings.ts';
import { lockedChanges, transition } from './transition.ts';

type DraftFields = Omit<z.output<typeof mtrDraftUpdateSchema>, 'version'>;

/** Items as stored: the class and description from the client's mapping (codes are fixed at issue time). */
async function itemRows(db: Db, clientId: string, mtrId: string, items: DraftFields['items']) {
  const mapping = await getMtrMapping(db, clientId);
  return items.map((item, position) => {
    const line = mapping.find((m) => m.ibamaCode === item.ibamaCode);
    if (!line) {
      throw new AppError(
        'invalid-argument',
        `No line of this client's waste mapping uses IBAMA code ${item.ibamaCode}. Add it to the mapping first.`,
      );
    }
    return {
      clientId,
      mtrId,
      position,
      ibamaCode: item.ibamaCode,
      ibamaDescription: line.ibamaDescription,
      nbrClass: line.nbrClass,
      quantityKg: item.quantityKg,
      weighedKg: item.weighedKg,
      // A count only where the code is declared in units; elsewhere the MTR's unit comes from the kilos.
      count: isCountedInArticles(item.ibamaCode) ? item.count : null,
    };
  });
}

/** The draft fields `input` changes, by the names of the edition rules. */
function changedFields(before: Mtr, input: DraftFields): string[] {
  const items = (list: readonly { ibamaCode: string; quantityKg: number; weighedKg: number; count: number | null }[]) =>
    JSON.stringify(list.map((i) => [i.ibamaCode, i.quantityKg, i.weighedKg, i.count]));
  const at = (v: string | null) => (v ? new Date(v).getTime() : null);
  const changes: [string, boolean][] = [
    ['shipmentDate', before.shipmentDate !== input.shipmentDate],
    ['driverName', before.driverName !== input.driverName],
    ['vehiclePlate', before.vehiclePlate !== input.vehiclePlate],
    ['notes', before.notes !== input.notes],
    ['items', items(before.items) !== items(input.items)],
    ['weighedFrom', at(before.weighedFrom) !== at(input.weighedFrom)],
    ['weighedUntil', at(before.weighedUntil) !== at(input.weighedUntil)],
  ];
  return changes.filter(([, changed]) => changed).map(([field]) => field);
}

const fields = (input: DraftFields) => ({
  shipmentDate: input.shipmentDate,
  driverName: input.driverName,
  vehiclePlate: input.vehiclePlate,
  notes: input.notes,
  weighedFrom: input.weighedFrom ? new Date(input.weighedFrom) : null,
  weighedUntil: new Date(input.weighedUntil),
});

/**
 * A new draft MTR for one of the client's contracts, in its configured system; audited. A test MTR (`test`, or any
 * in homologation) is marked so for good: never counted in proposals, weighed versus declared or the DMR.
 */
export async function createMtrDraft({
  db,
  actor,
  clientId,
  input,
  test = false,
}: ClientChange<z.output<typeof mtrDraftInputSchema>> & { test?: boolean }): Promise<Mtr> {
  const [settings] = await db.select().from(mtrSettings).where(eq(mtrSettings.clientId, clientId));
  if (!settings) throw new NotReady('not-configured');
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.clientId, clientId), eq(contracts.id, input.contractId)));
  if (!contract) throw new AppError('not-found', 'Contract not found.');
  const id = crypto.randomUUID();
  const items = await itemRows(db, clientId, id, input.items);
  await db.transaction(async (tx) => {
    await tx.insert(mtrs).values({
      id,
      clientId,
      contractId: input.contractId,
      system: settings.system,
      environment: settings.environment,
      responsibleName: settings.responsibleName,
      isTest: test || settings.environment === 'homologation',
      createdBy: actor.id,
      ...fields(input),
    });
    await tx.insert(mtrItems).values(items);
    await auditMtrChange(tx, { actor, clientId, mtrId: id, action: 'create' });
  });
  return getMtr(db, clientId, id);
}

/**
 * Restates a draft from the version read (stale → 409); the life-cycle table's edition rules say which fields may
 * change (a draft's; none once an issue is under way); audited.
 */
export async function updateMtrDraft({
  db,
  actor,
  clientId,
  mtrId,
  input,
}: ClientChange<z.output<typeof mtrDraftUpdateSchema>> & { mtrId: string }): Promise<Mtr> {
  const items = await itemRows(db, clientId, mtrId, input.items);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: mtrs.version })
      .from(mtrs)
      .where(and(eq(mtrs.clientId, clientId), eq(mtrs.id, mtrId)))
      .for('update');
    if (!row) throw new AppError('not-found', 'MTR not found.');
    const before = await getMtr(tx, clientId, mtrId);
    const state = mtrState(before);
    transition(state, 'edit');
    if (row.version !== input.version) {
      throw staleChange('this MTR');
    }
    const locked = lockedChanges(state, changedFields(before, input));
    if (locked.length) throw new AppError('invalid-argument', `These fields cannot change now: ${locked.join(', ')}.`);
    await tx
      .update(mtrs)
      .set({ ...fields(input), version: sql`${mtrs.version} + 1`, updatedAt: new Date() })
      .where(and(eq(mtrs.clientId, clientId), eq(mtrs.id, mtrId)));
    await tx.delete(mtrItems).where(and(eq(mtrItems.clientId, clientId), eq(mtrItems.mtrId, mtrId)));
    await tx.insert(mtrItems).values(items);
    await auditMtrChange(tx, { actor, clientId, mtrId, action: 'update', before });
  });
  return getMtr(db, clientId, mtrId);
}
