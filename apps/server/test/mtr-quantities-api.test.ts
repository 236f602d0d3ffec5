import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import type { Mtr } from '@ecopeso/shared/mtr';
import type { MtrMapping, MtrMappingRow } from '@ecopeso/shared/mtr-mapping';
import { carriers, clients, receivers } from '../src/db/schema.ts';
import type { Simulator } from '../src/domain/mtr/state-systems/simulator/simulator.ts';
import { WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { ok, simulatorPost, startMtrTestApp, type MtrTestApp } from './helpers/mtr.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';

/**
 * Quantities in the MTR's own unit and codes a regulator accepts, through the API against the simulator: the hotel
 * defaults (garden waste 20 02 01, oil in litres with a density, lamps in units with their ONU fields), a TON line
 * sent as tonnes and received back as kilos, and the refusals made before anything is sent — a class the system
 * does not allow for the waste, a packaging it does not allow for the physical state, litres without a density —
 * each named by rule for the page to say in pt, en and es. On PGlite and PostgreSQL.
 */
let ctx: TestContext;
let sim: Simulator;
let simUrl: string;
let mtrApp: MtrTestApp;
let master: { cookie: string };
let hotel: string;
let carrierId: string;
const contractIds: Record<string, string> = {};

const base = () => `/api/v1/clients/${hotel}`;
const put = (url: string, payload: unknown): Promise<LightMyRequestResponse> =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: master.cookie, origin: WEB_ORIGIN },
    payload: payload as object,
  });
const mapping = async () =>
  (await ok<MtrMapping>(await ctx.get(`${base()}/mtr/mapping`, { cookie: master.cookie }))).rows;
const lineOf = (rows: MtrMappingRow[], wasteType: string, subType: string | null) =>
  rows.find((r) => r.wasteType === wasteType && r.subType === subType)!;
const save = async (row: MtrMappingRow, over: Partial<MtrMappingRow>) => {
  const { ibamaDescription: _d, isDefault: _i, complete: _c, problems: _p, unitKind: _u, ...input } = row;
  return ok<MtrMapping>(await put(`${base()}/mtr/mapping`, { rows: [{ ...input, ...over }] }));
};
const draft = async (
  key: string,
  items: { ibamaCode: string; quantityKg: number; weighedKg: number; count?: number }[],
) =>
  ok<Mtr>(
    await ctx.post(`${base()}/mtrs`, {
      cookie: master.cookie,
      payload: {
        contractId: contractIds[key],
        shipmentDate: new Date().toISOString().slice(0, 10),
        driverName: 'João Motorista',
        vehiclePlate: 'ABC1D23',
        items,
        weighedUntil: new Date().toISOString(),
      },
    }),
    201,
  );
/** The receiver declares in SINIR (the simulator) the quantities it received of an issued MTR; we then refresh ours. */
async function receivedThenRefreshed(issued: Mtr, quantities: Record<string, number>): Promise<Mtr> {
  const received = await simulatorPost(simUrl, `/_sim/SINIR/receive/${issued.number}`, { quantities });
  expect(received.status).toBe(200);
  return ok<Mtr>(await ctx.post(`${base()}/mtrs/${issued.id}/refresh`, { cookie: master.cookie }));
}
const issue = (id: string) => ctx.post(`${base()}/mtrs/${id}/issue`, { cookie: master.cookie });
const lastSent = () => sim.manifests('SINIR').at(-1)!.body.listaManifestoResiduos as Record<string, unknown>[];

