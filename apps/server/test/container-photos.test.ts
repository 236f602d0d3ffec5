import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { KitchenLists } from '@ecopeso/shared/kitchen-lists';
import { containerPhotoPath, MAX_PHOTO_BYTES } from '@ecopeso/shared/record-photos';
import { auditEvents, containers } from '../src/db/schema.ts';
import { diskPhotoStore } from '../src/domain/records/photo-store.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, sessionCookieOf, signedInUser } from './helpers/factories.ts';

// A container's photo (issue 26 item 2, decision 035): set, replaced and removed by who edits the kitchen lists, read
// by whoever reads the client's records (a kitchen station too); judged as a weighing's photo (size, bytes), refused
// in the app's reasons, never a 5xx; the bytes under the photo folder, only the key on the container.

let ctx: TestContext;
let folder: string;
let hotel: { id: string };
let other: { id: string };
type User = { id: string; cookie: string };
let master: User, gerente: User, operacional: User, outsider: User;
let bucket: string;
let otherBin: string;

/** The smallest well-formed JPEG start (SOI then an APP0 JFIF marker, ITU T.81 Annex B) followed by filler bytes. */
const jpeg = (size: number, fill = 0x11) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    Buffer.alloc(size - 11, fill),
  ]);
/** A WebP: a RIFF container whose form type is WEBP (RFC 9649 §2.5), then filler. */
const webp = (size: number) => {
  const head = Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1');
  head.writeUInt32LE(size - 8, 4);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x22)]);
};

const photoUrl = (containerId: string, clientId = hotel.id) =>
  `/api/v1/clients/${clientId}/containers/${containerId}/photo`;
const upload = (containerId: string, cookie: string, body: Buffer | string, type = 'image/jpeg', clientId = hotel.id) =>
  ctx.app.inject({
    method: 'PUT',
    url: photoUrl(containerId, clientId),
    headers: { cookie, origin: WEB_ORIGIN, 'content-type': type },
    payload: body,
  });
const remove = (containerId: string, cookie: string) =>
  ctx.app.inject({ method: 'DELETE', url: photoUrl(containerId), headers: { cookie, origin: WEB_ORIGIN } });

const keyOf = async (containerId: string) =>
  (
    await ctx.db
      .select({ key: containers.photoKey })
      .from(containers)
      .where(and(eq(containers.clientId, hotel.id), eq(containers.id, containerId)))
  )[0]?.key;
const filesOf = async () => {
  try {
    return await readdir(join(folder, hotel.id, 'containers'));
  } catch {
    return [];
  }
};
/** The photo id the weighing form's client (as an operacional reads it) gives the container. */
const formPhoto = async (containerId: string) => {
  const res = await ctx.get(`/api/v1/clients/${hotel.id}`, { cookie: operacional.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClientDetail>().containers.find((c) => c.id === containerId)?.photo;
};

async function addContainer(clientId: string, name: string): Promise<string> {
  const res = await ctx.post(`/api/v1/clients/${clientId}/containers`, {
    cookie: master.cookie,
    payload: { name, tareKg: 1.2 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ecopeso-container-photo-test-'));
  ctx = await createTestContext({ photos: diskPhotoStore(folder) });
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: 'UTC',
    types: [{ type: 'organico' }],
    areas: [{ name: 'Cozinha' }],
  });
  other = await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'organico' }] });
  master = await signedInUser(ctx, 'master');
  gerente = await signedInUser(ctx, 'gerente', [hotel.id]);
  operacional = await signedInUser(ctx, 'operacional', [hotel.id]);
  outsider = await signedInUser(ctx, 'gerente', [other.id]);
  bucket = await addContainer(hotel.id, 'Balde 20 L');
  otherBin = await addContainer(other.id, 'Contentor 120 L');
});

