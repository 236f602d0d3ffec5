import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = csp.split(';').map((d) => d.trim());
  expect(directives).toContain("default-src 'self'");
  expect(directives).toContain("script-src 'self'");
  expect(directives).toContain("object-src 'none'");
  expect(directives).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

it('API answers carry a strict content security policy and nosniff', async () => {
  const res = await ctx.get('/api/v1/health');
  expect(res.statusCode).toBe(200);
  expectSecurityHeaders(res);
});

it('error answers carry them too', async () => {
  const unauthenticated = await ctx.get('/api/v1/me');
  const notFound = await ctx.get('/api/v1/nothing-here');
  expect([unauthenticated.statusCode, notFound.statusCode]).toEqual([401, 404]);
  expectSecurityHeaders(unauthenticated);
  expectSecurityHeaders(notFound);
});
