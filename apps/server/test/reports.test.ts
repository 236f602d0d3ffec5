import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { formatCnpj, withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { carriers, contracts, receivers } from '../src/db/schema.ts';
import { seedEmissionFactors } from '../src/domain/impact/seed-emission-factors.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { postRecordsWithLegacyOk, type RecordInput } from './helpers/records.ts';

/**
 * The PDF reports read back as text: the figures they print are the dashboard API's for the same filter, formatted
 * the way a reader of each language expects, and only managers of the client get them.
 */

const CLIENT = 'Hotel Ação & Companhia';
const AREAS = ['Cozinha Central', 'Governança'];
const CARRIER = { name: 'Transportes Caiçara Ltda', cnpj: withCnpjCheckDigits('112223330001') };
const RECEIVER = { name: 'Compostagem Boa Terra', cnpj: withCnpjCheckDigits('445556660001') };
const FILTER = 'years=2025&months=0,1,2';

let ctx: TestContext;
let clientId: string;
let otherId: string;
let cookies: Record<'gerente' | 'operacional' | 'outsider', string>;

/** Stores the records; one without an area was weighed before the client had its areas ('Not specified'). */
async function postRecords(cookie: string, records: RecordInput[]) {
  const res = await postRecordsWithLegacyOk(ctx, clientId, cookie, records);
  expect(res.inserted).toHaveLength(records.length);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedEmissionFactors(ctx.db);
  const client = await createClient(ctx.db, {
    name: CLIENT,
    diversionGoalPct: 85,
    types: [
      { type: 'reciclavel', subTypes: ['paper', 'plastic'] },
      { type: 'organico', subTypes: ['pre_service'] },
      { type: 'rejeito' },
    ],
    areas: AREAS.map((name) => ({ name })),
  });
  clientId = client.id;
  otherId = (await createClient(ctx.db, { name: 'Pousada Vizinha', types: [{ type: 'rejeito' }] })).id;
  cookies = {
    gerente: (await signedInUser(ctx, 'gerente', [clientId])).cookie,
    operacional: (await signedInUser(ctx, 'operacional', [clientId])).cookie,
    outsider: (await signedInUser(ctx, 'gerente', [otherId])).cookie,
  };

  const [carrier] = await ctx.db.insert(carriers).values(CARRIER).returning();
  const [receiver] = await ctx.db.insert(receivers).values(RECEIVER).returning();
  // Organics go to composting under contract; rejeito to landfill from February; recyclables have no contract.
  await ctx.db.insert(contracts).values([
    {
      clientId,
      carrierId: carrier!.id,
      receiverId: receiver!.id,
      wasteType: 'organico',
      destination: 'composting',
      validFrom: '2024-01-01',
    },
    {
      clientId,
      carrierId: carrier!.id,
      receiverId: receiver!.id,
      wasteType: 'rejeito',
      destination: 'sanitary_landfill',
      validFrom: '2025-02-01',
    },
  ]);

  const [kitchen, housekeeping] = client.areas.map((a) => a.id);
  const record = (
    areaId: string | null,
    wasteType: RecordInput['wasteType'],
    subType: RecordInput['subType'],
    weightKg: number,
    at: string,
  ): RecordInput => ({
    id: randomUUID(),
    areaId,
    wasteType,
    subType,
    weightKg,
    recordedAt: at,
  });
  await postRecords(cookies.gerente, [
    record(kitchen!, 'organico', 'pre_service', 1234.567, '2025-01-10T15:00:00.000Z'),
    record(kitchen!, 'organico', 'pre_service', 12.5, '2025-02-03T12:00:00.000Z'),
    record(housekeeping!, 'reciclavel', 'paper', 7.25, '2025-01-20T13:00:00.000Z'),
    record(housekeeping!, 'reciclavel', 'plastic', 3.125, '2025-03-05T18:00:00.000Z'),
    record(housekeeping!, 'rejeito', null, 210.4, '2025-02-14T11:00:00.000Z'),
    record(null, 'rejeito', null, 9.9, '2025-03-28T20:00:00.000Z'),
    // The same months a year earlier, for the trend.
    record(kitchen!, 'organico', 'pre_service', 800, '2024-01-15T15:00:00.000Z'),
    record(housekeeping!, 'rejeito', null, 300, '2024-03-15T15:00:00.000Z'),
  ]);
});
afterAll(() => ctx?.close());