afterAll(async () => {
  await ctx?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('a container’s photo', () => {
  it('starts with none: the lists say so and the read answers 404', async () => {
    expect(await formPhoto(bucket)).toBeNull();
    expectError(await ctx.get(photoUrl(bucket), { cookie: operacional.cookie }), 404, 'not-found');
  });

  it('is kept as a file under its key, named in the lists, and read back byte for byte by the weighing form', async () => {
    const photo = jpeg(5_000);
    const res = await upload(bucket, master.cookie, photo);
    expect(res.statusCode, res.body).toBe(200);
    const { photo: id } = res.json<{ photo: string }>();

    const key = await keyOf(bucket);
    expect(key).toBe(`${hotel.id}/containers/${bucket}-${id}.jpg`);
    expect(await readFile(join(folder, key!))).toEqual(photo);
    expect(await formPhoto(bucket)).toBe(id);
    const kitchen = (
      await ctx.get(`/api/v1/clients/${hotel.id}/kitchen`, { cookie: master.cookie })
    ).json<KitchenLists>();
    expect(kitchen.containers.find((c) => c.id === bucket)?.photo).toBe(id);

    // The form's address (with the photo's id) may be kept by the browser; the bare address is asked again.
    const read = await ctx.get(containerPhotoPath(hotel.id, bucket, id), { cookie: operacional.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toContain('immutable');
    expect(read.rawPayload).toEqual(photo);
    const bare = await ctx.get(photoUrl(bucket), { cookie: gerente.cookie });
    expect(bare.rawPayload).toEqual(photo);
    expect(bare.headers['cache-control']).toBe('private, no-cache');
  });

  it('is replaced by a new photo under a new key, the old file removed, and audited', async () => {
    const first = (await upload(bucket, master.cookie, jpeg(3_000, 0x33))).json<{ photo: string }>().photo;
    const second = webp(4_000);
    const res = await upload(bucket, master.cookie, second, 'image/webp');
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ photo: string }>().photo;
    expect(id).not.toBe(first);
    expect(await formPhoto(bucket)).toBe(id);
    expect(await filesOf()).toEqual([`${bucket}-${id}.webp`]);
    const read = await ctx.get(containerPhotoPath(hotel.id, bucket, id), { cookie: operacional.cookie });
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.rawPayload).toEqual(second);
    // An address with the replaced photo's id is not kept: the browser asks again and gets the new photo.
    const stale = await ctx.get(containerPhotoPath(hotel.id, bucket, first), { cookie: operacional.cookie });
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect(stale.rawPayload).toEqual(second);
    const audited = await ctx.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'container'), eq(auditEvents.entityId, bucket)));
    expect(audited).toContainEqual({ before: { hasPhoto: true }, after: { hasPhoto: true } });
  });

  it('racing replacements leave one photo on the container and one file on disk', async () => {
    const answers = await Promise.all(
      [0x41, 0x42, 0x43].map((fill) => upload(bucket, master.cookie, jpeg(2_000, fill))),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const key = await keyOf(bucket);
    expect(await filesOf()).toEqual([key!.split('/').at(-1)]);
  });

  it('is removed: no key, no file, a 404 on read; removing none is no error', async () => {
    expect((await remove(bucket, master.cookie)).statusCode).toBe(204);
    expect(await keyOf(bucket)).toBeNull();
    expect(await filesOf()).toEqual([]);
    expect(await formPhoto(bucket)).toBeNull();
    expectError(await ctx.get(photoUrl(bucket), { cookie: operacional.cookie }), 404, 'not-found');
    expect((await remove(bucket, master.cookie)).statusCode).toBe(204);
  });

  it('is set only by who edits the kitchen lists: not an operacional, not a gerente', async () => {
    expectError(await upload(bucket, operacional.cookie, jpeg(1_000)), 403, 'permission-denied');
    expectError(await upload(bucket, gerente.cookie, jpeg(1_000)), 403, 'permission-denied');
    expectError(await remove(bucket, operacional.cookie), 403, 'permission-denied');
    expect(await keyOf(bucket)).toBeNull();
  });

  it('is refused to another client’s people, and a container is not found under another client', async () => {
    await upload(bucket, master.cookie, jpeg(1_000));
    expectError(await ctx.get(photoUrl(bucket), { cookie: outsider.cookie }), 403, 'permission-denied');
    expect((await ctx.get(photoUrl(bucket))).statusCode).toBe(401);
    // The other client's bin under the hotel's address, and the hotel's bin under the other client's.
    expectError(await upload(otherBin, master.cookie, jpeg(1_000)), 404, 'not-found');
    expectError(await upload(bucket, master.cookie, jpeg(1_000), 'image/jpeg', other.id), 404, 'not-found');
    expectError(await ctx.get(photoUrl(bucket, other.id), { cookie: outsider.cookie }), 404, 'not-found');
    expect(await keyOf(otherBin)).toBeUndefined();
  });

  it('refuses what is not a photo by its bytes, empty bodies and more than 200 KB, with the reason', async () => {
    const before = await keyOf(bucket);
    const files = await filesOf();
    const html = '<html><script>alert(1)</script></html>';
    expectError(await upload(bucket, master.cookie, html, 'image/jpeg'), 400, 'invalid-argument', 'photo-not-image');
    expectError(await upload(bucket, master.cookie, Buffer.alloc(0)), 400, 'invalid-argument', 'photo-not-image');
    const pdfAsPng = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    expectError(await upload(bucket, master.cookie, pdfAsPng, 'image/png'), 400, 'invalid-argument', 'photo-not-image');
    const big = jpeg(MAX_PHOTO_BYTES + 1);
    expectError(await upload(bucket, master.cookie, big), 400, 'invalid-argument', 'photo-too-large');
    const res = await upload(bucket, master.cookie, 'x', 'text/plain');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectError(await upload('not-a-uuid', master.cookie, jpeg(1_000)), 400, 'invalid-argument');
    // Nothing changed: the photo kept, no file added.
    expect(await keyOf(bucket)).toBe(before);
    expect(await filesOf()).toEqual(files);
  });

  it('is read at a kitchen station, which may not change it', async () => {
    const device = await signedInUser(ctx, 'gerente', [hotel.id]);
    const started = await ctx.post(`/api/v1/clients/${hotel.id}/station`, { cookie: device.cookie, payload: {} });
    expect(started.statusCode, started.body).toBe(201);
    const station = sessionCookieOf(started)!;
    const id = (await upload(bucket, master.cookie, jpeg(1_500, 0x55))).json<{ photo: string }>().photo;
    const read = await ctx.get(containerPhotoPath(hotel.id, bucket, id), { cookie: station });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.rawPayload).toEqual(jpeg(1_500, 0x55));
    expectError(await upload(bucket, station, jpeg(1_000)), 403, 'permission-denied', 'station-only-weighs');
  });
});
