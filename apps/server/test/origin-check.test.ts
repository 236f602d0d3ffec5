import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createUser, sessionSetCookie, signIn, type TestUser } from './helpers/factories.ts';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await createUser(ctx.db, 'gerente');
});
afterAll(() => ctx?.close());

const signInWith = (headers: Record<string, string>, origin: string | null) =>
  ctx.post('/api/auth/sign-in/email', { payload: { email: user.email, password: user.password }, headers, origin });

describe('state-changing /api requests from another site (CSRF)', () => {
  it('refuses a POST whose Origin is another site with 403, before doing anything', async () => {
    const res = await signInWith({}, 'https://evil.example');
    expectError(res, 403, 'permission-denied');
    expect(sessionSetCookie(res)).toBeUndefined();
  });

  it('refuses a POST a browser marks sec-fetch-site: cross-site, even without an Origin', async () => {
    const res = await signInWith({ 'sec-fetch-site': 'cross-site' }, null);
    expectError(res, 403, 'permission-denied');
    expect(sessionSetCookie(res)).toBeUndefined();
  });

  it('cannot sign a user out from another site', async () => {
    const cookie = await signIn(ctx, user.email, user.password);
    expectError(
      await ctx.post('/api/auth/sign-out', { cookie, origin: 'https://evil.example' }),
      403,
      'permission-denied',
    );
    expect((await ctx.get('/api/v1/me', { cookie })).statusCode).toBe(200);
  });
});

describe('requests from the app itself', () => {
  it.each([
    ['the configured web origin', {}, 'http://localhost:3000'],
    [
      'the origin the request was addressed to (a tablet using the server IP)',
      { host: '192.168.0.10:3000' },
      'http://192.168.0.10:3000',
    ],
    ['sec-fetch-site: same-origin and no Origin', { 'sec-fetch-site': 'same-origin' }, null],
    ['no Origin at all (a scale or a script, not a browser)', {}, null],
  ])('passes with %s', async (_label, headers: Record<string, string>, origin) => {
    const res = await signInWith(headers, origin);
    expect(res.statusCode).toBe(200);
    expect(sessionSetCookie(res)).toBeDefined();
  });
});
