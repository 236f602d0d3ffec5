import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { session, verification } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import {
  createClient,
  createUser,
  sessionCookieOf,
  signIn,
  signInRequest,
  signedInUser,
  type TestUser,
} from './helpers/factories.ts';
import { collectingMailer, listedUser, patch, tokenOf } from './helpers/users.ts';

/** Invitations, set-password links, "forgot my password", own password and name, and the sessions they end. */
let ctx: TestContext;
const mailer = collectingMailer();
let hotel: string;
let master: TestUser & { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext({ mailer });
  hotel = (await createClient(ctx.db, { name: 'Pousada Serra Verde' })).id;
  master = await signedInUser(ctx, 'master', [], { name: 'Marta Master' });
});
afterAll(() => ctx?.close());

const GOOD_PASSWORD = 'horta-de-tomates-42';

async function inviteOperacional(email: string, language = 'pt') {
  const res = await ctx.post('/api/v1/users', {
    cookie: master.cookie,
    payload: { name: 'Olga Operacional', email, role: 'operacional', clientIds: [hotel], language },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{
    user: { id: string; status: string };
    link: { url: string; expiresAt: string; emailed: boolean };
  }>();
}

const setPassword = (token: string, password: string, confirm = password) =>
  ctx.post('/api/v1/password/reset', { payload: { token, password, confirm } });

describe('an invitation', () => {
  it('creates an account with no password and a link valid 72 h, e-mailed in the user language naming the inviter', async () => {
    const email = 'olga@example.com';
    const { user, link } = await inviteOperacional(email, 'es');
    expect(user.status).toBe('invited');
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/es\/login\/redefinir-senha#token=/);
    const hours = (new Date(link.expiresAt).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(link.emailed).toBe(true);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Marta Master le invitó a Ecopeso');
    expect(mail.text).toContain(link.url);
    expect(mail.text).toContain(master.email);
    // No password yet: signing in fails.
    expect((await signInRequest(ctx, email, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('is set through the link (refusing short and common passwords), signs the user in, and the link works once', async () => {
    const email = 'paulo@example.com';
    const { link, user } = await inviteOperacional(email);
    const token = tokenOf(link.url);
    expectError(await setPassword(token, 'curta123'), 400, 'invalid-argument');
    expectError(await setPassword(token, 'senha12345'), 400, 'invalid-argument');
    expectError(await setPassword(token, '1234567890'), 400, 'invalid-argument');
    expectError(await setPassword(token, 'qwertyuiop'), 400, 'invalid-argument');
    expectError(await setPassword(token, GOOD_PASSWORD, 'other-password-99'), 400, 'invalid-argument');
    const res = await setPassword(token, GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(204);
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toBeDefined();
    const me = await ctx.get('/api/v1/me', { cookie });
    expect(me.json()).toMatchObject({ id: user.id, role: 'operacional', allowedClientIds: [hotel] });
    expectError(await setPassword(token, 'another-fine-password'), 400, 'invalid-argument');
    expect((await listedUser(ctx, master.cookie, email))?.status).toBe('active');
    expect((await listedUser(ctx, master.cookie, email))?.lastSignInAt).not.toBeNull();
  });

  it('a new link voids the old one', async () => {
    const { link, user } = await inviteOperacional('renata@example.com');
    const again = await ctx.post(`/api/v1/users/${user.id}/password-link`, { cookie: master.cookie, payload: {} });
    expect(again.statusCode, again.body).toBe(200);
    expectError(await setPassword(tokenOf(link.url), GOOD_PASSWORD), 400, 'invalid-argument');
    expect((await setPassword(tokenOf(again.json<{ url: string }>().url), GOOD_PASSWORD)).statusCode).toBe(204);
  });

  it('an expired link is refused', async () => {
    const { link } = await inviteOperacional('vencido@example.com');
    await ctx.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, 'reset-password:%'));
    expectError(await setPassword(tokenOf(link.url), GOOD_PASSWORD), 400, 'invalid-argument');
  });
});

describe('sessions end at once', () => {
  it('when the user is deactivated', async () => {
    const op = await signedInUser(ctx, 'operacional', [hotel]);
    expect((await ctx.get('/api/v1/me', { cookie: op.cookie })).statusCode).toBe(200);
    const row = (await listedUser(ctx, master.cookie, op.email))!;
    expect(
      (await patch(ctx, `/api/v1/users/${op.id}`, master.cookie, { version: row.version, active: false })).statusCode,
    ).toBe(200);
    expect(await ctx.db.select().from(session).where(eq(session.userId, op.id))).toHaveLength(0);
    expectError(await ctx.get('/api/v1/me', { cookie: op.cookie }), 401, 'unauthenticated');
    expect((await signInRequest(ctx, op.email, op.password)).statusCode).toBe(401);
  });

  it('when the password is set from a link', async () => {
    const op = await signedInUser(ctx, 'operacional', [hotel]);
    const link = await ctx.post(`/api/v1/users/${op.id}/password-link`, { cookie: master.cookie, payload: {} });
    expect((await setPassword(tokenOf(link.json<{ url: string }>().url), GOOD_PASSWORD)).statusCode).toBe(204);
    expectError(await ctx.get('/api/v1/me', { cookie: op.cookie }), 401, 'unauthenticated');
  });

  it('when the user changes their own password (they stay signed in on the new session)', async () => {
    const op = await signedInUser(ctx, 'operacional', [hotel]);
    const elsewhere = await signIn(ctx, op.email, op.password);
    const res = await ctx.post('/api/v1/me/password', {
      cookie: op.cookie,
      payload: { currentPassword: op.password, password: GOOD_PASSWORD, confirm: GOOD_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    const fresh = sessionCookieOf(res)!;
    expect((await ctx.get('/api/v1/me', { cookie: fresh })).statusCode).toBe(200);
    expectError(await ctx.get('/api/v1/me', { cookie: elsewhere }), 401, 'unauthenticated');
    expectError(await ctx.get('/api/v1/me', { cookie: op.cookie }), 401, 'unauthenticated');
    expect((await signInRequest(ctx, op.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('own profile', () => {
  it('refuses a wrong current password and a common new one', async () => {
    const op = await signedInUser(ctx, 'operacional', [hotel]);
    expectError(
      await ctx.post('/api/v1/me/password', {
        cookie: op.cookie,
        payload: { currentPassword: 'not-it-at-all', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD },
      }),
      400,
      'invalid-argument',
    );
    expectError(
      await ctx.post('/api/v1/me/password', {
        cookie: op.cookie,
        payload: { currentPassword: op.password, password: 'password123', confirm: 'password123' },
      }),
      400,
      'invalid-argument',
    );
  });

  it('changes the name', async () => {
    const op = await signedInUser(ctx, 'gerente', [hotel]);
    const res = await patch(ctx, '/api/v1/me', op.cookie, { name: 'Gabriela Gerente' });
    expect(res.statusCode, res.body).toBe(204);
    expect((await ctx.get('/api/v1/me', { cookie: op.cookie })).json()).toMatchObject({ name: 'Gabriela Gerente' });
  });
});

describe('forgot my password', () => {
  it('gives the same answer whether or not the account exists, and e-mails only a real active account', async () => {
    const op = await createUser(ctx.db, 'operacional', [hotel]);
    const before = mailer.sent.length;
    const known = await ctx.post('/api/v1/password/forgot', {
      payload: { email: op.email, language: 'en' },
      remoteAddress: '10.0.0.1',
    });
    const unknown = await ctx.post('/api/v1/password/forgot', {
      payload: { email: 'nobody@example.com' },
      remoteAddress: '10.0.0.1',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // Sent after the answer: the answer does not wait for the account to be looked up.
    await vi.waitFor(() => expect(mailer.sent.length).toBe(before + 1));
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(op.email);
    expect(mail.subject).toBe('Reset your Ecopeso password');
    const url = /http\S+/.exec(mail.text)![0];
    expect(url).toContain('/en/login/redefinir-senha#token=');
    const res = await setPassword(tokenOf(url), GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(204);
  });

  it('is rate-limited: per account silently, per address with 429', async () => {
    const op = await createUser(ctx.db, 'operacional', [hotel]);
    const before = mailer.sent.length;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.post('/api/v1/password/forgot', {
        payload: { email: op.email },
        remoteAddress: `10.1.0.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    await vi.waitFor(() => expect(mailer.sent.length - before).toBe(3), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(mailer.sent.length - before).toBe(3);
    let last = 200;
    for (let i = 0; i < 31; i++) {
      last = (
        await ctx.post('/api/v1/password/forgot', {
          payload: { email: `x${i}@example.com` },
          remoteAddress: '10.2.0.1',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the answer to "forgot my password" and its timing', () => {
  it('are the same whether the e-mail belongs to an account or not, over many tries', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const tries = 25;
    const accounts = await Promise.all(Array.from({ length: tries }, () => createUser(ctx.db, 'operacional', [hotel])));
    const timed = async (email: string, address: string) => {
      const started = performance.now();
      const res = await ctx.post('/api/v1/password/forgot', { payload: { email }, remoteAddress: address });
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(200);
      // Whatever was started after the answer finishes before the next try, so no try pays for another's work.
      await new Promise((r) => setTimeout(r, 40));
      return { ms, body: res.body };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < tries; i++) {
      const a = await timed(accounts[i]!.email, `10.9.${i}.1`);
      const b = await timed(`nobody-${i}@example.com`, `10.9.${i}.2`);
      known.push(a.ms);
      unknown.push(b.ms);
      bodies.add(a.body).add(b.body);
    }
    expect(bodies.size).toBe(1);
    // Before, the known e-mail waited for its token: about twice as long (8.8–10.4 ms against 4.1–5.7 ms).
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u), `medians ${k.toFixed(2)} ms and ${u.toFixed(2)} ms`).toBeLessThan(
      Math.max(k, u) * 0.35 + 1,
    );
  });
});

describe("better-auth's own endpoints for passwords and profiles", () => {
  it('are not reachable from outside (our routes apply the rules, audit and throttle)', async () => {
    const op = await signedInUser(ctx, 'operacional', [hotel]);
    const paths = [
      ['/api/auth/request-password-reset', { email: op.email }],
      ['/api/auth/reset-password', { token: 'x', newPassword: GOOD_PASSWORD }],
      ['/api/auth/change-password', { currentPassword: op.password, newPassword: 'abc' }],
      ['/api/auth/update-user', { name: 'Hacked', role: 'master' }],
      ['/api/auth/admin/create-user', { email: 'evil@example.com', password: GOOD_PASSWORD, role: 'master' }],
      ['/api/auth/admin/set-role', { userId: op.id, role: 'master' }],
    ] as const;
    for (const [path, payload] of paths) {
      const res = await ctx.post(path, { cookie: op.cookie, payload });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
    }
    expect((await ctx.get('/api/v1/me', { cookie: op.cookie })).json()).toMatchObject({
      role: 'operacional',
      name: op.name,
    });
  });
});
