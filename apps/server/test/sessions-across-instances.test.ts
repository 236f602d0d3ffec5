import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { user } from '../src/db/schema.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, recordsUrl } from './helpers/records.ts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';

// Two instances of the server on one database with one auth secret, as behind a load balancer: `a` is the
// test context's app, `b` a second app with its own actor cache.
let ctx: TestContext;
let b: FastifyInstance;
let clientId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  b = await buildApp({
    database: ctx.database,
    auth: ctx.auth,
    trustedOrigins: [WEB_ORIGIN],
    rateLimits: { ...DEFAULT_RATE_LIMITS, perAddressPerMinute: 100_000, perAccountPerMinute: 100_000 },
  });
  await b.ready();
  clientId = (await createClient(ctx.db)).id;
});
afterAll(async () => {
  await b?.close();
  await ctx?.close();
});

const onB = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  b.inject({ method, url, headers: { cookie, origin: WEB_ORIGIN }, ...(payload ? { payload } : {}) });

/** Both instances have just served the session, so each remembers its actor. */
async function servedByBoth(cookie: string) {
  expect((await ctx.get('/api/v1/me', { cookie })).statusCode).toBe(200);
  expect((await onB('GET', '/api/v1/me', cookie)).statusCode).toBe(200);
  expect((await onB('GET', '/api/v1/me', cookie)).statusCode).toBe(200);
}

describe('a session ended on one instance', () => {
  it('is refused at once on the other after a sign-out, and stores no record', async () => {
    const { cookie } = await signedInUser(ctx, 'operacional', [clientId]);
    await servedByBoth(cookie);
    expect((await ctx.post('/api/auth/sign-out', { cookie })).statusCode).toBe(200);
    expectError(await onB('GET', '/api/v1/me', cookie), 401, 'unauthenticated');
    expectError(await onB('POST', recordsUrl(clientId), cookie, { records: [newRecord()] }), 401, 'unauthenticated');
  });

  it('is refused at once on every instance after the user is deactivated', async () => {
    const operator = await signedInUser(ctx, 'operacional', [clientId]);
    await servedByBoth(operator.cookie);
    await ctx.db.update(user).set({ active: false }).where(eq(user.id, operator.id));
    expectError(await ctx.get('/api/v1/me', { cookie: operator.cookie }), 401, 'unauthenticated');
    expectError(await onB('GET', '/api/v1/me', operator.cookie), 401, 'unauthenticated');
  });

  it('leaves the other sessions of the user working', async () => {
    const operator = await signedInUser(ctx, 'operacional', [clientId]);
    const second = await signedInUser(ctx, 'operacional', [clientId]);
    await servedByBoth(operator.cookie);
    await servedByBoth(second.cookie);
    expect((await ctx.post('/api/auth/sign-out', { cookie: operator.cookie })).statusCode).toBe(200);
    expect((await onB('GET', '/api/v1/me', second.cookie)).statusCode).toBe(200);
  });
});
