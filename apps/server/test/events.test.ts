import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEvent } from '@ecopeso/shared/records';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { sql } from 'drizzle-orm';
import { createClient, signIn, signedInUser } from './helpers/factories.ts';
import { deleteRecordOk, newRecord, postRecordsOk } from './helpers/records.ts';
import { listedUser, patch } from './helpers/users.ts';
import { STREAM_ACCESS_CHECK_MS } from '../src/routes/events.ts';
import { EVENT_RETENTION_MS, eventsAfter, pruneEvents } from '../src/events/event-store.ts';

let ctx: TestContext;
let baseUrl: string;
let hotelA: string;
let hotelB: string;
let users: Record<'master' | 'gerente' | 'operacional', { cookie: string }>;

beforeAll(async () => {
  // On PostgreSQL the events travel through LISTEN/NOTIFY, as between the instances of a deployment.
  ctx = await createTestContext({ events: 'database' });
  hotelA = (await createClient(ctx.db, { name: 'Hotel A', types: [{ type: 'rejeito' }] })).id;
  hotelB = (await createClient(ctx.db, { name: 'Hotel B', types: [{ type: 'rejeito' }] })).id;
  users = {
    master: await signedInUser(ctx, 'master'),
    gerente: await signedInUser(ctx, 'gerente', [hotelA]),
    operacional: await signedInUser(ctx, 'operacional', [hotelA, hotelB]),
  };
  baseUrl = await ctx.listen();
});
afterAll(() => ctx?.close());

const eventsUrl = (clientId: string) => `/api/v1/clients/${clientId}/events`;

interface StreamEvent {
  id: number;
  event: string;
  data: RecordEvent;
}

interface Stream {
  status: number;
  contentType: string | null;
  events: StreamEvent[];
  /** Resolves once an event matching `test` has arrived (or fails after a few seconds). */
  waitFor(test: (e: StreamEvent) => boolean): Promise<StreamEvent>;
  /** True once the server has ended the stream. */
  ended(): boolean;
  close(): Promise<void>;
}

const open: Stream[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** Opens the event stream over a real socket, as a browser's EventSource does, and parses what arrives. */
async function openStream(
  clientId: string,
  cookie: string,
  resume: { lastEventId?: number; query?: string } = {},
): Promise<Stream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
  if (resume.lastEventId !== undefined) headers['last-event-id'] = String(resume.lastEventId);
  const res = await fetch(`${baseUrl}${eventsUrl(clientId)}${resume.query ?? ''}`, { headers, signal: abort.signal });
  const events: Stream['events'] = [];
  let connected = false;
  let ended = false;
  let buffer = '';
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) connected = true;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const id = /^id: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ id: Number(id), event, data: JSON.parse(data) as RecordEvent });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  const waitUntil = async <T>(get: () => T | undefined, what: string): Promise<T> => {
    for (let waited = 0; waited < 5_000; waited += 10) {
      const found = get();
      if (found !== undefined) return found;
      await sleep(10);
    }
    throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
  };
  const stream: Stream = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    waitFor: (test) => waitUntil(() => events.find(test), 'an event'),
    ended: () => ended,
    async close() {
      abort.abort();
      await pump;
    },
  };
  open.push(stream);
  // Subscribed once the greeting has arrived: the server subscribes in the same tick it writes it.
  await waitUntil(() => (connected ? true : undefined), 'the connected comment');
  return stream;
}

