import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CircularEconomy } from '@ecopeso/shared/circular';
import { eq } from 'drizzle-orm';
import { clients, emissionFactors, receivers } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, createContract, signedInUser, roleCookies, type RoleCookies } from './helpers/factories.ts';
import { newRecord, postRecordsOk, postRecordsWithLegacyOk } from './helpers/records.ts';

let ctx: TestContext;
let hotelId: string;
let kitchenId: string;
let cookies: RoleCookies;

const url = (clientId: string, query = '?from=2025-05-01&to=2025-05-31') =>
  `/api/v1/clients/${clientId}/circular-economy${query}`;

beforeAll(async () => {
  ctx = await createTestContext();
  const hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    types: [
      { type: 'organico', subTypes: ['pre_service', 'post_service'] },
      { type: 'reciclavel', subTypes: ['paper'] },
      { type: 'rejeito' },
    ],
    areas: [{ name: 'Cozinha' }],
  });
  hotelId = hotel.id;
  kitchenId = hotel.areas[0]!.id;
  const otherId = (await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] })).id;
  cookies = await roleCookies(ctx, hotelId, otherId);
  // Organics and residual waste to landfill, paper to recycling; one active composter and one inactive biogas
  // plant in the system; factors of the test's own.
  for (const [wasteType, destination] of [
    ['organico', 'sanitary_landfill'],
    ['reciclavel', 'recycling'],
    ['rejeito', 'sanitary_landfill'],
  ] as const)
    await createContract(ctx.db, hotelId, { wasteType, destination, validFrom: '2025-01-01' });
  await ctx.db.insert(receivers).values([
    { name: 'Composta Já', cnpj: '11222333000181', treatments: ['composting'] },
    { name: 'Biogás Parado', cnpj: '11444777000161', treatments: ['biomethanization'], active: false },
  ]);
  await ctx.db.delete(emissionFactors);
  await ctx.db.insert(emissionFactors).values(
    (
      [
        ['organico', null, 'sanitary_landfill', 0.6],
        ['organico', null, 'composting', -0.1],
        ['reciclavel', 'paper', 'sanitary_landfill', 0.1],
        ['reciclavel', 'paper', 'recycling', -3],
        ['rejeito', null, 'sanitary_landfill', 0.4],
      ] as const
    ).map(([wasteType, subType, destination, kgCo2ePerKg]) => ({
      year: 2025,
      wasteType,
      subType,
      destination,
      kgCo2ePerKg,
      source: 'test',
    })),
  );
  const at = '2025-05-10T15:00:00.000Z';
  // The one without an area was weighed before the hotel had its kitchen as an area.
  await postRecordsWithLegacyOk(ctx, hotelId, cookies.operacional, [
    newRecord({ recordedAt: at, areaId: kitchenId, wasteType: 'organico', subType: 'post_service', weightKg: 30 }),
    newRecord({ recordedAt: at, areaId: kitchenId, wasteType: 'organico', subType: 'pre_service', weightKg: 10 }),
    newRecord({ recordedAt: at, areaId: kitchenId, wasteType: 'reciclavel', subType: 'paper', weightKg: 5 }),
    newRecord({ recordedAt: at, areaId: null, wasteType: 'rejeito', weightKg: 15 }),
    // Outside the period: left out of every figure.
    newRecord({ recordedAt: '2025-06-01T15:00:00.000Z', areaId: kitchenId, wasteType: 'rejeito', weightKg: 99 }),
  ]);
});
afterAll(() => ctx?.close());

describe('GET /api/v1/clients/:clientId/circular-economy — who may see it', () => {
  it.each(['master', 'gerente'] as const)('answers a %s', async (role) => {
    const res = await ctx.get(url(hotelId), { cookie: cookies[role] });
    expect(res.statusCode).toBe(200);
    expect(res.json<CircularEconomy>().totalKg).toBe(60);
  });

  it('refuses an operacional, a gerente of another client and an unknown client with 403', async () => {
    expectError(await ctx.get(url(hotelId), { cookie: cookies.operacional }), 403, 'permission-denied');
    const foreign = await ctx.get(url(hotelId), { cookie: cookies.outsider });
    expectError(foreign, 403, 'permission-denied');
    expect(foreign.body).not.toContain('Composta');
    expectError(await ctx.get(url(randomUUID()), { cookie: cookies.gerente }), 403, 'permission-denied');
  });

  it('answers 401 without a session, whatever the query', async () => {
    expectError(await ctx.get(url(hotelId)), 401, 'unauthenticated');
    expectError(await ctx.get(url(hotelId, '?from=x')), 401, 'unauthenticated');
  });

  it.each([
    ['no dates', ''],
    ['a date that is not one', '?from=2025-13-01&to=2025-12-31'],
    ['an end before the start', '?from=2025-05-31&to=2025-05-01'],
    ['more than two years', '?from=2022-01-01&to=2025-01-01'],
  ])('refuses %s with 400', async (_label, query) => {
    expectError(await ctx.get(url(hotelId, query), { cookie: cookies.gerente }), 400, 'invalid-argument');
  });
});

