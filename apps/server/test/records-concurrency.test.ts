import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResult } from '@ecopeso/shared/records';
import type { Db } from '../src/db/client.ts';
import { isTransientConflict } from '../src/db/retry.ts';
import * as schema from '../src/db/schema.ts';
import { createRecords } from '../src/domain/records/create-records.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { prng } from './helpers/random.ts';
import {
  expectDailyTotalsExact,
  newRecord,
  newRecordIn,
  postRecords,
  postRecordsOk,
  storedRecords,
  type RecordInput,
} from './helpers/records.ts';

let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let devices: { id: string; cookie: string }[];

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, {
    name: 'Hotel Concorrente',
    timezone: 'America/Sao_Paulo',
    types: [{ type: 'organico', subTypes: ['pre_service', 'post_service'] }, { type: 'rejeito' }],
    areas: [{ name: 'Cozinha' }, { name: 'Restaurante' }],
  });
  // Several tablets of the client, each signed in on its own.
  devices = await Promise.all(Array.from({ length: 4 }, () => signedInUser(ctx, 'operacional', [hotel.id])));
});
afterAll(() => ctx?.close());

const sorted = (ids: string[]) => [...ids].sort();

/** How many rows waste_records holds for each of `ids` (absent: none). */
async function rowsPerId(ids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const row of await storedRecords(ctx.db, ids)) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  return counts;
}

describe('concurrent batches whose ids overlap', () => {
  it('answers each of 20 overlapping batches 200 or 503 (never 500) and stores every acknowledged record once', async () => {
    // Devices that lost answers resend windows of a shared backlog: batch i holds records i*3 … i*3+23, so every
    // batch shares ids with the next seven — each starting at a different id — and the records share days, areas and
    // types, so the requests also meet on the daily and monthly totals and on the client's event counter.
    const random = prng(11);
    const statuses: number[] = [];
    const everySent = new Set<string>();
    const insertedBy = new Map<string, number>();
    const acknowledged = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const backlog: RecordInput[] = Array.from({ length: 20 * 3 + 21 }, () => {
        const organic = random.next() < 0.5;
        return newRecord({
          recordedAt: new Date(Date.UTC(2026, random.int(0, 1), random.int(1, 28), 15)).toISOString(),
          areaId: random.pick(hotel.areas.map((a) => a.id)),
          wasteType: organic ? 'organico' : 'rejeito',
          subType: organic ? random.pick(['pre_service', 'post_service'] as const) : null,
          weightKg: random.int(1, 9000) / 1000,
        });
      });
      for (const r of backlog) everySent.add(r.id);
      const batches = Array.from({ length: 20 }, (_, i) => {
        const batch = backlog.slice(i * 3, i * 3 + 24);
        // In the order the device happened to queue them, not sorted.
        return batch.sort(() => random.next() - 0.5);
      });
      const responses = await Promise.all(
        batches.map((batch, i) => postRecords(ctx, hotel.id, devices[i % devices.length]!.cookie, batch)),
      );
      responses.forEach((res, i) => {
        statuses.push(res.statusCode);
        if (res.statusCode === 503) {
          expectError(res, 503, 'unavailable');
          expect(res.headers['retry-after']).toBe('1');
          return;
        }
        expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({
          status: 200,
          body: '',
        });
        const body = res.json<BatchResult>();
        // Every record of the batch is valid: each is either stored by this request or already stored.
        expect(body.rejected).toEqual([]);
        expect(sorted([...body.inserted, ...body.duplicates])).toEqual(sorted(batches[i]!.map((r) => r.id)));
        for (const id of body.inserted) insertedBy.set(id, (insertedBy.get(id) ?? 0) + 1);
        for (const id of [...body.inserted, ...body.duplicates]) acknowledged.add(id);
      });
    }
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

    // No record is reported inserted by two requests; every acknowledged one is stored exactly once, and nothing
    // is stored that no answer reported as inserted (a 503 stored nothing).
    expect([...insertedBy.values()].filter((n) => n !== 1)).toEqual([]);
    const counts = await rowsPerId([...everySent]);
    for (const id of acknowledged) expect({ id, rows: counts.get(id) ?? 0 }).toEqual({ id, rows: 1 });
    expect(sorted([...counts.keys()])).toEqual(sorted([...insertedBy.keys()]));
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  // Embedded PGlite runs one statement at a time: only PostgreSQL can deadlock.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'takes its locks in one order: overlapping batches meet no deadlock at all, not even one a retry would hide',
    async () => {
      // The statement as the route runs it, on a Db of its own that sees every failed attempt before the retry.
      const raw = drizzle(ctx.database.pool!, { schema }) as unknown as Db;
      const execute = raw.execute.bind(raw);
      const failures: unknown[] = [];
      raw.execute = ((query) => {
        const pending = execute(query);
        const run = pending.execute;
        pending.execute = () =>
          run().catch((err: unknown) => {
            failures.push(err);
            throw err;
          });
        return pending;
      }) as Db['execute'];
      const actor = { id: devices[0]!.id, role: 'operacional' } as Parameters<typeof createRecords>[0]['actor'];
      // With the event counter locked after the first record, these ten rounds met about ten deadlocks.
      for (let round = 0; round < 10; round++) {
        const backlog = Array.from({ length: 20 * 3 + 21 }, (_, i) =>
          newRecordIn(hotel, {
            recordedAt: new Date(Date.UTC(2026, i % 2, 1 + (i % 27), 15)).toISOString(),
            weightKg: 1,
          }),
        );
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            createRecords({
              db: raw,
              actor,
              clientId: hotel.id,
              records: backlog.slice(i * 3, i * 3 + 24),
              announce: { numbered: true },
            }),
          ),
        );
      }
      expect(failures.map((err) => (isTransientConflict(err) ? 'conflict' : String(err)))).toEqual([]);
      await expectDailyTotalsExact(ctx.db, hotel.id);
    },
  );
});

