import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WasteRecord } from '@ecopeso/shared/records';
import { areas, auditEvents } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInStaff, type Staff } from './helpers/factories.ts';
import {
  deleteRecordOk,
  listPage,
  newRecord,
  postRecordsOk,
  recordsUrl,
  storedRecords,
  type RecordInput,
} from './helpers/records.ts';

let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;
let users: Staff;
/** The hotel's records as sent, deleted ones excluded, newest first (recordedAt, then id, descending). */
let expectedOrder: RecordInput[];
let deletedBefore: RecordInput;
/** Who weighed each record, by id. */
const weighedBy = new Map<string, string>();

const areaId = (name: string) => hotel.areas.find((a) => a.name === name)!.id;
const newestFirst = (a: RecordInput, b: RecordInput) =>
  Date.parse(b.recordedAt) - Date.parse(a.recordedAt) || b.id.localeCompare(a.id);

beforeAll(async () => {
  ctx = await createTestContext();
  // The hotel starts without areas: what it weighs then has none ('Geral'). It adds its areas later, and from then on
  // every weighing names one (decision 028); the list shows both.
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    types: [{ type: 'rejeito' }, { type: 'organico', subTypes: ['pre_service'] }],
  });
  other = await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] });
  users = await signedInStaff(ctx, hotel.id, {
    master: 'Marta Master',
    gerente: 'Gustavo Gerente',
    operacional: 'Olga Operadora',
  });

  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const shared = at(30);
  const records: RecordInput[] = [];
  records[1] = newRecord({ recordedAt: at(80), weightKg: 4.2 });
  records[4] = newRecord({ recordedAt: at(20) });
  records[5] = newRecord({ recordedAt: at(10), weightKg: 9.999 });
  records[6] = newRecord({ recordedAt: at(5) });
  deletedBefore = newRecord({ recordedAt: at(25) });
  // Posted out of order, by two users, so the list order is the server's doing.
  await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [records[5]!, deletedBefore]);
  await postRecordsOk(ctx, hotel.id, users.gerente.cookie, [records[6]!, records[1]!, records[4]!]);

  const added = await ctx.db
    .insert(areas)
    .values([
      { clientId: hotel.id, name: 'Cozinha' },
      { clientId: hotel.id, name: 'Restaurante' },
    ])
    .returning({ id: areas.id, name: areas.name, active: areas.active });
  hotel = { ...hotel, areas: added };
  records[0] = newRecord({
    recordedAt: at(90),
    areaId: areaId('Cozinha'),
    wasteType: 'organico',
    subType: 'pre_service',
  });
  // Two weighings in the same millisecond: the id breaks the tie, so neither is skipped nor repeated.
  records[2] = newRecord({ recordedAt: shared, areaId: areaId('Restaurante') });
  records[3] = newRecord({ recordedAt: shared, areaId: areaId('Cozinha') });
  await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [records[3], records[0]]);
  await postRecordsOk(ctx, hotel.id, users.gerente.cookie, [records[2]]);
  for (const r of [records[3], records[0], records[5]!, deletedBefore]) weighedBy.set(r.id, 'Olga Operadora');
  for (const r of [records[6]!, records[2], records[1]!, records[4]!]) weighedBy.set(r.id, 'Gustavo Gerente');
  await postRecordsOk(ctx, other.id, users.master.cookie, [newRecord({ recordedAt: at(1) })]);
  await deleteRecordOk(ctx, hotel.id, deletedBefore.id, users.gerente.cookie);
  expectedOrder = [...records].sort(newestFirst);
});
afterAll(() => ctx?.close());

