import { liveQuery } from 'dexie';
import { isOnline, subscribeConnectivity } from '@/lib/connectivity';
import { db, type PendingRecord } from '@/lib/offline-db';
import { sendRecordBatch } from '../api/create-records';
import { sendRecordPhoto } from '../api/record-photo';
import { photoDb, sendPendingPhotos } from '../photo/pending-photos';
import { isSendable } from './pending-queue';
import { createSyncEngine } from './sync';

type StoredListener = (clientId: string, rows: PendingRecord[]) => void;
const storedListeners = new Set<StoredListener>();
const photoListeners = new Set<(clientId: string) => void>();

/** The one sync engine of this tab, over the device's queue and the records endpoint. */
export const syncEngine = createSyncEngine({
  db,
  send: sendRecordBatch,
  isOnline,
  onStored: (clientId, rows) => {
    for (const listener of storedListeners) listener(clientId, rows);
  },
  // A weighing's photo goes once its record is on the server (decision 040).
  sendAfter: () =>
    sendPendingPhotos({
      photos: photoDb,
      records: db,
      send: sendRecordPhoto,
      isOnline,
      onSent: (clientId) => {
        for (const listener of photoListeners) listener(clientId);
      },
    }),
});

/** Tells `listener` which rows the server just stored (before they leave the queue). */
export function onRecordsStored(listener: StoredListener): () => void {
  storedListeners.add(listener);
  return () => storedListeners.delete(listener);
}

/** Tells `listener` the client whose record's photo just reached the server. */
export function onPhotoSent(listener: (clientId: string) => void): () => void {
  photoListeners.add(listener);
  return () => photoListeners.delete(listener);
}

let users = 0;
let stop: (() => void) | null = null;

/**
 * Starts automatic sync for as long as one caller holds it (spec §4): at once, when the connection returns, and
 * whenever the set of records waiting to go changes (a save, a fix); the engine adds the back-off retries.
 * Returns the release function.
 */
export function startSync(): () => void {
  users += 1;
  if (users === 1) {
    let wasOnline = isOnline();
    const unsubscribe = subscribeConnectivity(() => {
      const online = isOnline();
      if (online && !wasOnline) void syncEngine.syncNow();
      wasOnline = online;
    });
    const subscription = liveQuery(() => db.pending_records.filter(isSendable).count()).subscribe({
      // The first answer comes right away: that is the sync at app start.
      next: () => void syncEngine.sync(),
      error: (err: unknown) => console.error('sync: watching the pending records failed', err),
    });
    stop = () => {
      unsubscribe();
      subscription.unsubscribe();
      syncEngine.pause();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}
