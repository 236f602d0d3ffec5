import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { tonnesOf } from '@ecopeso/shared/sustainability';
import { getSustainability } from '../src/domain/sustainability/get-sustainability.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, createContract, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk, recordsUrl } from './helpers/records.ts';

let ctx: TestContext;
let atlantico: string;
let zefiro: string;
let master: string;
let gerente: string;
let outsider: string;
const gardenId = randomUUID();
const YEAR_2025 = Array.from({ length: 12 }, (_, month) => ({ year: 2025, month }));
const at = (day: string) => `${day}T15:00:00.000Z`;
const limits = (type: 'organico' | 'reciclavel' | 'rejeito' | 'compostavel', subTypes?: string[]) => ({
  type,
  limitKg: 1000,
  subTypes,
});

beforeAll(async () => {
  ctx = await createTestContext();
  atlantico = (
    await createClient(ctx.db, {
      name: 'Hotel Atlântico',
      types: [
        limits('organico', ['pre_service', 'post_service']),
        limits('reciclavel', ['paper', 'batteries']),
        limits('rejeito'),
      ],
    })
  ).id;
  zefiro = (
    await createClient(ctx.db, {
      name: 'Pousada Zéfiro',
      types: [limits('organico', ['pre_service']), limits('compostavel')],
    })
  ).id;
  master = (await signedInUser(ctx, 'master')).cookie;
  gerente = (await signedInUser(ctx, 'gerente', [atlantico, zefiro])).cookie;
  outsider = (await signedInUser(ctx, 'gerente', [zefiro])).cookie;
  const atlanticoOp = (await signedInUser(ctx, 'operacional', [atlantico])).cookie;
  const zefiroOp = (await signedInUser(ctx, 'operacional', [zefiro])).cookie;
  // Atlântico: organics composted until June, then biomethanised; residual waste to landfill until March, then
  // incinerated; recyclables recycled, but batteries under a contract that does not say where they go.
  await createContract(ctx.db, atlantico, {
    wasteType: 'organico',
    destination: 'composting',
    validFrom: '2025-01-01',
    validTo: '2025-06-30',
  });
  await createContract(ctx.db, atlantico, {
    wasteType: 'organico',
    destination: 'biomethanization',
    validFrom: '2025-07-01',
  });
  await createContract(ctx.db, atlantico, {
    wasteType: 'rejeito',
    destination: 'sanitary_landfill',
    validFrom: '2025-01-01',
    validTo: '2025-03-31',
  });
  await createContract(ctx.db, atlantico, {
    wasteType: 'rejeito',
    destination: 'incineration',
    validFrom: '2025-04-01',
  });
  await createContract(ctx.db, atlantico, {
    wasteType: 'reciclavel',
    destination: 'recycling',
    validFrom: '2025-01-01',
  });
  await createContract(ctx.db, atlantico, {
    wasteType: 'reciclavel',
    subType: 'batteries',
    destination: 'unspecified',
    validFrom: '2025-01-01',
  });
  // Zéfiro: organics to landfill until April, then no contract at all; garden waste never under one.
  await createContract(ctx.db, zefiro, {
    wasteType: 'organico',
    destination: 'sanitary_landfill',
    validFrom: '2025-01-01',
    validTo: '2025-04-30',
  });
  await postRecordsOk(ctx, atlantico, atlanticoOp, [
    newRecord({ recordedAt: at('2025-02-10'), wasteType: 'organico', subType: 'pre_service', weightKg: 120.5 }),
    newRecord({ recordedAt: at('2025-08-15'), wasteType: 'organico', subType: 'post_service', weightKg: 80.25 }),
    newRecord({ recordedAt: at('2025-03-20'), wasteType: 'rejeito', weightKg: 200 }),
    newRecord({ recordedAt: at('2025-05-05'), wasteType: 'rejeito', weightKg: 150.75 }),
    newRecord({ recordedAt: at('2025-09-01'), wasteType: 'reciclavel', subType: 'paper', weightKg: 60 }),
    newRecord({ recordedAt: at('2025-10-01'), wasteType: 'reciclavel', subType: 'batteries', weightKg: 3.333 }),
    // The comparison year: before any contract.
    newRecord({ recordedAt: at('2024-06-01'), wasteType: 'rejeito', weightKg: 10 }),
  ]);
  await postRecordsOk(ctx, zefiro, zefiroOp, [
    newRecord({ recordedAt: at('2025-03-03'), wasteType: 'organico', subType: 'pre_service', weightKg: 45.5 }),
    newRecord({ recordedAt: at('2025-06-06'), wasteType: 'organico', subType: 'pre_service', weightKg: 30 }),
    newRecord({ id: gardenId, recordedAt: at('2025-11-11'), wasteType: 'compostavel', weightKg: 12 }),
  ]);
  // A correction of the time of one record, the same day: the figures stay, the methodology counts it.
  const corrected = await ctx.app.inject({
    method: 'PATCH',
    url: `${recordsUrl(zefiro)}/${gardenId}`,
    headers: { cookie: gerente, origin: WEB_ORIGIN },
    payload: { recordedAt: '2025-11-11T16:00:00.000Z', reason: 'Hora anotada errada' },
  });
  if (corrected.statusCode !== 200) throw new Error(`PATCH failed: ${corrected.statusCode} ${corrected.body}`);
});

afterAll(async () => {
  await ctx.close();
});

