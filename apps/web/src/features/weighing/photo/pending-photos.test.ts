import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewRecord } from '@ecopeso/shared/records';
import { ApiError } from '../../../lib/api-client';
import { openEcopesoDb, type EcopesoDb } from '../../../lib/offline-db';
import { addPending } from '../lib/pending-queue';
import { createSyncEngine } from '../lib/sync';
import { addPendingPhoto, openPhotoDb, sendPendingPhotos, type PhotoDb, type SendPhoto } from './pending-photos';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const AREA = '33333333-3333-4333-8333-333333333333';

let records: EcopesoDb;
let photos: PhotoDb;
beforeEach(() => {
  records = openEcopesoDb(`test-${crypto.randomUUID()}`);
  photos = openPhotoDb(`photos-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await records.delete();
  await photos.delete();
});

/** The order things reach the "server", and a photo sender that fails as told. */
function wire(photoAnswer: () => Promise<unknown> = () => Promise.resolve({ stored: true })) {
  const seen: string[] = [];
  const sendPhoto: SendPhoto = async (_clientId, recordId) => {
    seen.push(`photo ${recordId}`);
    return photoAnswer();
  };
  const engine = createSyncEngine({
    db: records,
    send: async (_clientId, batch: NewRecord[]) => {
      for (const r of batch) seen.push(`record ${r.id}`);
      return { inserted: batch.map((r) => r.id), duplicates: [], rejected: [] };
    },
    sendAfter: () => sendPendingPhotos({ photos, records, send: sendPhoto, isOnline: () => true, log: () => {} }),
    setTimer: () => 0,
    clearTimer: () => {},
    log: () => {},
  });
  return { seen, engine };
}

async function weighedWithPhoto() {
  const row = await addPending(records, CLIENT, { areaId: AREA, wasteType: 'rejeito', subType: null, weightKg: 2 });
  await addPendingPhoto(photos, { localId: row.localId, clientId: CLIENT, photo: new Blob([new Uint8Array(8)]) });
  return row.localId;
}

describe('a photo waiting on the device', () => {
  it('goes after its record, once, and leaves the device', async () => {
    const { seen, engine } = wire();
    const id = await weighedWithPhoto();
    expect(await engine.sync()).toBe(true);
    expect(seen).toEqual([`record ${id}`, `photo ${id}`]);
    expect(await photos.photos.count()).toBe(0);
    await engine.sync();
    expect(seen).toHaveLength(2);
  });

  it('waits while its record is still queued (offline, or refused)', async () => {
    const id = await weighedWithPhoto();
    const sent: string[] = [];
    const ok = await sendPendingPhotos({
      photos,
      records,
      send: async (_c, r) => sent.push(r),
      isOnline: () => true,
    });
    expect(ok).toBe(true);
    expect(sent).toEqual([]);
    expect((await photos.photos.get(id))?.clientId).toBe(CLIENT);
  });

  it('goes with the turn of the cook who weighed it at a kitchen station, whoever is switched in now', async () => {
    const localId = crypto.randomUUID();
    await addPendingPhoto(photos, { localId, clientId: CLIENT, photo: new Blob([new Uint8Array(8)]), cookTurn: 'ana' });
    const other = crypto.randomUUID();
    await addPendingPhoto(photos, { localId: other, clientId: CLIENT, photo: new Blob([new Uint8Array(8)]) });
    const sent: [string, string | undefined][] = [];
    await sendPendingPhotos({
      photos,
      records,
      send: async (_c, r, _p, turn) => sent.push([r, turn]),
      isOnline: () => true,
    });
    expect(Object.fromEntries(sent)).toEqual({ [localId]: 'ana', [other]: undefined });
  });

  it('is kept and the run fails (for the back-off) when the server is not reached', async () => {
    let reachable = false;
    const { seen, engine } = wire(() =>
      reachable ? Promise.resolve({ stored: true }) : Promise.reject(new ApiError('unavailable', 0, 'offline')),
    );
    const id = await weighedWithPhoto();
    expect(await engine.sync()).toBe(false);
    expect(await photos.photos.count()).toBe(1);
    reachable = true;
    expect(await engine.syncNow()).toBe(true);
    expect(seen.filter((s) => s === `photo ${id}`)).toHaveLength(2);
    expect(await photos.photos.count()).toBe(0);
  });

  it('is dropped when the server refuses it for good (a 4xx)', async () => {
    const { engine } = wire(() => Promise.reject(new ApiError('not-found', 404, 'No such record.')));
    await weighedWithPhoto();
    expect(await engine.sync()).toBe(true);
    expect(await photos.photos.count()).toBe(0);
  });
});
