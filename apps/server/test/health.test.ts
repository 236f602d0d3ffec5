import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { SESSION_COOKIE, signedInUser, signInRequest } from './helpers/factories.ts';

describe('GET /api/v1/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('answers ok while the database answers, with no session needed, and names the Node that runs', async () => {
    const res = await ctx.get('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', node: process.versions.node });
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('has separate liveness (no database) and readiness (database answers) endpoints', async () => {
    for (const url of ['/api/v1/health/live', '/api/v1/health/ready']) {
      const res = await ctx.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.json()).toEqual({ status: 'ok', node: process.versions.node });
    }
  });
});

describe('when the database is gone', () => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await signedInUser(ctx, 'master');
    await ctx.closeDatabase();
    // better-auth prints each failed query to the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx?.close();
  });

  it('health answers 503 unavailable, so a load balancer takes the instance out', async () => {
    expectError(await ctx.get('/api/v1/health'), 503, 'unavailable');
  });

  it('readiness answers 503 unavailable while liveness still answers 200: restart nothing, send no traffic', async () => {
    expectError(await ctx.get('/api/v1/health/ready'), 503, 'unavailable');
    const live = await ctx.get('/api/v1/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', node: process.versions.node });
  });

  it('other endpoints answer 503 unavailable (not 500 internal), with Retry-After and no SQL, stack or token', async () => {
    const token = user.cookie.slice(`${SESSION_COOKIE}=`.length).split('.')[0]!;
    for (const res of [
      await ctx.get('/api/v1/me', { cookie: user.cookie }),
      await ctx.get('/api/v1/clients', { cookie: user.cookie }),
      await signInRequest(ctx, user.email, user.password),
    ]) {
      expectError(res, 503, 'unavailable');
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.body).not.toContain(token);
      expect(res.body).not.toContain(user.password);
    }
  });
});