describe('GET /api/v1/clients/:clientId/events', () => {
  it('announces a stored batch with exactly the ids it inserted, and a deleted record', async () => {
    const stream = await openStream(hotelA, users.gerente.cookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);

    const stored = [newRecord({ weightKg: 1 }), newRecord({ weightKg: 2 })];
    const refused = newRecord({ weightKg: 0 });
    const result = await postRecordsOk(ctx, hotelA, users.operacional.cookie, [...stored, refused]);
    expect(result.rejected.map((r) => r.id)).toEqual([refused.id]);

    const created = await stream.waitFor((e) => e.event === 'records.created');
    expect(created.data).toEqual({ type: 'records.created', clientId: hotelA, ids: expect.any(Array) });
    expect([...(created.data as { ids: string[] }).ids].sort()).toEqual(stored.map((r) => r.id).sort());

    // A retry (all duplicates) and an all-refused batch store nothing, so they announce nothing: the next
    // event is the delete.
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, stored);
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, [newRecord({ weightKg: -1 })]);
    await deleteRecordOk(ctx, hotelA, stored[0]!.id, users.gerente.cookie);
    const deleted = await stream.waitFor((e) => e.event === 'record.deleted');
    expect(deleted.data).toEqual({ type: 'record.deleted', clientId: hotelA, id: stored[0]!.id });
    expect(stream.events.map((e) => e.event)).toEqual(['records.created', 'record.deleted']);
  });

  it('reaches every open device of the client', async () => {
    const tablet = await openStream(hotelA, users.operacional.cookie);
    const desktop = await openStream(hotelA, users.master.cookie);
    const record = newRecord();
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, [record]);
    for (const stream of [tablet, desktop]) {
      const event = await stream.waitFor((e) => e.event === 'records.created');
      expect(event.data).toEqual({ type: 'records.created', clientId: hotelA, ids: [record.id] });
    }
  });

  it('tells a subscriber of client B nothing about client A', async () => {
    const streamA = await openStream(hotelA, users.operacional.cookie);
    const streamB = await openStream(hotelB, users.operacional.cookie);
    const recordA = newRecord();
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, [recordA]);
    await deleteRecordOk(ctx, hotelA, recordA.id, users.operacional.cookie);
    await streamA.waitFor((e) => e.event === 'record.deleted');

    // B's own change, published after A's, marks the point by which A's would have arrived.
    const recordB = newRecord();
    await postRecordsOk(ctx, hotelB, users.operacional.cookie, [recordB]);
    await streamB.waitFor((e) => e.event === 'records.created');
    expect(streamB.events.map((e) => e.data)).toEqual([
      { type: 'records.created', clientId: hotelB, ids: [recordB.id] },
    ]);
    expect(streamA.events.map((e) => e.data.clientId)).toEqual([hotelA, hotelA]);
  });

  it('gives each event an id, increasing per client, and resumes after Last-Event-ID with what was missed', async () => {
    const stream = await openStream(hotelA, users.operacional.cookie);
    const first = newRecord();
    const second = newRecord();
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, [first]);
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, [second]);
    const seen = await stream.waitFor(
      (e) => e.event === 'records.created' && e.data.type === 'records.created' && e.data.ids[0] === second.id,
    );
    const [a, b] = stream.events;
    expect(b!.id).toBe(a!.id + 1);
    expect(seen.id).toBe(b!.id);
    await stream.close();

    // The device is away: a batch is stored and a record deleted meanwhile.
    const whileAway = newRecord();
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, [whileAway]);
    await deleteRecordOk(ctx, hotelA, first.id, users.gerente.cookie);

    // EventSource sends the last id it saw when it reconnects; the same works as a query parameter.
    for (const resume of [{ lastEventId: a!.id }, { query: `?lastEventId=${a!.id}` }]) {
      const back = await openStream(hotelA, users.operacional.cookie, resume);
      await back.waitFor((e) => e.event === 'record.deleted');
      expect(back.events.map((e) => [e.id, e.data])).toEqual([
        [a!.id + 1, { type: 'records.created', clientId: hotelA, ids: [second.id] }],
        [a!.id + 2, { type: 'records.created', clientId: hotelA, ids: [whileAway.id] }],
        [a!.id + 3, { type: 'record.deleted', clientId: hotelA, id: first.id }],
      ]);
      await back.close();
    }

    // Without an id, a stream starts from now: nothing old is replayed.
    const fresh = await openStream(hotelA, users.operacional.cookie);
    const next = newRecord();
    await postRecordsOk(ctx, hotelA, users.operacional.cookie, [next]);
    await fresh.waitFor((e) => e.event === 'records.created');
    expect(fresh.events.map((e) => [e.id, e.data])).toEqual([
      [a!.id + 4, { type: 'records.created', clientId: hotelA, ids: [next.id] }],
    ]);
  });

  it('keeps events a day: older ones are pruned, and ids keep increasing after', async () => {
    const client = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
    const first = await ctx.events.publish({ type: 'record.deleted', clientId: client, id: newRecord().id });
    await pruneEvents(ctx.db, new Date(Date.now() + EVENT_RETENTION_MS + 60_000));
    expect(await eventsAfter(ctx.db, client, 0, 10)).toEqual([]);
    const second = await ctx.events.publish({ type: 'record.deleted', clientId: client, id: newRecord().id });
    expect(second).toBe(first + 1);
    await pruneEvents(ctx.db);
    expect((await eventsAfter(ctx.db, client, 0, 10)).map((e) => e.id)).toEqual([second]);
  });

  it('answers 401 without a session', async () => {
    expectError(await ctx.get(eventsUrl(hotelA)), 401, 'unauthenticated');
  });

  it('refuses with 403 a client outside the list, with the error envelope rather than a stream', async () => {
    const res = await ctx.get(eventsUrl(hotelB), { cookie: users.gerente.cookie });
    expectError(res, 403, 'permission-denied');
    const raw = await fetch(`${baseUrl}${eventsUrl(hotelB)}`, { headers: { cookie: users.gerente.cookie } });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await raw.json()).toEqual({ error: { code: 'permission-denied', message: expect.any(String) } });
  });

  describe('ends within a second when its access ends', () => {
    /** Milliseconds from `change` until the server ended the stream (fails past 1 s), and whether it ended. */
    async function endsAfter(stream: Stream, change: () => Promise<unknown>): Promise<number> {
      expect(stream.ended()).toBe(false);
      await change();
      const changed = Date.now();
      while (!stream.ended() && Date.now() - changed < 3_000) await sleep(10);
      expect(stream.ended(), 'the stream is still open 3 s after the change').toBe(true);
      return Date.now() - changed;
    }

    async function changeUser(email: string, changes: Record<string, unknown>) {
      const row = (await listedUser(ctx, users.master.cookie, email))!;
      const res = await patch(ctx, `/api/v1/users/${row.id}`, users.master.cookie, {
        version: row.version,
        ...changes,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    it('when the user loses the client, and delivers nothing of it after; their other client stays open', async () => {
      const gerente = await signedInUser(ctx, 'gerente', [hotelA, hotelB]);
      const streamA = await openStream(hotelA, gerente.cookie);
      const streamB = await openStream(hotelB, gerente.cookie);
      const ms = await endsAfter(streamA, () => changeUser(gerente.email, { clientIds: [hotelB] }));
      expect(ms).toBeLessThan(1_000);
      await postRecordsOk(ctx, hotelA, users.operacional.cookie, [newRecord()]);
      await sleep(STREAM_ACCESS_CHECK_MS * 2);
      expect(streamA.events).toEqual([]);
      expect(streamB.ended()).toBe(false);
      // A reconnection is refused.
      expectError(await ctx.get(eventsUrl(hotelA), { cookie: gerente.cookie }), 403, 'permission-denied');
    });

    it('when the user is deactivated', async () => {
      const gerente = await signedInUser(ctx, 'gerente', [hotelA]);
      const stream = await openStream(hotelA, gerente.cookie);
      expect(await endsAfter(stream, () => changeUser(gerente.email, { active: false }))).toBeLessThan(1_000);
    });

    it('when the user signs out, and only that session’s stream', async () => {
      const gerente = await signedInUser(ctx, 'gerente', [hotelA]);
      const otherDevice = await signIn(ctx, gerente.email, gerente.password);
      const stream = await openStream(hotelA, gerente.cookie);
      const other = await openStream(hotelA, otherDevice);
      const ms = await endsAfter(stream, () => ctx.post('/api/auth/sign-out', { cookie: gerente.cookie }));
      expect(ms).toBeLessThan(1_000);
      await sleep(STREAM_ACCESS_CHECK_MS * 2);
      expect(other.ended()).toBe(false);
    });

    it("when the client is deactivated (a master's stream of it stays)", async () => {
      const master = await signedInUser(ctx, 'master');
      const client = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
      const gerente = await signedInUser(ctx, 'gerente', [client]);
      const stream = await openStream(client, gerente.cookie);
      const watching = await openStream(client, master.cookie);
      const ms = await endsAfter(stream, () =>
        ctx.db.execute(sql`update clients set active = false where id = ${client}::uuid`),
      );
      expect(ms).toBeLessThan(1_000);
      // A master still follows an inactive client (as every request of theirs may).
      expect(watching.ended()).toBe(false);
    });
  });
});
