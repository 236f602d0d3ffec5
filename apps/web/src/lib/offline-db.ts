import type { Dexie, EntityTable } from 'dexie';
import { openLocalDatabase } from './local-database';
import type { RejectionReason } from '@ecopeso/shared/records';
import type { SubType, WasteType } from '@ecopeso/shared/waste';

/** A weighing kept on the device until the server has it (spec §3 pending record). */
export interface PendingRecord {
  /** Auto-increment key of the local table. */
  id?: number;
  /** The record's UUID, made on the device: the server's idempotency key. */
  localId: string;
  clientId: string;
  areaId: string | null;
  wasteType: WasteType;
  subType: SubType | null;
  /** The net weight; weighed in a container, the gross read and the container (the server takes its tare off). */
  weightKg: number;
  containerId?: string;
  grossKg?: number;
  /** Organic only: why the food was wasted and what it was (issue 26). Not indexed: the table's schema is unchanged. */
  lossReasonId?: string;
  foodItemId?: string;
  /** When it was weighed, ISO 8601 with offset (the device clock). */
  recordedAt: string;
  /** At a kitchen station: the turn of the cook who weighed it (decision 039); not indexed, so the schema stays. */
  cookTurn?: string;
  /** Set when the server refused the record: it stays here, out of automatic sync, until the user fixes or deletes it. */
  rejectionReason?: RejectionReason;
  rejectionMessage?: string;
}

interface QueueTables {
  pending_records: EntityTable<PendingRecord, 'id'>;
}
export type EcopesoDb = Dexie & QueueTables;

/**
 * The offline queue: database 'ecopeso', table pending_records, version 1, indexes ++id and localId (spec §3, §9).
 * Nothing else lives in this database, so its schema never has to change. Another name is for tests.
 */
export function openEcopesoDb(name = 'ecopeso'): EcopesoDb {
  return openLocalDatabase<QueueTables>(name, 1, { pending_records: '++id, localId' });
}

export const db = openEcopesoDb();

interface CacheEntry {
  key: string;
  value: unknown;
  savedAt: number;
}

/**
 * Last good answers of a few reads (profile, client list, client configuration) so the entry page opens offline:
 * database 'ecopeso-cache', version 1. A separate database, so the queue's schema stays exactly as the spec fixes it.
 */
export const cacheDb = openLocalDatabase<{ entries: EntityTable<CacheEntry, 'key'> }>('ecopeso-cache', 1, {
  entries: 'key',
});

/** The cached value under `key`, or undefined (also when IndexedDB is unavailable). */
export async function readCache(key: string): Promise<unknown> {
  try {
    return (await cacheDb.entries.get(key))?.value;
  } catch (err) {
    console.warn('offline cache read failed', err);
    return undefined;
  }
}

/** Keeps `value` under `key`; a failure only costs the offline copy. */
export async function writeCache(key: string, value: unknown): Promise<void> {
  try {
    await cacheDb.entries.put({ key, value, savedAt: Date.now() });
  } catch (err) {
    console.warn('offline cache write failed', err);
  }
}

/** Forgets every cached answer (on sign-out, so the next person on a shared tablet sees nothing of the last). */
export async function clearCache(): Promise<void> {
  try {
    await cacheDb.entries.clear();
  } catch (err) {
    console.warn('offline cache clear failed', err);
  }
}
