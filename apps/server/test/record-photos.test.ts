import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { MAX_PHOTO_BYTES } from '@ecopeso/shared/record-photos';
import type { RecordPage } from '@ecopeso/shared/records';
import { wasteRecords } from '../src/db/schema.ts';
import { s3PhotoStore } from '../src/domain/records/s3-photo-store.ts';
import { loggerSerializers } from '../src/app.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecordIn, postRecordsOk, recordsUrl } from './helpers/records.ts';
import { diskHarness, s3Harness, switchableStore, type PhotoStoreHarness } from './helpers/photo-stores.ts';

// A weighing's photo (issue 26 item 4, decision 040): the upload by whoever may change the record, once; the read by
// whoever may read the client's records; hostile bytes refused with a reason the app words, never a 5xx; the bytes in
// the photo store and only the key in the database. The same tests run over both stores: files on disk, and a bucket
// of a real S3-protocol server (s3rver).

let ctx: TestContext;
const photos = switchableStore();
const logLines: string[] = [];
let hotel: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;
type User = { id: string; cookie: string };
let gerente: User, olga: User, otto: User, outsider: User;

/** A real PNG (PNG spec §5: signature, IHDR, IDAT of zlib-deflated scanlines, IEND) of w×h grey pixels. */
function png(w: number, h: number, noise = false): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  let seed = 7;
  const rows = Buffer.alloc((w + 1) * h);
  for (let i = 0; i < rows.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    rows[i] = i % (w + 1) === 0 ? 0 : noise ? seed >>> 24 : 128;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photoUrl = (id: string, clientId = hotel.id) => `${recordsUrl(clientId)}/${id}/photo`;
const upload = (id: string, cookie: string, body: Buffer | string, type = 'image/png', clientId = hotel.id) =>
  ctx.app.inject({
    method: 'PUT',
    url: photoUrl(id, clientId),
    headers: { cookie, origin: WEB_ORIGIN, 'content-type': type },
    payload: body,
  });

async function weighed(by: User, recordedAt = new Date(Date.now() - 60_000).toISOString()) {
  const record = newRecordIn(hotel, { recordedAt });
  const result = await postRecordsOk(ctx, hotel.id, by.cookie, [record]);
  expect(result).toMatchObject({ inserted: [record.id], rejected: [] });
  return record.id;
}

const keyOf = async (id: string) =>
  (
    await ctx.db
      .select({ key: wasteRecords.photoKey })
      .from(wasteRecords)
      .where(and(eq(wasteRecords.clientId, hotel.id), eq(wasteRecords.id, id)))
  )[0]?.key;

beforeAll(async () => {
  ctx = await createTestContext({
    photos,
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logLines.push(line) },
      serializers: loggerSerializers,
    },
  });
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: 'UTC',
    types: [{ type: 'rejeito' }],
    areas: [{ name: 'Cozinha' }],
  });
  other = await createClient(ctx.db, { name: 'Pousada Zéfiro' });
  gerente = await signedInUser(ctx, 'gerente', [hotel.id]);
  olga = await signedInUser(ctx, 'operacional', [hotel.id]);
  otto = await signedInUser(ctx, 'operacional', [hotel.id]);
  outsider = await signedInUser(ctx, 'gerente', [other.id]);
});

afterAll(async () => {
  await ctx?.close();
});