/** The web catalogue's text for a rule, as the page shows it (apps/web/src/locales/<lang>/mtr.json). */
const ruleText = (lang: 'pt' | 'en' | 'es', rule: string) => {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../web/src/locales/${lang}/mtr.json`, import.meta.url), 'utf8'),
  ) as { errors: { rules: Record<string, string> } };
  return catalogue.errors.rules[rule];
};

beforeAll(async () => {
  mtrApp = await startMtrTestApp(2_000);
  ({ ctx, sim, simUrl } = mtrApp);
  master = await signedInUser(ctx, 'master');
  const client = await createClient(ctx.db, {
    name: 'Hotel Serra',
    types: [
      { type: 'organico', subTypes: ['cooking_oil'] },
      { type: 'reciclavel', subTypes: ['hazardous'] },
      { type: 'rejeito' },
      { type: 'compostavel' },
    ],
  });
  hotel = client.id;
  await ctx.db
    .update(clients)
    .set({ cnpj: withCnpjCheckDigits('556667770001'), state: 'SP' })
    .where(eq(clients.id, hotel));
  const [carrier] = await ctx.db
    .insert(carriers)
    .values({ name: 'Coletas Serra', cnpj: withCnpjCheckDigits('667778880001'), unitCodes: { SINIR: '220045' } })
    .returning();
  carrierId = carrier!.id;
  const [receiver] = await ctx.db
    .insert(receivers)
    .values({
      name: 'Central de Reciclagem e Aterro',
      cnpj: withCnpjCheckDigits('778889990001'),
      unitCodes: { SINIR: '230077' },
      treatments: ['recycling', 'sanitary_landfill'],
    })
    .returning();
  for (const [key, wasteType, subType, destination] of [
    ['oil', 'organico', 'cooking_oil', 'recycling'],
    ['lamps', 'reciclavel', 'hazardous', 'recycling'],
    ['rejeito', 'rejeito', null, 'sanitary_landfill'],
  ] as const) {
    const res = await ctx.post(`${base()}/contracts`, {
      cookie: master.cookie,
      payload: { carrierId, receiverId: receiver!.id, wasteType, subType, destination, validFrom: '2026-01-01' },
    });
    contractIds[key] = (await ok<{ id: string }>(res, 201)).id;
  }
  await ok(
    await put(`${base()}/mtr/settings`, {
      system: 'SINIR',
      environment: 'simulator',
      generatorUnitCode: '525252',
      responsibleName: 'Bruna Gestora',
      credentials: { kind: 'integration-token', integrationToken: 'SIM-HOTEL-SERRA-525252' },
      version: 0,
    }),
  );
  await ok(await ctx.post(`${base()}/mtr/lookups/sync`, { cookie: master.cookie, payload: {} }));
}, 60_000);
afterAll(() => mtrApp?.close());

describe('the hotel defaults', () => {
  it('garden waste is 20 02 01; oil is in litres at 0,92 kg/L; lamps in units with ONU 3506 — all complete', async () => {
    const rows = await mapping();
    expect(lineOf(rows, 'compostavel', null)).toMatchObject({
      ibamaCode: '200201',
      ibamaDescription: 'Resíduos biodegradáveis',
      unitKind: 'KG',
      complete: true,
    });
    expect(lineOf(rows, 'organico', 'cooking_oil')).toMatchObject({
      ibamaCode: '200125',
      unitCode: '21',
      unitKind: 'L',
      physicalStateCode: '2',
      densityKgPerL: 0.92,
      complete: true,
      problems: [],
    });
    expect(lineOf(rows, 'reciclavel', 'hazardous')).toMatchObject({
      ibamaCode: '200121(*)',
      classCode: '1',
      unitCode: '1',
      unitKind: 'UN',
      kgPerUnit: 0.2,
      onuNumber: '3506',
      riskClass: '8',
      shippingName: 'MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS',
      packingGroup: 'none',
      complete: true,
    });
  });

  it('a hazardous line goes out with its ONU number, risk class, shipping name and packing group, in units', async () => {
    const mtr = await draft('lamps', [{ ibamaCode: '200121(*)', quantityKg: 3.1, weighedKg: 3.1 }]);
    const issued = await ok<Mtr>(await issue(mtr.id));
    expect(issued.status).toBe('issued');
    expect(lastSent()[0]).toMatchObject({
      resCodigoIbama: '200121(*)',
      uniCodigo: 1,
      marQuantidade: 16,
      marNumeroONU: '3506',
      marClasseRisco: '8',
      marNomeEmbarque: 'MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS',
      greCodigo: 4,
    });
    expect(issued.items[0]).toMatchObject({ quantityKg: 3.1, quantity: 16, unitKind: 'UN' });
  });

  it('lamps counted by the person go out as that count; a received count comes back in the kilos of those lamps', async () => {
    const mtr = await draft('lamps', [{ ibamaCode: '200121(*)', quantityKg: 3.1, weighedKg: 3.1, count: 20 }]);
    expect(mtr.items[0]).toMatchObject({ count: 20 });
    const issued = await ok<Mtr>(await issue(mtr.id));
    expect(lastSent()[0]).toMatchObject({ resCodigoIbama: '200121(*)', uniCodigo: 1, marQuantidade: 20 });
    expect(issued.items[0]).toMatchObject({ quantityKg: 3.1, quantity: 20, unitKind: 'UN', count: 20 });

    const refreshed = await receivedThenRefreshed(issued, { '200121(*)': 18 });
    // 18 of the 20 lamps that weighed 3,1 kg: 2,79 kg.
    expect(refreshed.items[0]).toMatchObject({ receivedQuantity: 18, receivedKg: 2.79 });
  });

  it('a count is a whole number above zero, and only for a code declared in units', async () => {
    for (const count of [0, 2.5, -3]) {
      const res = await ctx.post(`${base()}/mtrs`, {
        cookie: master.cookie,
        payload: {
          contractId: contractIds.lamps,
          shipmentDate: '2026-11-13',
          items: [{ ibamaCode: '200121(*)', quantityKg: 3.1, weighedKg: 3.1, count }],
          weighedUntil: new Date().toISOString(),
        },
      });
      expect(res.statusCode, String(count)).toBe(400);
    }
    const oil = await draft('oil', [{ ibamaCode: '200125', quantityKg: 46, weighedKg: 46, count: 7 }]);
    expect(oil.items[0]).toMatchObject({ count: null });
  });

  it('oil goes out in litres with its density, under the treatment the receiver offers', async () => {
    const mtr = await draft('oil', [{ ibamaCode: '200125', quantityKg: 46, weighedKg: 46 }]);
    expect((await ok<Mtr>(await issue(mtr.id))).status).toBe('issued');
    expect(lastSent()[0]).toMatchObject({ uniCodigo: 21, marQuantidade: 50, marDensidade: 0.92, traCodigo: 43 });
  });
});

describe('a line in tonnes', () => {
  it('sends 1 200 kg as 1,2 TON and reads 1,15 TON received as 1 150 kg', async () => {
    const rejeito = lineOf(await mapping(), 'rejeito', null);
    const saved = await save(rejeito, { unitCode: '3' });
    expect(lineOf(saved.rows, 'rejeito', null)).toMatchObject({ unitKind: 'TON', complete: true });
    const mtr = await draft('rejeito', [{ ibamaCode: '200301', quantityKg: 1200, weighedKg: 1200 }]);
    const issued = await ok<Mtr>(await issue(mtr.id));
    expect(lastSent()[0]).toMatchObject({ resCodigoIbama: '200301', uniCodigo: 3, marQuantidade: 1.2 });
    expect(issued.items[0]).toMatchObject({ quantityKg: 1200, quantity: 1.2, unitKind: 'TON' });

    const refreshed = await receivedThenRefreshed(issued, { '200301': 1.15 });
    expect(refreshed.status).toBe('received');
    expect(refreshed.items[0]).toMatchObject({ receivedQuantity: 1.15, receivedKg: 1150, quantityKg: 1200 });
  });
});

describe('refused before sending, each rule named for the reader', () => {
  async function refusedIssue(key: string, ibamaCode: string, rule: string) {
    const mtr = await draft(key, [{ ibamaCode, quantityKg: 10, weighedKg: 10 }]);
    const sentBefore = sim.manifests('SINIR').length;
    const res = await issue(mtr.id);
    expectError(res, 400, 'invalid-argument', 'mtr-rules-broken');
    expect(res.json<{ error: { params: Record<string, string> } }>().error.params.rules).toContain(
      `${rule}:${ibamaCode}`,
    );
    expect(sim.manifests('SINIR')).toHaveLength(sentBefore);
    const after = await ok<Mtr>(await ctx.get(`${base()}/mtrs/${mtr.id}`, { cookie: master.cookie }));
    expect(after.status).toBe('draft');
    expect(ruleText('pt', rule)).toBeTruthy();
    expect(ruleText('en', rule)).toBeTruthy();
    expect(ruleText('es', rule)).toBeTruthy();
  }

  it('a class the system does not allow for the waste (CLASSE I for 20 03 01)', async () => {
    const rejeito = lineOf(await mapping(), 'rejeito', null);
    const saved = await save(rejeito, { classCode: '1' });
    expect(lineOf(saved.rows, 'rejeito', null)).toMatchObject({ complete: false, problems: ['class-not-allowed'] });
    await refusedIssue('rejeito', '200301', 'class-not-allowed');
    expect(ruleText('pt', 'class-not-allowed')).toMatch(/classe/i);
    expect(ruleText('en', 'class-not-allowed')).toMatch(/class/i);
    expect(ruleText('es', 'class-not-allowed')).toMatch(/clase/i);
  });

  it('a packaging the system does not allow for the physical state (an open skip for a liquid)', async () => {
    const oil = lineOf(await mapping(), 'organico', 'cooking_oil');
    const saved = await save(oil, { packagingCode: '3' });
    expect(lineOf(saved.rows, 'organico', 'cooking_oil').problems).toEqual(['packaging-not-allowed']);
    await refusedIssue('oil', '200125', 'packaging-not-allowed');
    expect(ruleText('es', 'packaging-not-allowed')).toMatch(/acondicionamiento|embalaje/i);
  });

  it('litres without a density', async () => {
    const oil = lineOf(await mapping(), 'organico', 'cooking_oil');
    const saved = await save(oil, { packagingCode: '1', densityKgPerL: null });
    expect(lineOf(saved.rows, 'organico', 'cooking_oil').problems).toEqual(['density-missing']);
    await refusedIssue('oil', '200125', 'density-missing');
    expect(ruleText('pt', 'density-missing')).toMatch(/densidade/);
    expect(ruleText('en', 'density-missing')).toMatch(/density/);
    expect(ruleText('es', 'density-missing')).toMatch(/densidad/);
  });

  it('a treatment the receiver’s licence does not cover', async () => {
    const oil = lineOf(await mapping(), 'organico', 'cooking_oil');
    const compost = '40';
    await save(oil, { densityKgPerL: 0.92, treatmentCode: compost });
    await refusedIssue('oil', '200125', 'treatment-not-offered');
  });
});
