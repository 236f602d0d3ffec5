import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEvent } from '@ecopeso/shared/records';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';

// PostgreSQL only: what a restart of the database server does to the connections of a running instance.
const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Ends every connection of the test's database as a restart does: the backends receive 57P01 "terminating
 * connection due to administrator command", idle pool connections and the LISTEN connection included.
 */
async function terminateConnections(ctx: TestContext) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  // Asked through the app's own pool: the throw-away database of this test file.
  const { rows } = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]!.name],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!onPostgres)('when PostgreSQL drops every connection (a restart)', () => {
  let ctx: TestContext;
  let clientId: string;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext({ events: 'database' });
    clientId = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
    cookie = (await signedInUser(ctx, 'master')).cookie;
  });
  afterAll(() => ctx?.close());

  it('the server survives (pool error handled), answers again by itself, and live updates resume', async () => {
    const base = await ctx.listen();
    const abort = new AbortController();
    const res = await fetch(`${base}/api/v1/clients/${clientId}/events`, { headers: { cookie }, signal: abort.signal });
    const received: RecordEvent[] = [];
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const pump = (async () => {
      try {
        for (let buffer = ''; ;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            if (data) received.push(JSON.parse(data) as RecordEvent);
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // aborted
      }
    })();

    // Connections in the pool, idle, as between requests.
    await Promise.all([1, 2, 3].map(() => ctx.get('/api/v1/clients', { cookie })));
    expect(await terminateConnections(ctx)).toBeGreaterThan(0);
    await sleep(300);

    // Served again, without a restart of the server.
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      status = (await ctx.get('/api/v1/clients', { cookie })).statusCode;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);

    // The LISTEN connection was reopened: a record stored now reaches the open stream.
    const record = newRecord();
    await postRecordsOk(ctx, clientId, cookie, [record]);
    for (let waited = 0; waited < 10_000 && received.length === 0; waited += 50) await sleep(50);
    expect(received).toEqual([{ type: 'records.created', clientId, ids: [record.id] }]);

    abort.abort();
    await pump;
  });
});
