import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BulkDeleteResult, MasterRecordPage } from '@ecopeso/shared/master-records';
import type { ImportResult, ImportRow, ImportSummary } from '@ecopeso/shared/record-import';
import type { RecordEvent } from '@ecopeso/shared/records';
import { auditEvents, wasteRecords } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { expectDailyTotalsExact, newRecord, postRecordsOk, storedRecords } from './helpers/records.ts';

// Master tools over records (issue 12): the record editor across clients with server-side filters and keyset
// pages, bulk delete under one operation id and its undo, and the history import — all or nothing, idempotent,
// undone as one action — each with its audit trail, exact daily totals and live events; only a master.

let ctx: TestContext;
type User = { id: string; cookie: string };
let master: User, gerente: User, olga: User, otto: User;
let hotel: Awaited<ReturnType<typeof createClient>>;
let pousada: Awaited<ReturnType<typeof createClient>>;
let cozinha: string, bar: string;
const events: RecordEvent[] = [];

const DAY = 86_400_000;
const ago = (days: number, minutes = 0) => new Date(Date.now() - days * DAY - minutes * 60_000).toISOString();

const list = async (query: string, cookie = master.cookie) => {
  const res = await ctx.get(`/api/v1/admin/records${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MasterRecordPage>();
};
const bulkDelete = (records: { clientId: string; id: string }[], cookie = master.cookie, reason = 'lote duplicado') =>
  ctx.post('/api/v1/admin/records/bulk-delete', { cookie, payload: { records, reason } });
const undoOperation = (operationId: string, cookie = master.cookie) =>
  ctx.post(`/api/v1/admin/record-operations/${operationId}/undo`, { cookie, payload: {} });
const importRows = (rows: Partial<ImportRow>[], cookie = master.cookie, clientId = hotel.id) =>
  ctx.post(`/api/v1/clients/${clientId}/imports`, { cookie, payload: { fileName: 'historico.csv', rows } });
const undoImport = (importId: string, cookie = master.cookie) =>
  ctx.post(`/api/v1/clients/${hotel.id}/imports/${importId}/undo`, { cookie });
const countLive = async (clientId: string) => {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(wasteRecords)
    .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt)));
  return row!.n;
};

const row = (line: number, overrides: Partial<ImportRow> = {}): ImportRow => ({
  line,
  date: '2025-03-10',
  time: '09:30',
  areaId: cozinha,
  wasteType: 'rejeito',
  subType: null,
  weightKg: 2.5,
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: 'America/Sao_Paulo',
    types: [{ type: 'rejeito' }, { type: 'reciclavel', subTypes: ['paper', 'metal'] }],
    areas: [{ name: 'Cozinha' }, { name: 'Bar' }],
  });
  pousada = await createClient(ctx.db, { name: 'Pousada Zéfiro', timezone: 'UTC', types: [{ type: 'rejeito' }] });
  cozinha = hotel.areas.find((a) => a.name === 'Cozinha')!.id;
  bar = hotel.areas.find((a) => a.name === 'Bar')!.id;
  master = await signedInUser(ctx, 'master', [], { name: 'Marta Master' });
  gerente = await signedInUser(ctx, 'gerente', [hotel.id, pousada.id]);
  olga = await signedInUser(ctx, 'operacional', [hotel.id, pousada.id], { name: 'Olga' });
  otto = await signedInUser(ctx, 'operacional', [hotel.id], { name: 'Otto' });
  for (const clientId of [hotel.id, pousada.id]) {
    const latest = await ctx.events.latestId(clientId);
    ctx.events.subscribe(clientId, latest, ({ event }) => events.push(event));
  }
});
afterAll(() => ctx?.close());

describe('only a master', () => {
  it('lists, bulk deletes, undoes, imports and undoes imports; a gerente and an operacional are refused', async () => {
    const record = newRecord({ areaId: cozinha });
    await postRecordsOk(ctx, hotel.id, olga.cookie, [record]);
    for (const user of [gerente, olga]) {
      expectError(await ctx.get('/api/v1/admin/records', { cookie: user.cookie }), 403, 'permission-denied');
      expectError(await bulkDelete([{ clientId: hotel.id, id: record.id }], user.cookie), 403, 'permission-denied');
      expectError(await undoOperation(crypto.randomUUID(), user.cookie), 403, 'permission-denied');
      expectError(await importRows([row(2)], user.cookie), 403, 'permission-denied');
      expectError(await undoImport(crypto.randomUUID(), user.cookie), 403, 'permission-denied');
      expectError(
        await ctx.get(`/api/v1/clients/${hotel.id}/imports`, { cookie: user.cookie }),
        403,
        'permission-denied',
      );
    }
    const [stored] = await storedRecords(ctx.db, [record.id]);
    expect(stored!.deletedAt).toBeNull();
  });
});

describe('the record editor', () => {
  it('filters across clients by client, period, area, type, user and weight, and pages by keyset', async () => {
    const mine = [
      newRecord({ areaId: cozinha, weightKg: 1, recordedAt: ago(2) }),
      newRecord({ areaId: bar, weightKg: 7, recordedAt: ago(2, 5) }),
      newRecord({ areaId: cozinha, wasteType: 'reciclavel', subType: 'paper', weightKg: 12, recordedAt: ago(20) }),
    ];
    await postRecordsOk(ctx, hotel.id, otto.cookie, mine);
    const there = newRecord({ weightKg: 3, recordedAt: ago(2) });
    await postRecordsOk(ctx, pousada.id, olga.cookie, [there]);

    const all = await list('?limit=100');
    expect(all.items.map((r) => r.id)).toEqual(expect.arrayContaining([...mine.map((r) => r.id), there.id]));
    expect(all.items.find((r) => r.id === there.id)).toMatchObject({
      clientName: 'Pousada Zéfiro',
      clientId: pousada.id,
    });

    const ids = (page: MasterRecordPage) => page.items.map((r) => r.id).sort();
    expect(ids(await list(`?userId=${otto.id}`))).toEqual(mine.map((r) => r.id).sort());
    expect(ids(await list(`?userId=${otto.id}&areaId=${bar}`))).toEqual([mine[1]!.id]);
    expect(ids(await list(`?userId=${otto.id}&wasteType=reciclavel`))).toEqual([mine[2]!.id]);
    expect(ids(await list(`?userId=${otto.id}&minKg=5&maxKg=10`))).toEqual([mine[1]!.id]);
    expect(ids(await list(`?clientId=${pousada.id}`))).toEqual([there.id]);
    const from = ago(5).slice(0, 10);
    expect(ids(await list(`?userId=${otto.id}&from=${from}`))).toEqual([mine[0]!.id, mine[1]!.id].sort());
    const to = ago(10).slice(0, 10);
    expect(ids(await list(`?userId=${otto.id}&to=${to}`))).toEqual([mine[2]!.id]);
    expectError(
      await ctx.get('/api/v1/admin/records?minKg=9&maxKg=1', { cookie: master.cookie }),
      400,
      'invalid-argument',
    );

    // Two at a time: every record exactly once, newest first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: MasterRecordPage = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((r) => r.id));
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('bulk delete', () => {
  it('deletes a selection of several clients under one operation id, audited per record; undo restores it', async () => {
    const a = newRecord({ areaId: cozinha, weightKg: 4.25, recordedAt: ago(1) });
    const b = newRecord({ areaId: bar, weightKg: 1.5, recordedAt: ago(3) });
    const c = newRecord({ weightKg: 8, recordedAt: ago(1) });
    await postRecordsOk(ctx, hotel.id, olga.cookie, [a, b]);
    await postRecordsOk(ctx, pousada.id, olga.cookie, [c]);
    const selection = [
      { clientId: hotel.id, id: a.id },
      { clientId: hotel.id, id: b.id },
      { clientId: pousada.id, id: c.id },
    ];
    expectError(
      await ctx.post('/api/v1/admin/records/bulk-delete', { cookie: master.cookie, payload: { records: selection } }),
      400,
      'invalid-argument',
    );

    const res = await bulkDelete(selection);
    expect(res.statusCode, res.body).toBe(200);
    const { operationId, deleted } = res.json<BulkDeleteResult>();
    expect(deleted).toBe(3);
    const stored = await storedRecords(ctx.db, [a.id, b.id, c.id]);
    expect(stored.every((r) => r.deletedAt && r.deletedOperationId === operationId && r.deletedBy === master.id)).toBe(
      true,
    );
    const trail = await ctx.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [a.id, b.id, c.id]))
      .orderBy(asc(auditEvents.id));
    expect(trail).toHaveLength(3);
    for (const event of trail) {
      expect(event).toMatchObject({
        action: 'delete',
        entity: 'waste_record',
        actorId: master.id,
        after: { operationId, reason: 'lote duplicado' },
      });
    }
    expect(trail.find((e) => e.entityId === a.id)).toMatchObject({ clientId: hotel.id, before: { weightKg: 4.25 } });
    await expectDailyTotalsExact(ctx.db, hotel.id);
    await expectDailyTotalsExact(ctx.db, pousada.id);
    await expect.poll(() => events).toContainEqual({ type: 'record.deleted', clientId: pousada.id, id: c.id });
    expect((await list(`?deleted=true&limit=100`)).items.find((r) => r.id === a.id)).toMatchObject({
      deletedOperationId: operationId,
    });

    const undone = await undoOperation(operationId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ restored: 3 });
    expect((await storedRecords(ctx.db, [a.id, b.id, c.id])).every((r) => r.deletedAt === null)).toBe(true);
    const restores = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(inArray(auditEvents.entityId, [a.id, b.id, c.id]), eq(auditEvents.action, 'restore')));
    expect(restores).toHaveLength(3);
    expect(restores.every((e) => (e.after as { operationId?: string }).operationId === operationId)).toBe(true);
    await expectDailyTotalsExact(ctx.db, hotel.id);
    await expectDailyTotalsExact(ctx.db, pousada.id);
    await expect.poll(() => events).toContainEqual({ type: 'record.restored', clientId: hotel.id, id: b.id });
    expectError(await undoOperation(operationId), 404, 'not-found');
  });

  it('deletes nothing when one of the selection is no longer live', async () => {
    const a = newRecord({ areaId: cozinha });
    const b = newRecord({ areaId: cozinha });
    await postRecordsOk(ctx, hotel.id, olga.cookie, [a, b]);
    const first = await bulkDelete([{ clientId: hotel.id, id: b.id }]);
    expect(first.statusCode).toBe(200);
    expectError(
      await bulkDelete([
        { clientId: hotel.id, id: a.id },
        { clientId: hotel.id, id: b.id },
      ]),
      409,
      'aborted',
    );
    const [stored] = await storedRecords(ctx.db, [a.id]);
    expect(stored!.deletedAt).toBeNull();
    // A record named under the wrong client is not found either.
    expectError(await bulkDelete([{ clientId: pousada.id, id: a.id }]), 409, 'aborted');
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });
});

describe('history import', () => {
  it('stores nothing when one row is invalid, and lists every bad row', async () => {
    const before = await countLive(hotel.id);
    const future = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const res = await importRows([
      row(2),
      row(3, { wasteType: 'organico' }),
      row(4, { wasteType: 'reciclavel', subType: null }),
      row(5, { wasteType: 'reciclavel', subType: 'glass' }),
      row(6, { areaId: pousada.id }),
      row(7, { date: future }),
      row(8, { areaId: null }),
      row(9),
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([
      { line: 3, column: 'wasteType', reason: 'type-not-enabled' },
      { line: 4, column: 'subType', reason: 'subtype-required' },
      { line: 5, column: 'subType', reason: 'subtype-invalid' },
      { line: 6, column: 'area', reason: 'area-invalid' },
      { line: 7, column: 'date', reason: 'recorded-in-future' },
      { line: 8, column: 'area', reason: 'area-required' },
    ]);
    expect(await countLive(hotel.id)).toBe(before);
    const imports = await ctx.get(`/api/v1/clients/${hotel.id}/imports`, { cookie: master.cookie });
    expect(imports.json()).toEqual([]);
    // Malformed rows are refused by the schema: a weight above 10 000 kg.
    expectError(await importRows([row(2, { weightKg: 10_001 })]), 400, 'invalid-argument');
  });

  it("imports on the client's clock, once: the same file again adds nothing; undo takes it out as one action", async () => {
    const before = await countLive(hotel.id);
    const rows = [
      row(2, { date: '2025-03-10', time: '23:30', weightKg: 2.5 }),
      row(3, { date: '2025-03-10', time: '23:30', weightKg: 2.5 }), // the same bin weighed twice: two records
      row(4, {
        date: '2025-03-11',
        time: '08:00',
        areaId: bar,
        wasteType: 'reciclavel',
        subType: 'metal',
        weightKg: 0.125,
      }),
    ];
    const res = await importRows(rows);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json<ImportResult>();
    expect(first).toMatchObject({ rows: 3, inserted: 3, duplicates: 0 });
    expect(await countLive(hotel.id)).toBe(before + 3);
    const imported = await ctx.db.select().from(wasteRecords).where(eq(wasteRecords.importId, first.importId));
    // 23:30 in São Paulo (UTC−3) is 02:30 UTC of the next day.
    expect(imported.map((r) => r.recordedAt.toISOString()).sort()).toEqual([
      '2025-03-11T02:30:00.000Z',
      '2025-03-11T02:30:00.000Z',
      '2025-03-11T11:00:00.000Z',
    ]);
    const totals = await expectDailyTotalsExact(ctx.db, hotel.id);
    expect(totals.get('2025-03-10')).toEqual({ weightKg: 5, records: 2 });
    await expect.poll(() => events).toContainEqual({ type: 'records.changed', clientId: hotel.id });
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, first.importId));
    expect(event).toMatchObject({ action: 'create', entity: 'record_import', after: { rows: 3, inserted: 3 } });

    const again = await importRows(rows);
    expect(again.json<ImportResult>()).toMatchObject({ rows: 3, inserted: 0, duplicates: 3 });
    expect(await countLive(hotel.id)).toBe(before + 3);
    await expectDailyTotalsExact(ctx.db, hotel.id);

    const undo = await undoImport(first.importId);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ removed: 3 });
    expect(await countLive(hotel.id)).toBe(before);
    const totalsAfter = await expectDailyTotalsExact(ctx.db, hotel.id);
    expect(totalsAfter.get('2025-03-10')).toBeUndefined();
    expectError(await undoImport(first.importId), 409, 'aborted');
    const summaries = (await ctx.get(`/api/v1/clients/${hotel.id}/imports`, { cookie: master.cookie })).json<
      ImportSummary[]
    >();
    expect(summaries.find((s) => s.id === first.importId)).toMatchObject({ inserted: 3, fileName: 'historico.csv' });
    expect(summaries.find((s) => s.id === first.importId)!.undoneAt).not.toBeNull();
    // A bulk undo does not bring an undone import back: importing the file again does.
    expectError(await undoOperation(first.importId), 404, 'not-found');

    const third = await importRows(rows);
    expect(third.json<ImportResult>()).toMatchObject({ inserted: 3 });
    expect(await countLive(hotel.id)).toBe(before + 3);
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it('never brings back an imported record someone deleted on their own', async () => {
    const rows = [row(2, { date: '2025-04-01', weightKg: 9.5 })];
    const { importId } = (await importRows(rows)).json<ImportResult>();
    const [stored] = await ctx.db.select().from(wasteRecords).where(eq(wasteRecords.importId, importId));
    const del = await ctx.del(`/api/v1/clients/${hotel.id}/records/${stored!.id}`, {
      cookie: master.cookie,
      payload: { reason: 'errado' },
    });
    expect(del.statusCode).toBe(204);
    expect((await importRows(rows)).json<ImportResult>()).toMatchObject({ inserted: 0, duplicates: 1 });
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it("takes a file beyond the app's 2 MB body limit on this route only", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      row(i + 2, { date: '2024-06-01', time: `${String(i % 24).padStart(2, '0')}:00`, weightKg: 1 + (i % 997) / 100 }),
    );
    const payload = JSON.stringify({ fileName: 'grande.csv', rows });
    expect(payload.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await ctx.post(`/api/v1/clients/${hotel.id}/imports`, {
      cookie: master.cookie,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json<ImportResult>()).toMatchObject({ rows: 20_000, inserted: 20_000 });
    await expectDailyTotalsExact(ctx.db, hotel.id);
    const elsewhere = await ctx.post(`/api/v1/clients/${hotel.id}/records`, {
      cookie: master.cookie,
      payload: JSON.stringify({ records: [], padding: 'x'.repeat(2 * 1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(elsewhere.statusCode).toBe(413);
  }, 60_000);
});
