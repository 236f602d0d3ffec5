import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { signIn } from './helpers/factories.ts';

/**
 * The full export reads every table; on the embedded database each query runs in the server's own thread. Read all
 * at once, the tables' first pages held the event loop long enough for load shedding to refuse the next request —
 * a manager's download right after the ZIP got 503. Read one table after another, page by page, it does not.
 */
let ctx: TestContext;
let cookie: string;
const PASSWORD = 'demo-password-for-tests';

beforeAll(async () => {
  ctx = await createTestContext({ loadShedding: { maxEventLoopDelayMs: 200, sampleIntervalMs: 500 } });
  await seedDemoData(ctx.db, { password: PASSWORD });
  for (let waited = 0; ctx.app.isUnderPressure() && waited < 10_000; waited += 50) await sleep(50);
  cookie = await signIn(ctx, 'master@example.com', PASSWORD);
}, 180_000);
afterAll(() => ctx?.close());

describe('the full export', () => {
  it('leaves the server answering other requests while and right after it runs', async () => {
    for (let waited = 0; ctx.app.isUnderPressure() && waited < 10_000; waited += 50) await sleep(50);
    const statuses: number[] = [];
    let exporting = true;
    const zip = ctx.get('/api/v1/master-tools/export.zip', { cookie }).finally(() => (exporting = false));
    while (exporting) {
      statuses.push((await ctx.get('/api/v1/me', { cookie })).statusCode);
      await sleep(50);
    }
    expect((await zip).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      statuses.push((await ctx.get('/api/v1/clients', { cookie })).statusCode);
      await sleep(50);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
