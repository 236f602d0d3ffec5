import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { RecordEvent } from '@ecopeso/shared/records';
import { auditEvents } from '../src/db/schema.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import {
  expectDailyTotalsExact,
  listPage,
  newRecord,
  postRecordsOk,
  recordsUrl,
  storedRecords,
  type RecordInput,
} from './helpers/records.ts';

// Corrections and deletion with a trail (issue 12; PRODUCT.md §1 correction, audit event): who may change which
// stored record, the audit event of each change, daily totals equal to the raw records after every change, the
// live event, and the master's restore. The hotel keeps UTC time so "today" and "yesterday" are plain to read.

let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;
type User = { id: string; cookie: string };
let master: User, gerente: User, outsider: User, olga: User, otto: User;
const events: RecordEvent[] = [];

const DAY = 86_400_000;
const todayAt = (minutesAgo = 1) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const yesterday = () => new Date(Date.now() - DAY).toISOString();
const url = (id: string, tail = '') => `${recordsUrl(hotel.id)}/${id}${tail}`;

function patch(id: string, cookie: string, payload: unknown, clientId = hotel.id) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `${recordsUrl(clientId)}/${id}`,
    headers: { cookie, origin: WEB_ORIGIN },
    payload: payload as object,
  });
}
const del = (id: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({
    method: 'DELETE',
    url: url(id),
    headers: { cookie, origin: WEB_ORIGIN },
    ...(payload !== undefined && { payload: payload as object }),
  });
const restore = (id: string, cookie: string) =>
  ctx.app.inject({ method: 'POST', url: url(id, '/restore'), headers: { cookie, origin: WEB_ORIGIN }, payload: {} });

/** A weighing of today in the hotel's kitchen (the hotel has areas: every weighing names one). */
async function weighed(by: User, overrides: Partial<RecordInput> = {}) {
  const kitchen = hotel.areas.find((a) => a.name === 'Cozinha')!.id;
  const record = newRecord({ recordedAt: todayAt(), areaId: kitchen, ...overrides });
  await postRecordsOk(ctx, hotel.id, by.cookie, [record]);
  return record;
}

const auditOf = (id: string) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.clientId, hotel.id), eq(auditEvents.entityId, id)))
    .orderBy(asc(auditEvents.id));

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: 'UTC',
    types: [{ type: 'rejeito' }, { type: 'reciclavel', subTypes: ['paper', 'metal'] }],
    areas: [{ name: 'Cozinha' }, { name: 'Bar' }],
  });
  other = await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] });
  master = await signedInUser(ctx, 'master', [], { name: 'Marta Master' });
  gerente = await signedInUser(ctx, 'gerente', [hotel.id], { name: 'Gustavo Gerente' });
  outsider = await signedInUser(ctx, 'gerente', [other.id], { name: 'Gil de Fora' });
  olga = await signedInUser(ctx, 'operacional', [hotel.id], { name: 'Olga Operadora' });
  otto = await signedInUser(ctx, 'operacional', [hotel.id], { name: 'Otto Operador' });
  const latest = await ctx.events.latestId(hotel.id);
  ctx.events.subscribe(hotel.id, latest, ({ event }) => events.push(event));
});
afterAll(() => ctx?.close());

