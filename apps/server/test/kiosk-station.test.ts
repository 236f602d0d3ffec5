import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResult } from '@ecopeso/shared/records';
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES, type CookTurn } from '@ecopeso/shared/station';
import { COOK_TURN_HEADER } from '@ecopeso/shared/record-photos';
import { globalAuditEvents, session, user, wasteRecords } from '../src/db/schema.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, sessionCookieOf, signedInUser, type TestUser } from './helpers/factories.ts';
import { newRecord, postRecords } from './helpers/records.ts';
import { listedUser } from './helpers/users.ts';

// The story of decision 039: a gerente turns a kitchen tablet into the hotel's station; cooks set their PINs, switch
// in at the pad, and every weighing — also one kept offline and sent later — is the cook's.

/** What a station may call: its weighing page (decision 039); anything else of the API is refused. */
const STATION_OPERATIONS = new Set([
  'GET /api/v1/me',
  'GET /api/v1/clients',
  'GET /api/v1/clients/{clientId}',
  'GET /api/v1/clients/{clientId}/records',
  'POST /api/v1/clients/{clientId}/records',
  // The records list's thumbnails, and the photo of a weighing of the cook's turn (decision 040).
  'GET /api/v1/clients/{clientId}/records/{recordId}/photo',
  'PUT /api/v1/clients/{clientId}/records/{recordId}/photo',
  // The container choice's photos (decision 035).
  'GET /api/v1/clients/{clientId}/containers/{containerId}/photo',
  'GET /api/v1/clients/{clientId}/events',
  'POST /api/v1/station/cook',
]);
const PUBLIC_OPERATIONS = new Set([
  'GET /api/v1/health',
  'GET /api/v1/health/live',
  'GET /api/v1/health/ready',
  'POST /api/v1/contact',
  'POST /api/v1/analytics/pageviews',
  'POST /api/v1/password/forgot',
  'POST /api/v1/password/reset',
  'GET /api/openapi.json',
]);

let ctx: TestContext;
let hotel: { id: string };
let other: { id: string };
let gerente: TestUser & { cookie: string };
let ana: TestUser & { cookie: string };
let bruno: TestUser & { cookie: string };
let carla: TestUser & { cookie: string };
let master: TestUser & { cookie: string };

const setOwnPin = (cookie: string, pin: string) => ctx.post('/api/v1/me/pin', { cookie, payload: { pin } });
const setPinOf = (cookie: string, id: string, pin: string) =>
  ctx.post(`/api/v1/users/${id}/pin`, { cookie, payload: { pin } });
const switchCook = (cookie: string, pin: string) => ctx.post('/api/v1/station/cook', { cookie, payload: { pin } });

async function startStation(cookie: string, clientId: string) {
  const res = await ctx.post(`/api/v1/clients/${clientId}/station`, { cookie, payload: {} });
  expect(res.statusCode, res.body).toBe(201);
  return sessionCookieOf(res)!;
}

async function switchOk(cookie: string, pin: string): Promise<CookTurn> {
  const res = await switchCook(cookie, pin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CookTurn>();
}

async function authorsOf(ids: string[]) {
  const rows = await ctx.db
    .select({ id: wasteRecords.id, createdBy: wasteRecords.createdBy })
    .from(wasteRecords)
    .where(inArray(wasteRecords.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.createdBy]));
}

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, { name: 'Hotel Atlântico', types: [{ type: 'rejeito' }] });
  other = await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] });
  gerente = await signedInUser(ctx, 'gerente', [hotel.id], { name: 'Gerente Geral' });
  ana = await signedInUser(ctx, 'operacional', [hotel.id], { name: 'Ana Cozinheira' });
  bruno = await signedInUser(ctx, 'operacional', [hotel.id], { name: 'Bruno Cozinheiro' });
  carla = await signedInUser(ctx, 'operacional', [other.id], { name: 'Carla da Pousada' });
  master = await signedInUser(ctx, 'master');
});
afterAll(() => ctx?.close());

