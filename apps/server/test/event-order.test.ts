import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createRecords } from '../src/domain/records/create-records.ts';
import { createPgEventBus, type EventBus, type StoredEvent } from '../src/events/event-bus.ts';
import { eventsAfter } from '../src/events/event-store.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';

// A client's event ids as readers see them (docs/decisions/038): whatever order concurrent weighings take their ids
// and commit in, a reader that went past an id never meets a smaller one later — so a device resuming from its
// Last-Event-ID misses nothing and sees nothing twice. On PostgreSQL with the production bus (a weighing's event
// numbered after its commit) and with two instances numbering at once; on PGlite through the same API.

const onPostgres = process.env.TEST_DB === 'postgres';
let ctx: TestContext;
let device: { id: string; cookie: string };
const hotels: string[] = [];
/** A client with two areas: two weighings in different areas share no daily or monthly totals row. */
let kitchen: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  ctx = await createTestContext({ events: 'database' });
  for (let i = 0; i < 3; i++) hotels.push((await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id);
  kitchen = await createClient(ctx.db, {
    types: [{ type: 'rejeito' }],
    areas: [{ name: 'Cozinha' }, { name: 'Salão' }],
  });
  device = await signedInUser(ctx, 'operacional', [...hotels, kitchen.id]);
});

/** A weighing in the kitchen's first or second area. */
const inArea = (area: 0 | 1) => newRecord({ areaId: kitchen.areas[area]!.id });
afterAll(() => ctx?.close());

const actor = () => ({ id: device.id, role: 'operacional' }) as Parameters<typeof createRecords>[0]['actor'];

/** Every event of the client in the table, by id. */
const allEvents = (clientId: string) => eventsAfter(ctx.db, clientId, 0, 100_000);

const createdIds = (events: StoredEvent[]) =>
  events.flatMap((e) => (e.event.type === 'records.created' ? e.event.ids : [])).sort();

/** Resolves when `test` holds, polling every 10 ms; fails after 10 s. */
async function until(test: () => boolean | Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 10_000; await sleep(10)) if (await test()) return;
  throw new Error(`timed out waiting for ${what}`);
}

/** Subscribes and keeps what arrives, checking at each event that ids only increase. */
function follow(bus: EventBus, clientId: string, afterId: number) {
  const seen: StoredEvent[] = [];
  const unsubscribe = bus.subscribe(clientId, afterId, (e) => seen.push(e));
  return { seen, unsubscribe };
}

const increasing = (ids: number[]) => ids.every((id, i) => i === 0 || id > ids[i - 1]!);

