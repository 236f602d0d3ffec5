import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { signedInUser } from './helpers/factories.ts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';

// Small limits, so the test reaches them: 10 API requests per address and 4 per account each minute.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...DEFAULT_RATE_LIMITS, perAddressPerMinute: 10, perAccountPerMinute: 4 },
  });
});
afterAll(() => ctx?.close());

let nextHost = 1;
const newIp = () => `10.1.0.${nextHost++}`;

describe('API rate limits', () => {
  it('never count pages and static files: a browser loading many assets from a shared address is not refused', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      const res = await ctx.get(`/assets/app-${i}.js`, { remoteAddress: ip });
      expect(res.statusCode, `asset ${i}`).not.toBe(429);
    }
    expect((await ctx.get('/api/v1/me', { remoteAddress: ip })).statusCode).toBe(401);
  });

  it('refuse an address past its API limit with 429 resource-exhausted, and not another address', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await ctx.get('/api/v1/me', { remoteAddress: ip })).statusCode).toBe(401);
    expectError(await ctx.get('/api/v1/me', { remoteAddress: ip }), 429, 'resource-exhausted');
    expect((await ctx.get('/api/v1/me', { remoteAddress: newIp() })).statusCode).toBe(401);
  });

  it('refuse an account past its limit whatever address it comes from, and not a colleague on the same address', async () => {
    const user = await signedInUser(ctx, 'master', [], {});
    const colleague = await signedInUser(ctx, 'master');
    const shared = newIp();
    for (let i = 0; i < 4; i++) {
      expect((await ctx.get('/api/v1/me', { cookie: user.cookie, remoteAddress: newIp() })).statusCode).toBe(200);
    }
    const refused = await ctx.get('/api/v1/me', { cookie: user.cookie, remoteAddress: shared });
    expectError(refused, 429, 'resource-exhausted');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ctx.get('/api/v1/me', { cookie: colleague.cookie, remoteAddress: shared })).statusCode).toBe(200);
  });
});