const reportUrl = (kind: 'management' | 'technical', query: string, id = clientId) =>
  `/api/v1/clients/${id}/reports/${kind}.pdf?${query}`;

/** A report as the browser saves it: answered 200, a PDF, an attachment named `fileName`. */
function expectPdfAttachment(res: LightMyRequestResponse, fileName: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
}

async function dashboard(query: string): Promise<Dashboard> {
  const res = await ctx.get(`/api/v1/clients/${clientId}/dashboard?${query}`, { cookie: cookies.gerente });
  expect(res.statusCode).toBe(200);
  return res.json<Dashboard>();
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const kg = (locale: string, v: number) =>
  plain(new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v));
const pct = (locale: string, v: number, digits = 1) =>
  plain(new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits }).format(v / 100));

describe('GET /api/v1/clients/:clientId/reports/management.pdf', () => {
  it("prints the dashboard's figures for the filter, in Portuguese by default", async () => {
    const res = await ctx.get(reportUrl('management', FILTER), { cookie: cookies.gerente });
    expectPdfAttachment(res, 'relatorio-gerencial-hotel-acao-companhia-2025-01-2025-03.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    const now = await dashboard(FILTER);
    const before = await dashboard('years=2024&months=0,1,2');
    expect(now.summary.totalKg).toBeCloseTo(1477.742, 3);
    expect(text).toContain(CLIENT);
    expect(text).toContain('Relatório gerencial');
    expect(text).toContain('janeiro a março de 2025');
    expect(text).toContain(`${kg('pt-BR', now.summary.totalKg)} kg`);
    expect(text).toContain(`${kg('pt-BR', before.summary.totalKg)} kg`);
    expect(text).toContain(pct('pt-BR', now.diversion.pct!));
    expect(text).toContain(`Meta ${pct('pt-BR', now.diversion.goalPct, 0)}`);
    expect(text).toContain('Meta 85%');
    for (const heading of ['Indicadores do período', 'Tendência', 'Desvio de aterro', 'Destinação final']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Emissões evitadas');
    // The shipped factors' source, in the report's language (issue 12).
    expect(text).toContain('fatores líquidos');
    expect(now.co2e.avoidedKg).toBeGreaterThan(0);
    expect(text).toContain(`${kg('pt-BR', now.co2e.avoidedKg)} kg CO2e`);
    expect(text).toContain('US EPA WARM');
    for (const area of AREAS) expect(text).toContain(area);
  });

  it('is in English with lang=en: headings, numbers and period', async () => {
    const res = await ctx.get(reportUrl('management', `${FILTER}&lang=en`), { cookie: cookies.gerente });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('management-report-hotel-acao-companhia');
    const text = await pdfText(res.rawPayload);
    const now = await dashboard(FILTER);
    for (const heading of ['Management report', 'Key figures', 'Trend', 'Landfill diversion', 'Final destination']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('January to March 2025');
    expect(text).toContain(`${kg('en', now.summary.totalKg)} kg`);
    expect(text).toContain(pct('en', now.diversion.pct!));
    expect(text).toContain('Goal 85%');
    expect(text).not.toContain('Relatório');
  });

  it('is in Spanish with lang=es', async () => {
    const res = await ctx.get(reportUrl('management', `${FILTER}&lang=es`), { cookie: cookies.gerente });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Informe de gestión');
    expect(text).toContain('enero a marzo de 2025');
    expect(text).toContain(`${kg('es', (await dashboard(FILTER)).summary.totalKg)} kg`);
  });

  it('follows the area filter', async () => {
    const { areas } = (await ctx.get(`/api/v1/clients/${clientId}`, { cookie: cookies.gerente })).json<{
      areas: { id: string; name: string }[];
    }>();
    const kitchen = areas.find((a) => a.name === AREAS[0])!;
    const query = `${FILTER}&areas=${kitchen.id}`;
    const text = await pdfText((await ctx.get(reportUrl('management', query), { cookie: cookies.gerente })).rawPayload);
    expect(text).toContain(`${kg('pt-BR', (await dashboard(query)).summary.totalKg)} kg`);
    expect(text).toContain(`Áreas: ${AREAS[0]}`);
  });
});

describe('GET /api/v1/clients/:clientId/reports/technical.pdf', () => {
  it('lists every area, the contracts with carrier and receiver, and the totals', async () => {
    const res = await ctx.get(reportUrl('technical', FILTER), { cookie: cookies.gerente });
    expectPdfAttachment(res, 'relatorio-tecnico-hotel-acao-companhia-2025-01-2025-03.pdf');
    const text = await pdfText(res.rawPayload);
    const now = await dashboard(FILTER);
    expect(text).toContain(CLIENT);
    expect(text).toContain('Relatório técnico');
    for (const area of [...AREAS, 'Geral']) expect(text).toContain(area);
    for (const month of ['Janeiro de 2025', 'Fevereiro de 2025', 'Março de 2025']) expect(text).toContain(month);
    expect(text).toContain(CARRIER.name);
    expect(text).toContain(formatCnpj(CARRIER.cnpj));
    expect(text).toContain(RECEIVER.name);
    expect(text).toContain('Pré-preparo');
    expect(text).toContain(kg('pt-BR', now.summary.totalKg));
    // Recyclables have no contract: their destination is estimated from the type.
    expect(text).toContain('Sem contrato');
  });

  it('has English headings with lang=en', async () => {
    const res = await ctx.get(reportUrl('technical', `${FILTER}&lang=en`), { cookie: cookies.gerente });
    const text = await pdfText(res.rawPayload);
    for (const heading of [
      'Technical report',
      'Generation by month, type, sub-type and area',
      'Carriers',
      'Receivers',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Not specified');
    expect(text).toContain(CARRIER.name);
  });
});

describe('totals in the reports: exact sums, rounded once (issue 23)', () => {
  it("prints a month's subtotal and the total of the same records alike, as the dashboard does", async () => {
    const hotel = (
      await createClient(ctx.db, {
        name: 'Hotel Soma Exata',
        types: [{ type: 'reciclavel' }, { type: 'organico' }, { type: 'rejeito' }],
      })
    ).id;
    const { cookie } = await signedInUser(ctx, 'gerente', [hotel]);
    // In the report's order (reciclável, orgânico, rejeito) a floating-point sum is 34.449999999999996, which
    // printed "Subtotal 34,4" above "Total 34,5"; the exact sum is 34.450.
    const weighings = [
      ['reciclavel', 9.023],
      ['organico', 19.089],
      ['rejeito', 6.338],
    ] as const;
    const res = await ctx.post(`/api/v1/clients/${hotel}/records`, {
      cookie,
      payload: {
        records: weighings.map(([wasteType, weightKg], i) => ({
          id: randomUUID(),
          areaId: null,
          wasteType,
          subType: null,
          weightKg,
          recordedAt: `2025-11-0${i + 3}T15:00:00.000Z`,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const query = 'years=2025&months=10';
    const pdf = async (kind: 'management' | 'technical') =>
      pdfText((await ctx.get(reportUrl(kind, query, hotel), { cookie })).rawPayload);
    const technical = await pdf('technical');
    expect(technical).toMatch(/Subtotal Novembro de 2025\s+3\s+34,5/);
    expect(technical.match(/Total\s+3\s+34,5/g)).toHaveLength(2); // generation and totals by type
    expect(technical).not.toContain('34,4');
    const dashboard = await ctx.get(`/api/v1/clients/${hotel}/dashboard?${query}`, { cookie });
    expect(dashboard.json<Dashboard>().summary.totalKg).toBe(34.45);
    expect(await pdf('management')).toContain('34,5 kg');
  });
});

describe('reports — who may download them', () => {
  it.each(['management', 'technical'] as const)('%s: 403 for an operacional of the client', async (kind) => {
    expectError(await ctx.get(reportUrl(kind, FILTER), { cookie: cookies.operacional }), 403, 'permission-denied');
  });

  it.each(['management', 'technical'] as const)('%s: 403 for a gerente of another client', async (kind) => {
    expectError(await ctx.get(reportUrl(kind, FILTER), { cookie: cookies.outsider }), 403, 'permission-denied');
  });

  it.each(['management', 'technical'] as const)('%s: 401 without a session', async (kind) => {
    expectError(await ctx.get(reportUrl(kind, FILTER)), 401, 'unauthenticated');
  });

  it.each([
    ['no year', 'months=0'],
    ['a bad year', 'years=abc'],
    ['month 12', 'years=2025&months=12'],
    ['an unknown language', `${FILTER}&lang=fr`],
    ['an area that is not a UUID', `${FILTER}&areas=kitchen`],
  ])('400 for %s', async (_, query) => {
    for (const kind of ['management', 'technical'] as const) {
      expectError(await ctx.get(reportUrl(kind, query), { cookie: cookies.gerente }), 400, 'invalid-argument');
    }
  });
});
