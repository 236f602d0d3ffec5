import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, cleanupsAfterAll, postgresSetup, scratchFolder } from './helpers/set-up.ts';
import { haveHaproxy, startBalancer, type Balancer } from './helpers/balancer.ts';
import { recordFigure } from './helpers/figures.ts';
import {
  freePort,
  openEvents,
  postBatch,
  seedTenant,
  signIn,
  startServer,
  storedCounts,
  weighing,
  type EventStream,
  type ServerProcess,
} from './helpers/server-process.ts';

// Two instances on one PostgreSQL behind a real HAProxy (Debian's), configured as the README's "Running more than
// one instance" shows: weighings, sign-out and event streams go through the balancer while one instance is killed
// and the other drained. Nothing acknowledged is lost or stored twice, and a stream cut with its instance resumes
// through the balancer from its Last-Event-ID with no event missed.
const cleanups = cleanupsAfterAll();

if (process.env.CI && adminUrl && !haveHaproxy()) {
  throw new Error('HAProxy is missing: `npm test` installs it (scripts/ensure-haproxy.mjs)');
}

describe.skipIf(!adminUrl || !haveHaproxy())('two instances behind HAProxy', () => {
  let balancer: Balancer;
  let tenant: { clientId: string; email: string; password: string };
  const instances: Record<'a' | 'b', { port: number; dir: string; server: ServerProcess | null }> = {
    a: { port: 0, dir: '', server: null },
    b: { port: 0, dir: '', server: null },
  };
  let env: Record<string, string>;

  const start = async (name: 'a' | 'b') => {
    const instance = instances[name];
    instance.server = await startServer({ ...env, DATA_DIR: instance.dir, PORT: String(instance.port) });
  };
  const stop = async (name: 'a' | 'b', signal: NodeJS.Signals) => {
    const server = instances[name].server;
    if (!server) return;
    server.child.kill(signal);
    await server.exited;
    instances[name].server = null;
  };
  /** Waits until HAProxy's health checks see the instance up again (its state in `show servers state`). */
  const backInRotation = async (name: 'a' | 'b') => {
    const started = Date.now();
    for (;;) {
      const state = await balancer.command('show servers state instances');
      const line = state.split('\n').find((l) => l.split(' ')[3] === name);
      // Column 6 is srv_op_state: 2 means running.
      if (line?.split(' ')[5] === '2') return;
      if (Date.now() - started > 20_000) throw new Error(`${name} not back in rotation:\n${state}`);
      await sleep(100);
    }
  };

  // Set-up, not a test: the database, the two instances and the balancer every test below goes through.
  beforeAll(async () => {
    const scratch = await postgresSetup(cleanups);
    tenant = seedTenant({ url: scratch.url });
    const balancerPort = await freePort();
    env = {
      DATABASE_URL: scratch.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      // Behind the balancer, as in production: the public address is the balancer's.
      BASE_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: '127.0.0.1',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // One account's weighings from several senders at once: the per-account limit is not what is tested here.
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    };
    for (const name of ['a', 'b'] as const) {
      instances[name].port = await freePort();
      instances[name].dir = scratchFolder(cleanups, `eco-faults-${name}-`);
    }
    await Promise.all([start('a'), start('b')]);
    cleanups.push(() => stop('a', 'SIGTERM'));
    cleanups.push(() => stop('b', 'SIGTERM'));
    balancer = await startBalancer(balancerPort, [
      { name: 'a', port: instances.a.port },
      { name: 'b', port: instances.b.port },
    ]);
    cleanups.push(() => balancer.stop());
    await backInRotation('a');
    await backInRotation('b');
  });

  it('lose no weighing and no event while one instance is killed and the other drained under load', async () => {
    const cookie = await signIn(balancer.url, tenant.email, tenant.password);

    // The manager's screen: one stream through the balancer, reopened from its last event id whenever it ends.
    const seen = new Set<string>();
    let lastEventId: number | undefined;
    let reopened = 0;
    let watching = true;
    // The stream open now (a holder: it is replaced from inside the watcher).
    const open: { stream: EventStream | null } = { stream: null };
    const watcher = (async () => {
      while (watching) {
        const current = await openEvents(balancer.url, cookie, tenant.clientId, lastEventId).catch(() => null);
        open.stream = current;
        if (current?.status === 200) {
          const collect = setInterval(() => {
            for (const e of current.events) {
              lastEventId = Math.max(lastEventId ?? 0, e.id);
              for (const id of e.data.ids ?? []) seen.add(id);
            }
          }, 20);
          await current.ended;
          clearInterval(collect);
          for (const e of current.events) {
            lastEventId = Math.max(lastEventId ?? 0, e.id);
            for (const id of e.data.ids ?? []) seen.add(id);
          }
        }
        if (!watching) break;
        reopened += 1;
        await sleep(200);
      }
    })();
    cleanups.push(() => open.stream?.close());
    await sleep(300);

    // Four tablets weighing one record at a time, each keeping a record until it is acknowledged (as the app does).
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let sending = true;
    const tablet = async () => {
      while (sending) {
        const record = weighing();
        for (let attempt = 0; ; attempt++) {
          const answer = await postBatch(balancer.url, cookie, tenant.clientId, [record], { timeoutMs: 5_000 });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.acknowledged.includes(record.id)) {
            acknowledged.push(record.id);
            break;
          }
          if (attempt > 200) throw new Error(`record ${record.id} never acknowledged (last ${answer.status})`);
          await sleep(answer.retryAfter ? Number(answer.retryAfter) * 1000 : 100);
        }
        await sleep(25);
      }
    };
    const tablets = Promise.all([tablet(), tablet(), tablet(), tablet()]);

    await sleep(1_500);
    // A crash: instance a dies at once, mid-request for some tablets; the balancer takes it out after two checks.
    await stop('a', 'SIGKILL');
    const killedAt = acknowledged.length;
    await sleep(1_500);
    await start('a');
    await backInRotation('a');
    await sleep(1_000);
    // A deploy: b is drained at the balancer, then stopped gracefully (requests in flight finish, streams end).
    expect(await balancer.command('set server instances/b state drain')).toBe('');
    await sleep(500);
    await stop('b', 'SIGTERM');
    const drainedAt = acknowledged.length;
    await sleep(1_000);
    await start('b');
    expect(await balancer.command('set server instances/b state ready')).toBe('');
    await backInRotation('b');
    await sleep(500);
    sending = false;
    await tablets;

    // Every acknowledged weighing is stored exactly once, and reached the manager's screen.
    const counts = await storedCounts({ url: env.DATABASE_URL! }, acknowledged);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    expect(counts.size).toBe(acknowledged.length);
    const waitFrom = Date.now();
    while (acknowledged.some((id) => !seen.has(id)) && Date.now() - waitFrom < 10_000) await sleep(50);
    watching = false;
    open.stream?.close();
    await watcher;
    expect(acknowledged.filter((id) => !seen.has(id))).toEqual([]);
    expect(killedAt).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(drainedAt);
    expect(reopened).toBeGreaterThan(0);
    // No 5xx but the 503 of an instance closing, which the app retries after its Retry-After.
    expect([...statuses.keys()].filter((s) => s >= 500 && s !== 503)).toEqual([]);

    recordFigure(
      'behind HAProxy, one instance killed and one drained',
      `${acknowledged.length} weighings acknowledged, all stored once and all seen on the stream; answers ${JSON.stringify(Object.fromEntries(statuses))}; the stream resumed ${reopened} times`,
    );
  });

  it('refuse a signed-out session on every instance behind the balancer at once', async () => {
    const cookie = await signIn(balancer.url, tenant.email, tenant.password);
    // Round robin: consecutive requests reach both instances, so both have served (and cached) the session.
    for (let i = 0; i < 4; i++)
      expect((await fetch(`${balancer.url}/api/v1/me`, { headers: { cookie } })).status).toBe(200);
    const out = await fetch(`${balancer.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: balancer.url },
    });
    expect(out.status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await fetch(`${balancer.url}/api/v1/me`, { headers: { cookie } })).status).toBe(401);
  });
});
