import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerSerializers } from '../src/app.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createUser, SESSION_COOKIE, signIn, signInRequest } from './helpers/factories.ts';

/** An app whose Fastify log, at its most verbose, goes to memory. */
async function contextWithCapturedLog() {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const ctx = await createTestContext({ logger: { level: 'trace', stream, serializers: loggerSerializers } });
  return { ctx, logText: () => lines.join('') };
}

/** Every form a session token takes: the bare token, and the signed cookie value encoded and decoded. */
function secretsOf(cookie: string): string[] {
  const value = cookie.slice(`${SESSION_COOKIE}=`.length);
  return [value.split('.')[0]!, value, decodeURIComponent(value)];
}

describe('the request log', () => {
  let ctx: TestContext;
  let logText: () => string;
  beforeAll(async () => {
    ({ ctx, logText } = await contextWithCapturedLog());
  });
  afterAll(() => ctx?.close());

  it('never holds a password, a session token or a cookie', async () => {
    const user = await createUser(ctx.db, 'gerente');
    const wrongPassword = `${user.password}-wrong`;
    expect((await signInRequest(ctx, user.email, wrongPassword)).statusCode).toBe(401);
    const cookie = await signIn(ctx, user.email, user.password);
    expect((await ctx.get('/api/v1/me', { cookie })).statusCode).toBe(200);
    expect((await ctx.get('/api/v1/clients', { cookie })).statusCode).toBe(200);
    expect((await ctx.get('/api/auth/get-session', { cookie })).statusCode).toBe(200);
    await ctx.get('/api/auth/verify-email?token=query-secret-token-123&callbackURL=%2F', { cookie });
    expect((await ctx.post('/api/auth/sign-out', { cookie })).statusCode).toBe(200);

    const log = logText();
    // The log did record these requests, so what it lacks was left out, not lost.
    expect(log).toContain('"url":"/api/v1/me"');
    expect(log).toContain('"url":"/api/auth/sign-in/email"');
    expect(log).toContain('"statusCode":401');
    for (const secret of [user.password, wrongPassword, ...secretsOf(cookie), 'query-secret-token-123']) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('cookie');
  });
});

describe('the log of a request that fails on the database', () => {
  let ctx: TestContext;
  let logText: () => string;
  beforeAll(async () => {
    ({ ctx, logText } = await contextWithCapturedLog());
    // better-auth also prints the failure (with the token) to the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx?.close();
  });

  // drizzle's "Failed query … params: <token>" from the session lookup must not reach the log.
  it('does not hold the session token either', async () => {
    const user = await createUser(ctx.db, 'operacional');
    const cookie = await signIn(ctx, user.email, user.password);
    await ctx.closeDatabase();
    // A database that is gone is 503 unavailable (logged as a warning, with the failed query), not 500.
    expect((await ctx.get('/api/v1/me', { cookie })).statusCode).toBe(503);
    expect(logText()).toContain('"msg":"database unavailable"');
    expect(logText()).toContain('params: [redacted]');
    for (const secret of secretsOf(cookie)) expect(logText()).not.toContain(secret);
  });
});