describe('a transaction PostgreSQL picks as a deadlock victim', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'is run again by the server, whole: both transactions commit',
    async () => {
      const other = await createClient(ctx.db, { name: `Pousada ${randomUUID().slice(0, 6)}` });
      // Each transaction locks one client row, waits until the other holds its own, then locks the other's row:
      // a real deadlock, which PostgreSQL breaks (after deadlock_timeout) by rolling one of them back.
      let holdA!: () => void;
      let holdB!: () => void;
      const heldA = new Promise<void>((resolve) => (holdA = resolve));
      const heldB = new Promise<void>((resolve) => (holdB = resolve));
      const runs = { a: 0, b: 0 };
      const lock = (tx: Db, id: string) => tx.execute(sql`select id from clients where id = ${id}::uuid for update`);
      const rename = (tx: Db, id: string, name: string) =>
        tx.execute(sql`update clients set name = ${name} where id = ${id}::uuid`);
      /** One side: lock `mine`, say so, wait until the other side holds its row, then lock and rename `theirs`. */
      const side = (
        run: keyof typeof runs,
        mine: string,
        theirs: string,
        name: string,
        holding: () => void,
        theirsHeld: Promise<void>,
      ) =>
        ctx.db.transaction(async (tx) => {
          runs[run]++;
          await lock(tx as unknown as Db, mine);
          holding();
          await theirsHeld;
          await lock(tx as unknown as Db, theirs);
          await rename(tx as unknown as Db, theirs, name);
        });
      const [a, b] = await Promise.allSettled([
        side('a', hotel.id, other.id, 'Pousada A', holdA, heldB),
        side('b', other.id, hotel.id, hotel.name, holdB, heldA),
      ]);
      expect([a.status, b.status]).toEqual(['fulfilled', 'fulfilled']);
      // One of them ran twice: the deadlock's victim.
      expect(runs.a + runs.b).toBe(3);
    },
  );
});

describe('a write that meets a deadlock', () => {
  // A trigger raising deadlock_detected (40P01) on the first `failures` inserts of the test's client stands in for
  // the other transaction of a real deadlock; a sequence (not rolled back with the transaction) counts the attempts.
  async function failInserts(clientId: string, failures: number) {
    await ctx.db.execute(sql`create sequence if not exists test_deadlock_attempts`);
    await ctx.db.execute(sql`select setval('test_deadlock_attempts', 1, false)`);
    await ctx.db.execute(
      sql.raw(`
        create or replace function test_fail_with_deadlock() returns trigger language plpgsql as $$
        begin
          if nextval('test_deadlock_attempts') <= ${failures} then
            raise exception 'deadlock detected' using errcode = 'deadlock_detected';
          end if;
          return new;
        end $$`),
    );
    await ctx.db.execute(
      sql.raw(`
        create trigger test_fail_with_deadlock before insert on waste_records
        for each row when (new.client_id = '${clientId}'::uuid) execute function test_fail_with_deadlock()`),
    );
  }
  const attempts = async () =>
    (
      (await ctx.db.execute(sql`select last_value, is_called from test_deadlock_attempts`)) as unknown as {
        rows: { last_value: string | number; is_called: boolean }[];
      }
    ).rows.map((r) => (r.is_called ? Number(r.last_value) : 0))[0];

  afterEach(async () => {
    await ctx.db.execute(sql`drop trigger if exists test_fail_with_deadlock on waste_records`);
  });

  it('is retried by the server: the batch is stored once and answered 200', async () => {
    await failInserts(hotel.id, 2);
    const record = newRecordIn(hotel);
    const res = await postRecordsOk(ctx, hotel.id, devices[0]!.cookie, [record]);
    expect(res).toEqual({ inserted: [record.id], duplicates: [], rejected: [] });
    expect(await attempts()).toBe(3);
    expect((await rowsPerId([record.id])).get(record.id)).toBe(1);
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it('answers 503 unavailable with Retry-After when it still fails after the retries, storing nothing', async () => {
    await failInserts(hotel.id, 1000);
    const record = newRecordIn(hotel);
    const res = await postRecords(ctx, hotel.id, devices[0]!.cookie, [record]);
    expectError(res, 503, 'unavailable');
    expect(res.headers['retry-after']).toBe('1');
    // The first attempt and three retries.
    expect(await attempts()).toBe(4);
    expect(await rowsPerId([record.id])).toEqual(new Map());
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });
});
