import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUrl, cleanupsAfterAll, embeddedSetup, postgresSetup } from './helpers/set-up.ts';
import { openDatabase, type DatabaseTarget } from '../src/db/client.ts';
import { devicesPosting } from './helpers/devices.ts';
import { recordFigure } from './helpers/figures.ts';
import { postBatch, seedTenant, signIn, startServer, storedCounts, weighing } from './helpers/server-process.ts';

// SIGKILL of the server while devices post weighings, twice over, on each database: every record the server
// acknowledged is stored exactly once after the restarts, and the daily totals still equal the live records.
const KILLS = 2;
const cleanups = cleanupsAfterAll();

async function killDuringIngest(label: string, env: Record<string, string>, target: DatabaseTarget) {
  const tenant = seedTenant(target);
  // Load shedding off: this machine is shared, and shedding is not what is tested here.
  const serverEnv = { ...env, BETTER_AUTH_SECRET: randomBytes(32).toString('hex'), MAX_EVENT_LOOP_DELAY_MS: '0' };
  const acknowledged = new Set<string>();
  let slowestRestart = 0;
  let server = await startServer(serverEnv);
  for (let kill = 1; kill <= KILLS; kill++) {
    const cookie = await signIn(server.url, tenant.email, tenant.password);
    const devices = devicesPosting(server.url, cookie, tenant.clientId, acknowledged);
    // Killed once weighings are flowing (a server just started may answer 503 for a moment), at a random point.
    for (const until = Date.now() + 20_000; devices.batches < 3 && Date.now() < until;) await sleep(50);
    await sleep(200 + Math.random() * 600);
    server.child.kill('SIGKILL');
    await server.exited;
    await devices.stop();
    expect(devices.batches).toBeGreaterThan(0);
    const started = Date.now();
    server = await startServer(serverEnv);
    slowestRestart = Math.max(slowestRestart, Date.now() - started);
  }
  // A device whose answer was lost sends its batch again: each record stays stored once.
  const cookie = await signIn(server.url, tenant.email, tenant.password);
  const again = Array.from({ length: 5 }, weighing);
  for (let i = 0; i < 2; i++) {
    const result = await postBatch(server.url, cookie, tenant.clientId, again);
    expect(result.acknowledged).toHaveLength(5);
    for (const id of result.acknowledged) acknowledged.add(id);
  }
  server.child.kill('SIGTERM');
  await server.exited;

  const ids = [...acknowledged];
  const counts = await storedCounts(target, ids);
  const lost = ids.filter((id) => !counts.has(id)).length;
  const duplicated = [...counts.values()].filter((n) => n !== 1).length;
  const database = await openDatabase(target);
  try {
    const { rows } = (await database.db.execute(sql`
      select (select coalesce(sum(records), 0)::int from daily_totals where client_id = ${tenant.clientId}::uuid) as totalled,
             (select count(*)::int from waste_records where client_id = ${tenant.clientId}::uuid and deleted_at is null) as live`)) as unknown as {
      rows: { totalled: number; live: number }[];
    };
    expect(rows[0]!.totalled).toBe(rows[0]!.live);
  } finally {
    await database.close();
  }
  recordFigure(`SIGKILLs during ingest survived (${label})`, KILLS);
  recordFigure(`records acknowledged / lost / duplicated (${label})`, `${ids.length} / ${lost} / ${duplicated}`);
  recordFigure(`restart after SIGKILL, slowest (${label})`, `${slowestRestart} ms`);
  expect(ids.length).toBeGreaterThan(0);
  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
}

describe('SIGKILL during ingest', () => {
  it('on the embedded database: acknowledged ⇒ stored exactly once', async () => {
    const { env, target } = embeddedSetup(cleanups);
    await killDuringIngest('embedded', env, target);
  });

  it.skipIf(!adminUrl)('on PostgreSQL: acknowledged ⇒ stored exactly once', async () => {
    const { env, target } = await postgresSetup(cleanups);
    await killDuringIngest('PostgreSQL', env, target);
  });
});
if (!adminUrl) console.warn('TEST_DATABASE_URL is not set: the PostgreSQL fault tests are skipped.');
