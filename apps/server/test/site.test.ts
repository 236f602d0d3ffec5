import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages, pageViews } from '../src/db/schema.ts';
import { webhookForwarder } from '../src/domain/site/contact-forwarders.ts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';

const message = {
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  company: 'Pousada Exemplo',
  message: 'Queremos conhecer o Ecopeso para as nossas três unidades.',
};

describe('POST /api/v1/contact', () => {
  let ctx: TestContext;
  let hook: Server;
  const received: unknown[] = [];
  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const port = (hook.address() as { port: number }).port;
    ctx = await createTestContext({
      site: { analytics: true, contactForwarder: webhookForwarder(`http://127.0.0.1:${port}/hook`) },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    hook?.close();
  });

  it('stores the message without a session, answers 201 and forwards it to the webhook', async () => {
    const res = await ctx.post('/api/v1/contact', { payload: message, remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'received' });
    const rows = await ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Ana Souza', email: 'ana@example.com', company: 'Pousada Exemplo' });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({ fullName: 'Ana Souza', message: message.message, id: rows[0]!.id });
  });

  it('refuses a bad body with 400 invalid-argument and stores nothing', async () => {
    const before = (await ctx.db.select({ n: count() }).from(contactMessages))[0]!.n;
    for (const payload of [
      { ...message, email: 'not-an-email' },
      { ...message, fullName: '' },
      { ...message, message: '   ' },
      { ...message, message: 'x'.repeat(5001) },
      { email: 'ana@example.com' },
    ]) {
      expectError(await ctx.post('/api/v1/contact', { payload, remoteAddress: '10.0.0.2' }), 400, 'invalid-argument');
    }
    expect((await ctx.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
  });

  it('answers a bot that fills the honeypot like anyone, but keeps nothing', async () => {
    const before = (await ctx.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = await ctx.post('/api/v1/contact', {
      payload: { ...message, website: 'http://spam.example' },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(201);
    expect((await ctx.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
  });

  it('limits one address to 5 messages in 10 minutes (429)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await ctx.post('/api/v1/contact', { payload: message, remoteAddress: '10.0.0.9' })).statusCode).toBe(201);
    }
    expectError(
      await ctx.post('/api/v1/contact', { payload: message, remoteAddress: '10.0.0.9' }),
      429,
      'resource-exhausted',
    );
  });
});

describe('POST /api/v1/analytics/pageviews', () => {
  let on: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    [on, off] = await Promise.all([createTestContext(), createTestContext({ site: { analytics: false } })]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  it('stores path and query only, and nothing else about the visitor', async () => {
    const res = await on.post('/api/v1/analytics/pageviews', { payload: { path: '/en/produto', query: '?utm=x' } });
    expect(res.statusCode).toBe(204);
    const rows = await on.db.select().from(pageViews);
    expect(rows.map((r) => [r.path, r.query])).toEqual([['/en/produto', '?utm=x']]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'id', 'path', 'query']);
  });

  it('respects Do-Not-Track and Global Privacy Control', async () => {
    const before = (await on.db.select({ n: count() }).from(pageViews))[0]!.n;
    await on.post('/api/v1/analytics/pageviews', { payload: { path: '/sobre' }, headers: { dnt: '1' } });
    await on.post('/api/v1/analytics/pageviews', { payload: { path: '/sobre' }, headers: { 'sec-gpc': '1' } });
    expect((await on.db.select({ n: count() }).from(pageViews))[0]!.n).toBe(before);
  });

  it('stores nothing when ANALYTICS=off', async () => {
    expect((await off.post('/api/v1/analytics/pageviews', { payload: { path: '/' } })).statusCode).toBe(204);
    expect((await off.db.select({ n: count() }).from(pageViews))[0]!.n).toBe(0);
  });

  it('counts at most the configured page views per address and minute (429 beyond)', async () => {
    const limited = await createTestContext({
      rateLimits: { ...DEFAULT_RATE_LIMITS, perAddressPerMinute: 100_000, pageViewsPerAddressPerMinute: 3 },
    });
    try {
      const view = () =>
        limited.post('/api/v1/analytics/pageviews', { payload: { path: '/' }, remoteAddress: '10.0.0.7' });
      expect([(await view()).statusCode, (await view()).statusCode, (await view()).statusCode]).toEqual([
        204, 204, 204,
      ]);
      expectError(await view(), 429, 'resource-exhausted');
      expect((await limited.db.select({ n: count() }).from(pageViews))[0]!.n).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('refuses a path that is not a path', async () => {
    expectError(
      await on.post('/api/v1/analytics/pageviews', { payload: { path: 'https://evil.example/' } }),
      400,
      'invalid-argument',
    );
    expectError(
      await on.post('/api/v1/analytics/pageviews', { payload: { path: '/' + 'a'.repeat(2001) } }),
      400,
      'invalid-argument',
    );
  });
});
