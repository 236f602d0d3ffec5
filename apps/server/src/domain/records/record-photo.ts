import { and, eq, isNull } from 'drizzle-orm';
import { MAX_PHOTO_BYTES, sniffPhotoType } from '@ecopeso/shared/record-photos';
import type { Db } from '../../db/client.ts';
import { clients, wasteRecords } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { checkRecordChanger } from './change-rules.ts';
import { checkStationPhoto } from '../station/station-photo.ts';
import { photoContentType, photoKey, type PhotoStore } from './photo-store.ts';

const notFound = () => new AppError('not-found', 'No such record.');

async function liveRecord(db: Db, clientId: string, recordId: string) {
  const [row] = await db
    .select({
      createdBy: wasteRecords.createdBy,
      recordedAt: wasteRecords.recordedAt,
      photoKey: wasteRecords.photoKey,
      timeZone: clients.timezone,
    })
    .from(wasteRecords)
    .innerJoin(clients, eq(clients.id, wasteRecords.clientId))
    .where(and(eq(wasteRecords.clientId, clientId), eq(wasteRecords.id, recordId), isNull(wasteRecords.deletedAt)));
  return row;
}

/** A photo above 200 KB: refused with its reason, whether the body's reader or the check below sees it first. */
export const photoTooLarge = () =>
  new AppError('invalid-argument', 'The photo is larger than 200 KB.', { reason: 'photo-too-large' });

/**
 * The refusal of bytes that are not a photo we keep (a weighing's or a container's): empty or not an image by its
 * signature, or above 200 KB.
 */
export function photoRefusal(bytes: Buffer): AppError | null {
  if (bytes.length > MAX_PHOTO_BYTES) return photoTooLarge();
  if (!sniffPhotoType(bytes)) {
    return new AppError('invalid-argument', 'The file is not a JPEG, WebP or PNG photo.', {
      reason: 'photo-not-image',
    });
  }
  return null;
}

/**
 * Keeps a weighing's photo (decision 040): who may change the record may add its photo (record-changes.ts, no reason
 * asked); at a kitchen station, the cook of the turn the upload carries, for their own record (station-photo.ts). Exactly once: the first photo stored stays; a retry, or a second upload, answers `stored: false` and keeps
 * the first. The bytes go to the store before the key goes to the record, so a key never names missing bytes; bytes
 * whose key lost the race are removed.
 */
export async function attachRecordPhoto({
  db,
  store,
  actor,
  clientId,
  recordId,
  bytes,
  turn,
  now = new Date(),
}: Change<{
  store: PhotoStore;
  clientId: string;
  recordId: string;
  bytes: Buffer;
  /** A station's upload: the cook's turn token it sent, and the secret turns are signed with. */
  turn?: { token: unknown; secret: string };
  now?: Date;
}>): Promise<{ stored: boolean }> {
  const refusal = photoRefusal(bytes);
  if (refusal) throw refusal;
  const record = await liveRecord(db, clientId, recordId);
  if (!record) throw notFound();
  if (actor.station) {
    if (!turn) throw new Error('a station upload needs its turn and the signing secret');
    await checkStationPhoto({
      db,
      secret: turn.secret,
      station: actor.station,
      clientId,
      cookTurn: turn.token,
      record,
    });
  } else checkRecordChanger({ actor, record, timeZone: record.timeZone, now });
  if (record.photoKey) return { stored: false };
  const type = sniffPhotoType(bytes)!;
  const key = photoKey(clientId, recordId, type);
  await store.put(key, bytes, type);
  const set = await db
    .update(wasteRecords)
    .set({ photoKey: key })
    .where(and(eq(wasteRecords.clientId, clientId), eq(wasteRecords.id, recordId), isNull(wasteRecords.photoKey)))
    .returning({ id: wasteRecords.id });
  if (set.length === 0) {
    await store.remove(key);
    return { stored: false };
  }
  return { stored: true };
}

/** A live record's photo, its bytes and type; not-found when the record or its photo is not there. */
export async function readRecordPhoto({
  db,
  store,
  clientId,
  recordId,
}: {
  db: Db;
  store: PhotoStore;
  clientId: string;
  recordId: string;
}): Promise<{ bytes: Buffer; contentType: string }> {
  const record = await liveRecord(db, clientId, recordId);
  if (!record?.photoKey) throw notFound();
  const bytes = await store.get(record.photoKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: photoContentType(record.photoKey) };
}
