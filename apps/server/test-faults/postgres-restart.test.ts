import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { adminUrl, cleanupsAfterAll, postgresSetup } from './helpers/set-up.ts';
import {
  openEvents,
  postBatch,
  seedTenant,
  signIn,
  startPgProxy,
  startServer,
  storedCounts,
  terminateBackends,
  weighing,
} from './helpers/server-process.ts';

// PostgreSQL goes away under load — first every backend is terminated (57P01, as a fast restart does), then the
// database is unreachable for a while (connections dropped, new ones refused) and comes back. The server must
// stay up, answer 503 unavailable meanwhile (never 500), serve again by itself, and its open event streams must
// carry events again. The outage is made by a TCP proxy in front of the shared PostgreSQL, so nobody else's
// connections are touched.
const cleanups = cleanupsAfterAll();

describe.skipIf(!adminUrl)('PostgreSQL restart under load', () => {
  it('rides it out: 503 meanwhile, back by itself, live updates resume, acknowledged records kept once', async () => {
    const scratch = await postgresSetup(cleanups);
    const direct = new URL(scratch.url);
    const proxy = await startPgProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;

    const tenant = seedTenant({ url: scratch.url });
    const server = await startServer({ ...scratch.env, DATABASE_URL: viaProxy.toString() });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const cookie = await signIn(server.url, tenant.email, tenant.password);
    const stream = await openEvents(server.url, cookie, tenant.clientId);

    const acknowledged: string[] = [];
    const answers: { at: number; status: number; code?: string }[] = [];
    let stop = false;
    const devices = [1, 2, 3].map(async () => {
      while (!stop) {
        const result = await postBatch(server.url, cookie, tenant.clientId, [weighing(), weighing()]);
        answers.push({ at: performance.now(), status: result.status, code: result.code });
        acknowledged.push(...result.acknowledged);
        if (result.status !== 200) await sleep(50);
      }
    });
    while (acknowledged.length < 20) await sleep(20);

    // 1. Every backend terminated (57P01 admin shutdown), as a fast restart does; reconnects at once.
    expect(await terminateBackends(adminUrl!, scratch.name)).toBeGreaterThan(0);
    await sleep(1_000);

    // 2. The database is down for two seconds.
    const down = performance.now();
    await proxy.cut();
    await sleep(2_000);
    await proxy.restore();
    const up = performance.now();
    const ackedBeforeUp = acknowledged.length;
    while (acknowledged.length === ackedBeforeUp && performance.now() - up < 30_000) await sleep(20);
    const recoveryMs = answers.find((a) => a.at > up && a.status === 200)!.at - up;

    // 3. The stream that stayed open carries events again (its LISTEN connection was reopened).
    const marker = weighing();
    expect((await postBatch(server.url, cookie, tenant.clientId, [marker])).status).toBe(200);
    for (let waited = 0; waited < 15_000; waited += 50) {
      if (stream.events.some((e) => e.data.ids?.includes(marker.id))) break;
      await sleep(50);
    }
    stop = true;
    await Promise.all(devices);
    stream.close();

    const duringOutage = answers.filter((a) => a.at > down + 200 && a.at < up);
    console.log(
      `recovery ${recoveryMs.toFixed(0)} ms after the database came back; ${acknowledged.length} records acknowledged; ` +
        `answers during the outage: ${JSON.stringify(countBy(duringOutage.map((a) => `${a.status} ${a.code ?? ''}`)))}`,
    );
    expect(server.child.exitCode).toBeNull();
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.every((a) => a.status === 503 && a.code === 'unavailable')).toBe(true);
    expect(recoveryMs).toBeLessThan(10_000);
    expect(stream.events.some((e) => e.data.ids?.includes(marker.id))).toBe(true);
    // Ids stay increasing across the outage: no event was stored twice or out of order.
    const ids = stream.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    server.child.kill('SIGTERM');
    await server.exited;
    const counts = await storedCounts({ url: scratch.url }, acknowledged);
    expect(acknowledged.filter((id) => counts.get(id) !== 1)).toEqual([]);
  });
});

function countBy(values: string[]) {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
