import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { rawRequest } from './helpers/raw-http.ts';
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

/** How an attacker spells an API path so that `startsWith('/api/')` misses it while the router still finds it. */
const SPELLINGS = [
  (path: string) => `/${path}`,
  (path: string) => path.replace('/api/', '/api//'),
  (path: string) => path.replace(/\/([^/]+)$/, '//$1'),
  (path: string) => `/%2F${path.slice(1)}`,
  (path: string) => path.replace('/api/', '/api%2F'),
  (path: string) => path.replace('/api/', '/%61pi/'),
  (path: string) => `/x/..${path}`,
];

/** Every route of the API as the OpenAPI document lists it, its parameters filled with ids that could exist. */
async function everyRoute(app: TestContext) {
  const client = (await createClient(app.db, { name: 'Hotel Barra' })).id;
  const doc = (await app.get('/api/openapi.json', { remoteAddress: '10.3.0.250' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: template.replace('{clientId}', client).replace(/\{[^}]+\}/g, '7b1f4c52-5a8e-4f0e-9d7c-2b6f3f0e9a11'),
      isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
}

/** Every spelling of every route, sent over a real socket (app.inject would tidy the path); what was not 429. */
async function notRefused(app: TestContext, routes: { method: string; path: string }[], cookie?: string) {
  const missed: string[] = [];
  for (const { method, path } of routes) {
    for (const spell of SPELLINGS) {
      const res = await rawRequest(app, method, spell(path), cookie ? { cookie } : {});
      if (res.statusCode !== 429) missed.push(`${method} ${spell(path)} → ${res.statusCode}`);
    }
  }
  return missed;
}

describe('every limited route, spelled with doubled and encoded slashes', () => {
  it('counts against the address limit like the plain path: past it, every spelling of every route is 429', async () => {
    const limited = await createTestContext({
      rateLimits: { ...DEFAULT_RATE_LIMITS, perAddressPerMinute: 1 },
    });
    try {
      const routes = await everyRoute(limited);
      expect(routes.length).toBeGreaterThan(50);
      expect((await rawRequest(limited, 'GET', '/api/v1/me')).statusCode).toBe(401);
      expect(await notRefused(limited, routes)).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('counts against the account limit like the plain path: past it, every spelling of every signed-in route is 429', async () => {
    const limited = await createTestContext({
      rateLimits: { ...DEFAULT_RATE_LIMITS, perAddressPerMinute: 100_000, perAccountPerMinute: 1 },
    });
    try {
      // A master may call every signed-in route but the kitchen station's own, which refuses whoever is not a
      // station before anything else (decision 039): that route is counted per account for a station.
      const routes = (await everyRoute(limited)).filter((r) => !r.isPublic && r.path !== '/api/v1/station/cook');
      const { cookie } = await signedInUser(limited, 'master');
      expect((await rawRequest(limited, 'GET', '/api/v1/me', { cookie })).statusCode).toBe(200);
      expect(await notRefused(limited, routes, cookie)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
