import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, createUser, signIn, signedInUser, type TestUser } from './helpers/factories.ts';
import { collectingMailer, listedUser, patch, tokenOf } from './helpers/users.ts';

/**
 * Access ends when it is taken away, as an attacker inside a customer would probe it: a gerente about to lose a
 * client, a demoted manager, a link issued before a deactivation. No cache may serve a grant the database no
 * longer has, on the very next request.
 */
let ctx: TestContext;
let master: TestUser & { cookie: string };
let hotelC: string;
let hotelD: string;

beforeAll(async () => {
  ctx = await createTestContext({ mailer: collectingMailer() });
  hotelC = (await createClient(ctx.db, { name: 'Hotel C', types: [{ type: 'rejeito' }] })).id;
  hotelD = (await createClient(ctx.db, { name: 'Hotel D', types: [{ type: 'rejeito' }] })).id;
  master = await signedInUser(ctx, 'master');
});
afterAll(() => ctx?.close());

const GOOD_PASSWORD = 'horta-de-tomates-42';

async function change(email: string, changes: Record<string, unknown>) {
  const row = (await listedUser(ctx, master.cookie, email))!;
  const res = await patch(ctx, `/api/v1/users/${row.id}`, master.cookie, { version: row.version, ...changes });
  expect(res.statusCode, res.body).toBe(200);
}

const inviteFor = (cookie: string, clientId: string) =>
  ctx.post('/api/v1/users', {
    cookie,
    payload: {
      name: 'Novo Operacional',
      email: `novo-${Math.random().toString(36).slice(2)}@example.com`,
      role: 'operacional',
      clientIds: [clientId],
      language: 'pt',
    },
  });

describe('a client taken away from a gerente', () => {
  it('is refused on the very next request: no dashboard, no account created for it', async () => {
    const gerente = await signedInUser(ctx, 'gerente', [hotelC, hotelD]);
    // Warm: the server has verified this cookie and would, before, have remembered the grant for 10 s.
    for (let i = 0; i < 3; i++) {
      expect(
        (await ctx.get(`/api/v1/clients/${hotelC}/dashboard?years=2025`, { cookie: gerente.cookie })).statusCode,
      ).toBe(200);
    }
    await change(gerente.email, { clientIds: [hotelD] });

    expectError(
      await ctx.get(`/api/v1/clients/${hotelC}/dashboard?years=2025`, { cookie: gerente.cookie }),
      403,
      'permission-denied',
    );
    const invite = await inviteFor(gerente.cookie, hotelC);
    expect(invite.statusCode, invite.body).toBe(403);
    // What is still theirs still works.
    expect(
      (await ctx.get(`/api/v1/clients/${hotelD}/dashboard?years=2025`, { cookie: gerente.cookie })).statusCode,
    ).toBe(200);
  });

  it('and given back, is reachable on the very next request too', async () => {
    const gerente = await signedInUser(ctx, 'gerente', [hotelD]);
    expectError(
      await ctx.get(`/api/v1/clients/${hotelC}/dashboard?years=2025`, { cookie: gerente.cookie }),
      403,
      'permission-denied',
    );
    await change(gerente.email, { clientIds: [hotelC, hotelD] });
    expect(
      (await ctx.get(`/api/v1/clients/${hotelC}/dashboard?years=2025`, { cookie: gerente.cookie })).statusCode,
    ).toBe(200);
  });
});

describe('a gerente made operacional', () => {
  it('manages no user from the very next request', async () => {
    const gerente = await signedInUser(ctx, 'gerente', [hotelC]);
    expect((await inviteFor(gerente.cookie, hotelC)).statusCode).toBe(201);
    await change(gerente.email, { role: 'operacional' });

    let created = 0;
    for (let i = 0; i < 5; i++) {
      const res = await inviteFor(gerente.cookie, hotelC);
      if (res.statusCode === 201) created++;
      else expectError(res, 403, 'permission-denied');
    }
    expect(created).toBe(0);
    expect((await ctx.get('/api/v1/users', { cookie: gerente.cookie })).statusCode).toBe(403);
    expect((await ctx.get('/api/v1/me', { cookie: gerente.cookie })).json()).toMatchObject({ role: 'operacional' });
  });
});

describe('set-password links issued before a change', () => {
  const setPassword = (url: string) =>
    ctx.post('/api/v1/password/reset', {
      payload: { token: tokenOf(url), password: GOOD_PASSWORD, confirm: GOOD_PASSWORD },
    });
  const issueLink = async (userId: string) => {
    const res = await ctx.post(`/api/v1/users/${userId}/password-link`, { cookie: master.cookie, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url;
  };

  it('are void after a deactivation, even once the user is active again', async () => {
    const res = await inviteFor(master.cookie, hotelC);
    const { user, link } = res.json<{ user: { id: string; email: string }; link: { url: string } }>();
    await change(user.email, { active: false });
    await change(user.email, { active: true });
    expectError(await setPassword(link.url), 400, 'invalid-argument');
    // A link issued after the reactivation works.
    expect((await setPassword(await issueLink(user.id))).statusCode).toBe(204);
  });

  it('are void after a role change', async () => {
    const op = await createUser(ctx.db, 'operacional', [hotelC]);
    const url = await issueLink(op.id);
    await change(op.email, { role: 'gerente' });
    expectError(await setPassword(url), 400, 'invalid-argument');
  });

  it("are void after the user changes their own password, and after another link's use", async () => {
    const op = await createUser(ctx.db, 'operacional', [hotelC]);
    const url = await issueLink(op.id);
    const cookie = await signIn(ctx, op.email, op.password);
    const changed = await ctx.post('/api/v1/me/password', {
      cookie,
      payload: { currentPassword: op.password, password: GOOD_PASSWORD, confirm: GOOD_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expectError(await setPassword(url), 400, 'invalid-argument');
  });
});

describe('every API answer', () => {
  it('says Cache-Control: no-store, errors and public answers included', async () => {
    const answers = [
      await ctx.get('/api/v1/me', { cookie: master.cookie }),
      await ctx.get(`/api/v1/clients/${hotelC}/dashboard?years=2025`, { cookie: master.cookie }),
      await ctx.get('/api/v1/me'),
      await ctx.get('/api/v1/health'),
      await ctx.get(`/api/v1/clients/not-a-uuid/records`, { cookie: master.cookie }),
      await ctx.post('/api/v1/password/forgot', { payload: { email: 'nobody@example.com' } }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });
});
