import { and, eq } from 'drizzle-orm';
import { sniffPhotoType } from '@ecopeso/shared/record-photos';
import type { Db } from '../../db/client.ts';
import { containers } from '../../db/schema.ts';
import type { Actor, Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { containerPhotoKey, photoContentType, type PhotoStore } from '../records/photo-store.ts';
import { photoRefusal } from '../records/record-photo.ts';

/**
 * A container's optional photo (issue 26 item 2, decision 035), so a cook recognises the bin in the weighing form:
 * bytes in the photo store, the key on the container. Judged as a weighing's photo (photoRefusal: ≤ 200 KB, a JPEG,
 * WebP or PNG by its bytes). Who may: the route's `kitchen:manage` and client check.
 */

const notFound = () => new AppError('not-found', 'Container not found.');

/** What the API shows of a photo key: the photo's own id, which changes when the photo is replaced. */
export function photoVersion(key: string | null): string | null {
  return key?.match(/([0-9a-f-]{36})\.[a-z]+$/)?.[1] ?? null;
}

/**
 * Sets or replaces a container's photo. The bytes go to the store under a new key before the container names it, so a
 * key never names missing bytes; the photo it replaces is removed once the new key is committed (a crash between the
 * two leaves an orphan file, never a broken container). Two replacements at once are serialised by the row's lock:
 * the later one replaces (and removes) the earlier.
 */
export async function setContainerPhoto({
  db,
  store,
  actor,
  clientId,
  containerId,
  bytes,
}: Change<{ store: PhotoStore; clientId: string; containerId: string; bytes: Buffer }>): Promise<{ photo: string }> {
  const refusal = photoRefusal(bytes);
  if (refusal) throw refusal;
  const [exists] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.clientId, clientId), eq(containers.id, containerId)));
  if (!exists) throw notFound();
  const type = sniffPhotoType(bytes)!;
  const key = containerPhotoKey(clientId, containerId, type);
  await store.put(key, bytes, type);
  let replaced: string | null;
  try {
    replaced = await swapKey(db, actor, clientId, containerId, key);
  } catch (err) {
    await store.remove(key);
    throw err;
  }
  if (replaced) await store.remove(replaced);
  return { photo: photoVersion(key)! };
}

/** Removes a container's photo; nothing to do when it has none. */
export async function removeContainerPhoto({
  db,
  store,
  actor,
  clientId,
  containerId,
}: Change<{ store: PhotoStore; clientId: string; containerId: string }>): Promise<void> {
  const removed = await swapKey(db, actor, clientId, containerId, null);
  if (removed) await store.remove(removed);
}

/** Puts `key` on the container (null: none) with its audit event; answers the key it had. */
async function swapKey(
  db: Db,
  actor: Actor,
  clientId: string,
  containerId: string,
  key: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(containers.clientId, clientId), eq(containers.id, containerId));
    const [before] = await tx.select({ key: containers.photoKey }).from(containers).where(where).for('update');
    if (!before) throw notFound();
    if (before.key === key) return null;
    await tx.update(containers).set({ photoKey: key }).where(where);
    await writeAuditEvent(tx, {
      actor,
      clientId,
      entity: 'container',
      entityId: containerId,
      action: 'update',
      before: { hasPhoto: before.key !== null },
      after: { hasPhoto: key !== null },
    });
    return before.key;
  });
}

/** A container's photo, its bytes and type, and its version; not-found when the container or its photo is not there. */
export async function readContainerPhoto({
  db,
  store,
  clientId,
  containerId,
}: {
  db: Db;
  store: PhotoStore;
  clientId: string;
  containerId: string;
}): Promise<{ bytes: Buffer; contentType: string; version: string | null }> {
  const [row] = await db
    .select({ key: containers.photoKey })
    .from(containers)
    .where(and(eq(containers.clientId, clientId), eq(containers.id, containerId)));
  if (!row?.key) throw notFound();
  const bytes = await store.get(row.key);
  if (!bytes) throw notFound();
  return { bytes, contentType: photoContentType(row.key), version: photoVersion(row.key) };
}
