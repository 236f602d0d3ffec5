import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RejectionReason } from '@ecopeso/shared/records';
import { dailyTotals, wasteRecords } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { prng } from './helpers/random.ts';
import { createClient, signedInStaff, type Staff } from './helpers/factories.ts';
import {
  deleteRecordOk,
  expectDailyTotalsExact,
  newRecord as anyRecord,
  postRecords,
  postRecordsOk,
  recordsUrl,
  storedRecords,
  type RecordInput,
} from './helpers/records.ts';

let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;
let users: Staff;

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: 'America/Sao_Paulo',
    types: [
      { type: 'reciclavel', subTypes: ['paper', 'plastic'] },
      { type: 'organico', subTypes: ['pre_service', 'post_service'] },
      { type: 'rejeito' },
    ],
    areas: [{ name: 'Cozinha' }, { name: 'Restaurante' }, { name: 'Bar antigo', active: false }],
  });
  other = await createClient(ctx.db, {
    name: 'Pousada Zéfiro',
    types: [{ type: 'rejeito' }],
    areas: [{ name: 'Lobby' }],
  });
  users = await signedInStaff(ctx, hotel.id);
});
afterAll(() => ctx?.close());

const areaId = (name: string) => [...hotel.areas, ...other.areas].find((a) => a.name === name)!.id;
/** A valid record of the hotel, which has areas: weighed in its kitchen unless told otherwise. */
const newRecord = (overrides: Partial<RecordInput> = {}) => anyRecord({ areaId: areaId('Cozinha'), ...overrides });
const ids = (records: { id: string }[]) => records.map((r) => r.id);
const sortedIds = (list: string[]) => [...list].sort();

async function countOf(clientId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(wasteRecords).where(eq(wasteRecords.clientId, clientId));
  return row!.n;
}

