import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { diskPhotoStore, type PhotoStore } from '../../src/domain/records/photo-store.ts';
import { s3PhotoStore, type S3PhotoStoreSettings } from '../../src/domain/records/s3-photo-store.ts';

/**
 * The two photo stores (decision 040) for one test body: files in a temporary folder, and a bucket of a real
 * S3-protocol server (s3rver, in-process on a free port, its objects in a temporary folder). Each harness reads what
 * was stored its own way — the folder's files, the bucket's listing — not through the store under test.
 */
export interface PhotoStoreHarness {
  name: 'disk' | 's3';
  store: PhotoStore;
  /** The names stored under a client's prefix (`<recordId>-<uuid>.<ext>`), sorted. */
  names(clientId: string): Promise<string[]>;
  /** The bytes stored under a key, or null. */
  bytes(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function diskHarness(): Promise<PhotoStoreHarness> {
  const folder = await mkdtemp(join(tmpdir(), 'ecopeso-photo-test-'));
  return {
    name: 'disk',
    store: diskPhotoStore(folder),
    async names(clientId) {
      try {
        return (await readdir(join(folder, clientId))).filter((f) => !f.startsWith('.')).sort();
      } catch {
        return [];
      }
    },
    async bytes(key) {
      return readFile(join(folder, key)).catch(() => null);
    },
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

/** s3rver knows one account, S3RVER/S3RVER, and does not check Signature V4 signatures (its README says so). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const TEST_BUCKET = 'ecopeso-photos';

export async function s3Harness(
  overrides: Partial<S3PhotoStoreSettings> = {},
): Promise<PhotoStoreHarness & { settings: S3PhotoStoreSettings }> {
  const folder = await mkdtemp(join(tmpdir(), 'ecopeso-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const settings: S3PhotoStoreSettings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: TEST_BUCKET,
    ...S3RVER_KEYS,
    forcePathStyle: true,
    timeoutMs: 5000,
    ...overrides,
  };
  const store = s3PhotoStore(settings);
  // A plain client of the same server, to look at the bucket from outside the store.
  const look = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
  });
  return {
    name: 's3',
    settings,
    store,
    async names(clientId) {
      const listed = await look.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: `${clientId}/` }));
      return (listed.Contents ?? []).map((o) => o.Key!.slice(clientId.length + 1)).sort();
    },
    async bytes(key) {
      try {
        const got = await look.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
        return Buffer.from(await got.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
    async close() {
      store.close();
      look.destroy();
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A store whose calls go to whichever store is current, so one app (one database) runs the tests over both. */
export function switchableStore(): PhotoStore & { use(store: PhotoStore): void } {
  let current: PhotoStore | undefined;
  const target = () => {
    if (!current) throw new Error('no photo store chosen');
    return current;
  };
  return {
    use: (store) => void (current = store),
    put: (key, bytes, type) => target().put(key, bytes, type),
    get: (key) => target().get(key),
    remove: (key) => target().remove(key),
  };
}
