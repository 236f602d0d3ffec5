import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord } from './helpers/records.ts';

let ctx: TestContext;
let cookie: string;
let clientId: string;
beforeAll(async () => {
  ctx = await createTestContext({ site: { analytics: true } });
  clientId = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
  cookie = (await signedInUser(ctx, 'master')).cookie;
});
afterAll(() => ctx?.close());

/** `{"a":{"a":…}}` nested `depth` times around `inner`, as JSON text. */
const nested = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
const NUL = '\u0000';

describe('deeply nested JSON', () => {
  it('is refused with 400 invalid-argument on sign-in (it overflowed the stack when re-serialised for better-auth)', async () => {
    const payload = `{"email":"a@example.com","password":"x","extra":${nested(20_000)}}`;
    const res = await ctx.post('/api/auth/sign-in/email', { payload });
    expectError(res, 400, 'invalid-argument');
    expect(res.json().error.message).toBe('JSON nested too deeply.');
  });

  it('is refused with 400 on every JSON route, arrays as much as objects', async () => {
    const deepArray = '['.repeat(5_000) + ']'.repeat(5_000);
    for (const [url, body] of [
      ['/api/v1/contact', `{"fullName":"A","email":"a@example.com","message":${nested(100)}}`],
      [`/api/v1/clients/${clientId}/records`, `{"records":${deepArray}}`],
      ['/api/v1/analytics/pageviews', nested(40)],
    ] as const) {
      expectError(await ctx.post(url, { payload: body, cookie }), 400, 'invalid-argument');
    }
  });

  it('still accepts ordinary bodies', async () => {
    const res = await ctx.post(`/api/v1/clients/${clientId}/records`, {
      cookie,
      payload: { records: [newRecord()] },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('NUL characters (PostgreSQL text refuses them)', () => {
  it('in a contact field: 400 invalid-argument, nothing stored', async () => {
    const valid = { fullName: 'Ana', email: 'ana@example.com', company: 'Hotel', message: 'Olá' };
    for (const field of ['fullName', 'email', 'company', 'message'] as const) {
      const res = await ctx.post('/api/v1/contact', { payload: { ...valid, [field]: `a${NUL}b` } });
      expectError(res, 400, 'invalid-argument');
    }
  });

  it('in the sign-in e-mail or password: 400, not 500', async () => {
    for (const payload of [
      { email: `a${NUL}@example.com`, password: 'whatever-password' },
      { email: 'a@example.com', password: `pass${NUL}word` },
    ]) {
      expectError(await ctx.post('/api/auth/sign-in/email', { payload }), 400, 'invalid-argument');
    }
  });

  it('in a page view path or query: 400', async () => {
    for (const payload of [{ path: `/a${NUL}` }, { path: '/', query: `?q=${NUL}` }]) {
      expectError(await ctx.post('/api/v1/analytics/pageviews', { payload }), 400, 'invalid-argument');
    }
  });

  it('in a query string or a property name: 400', async () => {
    expectError(
      await ctx.get(`/api/v1/clients/${clientId}/records.csv?period=%00`, { cookie }),
      400,
      'invalid-argument',
    );
    const res = await ctx.post('/api/v1/analytics/pageviews', { payload: `{"path":"/","q${'\\u0000'}":1}` });
    expectError(res, 400, 'invalid-argument');
  });

  it('an escaped backslash followed by "u0000" is ordinary text', async () => {
    const res = await ctx.post('/api/v1/analytics/pageviews', { payload: '{"path":"/a\\\\u0000"}' });
    expect(res.statusCode).toBe(204);
  });
});

describe('values the database cannot hold', () => {
  it('a records cursor dated beyond the range of a timestamp: 400, not 500', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const at of ['-100000-01-01T00:00:00.000Z', '+275000-01-01T00:00:00.000Z']) {
      const cursor = Buffer.from(`${at}|${uuid}`).toString('base64url');
      const res = await ctx.get(`/api/v1/clients/${clientId}/records?cursor=${cursor}`, { cookie });
      expectError(res, 400, 'invalid-argument');
    }
  });
});
