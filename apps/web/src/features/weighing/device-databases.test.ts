import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { cacheDb, openEcopesoDb } from '../../lib/offline-db';
import { openPhotoDb } from './photo/pending-photos';

/**
 * A database as a tablet in the field already holds it, made with IndexedDB itself: Dexie keeps its version n as
 * IndexedDB version 10 n (https://dexie.org/docs/Dexie/Dexie.version()), an auto-increment key as `autoIncrement`.
 */
function existing(
  name: string,
  store: { name: string; keyPath: string; autoIncrement?: boolean; index?: string },
  rows: object[],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 10);
    request.onupgradeneeded = () => {
      const created = request.result.createObjectStore(store.name, {
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement ?? false,
      });
      if (store.index) created.createIndex(store.index, store.index);
      for (const row of rows) created.add(row);
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

// Names, versions and tables stay as the devices in the field have them, or what waits on a tablet is lost.
describe('the databases on the device', () => {
  it('opens the offline queue a tablet holds, its records and its localId index', async () => {
    const name = `ecopeso-${crypto.randomUUID()}`;
    const record = {
      localId: 'r-1',
      clientId: 'c-1',
      areaId: null,
      wasteType: 'rejeito',
      subType: null,
      weightKg: 2,
      recordedAt: '2026-11-27T08:00:00-03:00',
    } as const;
    await existing(name, { name: 'pending_records', keyPath: 'id', autoIncrement: true, index: 'localId' }, [record]);
    const db = openEcopesoDb(name);
    expect(db.name).toBe(name);
    expect(await db.pending_records.where('localId').equals('r-1').toArray()).toEqual([{ ...record, id: 1 }]);
    expect(await db.pending_records.add({ ...record, localId: 'r-2' })).toBe(2);
    expect(db.verno).toBe(1);
    await db.delete();
  });

  it('opens the photos waiting on a tablet', async () => {
    const name = `ecopeso-photos-${crypto.randomUUID()}`;
    await existing(name, { name: 'photos', keyPath: 'localId' }, [{ localId: 'r-1', clientId: 'c-1', photo: 'jpeg' }]);
    const db = openPhotoDb(name);
    expect(await db.photos.get('r-1')).toEqual({ localId: 'r-1', clientId: 'c-1', photo: 'jpeg' });
    await db.delete();
  });

  it('keeps the names the app opens', async () => {
    expect(openEcopesoDb().name).toBe('ecopeso');
    expect(openPhotoDb().name).toBe('ecopeso-photos');
    expect(cacheDb.name).toBe('ecopeso-cache');
    await cacheDb.entries.put({ key: 'k', value: 1, savedAt: 0 });
    expect(cacheDb.verno).toBe(1);
    expect(cacheDb.tables.map((t) => [t.name, t.schema.primKey.keyPath])).toEqual([['entries', 'key']]);
  });
});
