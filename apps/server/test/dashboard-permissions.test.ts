import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, roleCookies, type RoleCookies } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';

let ctx: TestContext;
let hotelId: string;
let otherId: string;
let cookies: RoleCookies;

beforeAll(async () => {
  ctx = await createTestContext();
  hotelId = (await createClient(ctx.db, { name: 'Hotel Atlântico', types: [{ type: 'rejeito' }] })).id;
  otherId = (await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] })).id;
  cookies = await roleCookies(ctx, hotelId, otherId);
  await postRecordsOk(ctx, hotelId, cookies.operacional, [
    newRecord({ recordedAt: '2025-05-10T15:00:00.000Z', weightKg: 4.5 }),
  ]);
});
afterAll(() => ctx?.close());

const dashboardUrl = (clientId: string, query = '?years=2025') => `/api/v1/clients/${clientId}/dashboard${query}`;

describe('GET /api/v1/clients/:clientId/dashboard — who may see it', () => {
  it.each(['master', 'gerente'] as const)("shows a %s the client's figures", async (role) => {
    const res = await ctx.get(dashboardUrl(hotelId), { cookie: cookies[role] });
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();
    expect(body.summary).toMatchObject({ totalKg: 4.5, records: 1, rejeitoPct: 100 });
    expect(body.monthly).toHaveLength(12);
  });

  it('refuses an operacional with 403, even for a client in their list', async () => {
    expectError(await ctx.get(dashboardUrl(hotelId), { cookie: cookies.operacional }), 403, 'permission-denied');
  });

  it('refuses a gerente with 403 for a client outside their list, and for one that does not exist', async () => {
    const res = await ctx.get(dashboardUrl(hotelId), { cookie: cookies.outsider });
    expectError(res, 403, 'permission-denied');
    expect(res.body).not.toContain('4.5');
    expectError(await ctx.get(dashboardUrl(randomUUID()), { cookie: cookies.gerente }), 403, 'permission-denied');
  });

  it('answers 401 without a session, whatever the query', async () => {
    expectError(await ctx.get(dashboardUrl(hotelId)), 401, 'unauthenticated');
    expectError(await ctx.get(dashboardUrl(hotelId, '?years=abc')), 401, 'unauthenticated');
  });

  it('answers master 404 for a client that does not exist', async () => {
    expectError(await ctx.get(dashboardUrl(randomUUID()), { cookie: cookies.master }), 404, 'not-found');
  });
});

describe('GET /api/v1/clients/:clientId/dashboard — the filter', () => {
  it.each([
    ['no years', ''],
    ['an empty year list', '?years='],
    ['a year that is not a number', '?years=abc'],
    ['a year before 2000', '?years=1999'],
    ['a fractional year', '?years=2025.5'],
    ['month 12 (months are 0–11)', '?years=2025&months=12'],
    ['a negative month', '?years=2025&months=-1'],
    ['an area that is not a uuid', '?years=2025&areas=cozinha'],
    ['an unknown preset', '?years=2025&preset=lastWeek'],
  ])('refuses %s with 400 invalid-argument', async (_label, query) => {
    expectError(await ctx.get(dashboardUrl(hotelId, query), { cookie: cookies.gerente }), 400, 'invalid-argument');
  });

  it('accepts the edge months 0 and 11 and an area filter, answering for exactly those', async () => {
    const res = await ctx.get(dashboardUrl(hotelId, `?years=2025&months=0,11&areas=${randomUUID()}`), {
      cookie: cookies.gerente,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();
    expect(body.monthly.map((m) => [m.year, m.month])).toEqual([
      [2025, 0],
      [2025, 11],
    ]);
    expect(body.summary.totalKg).toBe(0);
    expect(body.diversion.pct).toBeNull();
  });
});