describe('event ids under concurrent weighings', () => {
  it('delivers every weighing of 120 concurrent ones, once and in increasing ids, to live and resuming readers', async () => {
    const [one, ...others] = hotels as [string, ...string[]];
    const start = new Map(
      await Promise.all(hotels.map(async (h) => [h, (await allEvents(h)).at(-1)?.id ?? 0] as const)),
    );
    const live = hotels.map((h) => ({ clientId: h, ...follow(ctx.events, h, start.get(h)!) }));
    // 80 weighings on one client and 40 spread over two others, all in flight at once.
    const batches = Array.from({ length: 120 }, (_, i) => ({
      clientId: i < 80 ? one : others[i % others.length]!,
      record: newRecord({ weightKg: 1 + (i % 7) }),
    }));
    let resumed: ReturnType<typeof follow> | undefined;
    await Promise.all(
      batches.map(async ({ clientId, record }, i) => {
        await postRecordsOk(ctx, clientId, device.cookie, [record]);
        // Half-way, a device reconnects from the last id it saw.
        if (i === 40) resumed = follow(ctx.events, one, live[0]!.seen.at(-1)?.id ?? start.get(one)!);
      }),
    );
    for (const h of hotels) {
      const expected = batches.filter((b) => b.clientId === h).map((b) => b.record.id);
      const reader = live.find((l) => l.clientId === h)!;
      await until(() => createdIds(reader.seen).length >= expected.length, `the events of ${h}`);
      expect(createdIds(reader.seen)).toEqual([...expected].sort());
      expect(increasing(reader.seen.map((e) => e.id))).toBe(true);
      reader.unsubscribe();
    }
    // The resumed reader: what it missed first, then the rest, each once, ending where the live one ended.
    await until(() => resumed!.seen.at(-1)?.id === live[0]!.seen.at(-1)!.id, 'the resumed reader');
    const resumedIds = resumed!.seen.map((e) => e.id);
    expect(increasing(resumedIds)).toBe(true);
    expect(resumedIds).toEqual(live[0]!.seen.map((e) => e.id).filter((id) => id > resumedIds[0]! - 1));
    resumed!.unsubscribe();
  });

  it.skipIf(!onPostgres)(
    'holds no lock to commit: a weighing of a client commits while another of the same client is still open',
    async () => {
      const clientId = kitchen.id;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let stored!: () => void;
      const inOpenTransaction = new Promise<void>((resolve) => (stored = resolve));
      const open = ctx.db.transaction(async (tx) => {
        const { eventId } = await createRecords({
          db: tx as unknown as Db,
          actor: actor(),
          clientId,
          records: [inArea(0)],
          announce: { numbered: false },
        });
        stored();
        await held;
        return eventId!;
      });
      await inOpenTransaction;
      // With the event counter row locked until commit (numbered in the statement), this waited for `release`. (In
      // the same area and type it still would: the daily and monthly totals row is locked until commit.)
      const other = inArea(1);
      const answered = await Promise.race([
        postRecordsOk(ctx, clientId, device.cookie, [other]).then(() => 'answered'),
        sleep(5_000).then(() => 'still waiting'),
      ]);
      release();
      expect(answered).toBe('answered');
      // Numbered once committed, as the route has it numbered.
      ctx.events.stored(clientId, await open);
      await until(async () => (await allEvents(clientId)).length === 2, 'both numbered');
    },
  );

  it.skipIf(!onPostgres)(
    'numbers an event allocated first but committed last after the one committed first, and a reader misses neither',
    async () => {
      const clientId = kitchen.id;
      const before = (await allEvents(clientId)).at(-1)?.id ?? 0;
      const reader = follow(ctx.events, clientId, before);
      // T1 takes its transaction id (the pending event's order) first; T2 starts after, commits and is numbered
      // while T1 is still open; then T1 commits.
      let commitFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
      let firstStored!: () => void;
      const firstIsStored = new Promise<void>((resolve) => (firstStored = resolve));
      const early = inArea(0);
      const late = inArea(1);
      const first = ctx.db.transaction(async (tx) => {
        const { eventId } = await createRecords({
          db: tx as unknown as Db,
          actor: actor(),
          clientId,
          records: [early],
          announce: { numbered: false },
        });
        firstStored();
        await firstMayCommit;
        return eventId!;
      });
      await firstIsStored;
      const second = await createRecords({
        db: ctx.db,
        actor: actor(),
        clientId,
        records: [late],
        announce: { numbered: false },
      });
      // Pending ids: −(transaction id), the first transaction's the larger (it began first).
      ctx.events.stored(clientId, second.eventId!);
      await until(() => reader.seen.length === 1, 'the second weighing numbered');
      expect(reader.seen[0]!.event).toMatchObject({ ids: [late.id] });
      // A reader now past the second's id, as a device that saw it would resume.
      const cursor = reader.seen[0]!.id;
      commitFirst();
      const firstPending = await first;
      expect(firstPending).toBeGreaterThan(second.eventId!);
      ctx.events.stored(clientId, firstPending);
      await until(() => reader.seen.length === 2, 'the first weighing numbered');
      expect(reader.seen.map((e) => e.event)).toMatchObject([{ ids: [late.id] }, { ids: [early.id] }]);
      expect(reader.seen[1]!.id).toBe(cursor + 1);
      expect((await eventsAfter(ctx.db, clientId, cursor, 10)).map((e) => e.event)).toMatchObject([
        { ids: [early.id] },
      ]);
      reader.unsubscribe();
    },
  );

  it.skipIf(!onPostgres)(
    'gives a polling reader every event exactly once while two instances number the same client at once',
    async () => {
      const clientId = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
      // Two instances' buses on one database, each numbering what its own weighings stored.
      const buses = [
        await createPgEventBus(ctx.database, { numberEveryMs: 1 }),
        await createPgEventBus(ctx.database, { numberEveryMs: 3 }),
      ];
      // A reader as a stream's catch-up reads: `id > cursor`, as often as it can, never looking back.
      const polled: StoredEvent[] = [];
      let writing = true;
      const poller = (async () => {
        let cursor = 0;
        for (;;) {
          const page = await eventsAfter(ctx.db, clientId, cursor, 500);
          polled.push(...page);
          if (page.length) cursor = page.at(-1)!.id;
          else if (!writing) return;
          await sleep(0);
        }
      })();
      const written: string[] = [];
      await Promise.all(
        Array.from({ length: 8 }, async (_, writer) => {
          for (let n = 0; n < 25; n++) {
            const record = newRecord();
            const { eventId } = await createRecords({
              db: ctx.db,
              actor: actor(),
              clientId,
              records: [record],
              announce: { numbered: false },
            });
            written.push(record.id);
            buses[(writer + n) % 2]!.stored(clientId, eventId!);
          }
        }),
      );
      await until(async () => createdIds(await allEvents(clientId)).length === written.length, 'all numbered');
      writing = false;
      await poller;
      await Promise.all(buses.map((b) => b.close()));
      const ids = polled.map((e) => e.id);
      expect(increasing(ids)).toBe(true);
      expect(createdIds(polled)).toEqual([...written].sort());
      expect(polled).toEqual(await allEvents(clientId));
      const pending = await ctx.db.execute(
        sql`select count(*)::int as n from record_events where client_id = ${clientId}::uuid and id < 0`,
      );
      expect((pending as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    },
  );
});