describe('PINs', () => {
  it('a cook sets their own PIN, hashed; the users page shows that they have one', async () => {
    expect((await setOwnPin(ana.cookie, '2580')).statusCode).toBe(204);
    const [row] = await ctx.db.select({ pinHash: user.pinHash }).from(user).where(eq(user.id, ana.id));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain('2580');
    expect(await listedUser(ctx, gerente.cookie, ana.email)).toMatchObject({ hasPin: true });
    expect(await listedUser(ctx, gerente.cookie, bruno.email)).toMatchObject({ hasPin: false });
  });

  it('refuses a PIN that is not 4 to 6 digits, one digit repeated, or a run', async () => {
    for (const pin of ['123', '1234567', '12a4', '1111', '1234', '987654']) {
      expectError(await setOwnPin(bruno.cookie, pin), 400, 'invalid-argument');
    }
  });

  it("refuses a PIN another user of the same client has, and allows it at another client's", async () => {
    expectError(await setOwnPin(bruno.cookie, '2580'), 400, 'invalid-argument', 'pin-taken');
    expect((await setOwnPin(carla.cookie, '2580')).statusCode).toBe(204);
    // The gerente sets Bruno's, as whoever may edit a user may.
    expect((await setPinOf(gerente.cookie, bruno.id, '1470')).statusCode).toBe(204);
  });

  it('only the user or whoever may edit them sets a PIN; a master has none', async () => {
    expectError(await setPinOf(ana.cookie, bruno.id, '3691'), 403, 'permission-denied');
    expectError(await setPinOf(gerente.cookie, carla.id, '3691'), 404, 'not-found');
    expectError(await setOwnPin(master.cookie, '3691'), 404, 'not-found');
  });

  it('audits each change on the user, never the PIN itself', async () => {
    const events = await ctx.db
      .select()
      .from(globalAuditEvents)
      .where(
        and(eq(globalAuditEvents.entityId, bruno.id), inArray(globalAuditEvents.action, ['pin_set', 'pin_taken'])),
      );
    expect(events.map((e) => [e.action, e.actorId]).sort()).toEqual(
      [
        ['pin_set', gerente.id],
        ['pin_taken', bruno.id],
      ].sort(),
    );
    expect(JSON.stringify(events)).not.toContain('1470');
  });

  it('stops telling anyone whether a PIN is taken after three tries a day', async () => {
    const dave = await signedInUser(ctx, 'operacional', [hotel.id]);
    for (let i = 0; i < 2; i++) expectError(await setOwnPin(dave.cookie, '2580'), 400, 'invalid-argument', 'pin-taken');
    expectError(await setOwnPin(dave.cookie, '1470'), 400, 'invalid-argument', 'pin-taken');
    expectError(await setOwnPin(dave.cookie, '1470'), 429, 'resource-exhausted');
  });
});