/** Follows nextCursor from the first page to the last, returning every item and every page's size. */
async function walk(clientId: string, cookie: string, limit: number) {
  const items: WasteRecord[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await listPage(
      ctx,
      clientId,
      cookie,
      `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    items.push(...page.items);
    sizes.push(page.items.length);
    cursor = page.nextCursor;
  } while (cursor && sizes.length < 100);
  return { items, sizes };
}

describe('GET /api/v1/clients/:clientId/records', () => {
  it('lists the live records newest first, with the area and the name of who weighed', async () => {
    const page = await listPage(ctx, hotel.id, users.operacional.cookie);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((r) => r.id)).toEqual(expectedOrder.map((r) => r.id));
    expect(page.items.map((r) => r.id)).not.toContain(deletedBefore.id);
    const areaNames = new Map(hotel.areas.map((a) => [a.id, a.name]));
    for (const item of page.items) {
      const sent = expectedOrder.find((r) => r.id === item.id)!;
      expect(item).toEqual({
        id: sent.id,
        areaId: sent.areaId,
        areaName: sent.areaId ? areaNames.get(sent.areaId) : null,
        wasteType: sent.wasteType,
        subType: sent.subType,
        weightKg: sent.weightKg,
        recordedAt: sent.recordedAt,
        createdBy: expect.any(String),
        createdByName: weighedBy.get(sent.id),
        correctedAt: null,
        correctedByName: null,
        // Weighed in no container, naming no loss reason or food item (issue 26).
        containerId: null,
        containerName: null,
        grossKg: null,
        tareKg: null,
        lossReasonId: null,
        lossReasonKind: null,
        lossReasonName: null,
        foodItemId: null,
        foodItemName: null,
        // No photo taken (issue 26 item 4).
        hasPhoto: false,
      });
    }
    expect(page.items.filter((r) => r.areaName === null)).toHaveLength(4);
  });

  it('walks every record exactly once, in order, two by two', async () => {
    const { items, sizes } = await walk(hotel.id, users.gerente.cookie, 2);
    expect(items.map((r) => r.id)).toEqual(expectedOrder.map((r) => r.id));
    expect(sizes).toEqual([2, 2, 2, 1]);
    // The two weighings of the same instant straddle the boundary between pages 2 and 3.
    expect(items[3]!.recordedAt).toBe(items[4]!.recordedAt);
  });

  it('walks records stamped with microseconds (an integration sends them) without skipping any', async () => {
    const client = await createClient(ctx.db, { types: [{ type: 'rejeito' }] });
    const stamp = new Date(Date.now() - 60_000).toISOString().replace('Z', '456Z');
    const batch = Array.from({ length: 5 }, () => newRecord({ recordedAt: stamp }));
    await postRecordsOk(ctx, client.id, users.master.cookie, batch);
    for (const limit of [1, 2]) {
      const { items } = await walk(client.id, users.master.cookie, limit);
      expect(items.map((r) => r.id).sort()).toEqual(batch.map((r) => r.id).sort());
      expect(new Set(items.map((r) => r.id)).size).toBe(5);
    }
  });

  it('keeps one client out of another client’s list', async () => {
    const { items } = await walk(other.id, users.master.cookie, 100);
    expect(items).toHaveLength(1);
    expect(items.map((r) => r.id)).not.toContain(expectedOrder[0]!.id);
  });

  it('refuses a malformed cursor and a limit outside 1–100 with 400', async () => {
    const first = await listPage(ctx, hotel.id, users.gerente.cookie, '?limit=2');
    expect(first.nextCursor).toEqual(expect.any(String));
    const queries = [
      '?cursor=garbage',
      `?cursor=${Buffer.from('yesterday|not-an-id').toString('base64url')}`,
      `?cursor=${Buffer.from(`not-a-date|${randomUUID()}`).toString('base64url')}`,
      '?limit=101',
      '?limit=0',
      '?limit=-1',
      '?limit=ten',
    ];
    for (const query of queries) {
      expectError(
        await ctx.get(`${recordsUrl(hotel.id)}${query}`, { cookie: users.gerente.cookie }),
        400,
        'invalid-argument',
      );
    }
    const max = await listPage(ctx, hotel.id, users.gerente.cookie, '?limit=100');
    expect(max.items).toHaveLength(expectedOrder.length);
  });

  it.each(['gerente', 'operacional'] as const)(
    'refuses a %s with 403 for a client outside their list',
    async (role) => {
      const res = await ctx.get(recordsUrl(other.id), { cookie: users[role].cookie });
      expectError(res, 403, 'permission-denied');
    },
  );

  it('answers 401 without a session', async () => {
    expectError(await ctx.get(recordsUrl(hotel.id)), 401, 'unauthenticated');
  });
});

describe('DELETE /api/v1/clients/:clientId/records/:recordId', () => {
  it('deletes a record: 204, gone from the list, and an audit event with who and the former values', async () => {
    const record = newRecord({
      areaId: areaId('Cozinha'),
      weightKg: 3.333,
      recordedAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [record]);
    expect((await listPage(ctx, hotel.id, users.gerente.cookie, '?limit=100')).items.map((r) => r.id)).toContain(
      record.id,
    );

    const res = await ctx.del(`${recordsUrl(hotel.id)}/${record.id}`, {
      cookie: users.gerente.cookie,
      payload: { reason: 'pesagem duplicada' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await listPage(ctx, hotel.id, users.gerente.cookie, '?limit=100')).items.map((r) => r.id)).not.toContain(
      record.id,
    );

    const events = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'waste_record'), eq(auditEvents.entityId, record.id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: users.gerente.id,
      clientId: hotel.id,
      action: 'delete',
      entity: 'waste_record',
      entityId: record.id,
      after: { reason: 'pesagem duplicada' },
    });
    expect(events[0]!.before).toMatchObject({
      id: record.id,
      clientId: hotel.id,
      areaId: record.areaId,
      wasteType: 'rejeito',
      subType: null,
      weightKg: 3.333,
      createdBy: users.operacional.id,
    });
    expect(Date.parse((events[0]!.before as { recordedAt: string }).recordedAt)).toBe(Date.parse(record.recordedAt));

    // Deleted once: a second delete finds nothing, and writes no second audit event.
    expectError(
      await ctx.del(`${recordsUrl(hotel.id)}/${record.id}`, { cookie: users.gerente.cookie }),
      404,
      'not-found',
    );
    const again = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, record.id));
    expect(again).toHaveLength(1);
  });

  // Issue 12: an operacional deletes only their own records of today (records-corrections.test.ts has the rest).
  it('lets an operacional delete their own record of today', async () => {
    const record = newRecord({ areaId: areaId('Cozinha') });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [record]);
    await deleteRecordOk(ctx, hotel.id, record.id, users.operacional.cookie);
    const [row] = await storedRecords(ctx.db, [record.id]);
    expect(row).toMatchObject({ deletedBy: users.operacional.id, deletedAt: expect.any(Date) });
  });

  it('does not resurrect a deleted record when a late retry posts it again', async () => {
    const record = newRecord({ areaId: areaId('Cozinha'), weightKg: 6.5 });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [record]);
    await deleteRecordOk(ctx, hotel.id, record.id, users.gerente.cookie);

    const retry = await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [record]);
    expect(retry).toEqual({ inserted: [], duplicates: [record.id], rejected: [] });
    const page = await listPage(ctx, hotel.id, users.gerente.cookie, '?limit=100');
    expect(page.items.map((r) => r.id)).not.toContain(record.id);
  });

  it('refuses a record of another client: 403 when that client is outside the list, 404 through a client in it', async () => {
    const foreign = newRecord();
    await postRecordsOk(ctx, other.id, users.master.cookie, [foreign]);

    for (const role of ['gerente', 'operacional'] as const) {
      const outside = await ctx.del(`${recordsUrl(other.id)}/${foreign.id}`, { cookie: users[role].cookie });
      expectError(outside, 403, 'permission-denied');
      // Asking through a client they may use does not reach the other client's record either.
      const through = await ctx.del(`${recordsUrl(hotel.id)}/${foreign.id}`, { cookie: users[role].cookie });
      expectError(through, 404, 'not-found');
    }
    // Master too: the record id is not in this client.
    expectError(
      await ctx.del(`${recordsUrl(hotel.id)}/${foreign.id}`, { cookie: users.master.cookie }),
      404,
      'not-found',
    );

    const [row] = await storedRecords(ctx.db, [foreign.id]);
    expect(row).toMatchObject({ clientId: other.id, deletedAt: null });
    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, foreign.id));
    expect(audit).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a session', async () => {
    const { cookie } = users.gerente;
    expectError(await ctx.del(`${recordsUrl(hotel.id)}/${randomUUID()}`, { cookie }), 404, 'not-found');
    expectError(await ctx.del(`${recordsUrl(hotel.id)}/not-a-uuid`, { cookie }), 400, 'invalid-argument');
    const record = expectedOrder[0]!;
    expectError(await ctx.del(`${recordsUrl(hotel.id)}/${record.id}`), 401, 'unauthenticated');
    const [row] = await storedRecords(ctx.db, [record.id]);
    expect(row!.deletedAt).toBeNull();
  });
});
