import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, SESSION_COOKIE, signedInUser } from './helpers/factories.ts';

let ctx: TestContext;
let endpoints: string[];
let forgedCookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const client = await createClient(ctx.db, { name: 'Hotel Atlântico' });
  // A client that exists, one that does not and an id that is not even a uuid: all 401, never 200/403/404/400.
  endpoints = [
    '/api/v1/me',
    '/api/v1/clients',
    `/api/v1/clients/${client.id}`,
    `/api/v1/clients/${randomUUID()}`,
    '/api/v1/clients/not-a-uuid',
  ];
  const { cookie } = await signedInUser(ctx, 'master', [client.id]);
  const token = cookie.slice(`${SESSION_COOKIE}=`.length).split('.')[0]!;
  forgedCookie = `${SESSION_COOKIE}=${token}.${'A'.repeat(43)}%3D`;
});
afterAll(() => ctx?.close());

describe.each([
  ['no cookie', () => undefined],
  ['a garbage session cookie', () => `${SESSION_COOKIE}=garbage`],
  ['an unrelated cookie', () => 'theme=dark; session=1'],
  ['a real session token with a forged signature', () => forgedCookie],
])('with %s', (_label, cookie) => {
  it('every /api/v1 endpoint but health answers 401 unauthenticated', async () => {
    for (const url of endpoints) expectError(await ctx.get(url, { cookie: cookie() }), 401, 'unauthenticated');
  });
});

// The server checks a session cookie's signature itself and reads the session fresh (http/sessions.ts); better-auth
// still extends a session in use, as it did when it checked every cookie.
describe('a signed-in session', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const expiryOf = async (token: string) =>
    (await ctx.db.select({ at: session.expiresAt }).from(session).where(eq(session.token, token)))[0]!.at.getTime();

  it('is extended to 30 days once used a day after its last extension, and not before', async () => {
    const { cookie } = await signedInUser(ctx, 'gerente');
    const token = cookie.slice(`${SESSION_COOKIE}=`.length).split('.')[0]!;
    const signedInExpiry = await expiryOf(token);
    expect((await ctx.get('/api/v1/me', { cookie })).statusCode).toBe(200);
    expect(await expiryOf(token)).toBe(signedInExpiry);
    // As if last extended two days ago: 28 days left of 30.
    await ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(session.token, token));
    expect((await ctx.get('/api/v1/me', { cookie })).statusCode).toBe(200);
    expect(await expiryOf(token)).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('answers 401 once past its expiry, however recently it was used', async () => {
    const { cookie } = await signedInUser(ctx, 'gerente');
    const token = cookie.slice(`${SESSION_COOKIE}=`.length).split('.')[0]!;
    expect((await ctx.get('/api/v1/me', { cookie })).statusCode).toBe(200);
    await ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expectError(await ctx.get('/api/v1/me', { cookie }), 401, 'unauthenticated');
  });

  it('is refused under another cookie name, even signed', async () => {
    const { cookie } = await signedInUser(ctx, 'gerente');
    const value = cookie.slice(`${SESSION_COOKIE}=`.length);
    expectError(await ctx.get('/api/v1/me', { cookie: `ecopeso.session=${value}` }), 401, 'unauthenticated');
  });
});
