import type { Dexie, EntityTable } from 'dexie';
import type { EcopesoDb } from '../../../lib/offline-db';
import { openLocalDatabase } from '../../../lib/local-database';
import { ApiError } from '../../../lib/api-client';

/** A weighing's photo kept on the device until the server has it (decision 040). */
export interface PendingPhoto {
  /** The record's UUID (its localId in the queue): one photo a record. */
  localId: string;
  clientId: string;
  photo: Blob;
  /** At a kitchen station: the turn of the cook who weighed the record (its record's `cookTurn`; not indexed). */
  cookTurn?: string;
}

interface PhotoTables {
  photos: EntityTable<PendingPhoto, 'localId'>;
}
export type PhotoDb = Dexie & PhotoTables;

/**
 * Photos waiting to go, in a database of their own ('ecopeso-photos', version 1): the record queue's schema is fixed
 * by the spec (offline-db.ts), and a photo must never hold a record back — it goes after its record is on the
 * server. Another name is for tests.
 */
export function openPhotoDb(name = 'ecopeso-photos'): PhotoDb {
  return openLocalDatabase<PhotoTables>(name, 1, { photos: 'localId' });
}

export const photoDb = openPhotoDb();

/** Keeps the photo of a record just saved on the device. */
export async function addPendingPhoto(database: PhotoDb, photo: PendingPhoto): Promise<void> {
  await database.photos.put(photo);
}

/** Sends one photo; resolves once the server holds the record's photo (this one, or one sent before). */
export type SendPhoto = (clientId: string, recordId: string, photo: Blob, cookTurn?: string) => Promise<unknown>;

/**
 * Sends the photos whose record the server already has (no longer in the record queue), each until the server
 * answers: stored, or already stored by an earlier try — the server keeps the first, so a retry never makes a second.
 * A refusal that no retry can change (a 4xx: the record is gone, the bytes are refused) drops the photo; a failure
 * to reach the server keeps it. True when nothing sendable is left waiting.
 */
export async function sendPendingPhotos({
  photos,
  records,
  send,
  isOnline,
  onSent,
  log = (message, err) => console.error(message, err),
}: {
  photos: PhotoDb;
  records: EcopesoDb;
  send: SendPhoto;
  isOnline: () => boolean;
  /** Called once the server holds the photo of one of this client's records. */
  onSent?: (clientId: string) => void;
  log?: (message: string, err?: unknown) => void;
}): Promise<boolean> {
  const waiting = await photos.photos.toArray();
  if (waiting.length === 0) return true;
  const queued = new Set((await records.pending_records.toArray()).map((r) => r.localId));
  const ready = waiting.filter((p) => !queued.has(p.localId));
  if (ready.length === 0) return true;
  if (!isOnline()) return false;
  let ok = true;
  for (const p of ready) {
    try {
      await send(p.clientId, p.localId, p.photo, p.cookTurn);
      await photos.photos.delete(p.localId);
      onSent?.(p.clientId);
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && ![408, 429].includes(err.status)) {
        log(`photo of record ${p.localId} refused (${err.status}); dropped`, err);
        await photos.photos.delete(p.localId);
      } else {
        log(`photo of record ${p.localId} not sent; kept for retry`, err);
        ok = false;
      }
    }
  }
  return ok;
}
