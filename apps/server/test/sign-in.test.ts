import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createUser, sessionSetCookie, signIn, signInRequest } from './helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const meOf = (cookie: string) => ctx.get('/api/v1/me', { cookie });

describe('POST /api/auth/sign-in/email', () => {
  it('refuses a wrong password and an unknown e-mail alike with 401, setting no session', async () => {
    const user = await createUser(ctx.db, 'operacional');
    const wrong = await signInRequest(ctx, user.email, `${user.password}x`);
    const unknown = await signInRequest(ctx, 'nobody@example.com', user.password);
    for (const res of [wrong, unknown]) {
      expectError(res, 401, 'unauthenticated');
      expect(sessionSetCookie(res)).toBeUndefined();
    }
    // The same answer for both, so the form cannot be used to find out who has an account.
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs in with the right password: an HttpOnly, SameSite session cookie that /me accepts', async () => {
    const user = await createUser(ctx.db, 'gerente');
    const res = await signInRequest(ctx, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const setCookie = sessionSetCookie(res);
    expect(setCookie).toMatch(/^ecopeso\.session_token=[^;]+;/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    const me = await meOf(setCookie!.split(';')[0]!);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, role: 'gerente' });
  });

  it('accepts the e-mail in any letter case (tablet keyboards capitalise)', async () => {
    const user = await createUser(ctx.db, 'operacional');
    const cookie = await signIn(ctx, user.email.toUpperCase(), user.password);
    expect((await meOf(cookie)).json()).toMatchObject({ id: user.id });
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await createUser(ctx.db, 'gerente');
    await ctx.db.update(userTable).set({ active: false }).where(eq(userTable.id, user.id));
    const res = await signInRequest(ctx, user.email, user.password);
    expectError(res, 401, 'unauthenticated');
    expect(sessionSetCookie(res)).toBeUndefined();
  });

  it('deactivating a user ends the sessions they already have on the very next request', async () => {
    const user = await createUser(ctx.db, 'operacional');
    const cookie = await signIn(ctx, user.email, user.password);
    // Twice, so the second answer comes from a cookie the server already verified.
    expect((await meOf(cookie)).statusCode).toBe(200);
    expect((await meOf(cookie)).statusCode).toBe(200);
    await ctx.db.update(userTable).set({ active: false }).where(eq(userTable.id, user.id));
    expectError(await meOf(cookie), 401, 'unauthenticated');
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends this session for good, and only this one', async () => {
    const user = await createUser(ctx.db, 'master');
    const tablet = await signIn(ctx, user.email, user.password);
    const desktop = await signIn(ctx, user.email, user.password);
    const res = await ctx.post('/api/auth/sign-out', { cookie: tablet });
    expect(res.statusCode).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
    // The old cookie, replayed, no longer works: the session is gone from the database, not just from the browser.
    expectError(await meOf(tablet), 401, 'unauthenticated');
    expect((await meOf(desktop)).statusCode).toBe(200);
  });
});
