import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, createUser, signedInUser, type TestUser } from './helpers/factories.ts';
import { patch, type UserRowJson } from './helpers/users.ts';

/** The users table: search, filters, sort and pagination in the database. */
let ctx: TestContext;
let hotelA: string;
let hotelB: string;
let master: TestUser & { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  hotelA = (await createClient(ctx.db, { name: 'Hotel A' })).id;
  hotelB = (await createClient(ctx.db, { name: 'Hotel B' })).id;
  master = await signedInUser(ctx, 'master', [], { name: 'Zuleica Master' });
  await createUser(ctx.db, 'gerente', [hotelA], { name: 'Bruno Gerente' });
  await createUser(ctx.db, 'operacional', [hotelA], { name: 'Carla Cozinha' });
  await createUser(ctx.db, 'operacional', [hotelB], { name: 'Diego Bar' });
  const off = await createUser(ctx.db, 'operacional', [hotelB], { name: 'Elisa Inativa' });
  const row = (await ctx.get(`/api/v1/users?q=Elisa`, { cookie: master.cookie })).json<{ items: UserRowJson[] }>()
    .items[0]!;
  await patch(ctx, `/api/v1/users/${off.id}`, master.cookie, { version: row.version, active: false });
  await ctx.post('/api/v1/users', {
    cookie: master.cookie,
    payload: { name: 'Fabio Convidado', email: 'fabio@example.com', role: 'operacional', clientIds: [hotelA] },
  });
});
afterAll(() => ctx?.close());

const names = async (query: string) => {
  const res = await ctx.get(`/api/v1/users?${query}`, { cookie: master.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: UserRowJson[] }>().items.map((u) => u.name);
};

describe('GET /api/v1/users', () => {
  it('sorts by name by default, and by any column either way', async () => {
    expect(await names('')).toEqual([
      'Bruno Gerente',
      'Carla Cozinha',
      'Diego Bar',
      'Elisa Inativa',
      'Fabio Convidado',
      'Zuleica Master',
    ]);
    expect((await names('sort=name&dir=desc'))[0]).toBe('Zuleica Master');
    expect((await names('sort=role'))[0]).toBe('Bruno Gerente');
  });

  it('searches name or e-mail, case-blind, with % and _ taken literally', async () => {
    expect(await names('q=carla')).toEqual(['Carla Cozinha']);
    expect(await names('q=fabio%40example')).toEqual(['Fabio Convidado']);
    expect(await names('q=%25')).toEqual([]);
  });

  it('filters by role, client and status', async () => {
    expect(await names('role=gerente')).toEqual(['Bruno Gerente']);
    expect(await names(`clientId=${hotelB}`)).toEqual(['Diego Bar', 'Elisa Inativa']);
    expect(await names('status=deactivated')).toEqual(['Elisa Inativa']);
    expect(await names('status=invited')).toEqual(['Fabio Convidado']);
    expect(await names('status=active&role=operacional')).toEqual(['Carla Cozinha', 'Diego Bar']);
  });

  it('paginates with the total', async () => {
    const res = await ctx.get('/api/v1/users?page=2&pageSize=4', { cookie: master.cookie });
    expect(res.json()).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(res.json<{ items: unknown[] }>().items).toHaveLength(2);
  });

  it('refuses an operacional', async () => {
    const op = await signedInUser(ctx, 'operacional', [hotelA]);
    expectError(await ctx.get('/api/v1/users', { cookie: op.cookie }), 403, 'permission-denied');
  });
});