describe('the operacional', () => {
  it('corrects their own record of today, and the trail keeps before and after', async () => {
    const record = await weighed(olga, { weightKg: 2 });
    const res = await patch(record.id, olga.cookie, { weightKg: 2.345 });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await storedRecords(ctx.db, [record.id]);
    expect(stored!.weightKg).toBe(2.345);
    const [event] = await auditOf(record.id);
    expect(event).toMatchObject({
      action: 'update',
      entity: 'waste_record',
      actorId: olga.id,
      before: { weightKg: 2, wasteType: 'rejeito' },
      after: { weightKg: 2.345, reason: null },
    });
    await expectDailyTotalsExact(ctx.db, hotel.id);
    await expect.poll(() => events).toContainEqual({ type: 'record.updated', clientId: hotel.id, id: record.id });
  });

  it("may not correct or delete someone else's record", async () => {
    const record = await weighed(otto);
    expectError(await patch(record.id, olga.cookie, { weightKg: 3 }), 403, 'permission-denied');
    expectError(await del(record.id, olga.cookie), 403, 'permission-denied');
    expect(await auditOf(record.id)).toEqual([]);
  });

  it('may not correct or delete their own record of an earlier day', async () => {
    const record = await weighed(olga, { recordedAt: yesterday() });
    expectError(await patch(record.id, olga.cookie, { weightKg: 3 }), 403, 'permission-denied');
    expectError(await del(record.id, olga.cookie), 403, 'permission-denied');
  });

  it('may not move a record of today to an earlier day', async () => {
    const record = await weighed(olga);
    expectError(await patch(record.id, olga.cookie, { recordedAt: yesterday() }), 403, 'permission-denied');
    const [stored] = await storedRecords(ctx.db, [record.id]);
    expect(stored!.recordedAt.toISOString()).toBe(record.recordedAt);
  });

  it('deletes their own record of today without a reason; the trail and the totals follow', async () => {
    const record = await weighed(olga, { weightKg: 4.5 });
    const res = await del(record.id, olga.cookie);
    expect(res.statusCode, res.body).toBe(204);
    const [event] = await auditOf(record.id);
    expect(event).toMatchObject({ action: 'delete', before: { weightKg: 4.5 }, after: { reason: null } });
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it('may not restore, nor list deleted records', async () => {
    const record = await weighed(olga);
    await del(record.id, olga.cookie);
    expectError(await restore(record.id, olga.cookie), 403, 'permission-denied');
    expectError(
      await ctx.get(`${recordsUrl(hotel.id)}?deleted=true`, { cookie: olga.cookie }),
      403,
      'permission-denied',
    );
  });
});

describe('gerente and master', () => {
  it('correct any record of their clients only with a reason', async () => {
    const record = await weighed(olga, { recordedAt: yesterday() });
    expectError(await patch(record.id, gerente.cookie, { weightKg: 3 }), 400, 'invalid-argument');
    expectError(await patch(record.id, gerente.cookie, { weightKg: 3, reason: '   ' }), 400, 'invalid-argument');
    const res = await patch(record.id, gerente.cookie, { weightKg: 3, reason: 'balança descalibrada' });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await auditOf(record.id);
    expect(event).toMatchObject({ actorId: gerente.id, after: { weightKg: 3, reason: 'balança descalibrada' } });
  });

  it('move a record to another day: both days stay exact against the raw records', async () => {
    const bar = hotel.areas.find((a) => a.name === 'Bar')!.id;
    const record = await weighed(olga, { weightKg: 7.25 });
    const before = await expectDailyTotalsExact(ctx.db, hotel.id);
    const target = new Date(Date.now() - 3 * DAY).toISOString();
    const res = await patch(record.id, master.cookie, {
      recordedAt: target,
      wasteType: 'reciclavel',
      subType: 'metal',
      areaId: bar,
      reason: 'lançado no dia errado',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await expectDailyTotalsExact(ctx.db, hotel.id);
    const today = record.recordedAt.slice(0, 10);
    const then = target.slice(0, 10);
    expect(after.get(today)?.records ?? 0).toBe((before.get(today)?.records ?? 0) - 1);
    expect(after.get(then)?.records ?? 0).toBe((before.get(then)?.records ?? 0) + 1);
    const [event] = await auditOf(record.id);
    expect(event).toMatchObject({
      actorId: master.id,
      before: { wasteType: 'rejeito', subType: null, areaId: record.areaId },
      after: { wasteType: 'reciclavel', subType: 'metal', areaId: bar },
    });
  });

  it('refuse a correction the client could not have stored, or one that changes nothing', async () => {
    const record = await weighed(olga);
    const withReason = (body: object) => ({ ...body, reason: 'teste' });
    for (const body of [
      { wasteType: 'organico' },
      { wasteType: 'reciclavel' },
      { wasteType: 'reciclavel', subType: 'glass' },
      { areaId: other.id },
      { areaId: null },
      { weightKg: 0 },
      { weightKg: 10_000.5 },
      { recordedAt: new Date(Date.now() + DAY).toISOString() },
      {},
    ]) {
      expectError(await patch(record.id, gerente.cookie, withReason(body)), 400, 'invalid-argument');
    }
    expect(await auditOf(record.id)).toEqual([]);
  });

  it('delete only with a reason, kept in the trail', async () => {
    const record = await weighed(otto);
    expectError(await del(record.id, gerente.cookie), 400, 'invalid-argument');
    const res = await del(record.id, gerente.cookie, { reason: 'pesagem duplicada' });
    expect(res.statusCode, res.body).toBe(204);
    const [event] = await auditOf(record.id);
    expect(event).toMatchObject({ action: 'delete', actorId: gerente.id, after: { reason: 'pesagem duplicada' } });
    await expectDailyTotalsExact(ctx.db, hotel.id);
    expectError(await del(record.id, gerente.cookie, { reason: 'de novo' }), 404, 'not-found');
  });

  it("never reach another client's records", async () => {
    const record = await weighed(olga);
    expectError(await patch(record.id, outsider.cookie, { weightKg: 1, reason: 'x' }), 403, 'permission-denied');
    expectError(await del(record.id, outsider.cookie, { reason: 'x' }), 403, 'permission-denied');
    // The record id under a client the user may see, but not that client's record: not found.
    const res = await patch(record.id, master.cookie, { weightKg: 1, reason: 'x' }, other.id);
    expectError(res, 404, 'not-found');
  });
});

describe('restore (master)', () => {
  it('brings a deleted record back into the list and the totals, with an event; a gerente may not', async () => {
    const record = await weighed(olga, { weightKg: 5.125 });
    await del(record.id, gerente.cookie, { reason: 'engano' });
    expectError(await restore(record.id, gerente.cookie), 403, 'permission-denied');

    const deleted = await listPage(ctx, hotel.id, master.cookie, '?deleted=true');
    expect(deleted.items.map((r) => r.id)).toContain(record.id);

    const res = await restore(record.id, master.cookie);
    expect(res.statusCode, res.body).toBe(204);
    const trail = await auditOf(record.id);
    expect(trail.map((e) => e.action)).toEqual(['delete', 'restore']);
    await expectDailyTotalsExact(ctx.db, hotel.id);
    const live = await listPage(ctx, hotel.id, olga.cookie, '?limit=100');
    expect(live.items.map((r) => r.id)).toContain(record.id);
    await expect.poll(() => events).toContainEqual({ type: 'record.restored', clientId: hotel.id, id: record.id });
    // A live record cannot be restored.
    expectError(await restore(record.id, master.cookie), 404, 'not-found');
  });
});

describe('the records list', () => {
  it('shows who weighed each record and when and by whom it was last corrected', async () => {
    const record = await weighed(otto);
    const plain = await weighed(otto);
    await patch(record.id, gerente.cookie, { weightKg: 8.5, reason: 'conferido' });
    const page = await listPage(ctx, hotel.id, olga.cookie, '?limit=100');
    const corrected = page.items.find((r) => r.id === record.id)!;
    expect(corrected).toMatchObject({ weightKg: 8.5, createdBy: otto.id, correctedByName: 'Gustavo Gerente' });
    expect(Date.parse(corrected.correctedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(page.items.find((r) => r.id === plain.id)).toMatchObject({ correctedAt: null, correctedByName: null });
  });
});
