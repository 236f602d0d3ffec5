import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, cleanupsAfterAll, postgresSetup, scratchFolder } from './helpers/set-up.ts';
import { recordFigure } from './helpers/figures.ts';
import {
  openEvents,
  postBatch,
  seedTenant,
  signIn,
  startServer,
  weighing,
  type ServerProcess,
} from './helpers/server-process.ts';

// Two instances on one PostgreSQL with one BETTER_AUTH_SECRET, as behind a load balancer with nothing sticky: a
// session made on A works on B, a weighing posted on A reaches an event stream held on B, and a sign-out on A is
// refused on B at once (it kept working there for 8–10 s when each instance trusted its own 10 s cache).
const cleanups = cleanupsAfterAll();

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let tenant: { clientId: string; email: string; password: string };

  // Set-up, not a test: the two servers every test below talks to.
  beforeAll(async () => {
    const scratch = await postgresSetup(cleanups);
    tenant = seedTenant({ url: scratch.url });
    const env = {
      DATABASE_URL: scratch.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    const dirs = [0, 1].map(() => scratchFolder(cleanups));
    const started = await Promise.all(dirs.map((d) => startServer({ ...env, DATA_DIR: d })));
    a = started[0]!;
    b = started[1]!;
    for (const server of [a, b])
      cleanups.push(async () => {
        server.child.kill('SIGTERM');
        await server.exited;
      });
  });

  it('carry a weighing posted on one to an event stream held on the other', async () => {
    const cookie = await signIn(a.url, tenant.email, tenant.password);
    const stream = await openEvents(b.url, cookie, tenant.clientId);
    expect(stream.status).toBe(200);
    cleanups.push(() => stream.close());
    await sleep(200);
    const record = weighing();
    const sent = Date.now();
    expect((await postBatch(a.url, cookie, tenant.clientId, [record])).acknowledged).toEqual([record.id]);
    while (!stream.events.some((e) => e.data.ids?.includes(record.id))) {
      expect(Date.now() - sent).toBeLessThan(5_000);
      await sleep(2);
    }
    recordFigure('event from instance A seen on instance B after', `${Date.now() - sent} ms`);
  });

  it('refuse on the other at once a session signed out on one', async () => {
    const cookie = await signIn(a.url, tenant.email, tenant.password);
    // Both have served it, so both remember it.
    for (const server of [a, b, b])
      expect((await fetch(`${server.url}/api/v1/me`, { headers: { cookie } })).status).toBe(200);
    const out = await fetch(`${a.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: a.url } });
    expect(out.status).toBe(200);
    expect((await fetch(`${b.url}/api/v1/me`, { headers: { cookie } })).status).toBe(401);
    const refused = await postBatch(b.url, cookie, tenant.clientId, [weighing()]);
    expect(refused.status).toBe(401);
  });

  /** A user invited by the master through `on`, who sets a password there: their id, version and cookie. */
  async function invited(on: ServerProcess, masterCookie: string, role: 'gerente' | 'operacional') {
    const headers = { cookie: masterCookie, origin: on.url, 'content-type': 'application/json' };
    const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
    const res = await fetch(`${on.url}/api/v1/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Faults ${role}`, email, role, clientIds: [tenant.clientId], language: 'pt' }),
    });
    expect(res.status).toBe(201);
    const { user, link } = (await res.json()) as { user: { id: string; version: number }; link: { url: string } };
    const token = decodeURIComponent(new URL(link.url).hash.replace(/^#token=/, ''));
    const password = randomBytes(12).toString('base64url');
    const set = await fetch(`${on.url}/api/v1/password/reset`, {
      method: 'POST',
      headers: { origin: on.url, 'content-type': 'application/json' },
      body: JSON.stringify({ token, password, confirm: password }),
    });
    expect(set.status).toBe(204);
    const cookie = set.headers.getSetCookie()[0]!.split(';')[0]!;
    return { ...user, cookie };
  }

  const changeUser = (on: ServerProcess, masterCookie: string, id: string, body: object) =>
    fetch(`${on.url}/api/v1/users/${id}`, {
      method: 'PATCH',
      headers: { cookie: masterCookie, origin: on.url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('end within a second a stream held on the other when its user is deactivated on one', async () => {
    const master = await signIn(a.url, tenant.email, tenant.password);
    const gerente = await invited(a, master, 'gerente');
    const stream = await openEvents(b.url, gerente.cookie, tenant.clientId);
    expect(stream.status).toBe(200);
    cleanups.push(() => stream.close());
    let ended = false;
    void stream.ended.then(() => (ended = true));
    await sleep(200);
    expect(ended).toBe(false);
    const res = await changeUser(a, master, gerente.id, { version: gerente.version, active: false });
    expect(res.status).toBe(200);
    const changed = Date.now();
    while (!ended && Date.now() - changed < 5_000) await sleep(5);
    const ms = Date.now() - changed;
    expect(ended).toBe(true);
    expect(ms).toBeLessThan(1_000);
    recordFigure('stream on instance B ended after its user was deactivated on A', `${ms} ms`);
  });

  it('refuse on the other, on the very next request, a gerente demoted on one', async () => {
    const master = await signIn(a.url, tenant.email, tenant.password);
    const gerente = await invited(a, master, 'gerente');
    // Both instances have served the gerente, so both have verified the cookie.
    for (const server of [a, b, b])
      expect((await fetch(`${server.url}/api/v1/users`, { headers: { cookie: gerente.cookie } })).status).toBe(200);
    const res = await changeUser(a, master, gerente.id, { version: gerente.version, role: 'operacional' });
    expect(res.status).toBe(200);
    expect((await fetch(`${b.url}/api/v1/users`, { headers: { cookie: gerente.cookie } })).status).toBe(403);
  });
});
if (!adminUrl) console.warn('TEST_DATABASE_URL is not set: the two-instance fault tests are skipped.');
