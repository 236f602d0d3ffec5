import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where weighings' photos live (decision 040): never in the database, which keeps only the key. Two stores implement
 * the three calls: files on disk (below) and an S3-compatible bucket (s3-photo-store.ts), chosen by server.ts from
 * the environment.
 */
export interface PhotoStore {
  /** Stores the bytes under the key (a new key each upload, so nothing is ever overwritten). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key's bytes; no error when there are none. */
  remove(key: string): Promise<void>;
}

/**
 * A key's form: a weighing's photo `<clientId>/<recordId>-<uuid>.<ext>`, a container's
 * `<clientId>/containers/<containerId>-<uuid>.<ext>`; ids lowercase hex and dashes (checked before any path is made).
 */
const KEY = /^[0-9a-f-]{36}\/(containers\/)?[0-9a-f-]{36}-[0-9a-f-]{36}\.(jpg|webp|png)$/;

const extOf = (contentType: string) =>
  contentType === 'image/webp' ? 'webp' : contentType === 'image/png' ? 'png' : 'jpg';

/** Throws unless `key` has a photo key's exact form (no path escapes, nothing a URL would need to encode). */
export function checkPhotoKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a photo key: ${key}`);
  return key;
}

/**
 * The store could not do what was asked (disk full or unwritable, bucket unreachable, refused or too slow): the
 * request answers 503 `photo-store-unavailable` (http/errors.ts) and the device keeps the photo to send again.
 */
export class PhotoStoreUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`photo store: ${operation} failed`, { cause });
    this.name = 'PhotoStoreUnavailable';
  }
}

/** The store with every failure of its calls told as PhotoStoreUnavailable (the one place that says it). */
export function guardedPhotoStore(store: PhotoStore): PhotoStore {
  const guard =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        throw err instanceof PhotoStoreUnavailable ? err : new PhotoStoreUnavailable(operation, err);
      }
    };
  return {
    put: guard('put', store.put.bind(store)),
    get: guard('get', store.get.bind(store)),
    remove: guard('remove', store.remove.bind(store)),
  };
}

export function photoKey(clientId: string, recordId: string, contentType: string): string {
  return `${clientId}/${recordId}-${randomUUID()}.${extOf(contentType)}`;
}

/** A container's photo (decision 035): a new key for each photo, so a replaced photo has a new address. */
export function containerPhotoKey(clientId: string, containerId: string, contentType: string): string {
  return `${clientId}/containers/${containerId}-${randomUUID()}.${extOf(contentType)}`;
}

/** The key's file type, from its extension (the store never trusts a stored header). */
export function photoContentType(key: string): string {
  return key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/**
 * Photos as files under `root` (DATA_DIR/photos): written to a temporary name, synced, then renamed, so a file under
 * its key is always whole — a crash leaves at most a `.tmp` file, never a half photo.
 */
export function diskPhotoStore(root: string): PhotoStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkPhotoKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`not a photo key: ${key}`);
    return path;
  };
  return guardedPhotoStore({
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = join(dirname(path), `.${randomUUID()}.tmp`);
      const file = await open(tmp, 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  });
}
