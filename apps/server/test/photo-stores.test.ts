import { randomUUID } from 'node:crypto';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskPhotoStore, photoKey, PhotoStoreUnavailable } from '../src/domain/records/photo-store.ts';
import { s3PhotoStore } from '../src/domain/records/s3-photo-store.ts';
import { diskHarness, s3Harness, TEST_BUCKET, type PhotoStoreHarness } from './helpers/photo-stores.ts';

// The contract of a photo store (decision 040), one test body over both stores: files on disk, and a bucket of a real
// S3-protocol server (s3rver). What was stored is read from outside the store (the folder, the bucket's listing).

const jpeg = (n: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(n, n % 251)]);

describe.each([
  ['on disk', diskHarness],
  ['in an S3-compatible bucket', () => s3Harness()],
])('the photo store, %s', (_, open) => {
  let harness: PhotoStoreHarness;
  const clientId = randomUUID();
  beforeAll(async () => {
    harness = await open();
  });
  afterAll(() => harness?.close());

  it('keeps the bytes under the key and gives them back byte for byte', async () => {
    const key = photoKey(clientId, randomUUID(), 'image/jpeg');
    const bytes = jpeg(5000);
    await harness.store.put(key, bytes, 'image/jpeg');
    expect(await harness.bytes(key)).toEqual(bytes);
    expect(await harness.store.get(key)).toEqual(bytes);
    expect(await harness.names(clientId)).toContain(key.split('/')[1]);
  });

  it('answers null for a key with nothing under it', async () => {
    expect(await harness.store.get(photoKey(clientId, randomUUID(), 'image/png'))).toBeNull();
  });

  it('removes what is under a key, and removing nothing is no error', async () => {
    const key = photoKey(clientId, randomUUID(), 'image/webp');
    await harness.store.put(key, jpeg(10), 'image/webp');
    await harness.store.remove(key);
    expect(await harness.store.get(key)).toBeNull();
    expect(await harness.bytes(key)).toBeNull();
    await expect(harness.store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key not of a photo key’s form, before anything is written', async () => {
    const before = await harness.names(clientId);
    for (const key of [`${clientId}/../../etc/passwd`, `${clientId}/x.jpg`, 'a b.jpg']) {
      await expect(harness.store.put(key, jpeg(1), 'image/jpeg')).rejects.toThrow();
    }
    expect(await harness.names(clientId)).toEqual(before);
  });
});

describe('a photo store that cannot do its work', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ecopeso-photo-broken-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const key = () => photoKey(randomUUID(), randomUUID(), 'image/jpeg');

  it('on disk, a folder that is a file, says PhotoStoreUnavailable', async () => {
    const notAFolder = join(folder, 'file');
    await writeFile(notAFolder, 'x');
    await expect(diskPhotoStore(notAFolder).put(key(), jpeg(1), 'image/jpeg')).rejects.toBeInstanceOf(
      PhotoStoreUnavailable,
    );
  });

  it('in a bucket nobody answers for, says PhotoStoreUnavailable within its timeout', async () => {
    // A port nothing listens on (the s3rver of the harness, closed): the connection is refused.
    const gone = await s3Harness();
    const endpoint = gone.settings.endpoint;
    await gone.close();
    const store = s3PhotoStore({ ...gone.settings, endpoint, timeoutMs: 1000 });
    const started = Date.now();
    for (const call of [
      () => store.put(key(), jpeg(1), 'image/jpeg'),
      () => store.get(key()),
      () => store.remove(key()),
    ] as (() => Promise<unknown>)[]) {
      await expect(call()).rejects.toBeInstanceOf(PhotoStoreUnavailable);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    store.close();
  });

  it('in a bucket whose server takes the connection and never answers, gives up after its timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    const store = s3PhotoStore({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: TEST_BUCKET,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      timeoutMs: 1000,
    });
    const started = Date.now();
    try {
      await expect(store.get(key())).rejects.toBeInstanceOf(PhotoStoreUnavailable);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      store.close();
      silent.close();
    }
  });

  it('in a bucket that does not exist, says PhotoStoreUnavailable (not "no photo")', async () => {
    const harness = await s3Harness();
    const store = s3PhotoStore({ ...harness.settings, bucket: `${TEST_BUCKET}-missing` });
    try {
      await expect(store.put(key(), jpeg(1), 'image/jpeg')).rejects.toBeInstanceOf(PhotoStoreUnavailable);
      await expect(store.get(key())).rejects.toBeInstanceOf(PhotoStoreUnavailable);
    } finally {
      store.close();
      await harness.close();
    }
  });
});