describe('POST /api/v1/clients/:clientId/records', () => {
  it('stores exactly the records of a batch, as sent, by the user who sent them', async () => {
    const batch = [
      newRecord({ areaId: areaId('Cozinha'), wasteType: 'reciclavel', subType: 'paper', weightKg: 2.345 }),
      newRecord({ areaId: areaId('Restaurante'), wasteType: 'organico', subType: 'pre_service', weightKg: 12.5 }),
      newRecord({ areaId: areaId('Cozinha'), wasteType: 'rejeito', subType: null, weightKg: 0.001 }),
    ];
    const before = await countOf(hotel.id);
    const res = await postRecords(ctx, hotel.id, users.operacional.cookie, batch);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ inserted: expect.any(Array), duplicates: [], rejected: [] });
    expect(sortedIds(body.inserted)).toEqual(sortedIds(ids(batch)));

    expect(await countOf(hotel.id)).toBe(before + 3);
    const rows = await storedRecords(ctx.db, ids(batch));
    expect(rows).toHaveLength(3);
    for (const sent of batch) {
      const row = rows.find((r) => r.id === sent.id)!;
      expect(row).toMatchObject({
        clientId: hotel.id,
        areaId: sent.areaId,
        wasteType: sent.wasteType,
        subType: sent.subType,
        weightKg: sent.weightKg,
        recordedAt: new Date(sent.recordedAt),
        createdBy: users.operacional.id,
        deletedAt: null,
      });
    }
  });

  it('answers a retry of the same batch with every id under duplicates, storing nothing again', async () => {
    const batch = [newRecord({ weightKg: 3 }), newRecord({ wasteType: 'organico', subType: 'post_service' })];
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, batch);
    const before = await countOf(hotel.id);
    const totalsBefore = await ctx.db.select().from(dailyTotals).where(eq(dailyTotals.clientId, hotel.id));

    // The device lost the first answer and sends again — here from another user's session, which changes nothing.
    const retry = await postRecordsOk(ctx, hotel.id, users.gerente.cookie, batch);
    expect(retry.inserted).toEqual([]);
    expect(retry.rejected).toEqual([]);
    expect(sortedIds(retry.duplicates)).toEqual(sortedIds(ids(batch)));
    expect(await countOf(hotel.id)).toBe(before);
    const rows = await storedRecords(ctx.db, ids(batch));
    expect(rows.map((r) => r.createdBy)).toEqual([users.operacional.id, users.operacional.id]);
    expect(await ctx.db.select().from(dailyTotals).where(eq(dailyTotals.clientId, hotel.id))).toEqual(totalsBefore);
  });

  it('stores each record once when two identical batches arrive at the same time', async () => {
    const batch = Array.from({ length: 40 }, (_, i) =>
      newRecord({ areaId: areaId(i % 2 ? 'Cozinha' : 'Restaurante'), weightKg: 1 + i / 1000 }),
    );
    const before = await countOf(hotel.id);
    const [a, b] = await Promise.all([
      postRecords(ctx, hotel.id, users.operacional.cookie, batch),
      postRecords(ctx, hotel.id, users.operacional.cookie, batch),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [first, second] = [a.json(), b.json()];
    // Every id is stored by exactly one of the two requests and reported as a duplicate by the other.
    expect(sortedIds([...first.inserted, ...second.inserted])).toEqual(sortedIds(ids(batch)));
    expect(sortedIds([...first.inserted, ...first.duplicates])).toEqual(sortedIds(ids(batch)));
    expect(sortedIds([...second.inserted, ...second.duplicates])).toEqual(sortedIds(ids(batch)));
    expect(await countOf(hotel.id)).toBe(before + 40);
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it('stores concurrent batches of several devices of one client, over the same days and areas', async () => {
    // Six tablets sync at once, round after round; their records share days, areas and types, so the requests
    // update the same daily-total rows, each its own mix of them.
    const random = prng(7);
    const before = await countOf(hotel.id);
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const batches = Array.from({ length: 6 }, () =>
        Array.from({ length: 60 }, () => {
          const organic = random.next() < 0.5;
          return newRecord({
            recordedAt: new Date(Date.UTC(2026, 0, random.int(1, 20), 12)).toISOString(),
            areaId: random.pick([areaId('Cozinha'), areaId('Restaurante')]),
            wasteType: organic ? 'organico' : 'rejeito',
            subType: organic ? 'pre_service' : null,
            weightKg: random.int(1, 9000) / 1000,
          });
        }),
      );
      const responses = await Promise.all(batches.map((b) => postRecords(ctx, hotel.id, users.operacional.cookie, b)));
      statuses.push(...responses.map((r) => r.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await countOf(hotel.id)).toBe(before + 6 * 6 * 60);
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it('stores the valid records of a mixed batch and refuses each invalid one with its reason', async () => {
    const now = Date.now();
    const valid = [
      newRecord({ weightKg: 10_000 }),
      newRecord({ weightKg: 0.001 }),
      newRecord({ weightKg: 12.345, areaId: areaId('Restaurante') }),
      newRecord({ wasteType: 'reciclavel', subType: 'plastic', areaId: areaId('Cozinha') }),
      // A device clock up to 5 minutes fast is tolerated.
      newRecord({ recordedAt: new Date(now + 4 * 60_000).toISOString() }),
    ];
    const invalid: [RejectionReason, Record<string, unknown>][] = [
      ['invalid-weight', newRecord({ weightKg: 0 })],
      ['invalid-weight', newRecord({ weightKg: -1 })],
      ['invalid-weight', newRecord({ weightKg: 10_000.001 })],
      ['invalid-weight', newRecord({ weightKg: 1.2345 })],
      ['invalid-weight', { ...newRecord(), weightKg: '12.5' }],
      ['type-not-enabled', newRecord({ wasteType: 'compostavel' })],
      ['subtype-required', newRecord({ wasteType: 'reciclavel', subType: null })],
      ['subtype-required', newRecord({ wasteType: 'organico', subType: null })],
      ['subtype-invalid', newRecord({ wasteType: 'organico', subType: 'plastic' })],
      ['subtype-invalid', newRecord({ wasteType: 'reciclavel', subType: 'glass' })],
      ['subtype-invalid', newRecord({ wasteType: 'rejeito', subType: 'paper' })],
      ['area-required', newRecord({ areaId: null })],
      ['area-invalid', newRecord({ areaId: areaId('Lobby') })],
      ['area-invalid', newRecord({ areaId: areaId('Bar antigo') })],
      ['area-invalid', newRecord({ areaId: randomUUID() })],
      ['recorded-in-future', newRecord({ recordedAt: new Date(now + 6 * 60_000).toISOString() })],
      ['invalid-record', (({ wasteType: _omit, ...rest }) => rest)(newRecord())],
      ['invalid-record', (({ recordedAt: _omit, ...rest }) => rest)(newRecord())],
      ['invalid-record', { ...newRecord(), recordedAt: 'yesterday' }],
      ['invalid-record', { ...newRecord(), wasteType: 'vidro' }],
      ['invalid-record', { ...newRecord(), areaId: 'cozinha' }],
    ];
    // Valid records among the invalid ones, not all at one end.
    const batch: Record<string, unknown>[] = invalid.map(([, record]) => record);
    valid.forEach((record, i) => batch.splice(i * 5, 0, record));

    const result = await postRecordsOk(ctx, hotel.id, users.operacional.cookie, batch);
    expect(sortedIds(result.inserted)).toEqual(sortedIds(ids(valid)));
    expect(result.duplicates).toEqual([]);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...result.rejected].sort(byId)).toEqual(
      invalid.map(([reason, r]) => ({ id: r.id as string, reason, message: expect.stringMatching(/\S/) })).sort(byId),
    );

    const rows = await storedRecords(
      ctx.db,
      batch.map((r) => r.id as string),
    );
    expect(sortedIds(ids(rows))).toEqual(sortedIds(ids(valid)));
    expect(rows.map((r) => r.weightKg).sort((x, y) => x - y)).toEqual([0.001, 1.5, 1.5, 12.345, 10_000]);
  });

  it('stores a record without an area for a client with no areas, and for no other (decision 028)', async () => {
    const plain = await createClient(ctx.db, { name: 'Café sem áreas', types: [{ type: 'rejeito' }] });
    const record = anyRecord({ areaId: null });
    expect(await postRecordsOk(ctx, plain.id, users.master.cookie, [record])).toMatchObject({ inserted: [record.id] });
    const elsewhere = anyRecord({ areaId: null });
    expect(await postRecordsOk(ctx, hotel.id, users.master.cookie, [elsewhere])).toMatchObject({
      inserted: [],
      rejected: [{ id: elsewhere.id, reason: 'area-required' }],
    });
  });

  it('refuses a batch of 501 records as a whole and stores none of it', async () => {
    const batch = Array.from({ length: 501 }, () => newRecord());
    const res = await postRecords(ctx, hotel.id, users.operacional.cookie, batch);
    expectError(res, 400, 'invalid-argument');
    expect(await storedRecords(ctx.db, ids(batch))).toEqual([]);
  });

  it('accepts a full batch of 500', async () => {
    const batch = Array.from({ length: 500 }, (_, i) => newRecord({ weightKg: 1 + (i % 7) }));
    const result = await postRecordsOk(ctx, hotel.id, users.operacional.cookie, batch);
    expect(result.inserted).toHaveLength(500);
    expect(await storedRecords(ctx.db, ids(batch))).toHaveLength(500);
  });

  it('refuses with 400 a batch holding a malformed id, an empty batch and a body without records', async () => {
    const good = newRecord();
    const cases = [
      { records: [good, { ...newRecord(), id: 'not-a-uuid' }] },
      { records: [good, (({ id: _omit, ...rest }) => rest)(newRecord())] },
      { records: [] },
      {},
      { records: 'all of them' },
    ];
    for (const payload of cases) {
      const res = await ctx.post(recordsUrl(hotel.id), { cookie: users.operacional.cookie, payload });
      expectError(res, 400, 'invalid-argument');
    }
    expect(await storedRecords(ctx.db, [good.id])).toEqual([]);
    // Authorization runs first: a client id that is not a uuid is a client that does not exist.
    expectError(await postRecords(ctx, 'not-a-uuid', users.master.cookie, [newRecord()]), 404, 'not-found');
  });

  it('answers 401 without a session and stores nothing', async () => {
    const record = newRecord();
    expectError(await postRecords(ctx, hotel.id, undefined, [record]), 401, 'unauthenticated');
    expect(await storedRecords(ctx.db, [record.id])).toEqual([]);
  });

  it.each(['gerente', 'operacional'] as const)(
    'refuses a %s with 403 for a client outside their list and stores nothing',
    async (role) => {
      const record = newRecord();
      const res = await postRecords(ctx, other.id, users[role].cookie, [record]);
      expectError(res, 403, 'permission-denied');
      expect(await storedRecords(ctx.db, [record.id])).toEqual([]);
      expectError(await postRecords(ctx, randomUUID(), users[role].cookie, [record]), 403, 'permission-denied');
    },
  );

  it('lets master post to any client', async () => {
    const record = newRecord({ areaId: areaId('Lobby') });
    const result = await postRecordsOk(ctx, other.id, users.master.cookie, [record]);
    expect(result.inserted).toEqual([record.id]);
    const [row] = await storedRecords(ctx.db, [record.id]);
    expect(row).toMatchObject({ clientId: other.id, areaId: areaId('Lobby'), createdBy: users.master.id });
  });
});

describe('daily totals', () => {
  it('stay equal to the live records per local day through inserts, duplicates, rejections and deletes', async () => {
    // 02:30 UTC is still the evening before in São Paulo (UTC−3).
    const lateEvening = newRecord({ recordedAt: '2026-03-10T02:30:00.000Z', weightKg: 7.25 });
    const sameDay = newRecord({ recordedAt: '2026-03-09T15:00:00.000Z', weightKg: 2.75, areaId: areaId('Cozinha') });
    const nextDay = newRecord({ recordedAt: '2026-03-10T03:00:00.000Z', weightKg: 1.111 });
    const batch: RecordInput[] = [lateEvening, sameDay, nextDay];
    for (let i = 0; i < 30; i++) {
      batch.push(
        newRecord({
          recordedAt: new Date(Date.UTC(2026, 2, 1 + (i % 12), (i * 5) % 24, i)).toISOString(),
          weightKg: 0.5 + i * 0.125,
          areaId: areaId(i % 3 === 1 ? 'Cozinha' : 'Restaurante'),
          wasteType: i % 2 ? 'organico' : 'rejeito',
          subType: i % 2 ? 'post_service' : null,
        }),
      );
    }
    const refused = newRecord({ recordedAt: '2026-03-09T12:00:00.000Z', weightKg: 0 });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [...batch, refused]);
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, batch.slice(0, 10)); // a retry
    await expectDailyTotalsExact(ctx.db, hotel.id);

    for (const record of [sameDay, ...batch.slice(5, 12)]) {
      await deleteRecordOk(ctx, hotel.id, record.id, users.gerente.cookie);
    }
    const perDay = await expectDailyTotalsExact(ctx.db, hotel.id);

    // Independently of any time-zone library: São Paulo's 9 March runs from 03:00 UTC on the 9th to 03:00 UTC on the 10th.
    const deleted = new Set(ids([sameDay, ...batch.slice(5, 12)]));
    const onLocalDay = (day: string) =>
      batch.filter((r) => {
        const t = Date.parse(r.recordedAt);
        const start = Date.parse(`${day}T03:00:00.000Z`);
        return !deleted.has(r.id) && t >= start && t < start + 86_400_000;
      });
    const sum = (rs: RecordInput[]) => Math.round(rs.reduce((s, r) => s + r.weightKg, 0) * 1000) / 1000;
    expect(onLocalDay('2026-03-09')).toContain(lateEvening);
    expect(onLocalDay('2026-03-10')).toContain(nextDay);
    for (const day of ['2026-03-09', '2026-03-10']) {
      expect(perDay.get(day)).toEqual({ weightKg: sum(onLocalDay(day)), records: onLocalDay(day).length });
    }
  });
});