describe('the station', () => {
  let station: string;

  it('only a manager of the client turns a device into its station', async () => {
    expectError(
      await ctx.post(`/api/v1/clients/${hotel.id}/station`, { cookie: ana.cookie, payload: {} }),
      403,
      'permission-denied',
    );
    expectError(
      await ctx.post(`/api/v1/clients/${other.id}/station`, { cookie: gerente.cookie, payload: {} }),
      403,
      'permission-denied',
    );
  });

  it("replaces the manager's session on the device by the station's", async () => {
    const device = await signedInUser(ctx, 'gerente', [hotel.id]);
    station = await startStation(device.cookie, hotel.id);
    expect(station).not.toBe(device.cookie);
    expectError(await ctx.get('/api/v1/me', { cookie: device.cookie }), 401, 'unauthenticated');
    const me = await ctx.get('/api/v1/me', { cookie: station });
    expect(me.json()).toMatchObject({
      role: 'operacional',
      allowedClientIds: [hotel.id],
      station: { clientId: hotel.id },
    });
    const clients = await ctx.get('/api/v1/clients', { cookie: station });
    expect(clients.json<{ id: string }[]>().map((c) => c.id)).toEqual([hotel.id]);
  });

  it('reaches nothing but the weighing page of its client: every other operation of the API is refused', async () => {
    const doc = (await ctx.get('/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
      })),
    );
    const refused = operations.filter((op) => !STATION_OPERATIONS.has(op.key) && !PUBLIC_OPERATIONS.has(op.key));
    expect(refused.length).toBeGreaterThan(50);
    for (const op of refused) {
      const res = await ctx.app.inject({
        method: op.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        url: op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'clientId' ? hotel.id : 'not-a-uuid')),
        headers: { cookie: station, ...(op.method === 'GET' ? {} : { origin: WEB_ORIGIN }) },
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${op.key}: ${res.body}`).toBe(403);
    }
    expectError(await setOwnPin(station, '3691'), 403, 'permission-denied', 'station-only-weighs');
    expectError(
      await ctx.post(`/api/v1/clients/${hotel.id}/station`, { cookie: station, payload: {} }),
      403,
      'permission-denied',
      'station-only-weighs',
    );
    expectError(await ctx.get(`/api/v1/clients/${other.id}`, { cookie: station }), 403, 'permission-denied');
    expect((await ctx.get(`/api/v1/clients/${hotel.id}/records`, { cookie: station })).statusCode).toBe(200);
    // A signed-in person's session is no station.
    expectError(await switchCook(ana.cookie, '2580'), 403, 'permission-denied');
  });

  it('stores nothing without a cook switched in', async () => {
    const record = newRecord();
    const res = await postRecords(ctx, hotel.id, station, [record]);
    expect(res.json<BatchResult>()).toMatchObject({ inserted: [], rejected: [{ id: record.id, reason: 'no-cook' }] });
  });

  it('switches to the cook of the PIN, among the cooks of its client only; the weighing is theirs', async () => {
    const turn = await switchOk(station, '2580');
    expect(turn.cook).toEqual({ id: ana.id, name: ana.name });
    const record = newRecord({ recordedAt: new Date().toISOString() });
    const res = await postRecords(ctx, hotel.id, station, [{ ...record, cookTurn: turn.token }]);
    expect(res.json<BatchResult>()).toMatchObject({ inserted: [record.id], rejected: [] });
    expect(await authorsOf([record.id])).toEqual({ [record.id]: ana.id });
    const list = await ctx.get(`/api/v1/clients/${hotel.id}/records`, { cookie: station });
    expect(list.json<{ items: { id: string; createdByName: string }[] }>().items[0]).toMatchObject({
      id: record.id,
      createdByName: ana.name,
    });
    const [audit] = await ctx.db
      .select()
      .from(globalAuditEvents)
      .where(and(eq(globalAuditEvents.entityId, ana.id), eq(globalAuditEvents.action, 'cook_switched')));
    expect(audit).toMatchObject({ actorId: ana.id, after: { clientIds: [hotel.id] } });
  });

  it('keeps each queued weighing with the cook of its own turn, synced later in one batch', async () => {
    const anaTurn = await switchOk(station, '2580');
    const madeByAna = newRecord({ recordedAt: new Date().toISOString() });
    const brunoTurn = await switchOk(station, '1470');
    const madeByBruno = newRecord({ recordedAt: new Date().toISOString() });
    const res = await postRecords(ctx, hotel.id, station, [
      { ...madeByAna, cookTurn: anaTurn.token },
      { ...madeByBruno, cookTurn: brunoTurn.token },
    ]);
    expect(res.json<BatchResult>().inserted.sort()).toEqual([madeByAna.id, madeByBruno.id].sort());
    expect(await authorsOf([madeByAna.id, madeByBruno.id])).toEqual({
      [madeByAna.id]: ana.id,
      [madeByBruno.id]: bruno.id,
    });
  });

  it("refuses a turn that is altered, another station's, or older than the weighing's time allows", async () => {
    const turn = await switchOk(station, '2580');
    const otherStation = await startStation((await signedInUser(ctx, 'gerente', [hotel.id])).cookie, hotel.id);
    const foreign = await switchOk(otherStation, '2580');
    const [payload, signature] = turn.token.split('.');
    const altered = `${payload}x.${signature}`;
    const early = newRecord({ recordedAt: new Date(Date.now() - 10 * 60_000).toISOString() });
    const records = [
      { ...newRecord(), cookTurn: altered },
      { ...newRecord(), cookTurn: foreign.token },
      { ...early, cookTurn: turn.token },
    ];
    const res = await postRecords(ctx, hotel.id, station, records);
    expect(res.json<BatchResult>().inserted).toEqual([]);
    expect(res.json<BatchResult>().rejected.map((r) => r.reason)).toEqual(['no-cook', 'no-cook', 'no-cook']);
  });

  it('refuses the queued weighings of a cook who no longer weighs for the client', async () => {
    const eva = await signedInUser(ctx, 'operacional', [hotel.id]);
    expect((await setOwnPin(eva.cookie, '5802')).statusCode).toBe(204);
    const turn = await switchOk(station, '5802');
    await ctx.db.update(user).set({ active: false }).where(eq(user.id, eva.id));
    const record = newRecord({ recordedAt: new Date().toISOString() });
    const res = await postRecords(ctx, hotel.id, station, [{ ...record, cookTurn: turn.token }]);
    expect(res.json<BatchResult>().rejected).toMatchObject([{ id: record.id, reason: 'no-cook' }]);
  });

  it(`locks the station after ${PIN_MAX_FAILURES} wrong PINs in a row, even for a right one, until the lock ends`, async () => {
    for (let i = 1; i < PIN_MAX_FAILURES; i++) {
      const res = await switchCook(station, '0000');
      expectError(res, 400, 'invalid-argument', 'pin-wrong');
      expect(res.json<{ error: { params: { left: string } } }>().error.params.left).toBe(String(PIN_MAX_FAILURES - i));
    }
    const last = await switchCook(station, '0000');
    expectError(last, 429, 'resource-exhausted', 'pin-locked');
    expect(last.json<{ error: { params: { minutes: string } } }>().error.params.minutes).toBe(String(PIN_LOCK_MINUTES));
    expectError(await switchCook(station, '2580'), 429, 'resource-exhausted', 'pin-locked');
    // The lock is the station's own: another station of the client still switches.
    const otherStation = await startStation((await signedInUser(ctx, 'gerente', [hotel.id])).cookie, hotel.id);
    await switchOk(otherStation, '2580');
    // Once the lock has ended, the count starts again.
    const token = decodeURIComponent(station.split('=')[1]!).split('.')[0]!;
    await ctx.db
      .update(session)
      .set({ pinLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await switchOk(station, '2580')).cook.id).toBe(ana.id);
  });

  it('counts tries sent at once: never more than the limit get their PIN checked', async () => {
    const device = await startStation((await signedInUser(ctx, 'gerente', [hotel.id])).cookie, hotel.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => switchCook(device, '0000')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(PIN_MAX_FAILURES - 1);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(8 - (PIN_MAX_FAILURES - 1));
  });

  it('a person signed in ignores a turn sent along: the weighing is their own', async () => {
    const turn = await switchOk(station, '2580');
    const record = newRecord({ recordedAt: new Date().toISOString() });
    const res = await postRecords(ctx, hotel.id, bruno.cookie, [{ ...record, cookTurn: turn.token }]);
    expect(res.json<BatchResult>().inserted).toEqual([record.id]);
    expect(await authorsOf([record.id])).toEqual({ [record.id]: bruno.id });
  });
});

describe("a station's photos (decision 040)", () => {
  let device: string;
  // Bytes a photo's signature starts with (PNG, RFC 2083 §3.1): the server keeps them by their signature.
  const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  const photoUrl = (id: string) => `/api/v1/clients/${hotel.id}/records/${id}/photo`;
  const upload = (id: string, turn?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: photoUrl(id),
      headers: {
        cookie: device,
        origin: WEB_ORIGIN,
        'content-type': 'image/png',
        ...(turn === undefined ? {} : { [COOK_TURN_HEADER]: turn }),
      },
      payload: photo,
    });
  async function weighedAtStation(turn: CookTurn) {
    const record = newRecord({ recordedAt: new Date().toISOString() });
    const res = await postRecords(ctx, hotel.id, device, [{ ...record, cookTurn: turn.token }]);
    expect(res.json<BatchResult>().inserted).toEqual([record.id]);
    return record.id;
  }

  beforeAll(async () => {
    device = await startStation((await signedInUser(ctx, 'gerente', [hotel.id])).cookie, hotel.id);
  });

  it("adds the photo of a weighing of its cook's turn, with that turn; the list shows it", async () => {
    const turn = await switchOk(device, '2580');
    const id = await weighedAtStation(turn);
    const res = await upload(id, turn.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stored: true });
    const read = await ctx.get(photoUrl(id), { cookie: device });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload).toEqual(photo);
    const list = await ctx.get(`/api/v1/clients/${hotel.id}/records`, { cookie: gerente.cookie });
    expect(list.json<{ items: { id: string; hasPhoto: boolean }[] }>().items.find((r) => r.id === id)).toMatchObject({
      hasPhoto: true,
    });
  });

  it("refuses the photo of another cook's weighing, even with a valid turn of this station", async () => {
    const brunos = await weighedAtStation(await switchOk(device, '1470'));
    const anaTurn = await switchOk(device, '2580');
    expectError(await upload(brunos, anaTurn.token), 403, 'permission-denied', 'photo-not-cooks');
    // Nor a weighing a manager made on their own device.
    const gerentes = newRecord({ recordedAt: new Date().toISOString() });
    await postRecords(ctx, hotel.id, gerente.cookie, [gerentes]);
    expectError(await upload(gerentes.id, anaTurn.token), 403, 'permission-denied', 'photo-not-cooks');
  });

  it("refuses it without a turn, with a forged or altered turn, and with another station's turn", async () => {
    const turn = await switchOk(device, '2580');
    const id = await weighedAtStation(turn);
    const [payload, signature] = turn.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as unknown[];
    // The same claims for Bruno, signed with a made-up signature.
    const forged = `${Buffer.from(JSON.stringify([claims[0], bruno.id, ...claims.slice(2)])).toString('base64url')}.${signature}`;
    const otherStation = await startStation((await signedInUser(ctx, 'gerente', [hotel.id])).cookie, hotel.id);
    const foreign = await switchOk(otherStation, '2580');
    for (const bad of [undefined, '', 'not-a-turn', `${payload}x.${signature}`, forged, foreign.token]) {
      expectError(await upload(id, bad), 403, 'permission-denied', 'photo-not-cooks');
    }
    expectError(await ctx.get(photoUrl(id), { cookie: device }), 404, 'not-found');
    // The right turn still adds it: nothing was stored by the refusals.
    expect((await upload(id, turn.token)).json()).toEqual({ stored: true });
  });

  it('refuses the photo of a weighing of a cook who no longer weighs for the client', async () => {
    const fabio = await signedInUser(ctx, 'operacional', [hotel.id]);
    expect((await setOwnPin(fabio.cookie, '6039')).statusCode).toBe(204);
    const turn = await switchOk(device, '6039');
    const id = await weighedAtStation(turn);
    await ctx.db.update(user).set({ active: false }).where(eq(user.id, fabio.id));
    expectError(await upload(id, turn.token), 403, 'permission-denied', 'photo-not-cooks');
  });
});
