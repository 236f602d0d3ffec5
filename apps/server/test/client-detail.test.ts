import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';

let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let otherId: string;
let closedId: string;
let cookies: { master: string; gerente: string; operacional: string };
/** A client made by the factory has no kitchen lists (issue 26) and requires none. */
const NO_KITCHEN_LISTS = {
  containers: [],
  lossReasons: [],
  foodItems: [],
  requireLossReason: false,
  requireFoodItem: false,
};

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: 'America/Recife',
    diversionGoalPct: 85.5,
    // Stored out of canonical order, with a sub-type the client no longer offers among the valid ones.
    types: [
      { type: 'rejeito' },
      { type: 'organico', limitKg: 40, subTypes: ['post_service', 'pre_service'] },
      { type: 'reciclavel', limitKg: 12.5, subTypes: ['glass', 'paper', 'retired_subtype'] },
    ],
    areas: [{ name: 'Restaurante' }, { name: 'Bar antigo', active: false }, { name: 'Cozinha' }],
  });
  otherId = (await createClient(ctx.db, { name: 'Pousada Zéfiro' })).id;
  closedId = (await createClient(ctx.db, { name: 'Casa Fechada', active: false })).id;
  cookies = {
    master: (await signedInUser(ctx, 'master')).cookie,
    gerente: (await signedInUser(ctx, 'gerente', [hotel.id, closedId])).cookie,
    operacional: (await signedInUser(ctx, 'operacional', [hotel.id, closedId])).cookie,
  };
});
afterAll(() => ctx?.close());

const areaId = (name: string) => hotel.areas.find((a) => a.name === name)!.id;

describe('GET /api/v1/clients/:clientId', () => {
  it.each(['master', 'gerente', 'operacional'] as const)(
    'gives a %s the configuration the entry form needs: enabled types, sub-types, active areas, limits, goal',
    async (role) => {
      const res = await ctx.get(`/api/v1/clients/${hotel.id}`, { cookie: cookies[role] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: hotel.id,
        name: 'Hotel Atlântico',
        active: true,
        timezone: 'America/Recife',
        diversionGoalPct: 85.5,
        wasteTypes: ['reciclavel', 'organico', 'rejeito'],
        subTypes: { reciclavel: ['glass', 'paper'], organico: ['post_service', 'pre_service'] },
        areas: [
          { id: areaId('Cozinha'), name: 'Cozinha' },
          { id: areaId('Restaurante'), name: 'Restaurante' },
        ],
        limitsKg: { reciclavel: 12.5, organico: 40, rejeito: 15 },
        ...NO_KITCHEN_LISTS,
      });
    },
  );

  it('describes a client with nothing configured yet with empty lists and defaults', async () => {
    const res = await ctx.get(`/api/v1/clients/${otherId}`, { cookie: cookies.master });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: otherId,
      name: 'Pousada Zéfiro',
      active: true,
      timezone: 'America/Sao_Paulo',
      diversionGoalPct: 90,
      wasteTypes: [],
      subTypes: { reciclavel: [], organico: [] },
      areas: [],
      limitsKg: {},
      ...NO_KITCHEN_LISTS,
    });
  });

  it.each(['gerente', 'operacional'] as const)(
    'refuses a %s with 403 a client outside their list, an inactive one in it, and one that does not exist',
    async (role) => {
      for (const id of [otherId, closedId, randomUUID()]) {
        const res = await ctx.get(`/api/v1/clients/${id}`, { cookie: cookies[role] });
        expectError(res, 403, 'permission-denied');
        expect(res.body).not.toContain('Zéfiro');
      }
    },
  );

  it('lets master open an inactive client (administration) and answers 404 for one that does not exist', async () => {
    const closed = await ctx.get(`/api/v1/clients/${closedId}`, { cookie: cookies.master });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: closedId, active: false });
    expectError(await ctx.get(`/api/v1/clients/${randomUUID()}`, { cookie: cookies.master }), 404, 'not-found');
  });

  // Authorization runs before validation: an id that is not a uuid is a client that does not exist.
  it.each([
    ['master', 404, 'not-found'],
    ['operacional', 403, 'permission-denied'],
  ] as const)('answers a %s %i for an id that is not a uuid', async (role, status, code) => {
    for (const id of ['not-a-uuid', '123', `${hotel.id}x`]) {
      expectError(await ctx.get(`/api/v1/clients/${id}`, { cookie: cookies[role] }), status, code);
    }
  });
});