describe.each([
  ['on disk', diskHarness],
  ['in an S3-compatible bucket', () => s3Harness()],
])('a weighing’s photo, %s', (_, open) => {
  let harness: PhotoStoreHarness;
  const filesOf = () => harness.names(hotel.id);
  beforeAll(async () => {
    harness = await open();
    photos.use(harness.store);
  });
  afterAll(() => harness?.close());

  it('is kept in the store under its key, listed on the record, and read back byte for byte', async () => {
    const id = await weighed(olga);
    const photo = png(40, 30);
    const res = await upload(id, olga.cookie, photo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: true });

    const key = await keyOf(id);
    expect(key).toMatch(new RegExp(`^${hotel.id}/${id}-[0-9a-f-]{36}\\.png$`));
    expect(await harness.bytes(key!)).toEqual(photo);

    const read = await ctx.get(photoUrl(id), { cookie: otto.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload).toEqual(photo);

    const page = (await ctx.get(recordsUrl(hotel.id), { cookie: gerente.cookie })).json<RecordPage>();
    expect(page.items.find((r) => r.id === id)?.hasPhoto).toBe(true);
  });

  it('is stored exactly once: a retry or a second photo keeps the first, and leaves no second file', async () => {
    const id = await weighed(olga);
    const first = png(20, 20);
    expect((await upload(id, olga.cookie, first)).json()).toEqual({ stored: true });
    const before = await filesOf();
    const retried = await Promise.all([upload(id, olga.cookie, first), upload(id, olga.cookie, png(10, 10))]);
    for (const r of retried) expect(r.json()).toEqual({ stored: false });
    expect(await filesOf()).toEqual(before);
    expect((await ctx.get(photoUrl(id), { cookie: olga.cookie })).rawPayload).toEqual(first);
  });

  it('racing first uploads leave one photo on the record and one in the store', async () => {
    const id = await weighed(olga);
    const answers = await Promise.all(
      [png(11, 11), png(12, 12), png(13, 13)].map((p) => upload(id, olga.cookie, p).then((r) => r.json())),
    );
    expect(answers.filter((a: { stored: boolean }) => a.stored)).toHaveLength(1);
    const key = await keyOf(id);
    expect((await filesOf()).filter((f) => f.startsWith(id))).toEqual([key!.split('/')[1]]);
  });

  it('follows the record’s change rule: not someone else’s record, not yesterday’s for an operacional', async () => {
    const olgas = await weighed(olga);
    expectError(await upload(olgas, otto.cookie, png(8, 8)), 403, 'permission-denied');
    const old = await weighed(olga, new Date(Date.now() - 2 * 86_400_000).toISOString());
    expectError(await upload(old, olga.cookie, png(8, 8)), 403, 'permission-denied');
    // A gerente adds one to any record of their clients, with no reason asked.
    expect((await upload(old, gerente.cookie, png(8, 8))).json()).toEqual({ stored: true });
  });

  it('is refused to another client’s people and to nobody signed in, for upload and read', async () => {
    const id = await weighed(olga);
    await upload(id, olga.cookie, png(8, 8));
    expectError(await upload(id, outsider.cookie, png(8, 8)), 403, 'permission-denied');
    expectError(await ctx.get(photoUrl(id), { cookie: outsider.cookie }), 403, 'permission-denied');
    expect((await ctx.get(photoUrl(id))).statusCode).toBe(401);
    // Under another client's address the record does not exist.
    const otherGerente = outsider;
    expectError(await ctx.get(photoUrl(id, other.id), { cookie: otherGerente.cookie }), 404, 'not-found');
  });

  it('refuses what is not a photo by its bytes, empty bodies and more than 200 KB, with the reason', async () => {
    const id = await weighed(olga);
    const html = '<html><script>alert(1)</script></html>';
    expectError(await upload(id, olga.cookie, html, 'image/jpeg'), 400, 'invalid-argument', 'photo-not-image');
    expectError(await upload(id, olga.cookie, Buffer.alloc(0)), 400, 'invalid-argument', 'photo-not-image');
    const pdfAsPng = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    expectError(await upload(id, olga.cookie, pdfAsPng, 'image/png'), 400, 'invalid-argument', 'photo-not-image');
    const big = png(600, 400, true);
    expect(big.length).toBeGreaterThan(MAX_PHOTO_BYTES);
    expectError(await upload(id, olga.cookie, big), 400, 'invalid-argument', 'photo-too-large');
    const res = await upload(id, olga.cookie, 'x', 'text/plain');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await keyOf(id)).toBeNull();
    expect((await filesOf()).filter((f) => f.startsWith(id))).toEqual([]);
  });

  it('answers 404 for a record without a photo, a missing record, and a deleted record', async () => {
    const id = await weighed(olga);
    expectError(await ctx.get(photoUrl(id), { cookie: olga.cookie }), 404, 'not-found');
    expectError(await upload(crypto.randomUUID(), gerente.cookie, png(8, 8)), 404, 'not-found');
    await upload(id, olga.cookie, png(8, 8));
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${recordsUrl(hotel.id)}/${id}`,
      headers: { cookie: gerente.cookie, origin: WEB_ORIGIN },
      payload: { reason: 'pesagem duplicada' },
    });
    expect(del.statusCode).toBe(204);
    expectError(await ctx.get(photoUrl(id), { cookie: gerente.cookie }), 404, 'not-found');
  });
});

describe('a weighing’s photo when the photo store fails', () => {
  const secretAccessKey = 'never-in-a-log-7f3a9c1e';
  let store: ReturnType<typeof s3PhotoStore>;
  beforeAll(async () => {
    // The bucket's server is gone: a port nothing listens on any more.
    const gone = await s3Harness();
    await gone.close();
    store = s3PhotoStore({ ...gone.settings, secretAccessKey, timeoutMs: 1000 });
    photos.use(store);
  });
  afterAll(() => store?.close());

  it('answers 503 with the reason the app words, stores no key, and logs the cause without the secret', async () => {
    const id = await weighed(olga);
    const res = await upload(id, olga.cookie, png(8, 8));
    expectError(res, 503, 'unavailable', 'photo-store-unavailable');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await keyOf(id)).toBeNull();
    const log = logLines.join('');
    expect(log).toContain('photo store unavailable');
    expect(log).toContain('ECONNREFUSED');
    expect(log).not.toContain(secretAccessKey);
  });

  it('answers 503 to the read of a stored photo, not 404 nor 500', async () => {
    const id = await weighed(olga);
    await ctx.db
      .update(wasteRecords)
      .set({ photoKey: `${hotel.id}/${id}-${crypto.randomUUID()}.png` })
      .where(eq(wasteRecords.id, id));
    expectError(await ctx.get(photoUrl(id), { cookie: otto.cookie }), 503, 'unavailable', 'photo-store-unavailable');
  });
});
