import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { signedInUser } from './helpers/factories.ts';
import { rawRequest } from './helpers/raw-http.ts';

/** Holds the event loop, as a long synchronous query or a burst of work does under overload. */
function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('a server that is closing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.closeDatabase());

  it('answers a request that arrives meanwhile with 503 unavailable in our error shape, closing the connection', async () => {
    const port = Number(new URL(await ctx.listen()).port);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // The request has begun (so the connection is not idle and stays open) when the close starts…
    socket.write('GET /api/v1/clients HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(50);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const hungUp = new Promise((resolve) => socket.on('close', resolve));
    const closing = ctx.app.close();
    await sleep(50);
    // …and is complete only once the server is closing.
    socket.write('\r\n');
    await hungUp;
    await closing;

    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/^connection: close$/im);
    expect(head).toMatch(/^content-type: application\/json/im);
    expect(JSON.parse(body!)).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
  });
});

describe('under overload', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    // Short samples, so sustained stalls trip it at once (and a busy test machine does not).
    ctx = await createTestContext({ loadShedding: { maxEventLoopDelayMs: 100, sampleIntervalMs: 100 } });
    // A busy machine (the rest of the suite starting) can trip it for a moment: sign in once it is calm again.
    for (let attempt = 1; ; attempt++) {
      for (let waited = 0; ctx.app.isUnderPressure() && waited < 5_000; waited += 20) await sleep(20);
      try {
        cookie = (await signedInUser(ctx, 'master')).cookie;
        break;
      } catch (err) {
        if (attempt === 5) throw err;
      }
    }
  });
  afterAll(() => ctx?.close());

  it('sheds API requests with 503 unavailable and Retry-After, but still answers the health checks and pages', async () => {
    const calm = async () => {
      for (let waited = 0; ctx.app.isUnderPressure() && waited < 5_000; waited += 20) await sleep(20);
    };
    await calm();
    expect((await ctx.get('/api/v1/clients', { cookie })).statusCode).toBe(200);

    // Sustained overload: the event loop is held 150 ms at a time, again and again, until the test lets go.
    const hog = setInterval(() => blockEventLoop(150), 1);
    try {
      for (let waited = 0; !ctx.app.isUnderPressure() && waited < 5_000; waited += 5) await sleep(5);
      const shed = await ctx.get('/api/v1/clients', { cookie });
      expectError(shed, 503, 'unavailable');
      expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
      // However the path is spelled: the shedding sees the path the router sees.
      for (const spelled of ['//api/v1/clients', '/api//v1/clients', '/%2Fapi/v1/clients', '/%61pi/v1/clients']) {
        expect((await rawRequest(ctx, 'GET', spelled, { cookie })).statusCode, spelled).toBe(503);
      }
      expect((await ctx.get('/api/v1/health/live')).statusCode).toBe(200);
      expect((await ctx.get('/api/v1/health')).statusCode).toBe(200);
      // A page (here the redirect of /en to /en/; the test server has no built app) is served, not shed: a reload
      // under load shows the app, which waits for the API, rather than our JSON error.
      const page = await ctx.get('/en');
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe('/en/');
      // Not ready for more traffic while shedding, so a load balancer sends it elsewhere.
      expectError(await ctx.get('/api/v1/health/ready'), 503, 'unavailable');
    } finally {
      clearInterval(hog);
    }

    // Once the loop is calm again, requests are served.
    await calm();
    expect((await ctx.get('/api/v1/clients', { cookie })).statusCode).toBe(200);
  });
});
