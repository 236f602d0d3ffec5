import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchResult, NewRecord } from '@ecopeso/shared/records';
import { openEcopesoDb, type EcopesoDb, type PendingRecord } from '../../../lib/offline-db';
import { addPending, countPending, deletePending, fixRejected, listPending } from './pending-queue';
import { createSyncEngine, type SendBatch, type SyncEngineOptions } from './sync';
import type { WeighingValues } from './validate-weighing';

const CLIENT_A = '11111111-1111-4111-8111-111111111111';
const CLIENT_B = '22222222-2222-4222-8222-222222222222';
const AREA = '33333333-3333-4333-8333-333333333333';
const weighing = (weightKg = 12.5): WeighingValues => ({ areaId: AREA, wasteType: 'rejeito', subType: null, weightKg });

let db: EcopesoDb;
beforeEach(() => {
  db = openEcopesoDb(`test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

/** A server that stores everything it is sent, remembering each request. */
function fakeServer(answer?: (clientId: string, records: NewRecord[]) => BatchResult | Promise<BatchResult>) {
  const calls: { clientId: string; records: NewRecord[] }[] = [];
  const send: SendBatch = async (clientId, records) => {
    calls.push({ clientId, records });
    if (answer) return answer(clientId, records);
    return { inserted: records.map((r) => r.id), duplicates: [], rejected: [] };
  };
  return { calls, send };
}

/** Timers the test fires by hand, so back-off is observable without waiting. */
function manualTimers() {
  const scheduled: { run: () => void; ms: number }[] = [];
  return {
    scheduled,
    setTimer: (run: () => void, ms: number) => {
      scheduled.push({ run, ms });
      return scheduled.length;
    },
    clearTimer: vi.fn(),
  };
}

function engine(send: SendBatch, extra: Partial<SyncEngineOptions> = {}) {
  const timers = manualTimers();
  const log = vi.fn();
  const sync = createSyncEngine({ db, send, log, setTimer: timers.setTimer, clearTimer: timers.clearTimer, ...extra });
  return { sync, timers, log };
}

async function seed(count: number, clientId = CLIENT_A): Promise<PendingRecord[]> {
  const rows: PendingRecord[] = Array.from({ length: count }, (_, i) => ({
    localId: crypto.randomUUID(),
    clientId,
    ...weighing(1 + i / 1000),
    recordedAt: new Date(Date.UTC(2026, 0, 1, 12, 0, i)).toISOString(),
  }));
  await db.pending_records.bulkAdd(rows);
  return rows;
}

describe('pending queue', () => {
  it('keeps a weighing with a fresh UUID and the time it was saved', async () => {
    const now = new Date('2026-03-04T10:20:30.000Z');
    const row = await addPending(db, CLIENT_A, weighing(), now);
    expect(row.id).toBeTypeOf('number');
    expect(row.localId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.recordedAt).toBe('2026-03-04T10:20:30.000Z');
    expect(await db.pending_records.where('localId').equals(row.localId).count()).toBe(1);
  });

  it('lists one client newest first, refused rows after waiting ones, and counts both kinds', async () => {
    const older = await addPending(db, CLIENT_A, weighing(1), new Date('2026-01-01T10:00:00Z'));
    const newer = await addPending(db, CLIENT_A, weighing(2), new Date('2026-01-01T11:00:00Z'));
    const refused = await addPending(db, CLIENT_A, weighing(3), new Date('2026-01-01T12:00:00Z'));
    await addPending(db, CLIENT_B, weighing(4));
    await db.pending_records.update(refused.id!, { rejectionReason: 'area-invalid', rejectionMessage: 'no' });

    expect((await listPending(db, CLIENT_A)).map((r) => r.id)).toEqual([newer.id, older.id, refused.id]);
    expect(await countPending(db)).toEqual({ pending: 3, rejected: 1 });
    await deletePending(db, older.id!);
    expect(await countPending(db)).toEqual({ pending: 2, rejected: 1 });
  });
});

describe('sync engine', () => {
  it('sends the waiting records and deletes the stored ones (inserted and duplicates) from the device', async () => {
    const rows = await seed(3);
    const server = fakeServer((_, records) => ({
      inserted: [records[0]!.id, records[1]!.id],
      duplicates: [records[2]!.id],
      rejected: [],
    }));
    const bulkDelete = vi.spyOn(db.pending_records, 'bulkDelete');
    const onStored = vi.fn();
    const { sync } = engine(server.send, { onStored });

    expect(await sync.sync()).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.clientId).toBe(CLIENT_A);
    expect(server.calls[0]!.records[0]).toEqual({
      id: rows[0]!.localId,
      areaId: AREA,
      wasteType: 'rejeito',
      subType: null,
      weightKg: rows[0]!.weightKg,
      recordedAt: rows[0]!.recordedAt,
    });
    expect(bulkDelete).toHaveBeenCalledTimes(1);
    expect(await db.pending_records.count()).toBe(0);
    expect(onStored).toHaveBeenCalledWith(
      CLIENT_A,
      expect.arrayContaining([expect.objectContaining({ localId: rows[2]!.localId })]),
    );
    expect(sync.getState()).toMatchObject({ running: false, lastOutcome: 'ok', retryAt: null });
  });

  it('makes no request when nothing waits', async () => {
    const server = fakeServer();
    const { sync } = engine(server.send);
    expect(await sync.sync()).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('runs once for two concurrent calls (single-flight), both getting its result', async () => {
    await seed(2);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer(async (_, records) => {
      await gate;
      return { inserted: records.map((r) => r.id), duplicates: [], rejected: [] };
    });
    const { sync } = engine(server.send);

    const first = sync.sync();
    const second = sync.sync();
    expect(sync.getState().running).toBe(true);
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(server.calls).toHaveLength(1);
    expect(await db.pending_records.count()).toBe(0);
  });

  it('picks up, in the same flight, a record saved while a request was under way', async () => {
    await seed(1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstCall = true;
    const server = fakeServer(async (_, records) => {
      if (firstCall) {
        firstCall = false;
        await gate;
      }
      return { inserted: records.map((r) => r.id), duplicates: [], rejected: [] };
    });
    const { sync } = engine(server.send);

    const running = sync.sync();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await addPending(db, CLIENT_A, weighing(7));
    const joined = sync.sync();
    release();
    expect(await joined).toBe(true);
    expect(await running).toBe(true);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.records.map((r) => r.weightKg)).toEqual([7]);
    expect(await db.pending_records.count()).toBe(0);
  });

  it('keeps every record when the request fails, logs, returns false and retries with doubling back-off', async () => {
    await seed(3);
    const send = vi.fn<SendBatch>().mockRejectedValue(new Error('503 unavailable'));
    const { sync, timers, log } = engine(send, { retryBaseMs: 5_000, retryMaxMs: 20_000 });

    expect(await sync.sync()).toBe(false);
    expect(await db.pending_records.count()).toBe(3);
    expect(log).toHaveBeenCalled();
    expect(sync.getState().lastOutcome).toBe('failed');
    expect(sync.getState().retryAt).not.toBeNull();

    for (let i = 0; i < 3; i += 1) {
      timers.scheduled.at(-1)!.run();
      await vi.waitFor(() => expect(sync.getState().running).toBe(false));
      await vi.waitFor(() => expect(timers.scheduled).toHaveLength(i + 2));
    }
    expect(timers.scheduled.map((t) => t.ms)).toEqual([5_000, 10_000, 20_000, 20_000]);
    expect(send).toHaveBeenCalledTimes(4);
    expect(await db.pending_records.count()).toBe(3);

    send.mockImplementation(async (_, records) => ({
      inserted: records.map((r) => r.id),
      duplicates: [],
      rejected: [],
    }));
    expect(await sync.syncNow()).toBe(true);
    expect(await db.pending_records.count()).toBe(0);
    expect(sync.getState().retryAt).toBeNull();
  });

  it('marks refused records with their reason, keeps them, and does not resend them until fixed', async () => {
    const rows = await seed(3);
    const refusedId = rows[1]!.localId;
    const server = fakeServer((_, records) => ({
      inserted: records.filter((r) => r.id !== refusedId).map((r) => r.id),
      duplicates: [],
      rejected: records
        .filter((r) => r.id === refusedId)
        .map((r) => ({ id: r.id, reason: 'invalid-weight' as const, message: 'weight too large' })),
    }));
    const { sync } = engine(server.send);

    expect(await sync.sync()).toBe(true);
    const left = await db.pending_records.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      localId: refusedId,
      rejectionReason: 'invalid-weight',
      rejectionMessage: 'weight too large',
    });
    expect(await countPending(db)).toEqual({ pending: 0, rejected: 1 });

    expect(await sync.sync()).toBe(true);
    expect(server.calls).toHaveLength(1);

    await fixRejected(db, left[0]!.id!, weighing(8));
    const fixed = await db.pending_records.get(left[0]!.id!);
    expect(fixed).not.toHaveProperty('rejectionReason');
    expect(fixed).toMatchObject({ localId: refusedId, weightKg: 8, recordedAt: left[0]!.recordedAt });
    const accepting = fakeServer();
    const second = engine(accepting.send);
    expect(await second.sync.sync()).toBe(true);
    expect(accepting.calls[0]!.records).toEqual([expect.objectContaining({ id: refusedId, weightKg: 8 })]);
    expect(await db.pending_records.count()).toBe(0);
  });

  it('moves a refused time that lies in the future to now when the record is fixed', async () => {
    const row = await addPending(db, CLIENT_A, weighing(), new Date('2030-01-01T00:00:00Z'));
    await db.pending_records.update(row.id!, { rejectionReason: 'recorded-in-future', rejectionMessage: 'future' });
    const now = new Date('2026-05-05T05:05:05.000Z');
    await fixRejected(db, row.id!, weighing(), now);
    expect((await db.pending_records.get(row.id!))!.recordedAt).toBe(now.toISOString());
  });

  it('sends at most 500 records a request', async () => {
    await seed(1201);
    const server = fakeServer();
    const { sync } = engine(server.send);
    expect(await sync.sync()).toBe(true);
    expect(server.calls.map((c) => c.records.length)).toEqual([500, 500, 201]);
    expect(new Set(server.calls.flatMap((c) => c.records.map((r) => r.id))).size).toBe(1201);
    expect(await db.pending_records.count()).toBe(0);
  });

  it('groups records by client, and one client failing does not hold back the other', async () => {
    await seed(2, CLIENT_A);
    await seed(3, CLIENT_B);
    await seed(1, CLIENT_A);
    const server = fakeServer((clientId, records) => {
      if (clientId === CLIENT_A) throw new Error('403 permission-denied');
      return { inserted: records.map((r) => r.id), duplicates: [], rejected: [] };
    });
    const { sync } = engine(server.send);

    expect(await sync.sync()).toBe(false);
    expect(server.calls.map((c) => [c.clientId, c.records.length])).toEqual([
      [CLIENT_A, 3],
      [CLIENT_B, 3],
    ]);
    const left = await db.pending_records.toArray();
    expect(left).toHaveLength(3);
    expect(left.every((r) => r.clientId === CLIENT_A)).toBe(true);
  });

  it('keeps a record the server did not answer for', async () => {
    const rows = await seed(2);
    const server = fakeServer(() => ({ inserted: [rows[0]!.localId], duplicates: [], rejected: [] }));
    const { sync, log } = engine(server.send);
    expect(await sync.sync()).toBe(true);
    expect((await db.pending_records.toArray()).map((r) => r.localId)).toEqual([rows[1]!.localId]);
    expect(log).toHaveBeenCalled();
  });

  it('does not try the network while offline, and keeps the records', async () => {
    await seed(2);
    const server = fakeServer();
    const { sync, timers } = engine(server.send, { isOnline: () => false });
    expect(await sync.sync()).toBe(false);
    expect(server.calls).toHaveLength(0);
    expect(await db.pending_records.count()).toBe(2);
    expect(timers.scheduled).toHaveLength(1);
  });
});
