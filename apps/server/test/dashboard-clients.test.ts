import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { middayInBrazil as at } from './helpers/time.ts';

/**
 * Several clients at once (issue 13): one answer summing the chosen clients, a row per client, and a gerente who
 * never gets a client outside their list — not by naming it, not inside "all".
 */
let ctx: TestContext;
let atlantico: string;
let zefiro: string;
let foreign: string;
let inactive: string;
let cookies: Record<'master' | 'gerente' | 'operacional' | 'lonely', string>;

const url = (clients: string, rest = '&years=2025') => `/api/v1/dashboard?clients=${clients}${rest}`;

beforeAll(async () => {
  ctx = await createTestContext();
  const types = [{ type: 'rejeito' as const }, { type: 'reciclavel' as const }];
  atlantico = (await createClient(ctx.db, { name: 'Hotel Atlântico', types, diversionGoalPct: 80 })).id;
  zefiro = (await createClient(ctx.db, { name: 'Pousada Zéfiro', types, diversionGoalPct: 60 })).id;
  foreign = (await createClient(ctx.db, { name: 'Resort Alheio', types })).id;
  inactive = (await createClient(ctx.db, { name: 'Hotel Fechado', types, active: false })).id;
  const master = await signedInUser(ctx, 'master');
  cookies = {
    master: master.cookie,
    gerente: (await signedInUser(ctx, 'gerente', [atlantico, zefiro, inactive])).cookie,
    operacional: (await signedInUser(ctx, 'operacional', [atlantico, zefiro])).cookie,
    lonely: (await signedInUser(ctx, 'gerente', [])).cookie,
  };
  await postRecordsOk(ctx, atlantico, master.cookie, [
    newRecord({ weightKg: 10, recordedAt: at('2025-03-10') }),
    newRecord({ wasteType: 'reciclavel', weightKg: 30, recordedAt: at('2025-03-11') }),
  ]);
  await postRecordsOk(ctx, zefiro, master.cookie, [newRecord({ weightKg: 5, recordedAt: at('2025-04-02') })]);
  await postRecordsOk(ctx, foreign, master.cookie, [newRecord({ weightKg: 1000, recordedAt: at('2025-03-10') })]);
  await postRecordsOk(ctx, inactive, master.cookie, [newRecord({ weightKg: 700, recordedAt: at('2025-03-10') })]);
});
afterAll(() => ctx?.close());

describe('GET /api/v1/dashboard — several clients at once', () => {
  it('sums the chosen clients in every figure and lists each, by name', async () => {
    const res = await ctx.get(url(`${atlantico},${zefiro}`), { cookie: cookies.gerente });
    expect(res.statusCode).toBe(200);
    const d = res.json<Dashboard>();
    expect(d.summary).toMatchObject({ totalKg: 45, records: 3 });
    expect(d.monthly.find((m) => m.month === 2)?.totalKg).toBe(40);
    expect(d.destinations.recoveryKg + d.destinations.disposalKg).toBeCloseTo(45, 6);
    expect(d.clients.map((c) => [c.name, c.totalKg, c.diversionPct, c.goalPct])).toEqual([
      ['Hotel Atlântico', 40, 75, 80],
      ['Pousada Zéfiro', 5, 0, 60],
    ]);
    expect(d.clients[0]!.kgPerDay).toBeCloseTo(40 / 365, 1);
  });

  it("gives a gerente in 'all' exactly the active clients of their list, never another's", async () => {
    const d = (await ctx.get(url('all'), { cookie: cookies.gerente })).json<Dashboard>();
    expect(d.clients.map((c) => c.clientId).sort()).toEqual([atlantico, zefiro].sort());
    expect(d.summary.totalKg).toBe(45);
  });

  it("gives master every active client in 'all'", async () => {
    const d = (await ctx.get(url('all'), { cookie: cookies.master })).json<Dashboard>();
    expect(d.clients.map((c) => c.clientId)).toEqual(expect.arrayContaining([atlantico, zefiro, foreign]));
    expect(d.clients.map((c) => c.clientId)).not.toContain(inactive);
  });

  it('refuses the whole answer with 403 when the list names a client outside theirs, inactive or unknown', async () => {
    for (const bad of [foreign, inactive, randomUUID()]) {
      const res = await ctx.get(url(`${atlantico},${bad}`), { cookie: cookies.gerente });
      expectError(res, 403, 'permission-denied');
      expect(res.body).not.toContain('1000');
    }
  });

  it('refuses an operacional, a gerente with no client, and no session', async () => {
    expectError(await ctx.get(url('all'), { cookie: cookies.operacional }), 403, 'permission-denied');
    expectError(await ctx.get(url('all'), { cookie: cookies.lonely }), 403, 'permission-denied');
    expectError(await ctx.get(url('all')), 401, 'unauthenticated');
  });

  it('answers master 404 for a client that does not exist, and 400 for a malformed selection', async () => {
    expectError(await ctx.get(url(randomUUID()), { cookie: cookies.master }), 404, 'not-found');
    expectError(await ctx.get(url('someone'), { cookie: cookies.master }), 400, 'invalid-argument');
  });

  it('gives the single-client dashboard its one row too', async () => {
    const res = await ctx.get(`/api/v1/clients/${zefiro}/dashboard?years=2025`, { cookie: cookies.gerente });
    expect(res.json<Dashboard>().clients).toEqual([expect.objectContaining({ clientId: zefiro, totalKg: 5 })]);
  });
});
