import type { EcopesoDb, PendingRecord } from '@/lib/offline-db';
import type { WeighingValues } from './validate-weighing';
import { currentCookTurn } from '../station/cook-turn-store';

/** Whether a row still goes out with the next sync (a refused row waits for the user). */
export const isSendable = (row: PendingRecord): boolean => !row.rejectionReason;

/**
 * Keeps a new weighing on the device (the only thing the save button waits for); it syncs later. At a kitchen station
 * it keeps the turn of the cook switched in now, so it is theirs whenever it syncs (decision 039).
 */
export async function addPending(
  database: EcopesoDb,
  clientId: string,
  values: WeighingValues,
  now: Date = new Date(),
): Promise<PendingRecord> {
  const turn = currentCookTurn();
  const row: PendingRecord = {
    localId: crypto.randomUUID(),
    clientId,
    ...values,
    recordedAt: now.toISOString(),
    ...(turn ? { cookTurn: turn.token } : {}),
  };
  row.id = await database.pending_records.add(row);
  return row;
}

/**
 * Applies the user's correction to a refused row and puts it back in the sync queue. It keeps its id (the server
 * stored nothing under it) and its time, unless that time was the problem (a clock running ahead).
 */
export async function fixRejected(
  database: EcopesoDb,
  id: number,
  values: WeighingValues,
  now: Date = new Date(),
): Promise<void> {
  await database.transaction('rw', database.pending_records, async () => {
    const row = await database.pending_records.get(id);
    if (!row) throw new Error(`pending record ${id} is gone`);
    const recordedAt = Date.parse(row.recordedAt) > now.getTime() ? now.toISOString() : row.recordedAt;
    // Dexie's update() removes a property set to undefined, so the row loses its rejection marks.
    await database.pending_records.update(id, {
      // A choice the correction dropped (a container, a reason, an item) leaves the row too.
      containerId: undefined,
      grossKg: undefined,
      lossReasonId: undefined,
      foodItemId: undefined,
      ...values,
      recordedAt,
      rejectionReason: undefined,
      rejectionMessage: undefined,
    });
  });
}

export async function deletePending(database: EcopesoDb, id: number): Promise<void> {
  await database.pending_records.delete(id);
}

/** A client's rows on this device, newest first: waiting ones, then refused ones. */
export async function listPending(database: EcopesoDb, clientId: string): Promise<PendingRecord[]> {
  const rows = await database.pending_records.filter((r) => r.clientId === clientId).toArray();
  const newestFirst = (a: PendingRecord, b: PendingRecord) =>
    b.recordedAt.localeCompare(a.recordedAt) || (b.id ?? 0) - (a.id ?? 0);
  return [...rows.filter(isSendable).sort(newestFirst), ...rows.filter((r) => !isSendable(r)).sort(newestFirst)];
}

export interface PendingCounts {
  /** Waiting to sync. */
  pending: number;
  /** Refused by the server, waiting for the user. */
  rejected: number;
}

/** Counts over every client on the device. */
export async function countPending(database: EcopesoDb): Promise<PendingCounts> {
  let pending = 0;
  let rejected = 0;
  await database.pending_records.each((row) => {
    if (isSendable(row)) pending += 1;
    else rejected += 1;
  });
  return { pending, rejected };
}