describe('GET /api/v1/clients/:clientId/circular-economy — the figures', () => {
  it('gives the flows, recovery, CO2e and the opportunities computed by hand', async () => {
    const body = (await ctx.get(url(hotelId), { cookie: cookies.gerente })).json<CircularEconomy>();
    expect(body).toMatchObject({ totalKg: 60, recoveryKg: 5, diversionPct: 8.33 });
    expect(body.flows).toContainEqual({
      areaId: kitchenId,
      areaName: 'Cozinha',
      wasteType: 'organico',
      subType: 'post_service',
      destination: 'sanitary_landfill',
      kg: 30,
      estimatedKg: 0,
    });
    // Paper: 5 kg × (0.1 − (−3)) = 15.5 kg CO2e avoided; nothing else is recovered.
    expect(body.co2e.avoidedKg).toBe(15.5);
    expect(body.streams).toContainEqual({
      wasteType: 'reciclavel',
      subType: 'paper',
      kg: 5,
      recoveredKg: 5,
      co2eAvoidedKg: 15.5,
    });
    // Organics could go to the one active composter: (5 + 30) / 60 and (5 + 10) / 60; 30 × 0.7 and 10 × 0.7.
    expect(body.opportunities).toEqual([
      {
        wasteType: 'organico',
        subType: 'post_service',
        currentDestination: 'sanitary_landfill',
        kg: 30,
        bestDestination: 'composting',
        receivers: ['Composta Já'],
        reach: 'unknown',
        diversionPctNow: 8.33,
        diversionPctAfter: 58.33,
        co2eAvoidedKg: 21,
      },
      {
        wasteType: 'organico',
        subType: 'pre_service',
        currentDestination: 'sanitary_landfill',
        kg: 10,
        bestDestination: 'composting',
        receivers: ['Composta Já'],
        reach: 'unknown',
        diversionPctNow: 8.33,
        diversionPctAfter: 25,
        co2eAvoidedKg: 7,
      },
    ]);
    expect(body.withoutAlternative).toEqual([
      { wasteType: 'rejeito', subType: null, currentDestination: 'sanitary_landfill', kg: 15 },
    ]);
    expect(body.withoutContract).toEqual([]);
  });

  it('a Rio client: only contracts in force today, and receivers in reach (its state, then its neighbours)', async () => {
    const rio = await createClient(ctx.db, {
      name: 'Restaurante Leme',
      types: [
        { type: 'organico', subTypes: ['post_service'] },
        { type: 'reciclavel', subTypes: ['paper'] },
      ],
    });
    await ctx.db.update(clients).set({ state: 'RJ' }).where(eq(clients.id, rio.id));
    // Organics still go to landfill; the paper contract ended last year, so nothing is known of where paper goes.
    await createContract(ctx.db, rio.id, {
      wasteType: 'organico',
      destination: 'sanitary_landfill',
      validFrom: '2025-01-01',
    });
    await createContract(ctx.db, rio.id, {
      wasteType: 'reciclavel',
      destination: 'sanitary_landfill',
      validFrom: '2025-01-01',
      validTo: '2025-06-30',
    });
    await ctx.db.insert(receivers).values([
      { name: 'Composta Pernambuco', cnpj: '11222333000262', state: 'PE', treatments: ['composting'] },
      { name: 'Biogás Paulista', cnpj: '11222333000343', state: 'SP', treatments: ['biomethanization'] },
    ]);
    const master = (await signedInUser(ctx, 'master')).cookie;
    await postRecordsOk(ctx, rio.id, master, [
      newRecord({
        recordedAt: '2025-05-10T15:00:00.000Z',
        wasteType: 'organico',
        subType: 'post_service',
        weightKg: 20,
      }),
      newRecord({ recordedAt: '2025-05-10T15:00:00.000Z', wasteType: 'reciclavel', subType: 'paper', weightKg: 4 }),
    ]);
    const body = (await ctx.get(url(rio.id), { cookie: master })).json<CircularEconomy>();
    // Not the composter in Pernambuco (far), nor the one of unknown state while one in a neighbour fits: São Paulo's.
    expect(body.opportunities).toEqual([
      expect.objectContaining({
        wasteType: 'organico',
        currentDestination: 'sanitary_landfill',
        bestDestination: 'biomethanization',
        receivers: ['Biogás Paulista'],
        reach: 'neighbour',
      }),
    ]);
    expect(body.withoutContract).toEqual([{ wasteType: 'reciclavel', subType: 'paper', kg: 4 }]);
    expect(body.opportunities.some((o) => o.wasteType === 'reciclavel')).toBe(false);
  });
});
