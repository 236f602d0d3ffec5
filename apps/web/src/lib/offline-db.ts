import { Dexie, type EntityTable } from 'dexie';
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

/**
 * The offline queue: database 'ecopeso', table pending_records, version 1, indexes ++id and localId (spec §3, §9).
 * Nothing else lives in this database, so its schema never has to change.
 */
export class EcopesoDb extends Dexie {
  pending_records!: EntityTable<PendingRecord, 'id'>;

  constructor(name = 'ecopeso', options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ pending_records: '++id, localId' });
  }
}

export const db = new EcopesoDb();

interface CacheEntry {
  key: string;
  value: unknown;
  savedAt: number;
}

/**
 * Last good answers of a few reads (profile, client list, client configuration) so the entry page opens offline.
 * A separate database, so the queue's schema stays exactly as the spec fixes it.
 */
export class CacheDb extends Dexie {
  entries!: EntityTable<CacheEntry, 'key'>;

  constructor(name = 'ecopeso-cache', options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ entries: 'key' });
  }
}

export const cacheDb = new CacheDb();

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