describe('the sustainability tables of a year built by hand (issue 27 item 6)', () => {
  let tables: Awaited<ReturnType<typeof getSustainability>>;
  beforeAll(async () => {
    tables = await getSustainability({ db: ctx.db, clientIds: [atlantico, zefiro], months: YEAR_2025 });
  });

  it('GRI 306-3: 702.333 kg generated, by composition', () => {
    expect(tables.current.gri3063).toEqual({
      byType: { organico: 0.276, reciclavel: 0.063, rejeito: 0.351, compostavel: 0.012 },
      total: 0.702,
    });
    expect(tables.current.records).toBe(9);
  });

  it('GRI 306-4: each weight under the contract in force on its day', () => {
    const zero = { onsite: 0, offsite: 0 };
    expect(tables.current.gri3064).toEqual({
      non_hazardous: {
        preparation_for_reuse: zero,
        recycling: { onsite: 0, offsite: 0.181 },
        other_recovery: { onsite: 0, offsite: 0.08 },
      },
      hazardous: { preparation_for_reuse: zero, recycling: zero, other_recovery: zero },
      total: 0.261,
    });
  });

  it('GRI 306-5: landfill before the change, incineration after', () => {
    const zero = { onsite: 0, offsite: 0 };
    expect(tables.current.gri3065).toEqual({
      non_hazardous: {
        incineration_with_energy_recovery: zero,
        incineration_without_energy_recovery: { onsite: 0, offsite: 0.151 },
        landfilling: { onsite: 0, offsite: 0.246 },
        other_disposal: zero,
      },
      hazardous: {
        incineration_with_energy_recovery: zero,
        incineration_without_energy_recovery: zero,
        landfilling: zero,
        other_disposal: zero,
      },
      total: 0.396,
    });
  });

  it('states the weight it cannot classify and why', () => {
    expect(tables.current.unclassified).toEqual({
      'no-contract': 0.042,
      unspecified: 0.003,
      food: { 'no-contract': 0.03, unspecified: 0 },
    });
  });

  it('ESRS E5-5', () => {
    expect(tables.current.esrsE55).toEqual({
      generated: 0.702,
      diverted: { preparation_for_reuse: 0, recycling: 0.181, other_recovery: 0.08, total: 0.261 },
      disposal: { incineration: 0.151, landfill: 0.246, other_disposal: 0, total: 0.396 },
      hazardous: 0.003,
      radioactive: 0,
      nonRecycled: 0.522,
      nonRecycledPct: 74.3,
    });
  });

  it('FLW: food waste by destination', () => {
    expect(tables.current.flw).toEqual({
      animal_feed: 0,
      bio_based_materials: 0,
      codigestion_anaerobic_digestion: 0.08,
      composting_aerobic: 0.121,
      controlled_combustion: 0,
      land_application: 0,
      landfill: 0.046,
      not_harvested: 0,
      refuse_discards: 0,
      sewer: 0,
      other: 0,
      total: 0.246,
    });
  });

  it('says how the figures were compiled: 9 records weighed, none estimated, 1 corrected', () => {
    expect(tables.methodology).toEqual({ weighedRecords: 9, estimatedRecords: 0, correctedRecords: 1 });
  });

  it('the comparison year: 10 kg with no contract', () => {
    expect(tables.previous.gri3063.total).toBe(0.01);
    expect(tables.previous.unclassified['no-contract']).toBe(0.01);
  });

  it('generates what the dashboard shows for the same clients and year', async () => {
    const res = await ctx.get(`/api/v1/dashboard?clients=${atlantico},${zefiro}&years=2025`, { cookie: master });
    expect(res.statusCode).toBe(200);
    const dashboard = res.json<Dashboard>();
    expect(dashboard.summary.totalKg).toBe(702.333);
    expect(tonnesOf([dashboard.summary.totalKg])).toBe(tables.current.gri3063.total);
  });
});

describe('GET /api/v1/sustainability/:framework', () => {
  const url = (framework: string, query: string) => `/api/v1/sustainability/${framework}?${query}`;

  it('gives a gerente of the chain the GRI 306 tables of the year and of the year before', async () => {
    const res = await ctx.get(url('gri-306', `clients=${atlantico},${zefiro}&year=2025`), { cookie: gerente });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      current: { gri3063: { total: number }; gri3064: { total: number } };
      previous: { gri3063: { total: number } };
    }>();
    expect(body.current.gri3063.total).toBe(0.702);
    expect(body.current.gri3064.total).toBe(0.261);
    expect(body.previous.gri3063.total).toBe(0.01);
  });

  it('reads a range of months on the same tables: the first half-year of Atlântico', async () => {
    const res = await ctx.get(url('esrs-e5', `clients=${atlantico}&from=2025-01&to=2025-06`), { cookie: master });
    expect(res.statusCode, res.body).toBe(200);
    // 120.5 composted + 200 landfilled + 150.75 incinerated = 471.25 kg.
    expect(
      res.json<{ current: { esrsE55: { generated: number; diverted: { recycling: number } } } }>().current.esrsE55,
    ).toMatchObject({
      generated: 0.471,
      diverted: { recycling: 0.121 },
    });
  });

  it('refuses a client outside the list, and bad input with 400', async () => {
    expectError(
      await ctx.get(url('gri-306', `clients=${atlantico}&year=2025`), { cookie: outsider }),
      403,
      'permission-denied',
    );
    for (const query of [
      `clients=${zefiro}`,
      `clients=${zefiro}&year=2025&from=2025-01&to=2025-02`,
      `clients=${zefiro}&from=2025-01`,
      `clients=${zefiro}&from=2025-05&to=2025-01`,
      `clients=${zefiro}&from=2020-01&to=2025-01`,
      `clients=${zefiro}&from=2025-13&to=2025-12`,
      `clients=nope&year=2025`,
    ])
      expectError(await ctx.get(url('gri-306', query), { cookie: master }), 400, 'invalid-argument');
    expectError(
      await ctx.get(url('gri-999', `clients=${zefiro}&year=2025`), { cookie: master }),
      400,
      'invalid-argument',
    );
  });
});
