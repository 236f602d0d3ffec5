import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contract, contractInputSchema } from '@ecopeso/shared/contracts';
import type { Db } from '../../db/client.ts';
import { carriers, clients, contracts, receivers } from '../../db/schema.ts';
import type { ClientChange } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { changedFields, writeAuditEvent } from '../audit/write-audit-event.ts';
import { listContracts } from './contract-store.ts';

type Input = z.output<typeof contractInputSchema>;

/**
 * The rules every contract keeps: an existing active carrier, a receiver offering the destination, and no other
 * contract of the client for the same type and sub-type whose period overlaps (an open end runs forever).
 */
async function check(tx: Db, clientId: string, input: Input, exceptId?: string): Promise<void> {
  const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, input.carrierId));
  if (!carrier) throw new AppError('invalid-argument', 'The carrier does not exist.');
  const [receiver] = await tx.select().from(receivers).where(eq(receivers.id, input.receiverId));
  if (!receiver) throw new AppError('invalid-argument', 'The receiver does not exist.');
  if (!receiver.treatments.includes(input.destination)) {
    throw new AppError('invalid-argument', 'The receiver does not offer this destination.', {
      reason: 'destination-not-offered',
    });
  }
  const [overlap] = await tx
    .select({ id: contracts.id, validFrom: contracts.validFrom, validTo: contracts.validTo })
    .from(contracts)
    .where(
      and(
        eq(contracts.clientId, clientId),
        eq(contracts.wasteType, input.wasteType),
        input.subType === null ? isNull(contracts.subType) : eq(contracts.subType, input.subType),
        exceptId ? ne(contracts.id, exceptId) : undefined,
        sql`${contracts.validFrom} <= coalesce(${input.validTo}::date, 'infinity'::date)`,
        sql`coalesce(${contracts.validTo}, 'infinity'::date) >= ${input.validFrom}::date`,
      ),
    )
    .limit(1);
  if (overlap) {
    throw new AppError(
      'invalid-argument',
      `Another contract for this waste type covers part of this period (from ${overlap.validFrom}${
        overlap.validTo ? ` to ${overlap.validTo}` : ', open-ended'
      }). End it first or choose other dates.`,
      { reason: 'contract-overlap', params: { from: overlap.validFrom, to: overlap.validTo ?? '' } },
    );
  }
}

const values = (input: Input) => ({
  carrierId: input.carrierId,
  receiverId: input.receiverId,
  wasteType: input.wasteType,
  subType: input.subType,
  destination: input.destination,
  validFrom: input.validFrom,
  validTo: input.validTo,
  pricePerKg: input.pricePerKg,
  notes: input.notes,
});

/** Locks the client so two contracts saved at once cannot both pass the overlap check. */
async function lockClient(tx: Db, clientId: string) {
  const [found] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  if (!found) throw new AppError('not-found', 'Client not found.');
}

const snapshot = ({ version: _v, licenceStatus: _l, ...rest }: Contract) => rest;

/** Adds a contract to the client under the rules above, audited in the same transaction. */
export async function createContract({ db, actor, clientId, input }: ClientChange<Input>) {
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    await check(tx, clientId, input);
    const [row] = await tx
      .insert(contracts)
      .values({ clientId, ...values(input) })
      .returning({ id: contracts.id });
    const [after] = await listContracts(tx, clientId, row!.id);
    await writeAuditEvent(tx, {
      actor,
      entity: 'contract',
      entityId: row!.id,
      action: 'create',
      after: snapshot(after!),
      clientId,
    });
    return after!;
  });
}

/** Restates a contract from the version the edit started at (409 otherwise), under the same rules; audited. */
export async function updateContract({
  db,
  actor,
  clientId,
  contractId,
  version,
  input,
}: ClientChange<Input> & {
  contractId: string;
  version: number;
}): Promise<Contract> {
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const [before] = await listContracts(tx, clientId, contractId);
    if (!before) throw new AppError('not-found', 'Contract not found.');
    if (before.version !== version) {
      throw staleChange('this contract');
    }
    await check(tx, clientId, input, contractId);
    await tx
      .update(contracts)
      .set({ ...values(input), version: sql`${contracts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contracts.clientId, clientId), eq(contracts.id, contractId)));
    const [after] = await listContracts(tx, clientId, contractId);
    await writeAuditEvent(tx, {
      actor,
      entity: 'contract',
      entityId: contractId,
      action: 'update',
      ...changedFields(snapshot(before), snapshot(after!)),
      clientId,
    });
    return after!;
  });
}
