import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import { formatDay } from '@ecopeso/shared/dates';
import { formatKgNumber } from '@ecopeso/shared/figures';
import type { Mtr, MtrExchange, MtrPage, MtrProposal } from '@ecopeso/shared/mtr';
import type { MtrMapping } from '@ecopeso/shared/mtr-mapping';
import type { Dmr, WeighedVsDeclared } from '@ecopeso/shared/mtr-reports';
import type { MtrConnectionTest, MtrLookups, MtrSettings } from '@ecopeso/shared/mtr-settings';
import { auditEvents, carriers, clients, mtrSettings, mtrs, receivers, wasteRecords } from '../src/db/schema.ts';
import { rebuildDailyTotals } from '../src/domain/dashboard/rebuild-daily-totals.ts';
import { refreshOpenMtrs } from '../src/domain/mtr/refresh-job.ts';
import type { MtrRuntime } from '../src/domain/mtr/runtime.ts';
import { clearMtrTokenCache } from '../src/domain/mtr/state-systems/apiws-adapter.ts';
import type { Simulator } from '../src/domain/mtr/state-systems/simulator/simulator.ts';
import { WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { ok, simulatorPost, startMtrTestApp, type MtrTestApp } from './helpers/mtr.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { pdfText } from './helpers/documents.ts';

/**
 * Issuing an MTR for a hotel, told as a story against the simulator over real HTTP: settings with sealed
 * credentials, "Testar conexão", lookup lists, the hotel mapping, "Nova coleta", a draft, an idempotent issue
 * (a lost answer reconciled, two clicks at once), the receiver's receipt and CDF, cancel, the background job,
 * what a gerente reads, weighed versus declared, and the DMR helper. Every rule, on PGlite and PostgreSQL.
 */
let ctx: TestContext;
let sim: Simulator;
let simUrl: string;
let runtime: MtrRuntime;
let mtrApp: MtrTestApp;
let master: { cookie: string };
let gerente: { cookie: string };
let hotel: string;
let contractId: string;
let carrierId: string;

const TOKEN = 'SIM-RESORT-PRAIA-424242';
const base = () => `/api/v1/clients/${hotel}`;

function send(method: 'PUT' | 'PATCH', url: string, cookie: string, payload: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: { cookie, origin: WEB_ORIGIN }, payload: payload as object });
}
const simPost = (path: string, body?: unknown) => simulatorPost(simUrl, path, body);

const settingsBody = (over: Record<string, unknown> = {}) => ({
  system: 'SINIR',
  environment: 'simulator',
  generatorUnitCode: '424242',
  responsibleName: 'Ana Gestora',
  responsibleRole: 'Gerente de sustentabilidade',
  credentials: { kind: 'integration-token', integrationToken: TOKEN },
  version: 0,
  ...over,
});

async function weigh(wasteType: string, subType: string | null, kg: number, minutesAgo: number) {
  await ctx.db.insert(wasteRecords).values({
    id: randomUUID(),
    clientId: hotel,
    wasteType,
    subType,
    weightKg: kg,
    recordedAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  await rebuildDailyTotals(ctx.db, hotel);
}

async function proposal(): Promise<MtrProposal> {
  return ok(await ctx.get(`${base()}/mtr/contracts/${contractId}/proposal`, { cookie: master.cookie }));
}

async function draftFromProposal(over: Record<string, unknown> = {}): Promise<Mtr> {
  const p = await proposal();
  const today = new Date().toISOString().slice(0, 10);
  return ok(
    await ctx.post(`${base()}/mtrs`, {
      cookie: master.cookie,
      payload: {
        contractId,
        shipmentDate: today,
        driverName: 'João Motorista',
        vehiclePlate: 'abc-1d23',
        notes: 'Coleta da manhã',
        items: p.items.map((i) => ({ ibamaCode: i.ibamaCode, quantityKg: i.quantityKg, weighedKg: i.weighedKg })),
        weighedFrom: p.weighedFrom,
        weighedUntil: p.weighedUntil,
        ...over,
      },
    }),
    201,
  );
}

const issue = (id: string) => ctx.post(`${base()}/mtrs/${id}/issue`, { cookie: master.cookie });
/** The master's edit of `mtr` down to one line of 1 kg, from `version`. */
const editToOneKg = (mtr: Mtr, version: number) =>
  send('PATCH', `${base()}/mtrs/${mtr.id}`, master.cookie, {
    version,
    shipmentDate: mtr.shipmentDate,
    items: [{ ibamaCode: '200108', quantityKg: 1 }],
    weighedUntil: mtr.weighedUntil,
  });
const act = (id: string, action: string, payload?: unknown) =>
  ctx.post(`${base()}/mtrs/${id}/${action}`, { cookie: master.cookie, payload: payload as object });
/** The simulator's manifests sent for one of our MTRs, whichever attempt (our reference: EP + its id, attempt). */
const sentFor = (system: 'SINIR' | 'SIGOR', id: string) =>
  sim.manifests(system).filter((m) => m.seuCodigo?.startsWith(`EP${id.replace(/-/g, '').slice(0, 10).toUpperCase()}-`));
/** As if the attempt had been sent long ago: past the time it could still be under way. */
const settle = (id: string) =>
  ctx.db
    .update(mtrs)
    .set({ issueLostAfter: new Date(Date.now() - 1_000) })
    .where(and(eq(mtrs.clientId, hotel), eq(mtrs.id, id)));

beforeAll(async () => {
  mtrApp = await startMtrTestApp(800);
  ({ ctx, sim, simUrl, runtime } = mtrApp);
  master = await signedInUser(ctx, 'master');
  const client = await createClient(ctx.db, {
    name: 'Resort Praia',
    types: [{ type: 'organico', subTypes: ['pre_service', 'post_service', 'cooking_oil'] }, { type: 'rejeito' }],
  });
  hotel = client.id;
  await ctx.db
    .update(clients)
    .set({ cnpj: withCnpjCheckDigits('445556660001'), state: 'SP' })
    .where(eq(clients.id, hotel));
  gerente = await signedInUser(ctx, 'gerente', [hotel]);
  const [carrier] = await ctx.db
    .insert(carriers)
    .values({ name: 'Transportes Litoral', cnpj: withCnpjCheckDigits('223334440001'), unitCodes: { SINIR: '120045' } })
    .returning();
  const [receiver] = await ctx.db
    .insert(receivers)
    .values({
      name: '=Compostagem Vale',
      cnpj: withCnpjCheckDigits('334445550001'),
      unitCodes: { SINIR: '130077' },
      treatments: ['composting'],
    })
    .returning();
  carrierId = carrier!.id;
  const contract = await ctx.post(`${base()}/contracts`, {
    cookie: master.cookie,
    payload: {
      carrierId: carrier!.id,
      receiverId: receiver!.id,
      wasteType: 'organico',
      destination: 'composting',
      validFrom: '2026-01-01',
    },
  });
  contractId = (await ok<{ id: string }>(contract, 201)).id;
  await weigh('organico', 'pre_service', 100, 300);
  await weigh('organico', 'post_service', 50.5, 200);
  await weigh('organico', 'cooking_oil', 20, 100);
  await weigh('rejeito', null, 30, 100);
}, 60_000);
afterAll(() => mtrApp?.close());

describe('settings', () => {
  it('start unconfigured, save with credentials that are sealed and never shown, audited without them', async () => {
    const empty = await ok<MtrSettings>(await ctx.get(`${base()}/mtr/settings`, { cookie: master.cookie }));
    expect(empty).toMatchObject({ configured: false, version: 0, credentials: { stored: false } });

    const res = await send('PUT', `${base()}/mtr/settings`, master.cookie, settingsBody());
    const saved = await ok<MtrSettings>(res);
    expect(saved).toMatchObject({
      configured: true,
      system: 'SINIR',
      environment: 'simulator',
      generatorUnitCode: '424242',
      credentials: { stored: true, kind: 'integration-token', hint: 'token' },
      version: 1,
    });
    expect(res.body).not.toContain(TOKEN);
    const [row] = await ctx.db.select().from(mtrSettings).where(eq(mtrSettings.clientId, hotel));
    expect(row!.credentialsSealed).toMatch(/^v1:/);
    expect(row!.credentialsSealed).not.toContain(TOKEN);
    expect(Buffer.from(row!.credentialsSealed!.slice(3), 'base64').toString('latin1')).not.toContain(TOKEN);
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, hotel), eq(auditEvents.entity, 'mtr_settings')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
  });

  it('refuse a stale version (409), SIGOR credentials for SINIR, a CNPJ as unit code (400)', async () => {
    expectError(await send('PUT', `${base()}/mtr/settings`, master.cookie, settingsBody()), 409, 'aborted');
    expectError(
      await send(
        'PUT',
        `${base()}/mtr/settings`,
        master.cookie,
        settingsBody({ version: 1, credentials: { kind: 'cpf-password', cpf: '123.456.789-09', password: 'x' } }),
      ),
      400,
      'invalid-argument',
    );
    expectError(
      await send(
        'PUT',
        `${base()}/mtr/settings`,
        master.cookie,
        settingsBody({ version: 1, generatorUnitCode: '44555666000199' }),
      ),
      400,
      'invalid-argument',
    );
  });

  it('"Testar conexão" says what worked; refused credentials say so, with the system’s words', async () => {
    const good = await ok<MtrConnectionTest>(await ctx.post(`${base()}/mtr/settings/test`, { cookie: master.cookie }));
    expect(good).toMatchObject({
      ok: true,
      outcome: 'ok',
      steps: [
        { step: 'sign-in', ok: true },
        { step: 'lookup', ok: true },
      ],
    });

    // Keep the stored token when none is sent; a new one replaces it.
    const bad = settingsBody({
      version: 1,
      credentials: { kind: 'integration-token', integrationToken: 'revogado-0001' },
    });
    await ok(await send('PUT', `${base()}/mtr/settings`, master.cookie, bad));
    clearMtrTokenCache();
    const refused = await ok<MtrConnectionTest>(
      await ctx.post(`${base()}/mtr/settings/test`, { cookie: master.cookie }),
    );
    expect(refused).toMatchObject({ ok: false, outcome: 'credentials-refused' });
    expect(refused.steps[0]!.systemMessage).toBe('Token de integração inválido.');
    const settings = await ok<MtrSettings>(await ctx.get(`${base()}/mtr/settings`, { cookie: master.cookie }));
    expect(settings.lastTest).toMatchObject({ outcome: 'credentials-refused' });
    await ok(await send('PUT', `${base()}/mtr/settings`, master.cookie, settingsBody({ version: 2 })));
    await ok(
      await send(
        'PUT',
        `${base()}/mtr/settings`,
        master.cookie,
        settingsBody({ version: 3, credentials: undefined, responsibleName: 'Ana Gestora' }),
      ),
    );
    expect(
      await ok<MtrConnectionTest>(await ctx.post(`${base()}/mtr/settings/test`, { cookie: master.cookie })),
    ).toMatchObject({ ok: true });
  });

  it('a client with nothing stored is told so in the outcome, not as an error', async () => {
    const other = await createClient(ctx.db, { name: 'Pousada Sem MTR' });
    const res = await ctx.post(`/api/v1/clients/${other.id}/mtr/settings/test`, { cookie: master.cookie });
    expect(await ok<MtrConnectionTest>(res)).toMatchObject({ ok: false, outcome: 'not-configured', steps: [] });
  });
});

describe('lookup lists and mapping', () => {
  it('are empty until synced, then kept with their sync time per system and environment', async () => {
    const before = await ok<MtrLookups>(await ctx.get(`${base()}/mtr/lookups`, { cookie: master.cookie }));
    expect(before.lists.every((l) => l.count === 0 && l.syncedAt === null)).toBe(true);
    const synced = await ok<{ lists: { kind: string; count: number }[] }>(
      await ctx.post(`${base()}/mtr/lookups/sync`, { cookie: master.cookie, payload: {} }),
    );
    expect(synced.lists.map((l) => l.kind)).toEqual([
      'classes',
      'units',
      'treatments',
      'physicalStates',
      'packaging',
      'wastes',
    ]);
    const after = await ok<MtrLookups>(await ctx.get(`${base()}/mtr/lookups`, { cookie: master.cookie }));
    const units = after.lists.find((l) => l.kind === 'units')!;
    expect(units.syncedAt).not.toBeNull();
    expect(units.items).toContainEqual({ code: '2', description: 'Quilograma', abbreviation: 'KG' });
  });

  it('offers the hotel defaults for every enabled type and sub-type, complete once the lists are synced', async () => {
    const { rows } = await ok<MtrMapping>(await ctx.get(`${base()}/mtr/mapping`, { cookie: master.cookie }));
    const line = (t: string, s: string | null) => rows.find((r) => r.wasteType === t && r.subType === s)!;
    expect(line('organico', 'pre_service')).toMatchObject({
      ibamaCode: '200108',
      ibamaDescription: 'Resíduos biodegradáveis de cozinhas e cantinas',
      nbrClass: 'IIA',
      unitCode: '2',
      isDefault: true,
      complete: true,
      version: 0,
    });
    expect(line('organico', 'cooking_oil')).toMatchObject({ ibamaCode: '200125', physicalStateCode: '2' });
    expect(line('rejeito', null)).toMatchObject({ ibamaCode: '200301', nbrClass: 'IIA' });
    expect(rows).toHaveLength(5);
  });

  it('saves a line from the version read (a second save from version 0 is stale: 409)', async () => {
    const { rows } = await ok<MtrMapping>(await ctx.get(`${base()}/mtr/mapping`, { cookie: master.cookie }));
    const rejeito = rows.find((r) => r.wasteType === 'rejeito')!;
    const edit = { ...rejeito, ibamaCode: '20 03 01', packagingCode: '3' };
    const saved = await ok<MtrMapping>(await send('PUT', `${base()}/mtr/mapping`, master.cookie, { rows: [edit] }));
    expect(saved.rows.find((r) => r.wasteType === 'rejeito')).toMatchObject({
      ibamaCode: '200301',
      packagingCode: '3',
      isDefault: false,
      version: 1,
    });
    expectError(await send('PUT', `${base()}/mtr/mapping`, master.cookie, { rows: [edit] }), 409, 'aborted');
    expectError(
      await send('PUT', `${base()}/mtr/mapping`, master.cookie, { rows: [{ ...edit, ibamaCode: '2003' }] }),
      400,
      'invalid-argument',
    );
  });
});

describe('Nova coleta and issuing', () => {
  let first: Mtr;

  it('proposes the contract’s kilos since its start, by IBAMA code; other types stay out', async () => {
    const p = await proposal();
    expect(p.weighedFrom).toBeNull();
    expect(p.items.map((i) => [i.ibamaCode, i.weighedKg])).toEqual([
      ['200108', 150.5],
      ['200125', 20],
    ]);
    expect(p.totalKg).toBe(170.5);
  });

  it('saves a draft (plate normalised), edits it from the version read, refuses a stale edit', async () => {
    first = await draftFromProposal();
    expect(first).toMatchObject({
      status: 'draft',
      vehiclePlate: 'ABC1D23',
      number: null,
      declaredKg: 170.5,
      version: 1,
    });
    const edited = await ok<Mtr>(
      await send('PATCH', `${base()}/mtrs/${first.id}`, master.cookie, {
        version: 1,
        shipmentDate: first.shipmentDate,
        driverName: first.driverName,
        vehiclePlate: first.vehiclePlate,
        notes: 'Balança do caminhão: 168 kg de orgânicos',
        items: [
          { ibamaCode: '200108', quantityKg: 148, weighedKg: 150.5 },
          { ibamaCode: '200125', quantityKg: 20, weighedKg: 20 },
        ],
        weighedFrom: first.weighedFrom,
        weighedUntil: first.weighedUntil,
      }),
    );
    expect(edited).toMatchObject({ version: 2, declaredKg: 168, weighedKg: 170.5 });
    expectError(await editToOneKg(first, 1), 409, 'aborted');
    first = edited;
  });

  it('issues: the number appears and the PDF is kept; a second issue answers the same MTR', async () => {
    const issued = await ok<Mtr>(await issue(first.id));
    expect(issued).toMatchObject({ status: 'issued', hasPdf: true, issuePending: false });
    expect(issued.number).toMatch(/^\d{12}$/);
    // SINIR's real codes (reference S14): class 43 is II A, unit 2 is KG; 40 is the simulator's Compostagem.
    expect(issued.items[0]).toMatchObject({ classCode: '43', unitCode: '2', treatmentCode: '40' });
    expect(issued.reference).toMatch(/^EP[0-9A-F]{10}-1$/);
    expect(issued.reference!.length).toBeLessThanOrEqual(20);
    expect(issued.actions).toEqual(['refresh', 'cancel', 'simulate-receive']);
    const again = await ok<Mtr>(await issue(first.id));
    expect(again.number).toBe(issued.number);
    expect(sentFor('SINIR', first.id)).toHaveLength(1);
    expect(sentFor('SINIR', first.id)[0]!.seuCodigo).toBe(issued.reference);
    const pdf = await ctx.get(`${base()}/mtrs/${first.id}/mtr.pdf`, { cookie: master.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`MTR-${issued.number}.pdf`);
    expectError(await editToOneKg(issued, issued.version), 400, 'invalid-argument');
    first = issued;
  });

  it('the next proposal starts where the last MTR ended', async () => {
    const empty = await proposal();
    expect(empty.weighedFrom).toBe(first.weighedUntil);
    expect(empty.items).toEqual([]);
    await weigh('organico', 'post_service', 12.25, 0);
    expect((await proposal()).items.map((i) => [i.ibamaCode, i.weighedKg])).toEqual([['200108', 12.25]]);
  });

  it('a late answer (timeout) leaves the MTR issuing (202); a click cannot resend; reconciliation finds it', async () => {
    const draft = await draftFromProposal();
    await simPost('/_sim/faults', { path: 'salvarManifestoLote', delayMs: 1_500, times: 1 });
    const late = await issue(draft.id);
    expect(late.statusCode, late.body).toBe(202);
    expect(late.json<Mtr>()).toMatchObject({
      status: 'issuing',
      issuePending: true,
      number: null,
      issue: { phase: 'uncertain', attempts: 1 },
      actions: ['reconcile'],
    });
    // Nothing sends it again while its answer is unknown: not a click, not an edit, not a discard.
    expectError(await issue(draft.id), 409, 'aborted', 'mtr-being-issued');
    expectError(
      await act(draft.id, 'discard', { version: late.json<Mtr>().version }),
      409,
      'aborted',
      'mtr-being-issued',
    );
    // 'Nova coleta' does not propose its kilos again.
    expect((await proposal()).items).toEqual([]);
    await new Promise((r) => setTimeout(r, 900));
    const issued = await ok<Mtr>(await act(draft.id, 'reconcile'));
    const kept = sentFor('SINIR', draft.id);
    expect(kept).toHaveLength(1);
    expect(issued).toMatchObject({ status: 'issued', number: kept[0]!.number, issuePending: false, issue: null });
    const exchanges = await ok<{ items: MtrExchange[] }>(
      await ctx.get(`${base()}/mtrs/${draft.id}/exchanges`, { cookie: master.cookie }),
    );
    const ops = exchanges.items.map((e) => e.operation).reverse();
    // SINIR was asked by listing the shipment's days (it has no look-up by our code) and nothing was sent again.
    expect(ops.filter((o) => o === 'issue')).toHaveLength(1);
    expect(exchanges.items.some((e) => e.operation === 'find' && e.path.startsWith('listaManifesto?page=0'))).toBe(
      true,
    );
  });

  it('two clicks at once make one MTR', async () => {
    await weigh('organico', 'pre_service', 5, 0);
    const draft = await draftFromProposal();
    const [a, b] = await Promise.all([issue(draft.id), issue(draft.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual(expect.arrayContaining([200]));
    for (const res of [a, b]) expect([200, 409]).toContain(res.statusCode);
    expect(sentFor('SINIR', draft.id)).toHaveLength(1);
  });

  it('a weighing is saved while an issue waits on a slow system (no transaction is held across the call)', async () => {
    await weigh('organico', 'pre_service', 4, 0);
    const draft = await draftFromProposal();
    await simPost('/_sim/faults', { path: 'salvarManifestoLote', delayMs: 600, times: 1 });
    const issuing = issue(draft.id);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const saved = await postRecordsOk(ctx, hotel, master.cookie, [newRecord({ wasteType: 'rejeito', weightKg: 2 })]);
    const took = Date.now() - started;
    expect(saved.inserted).toHaveLength(1);
    expect(took).toBeLessThan(500);
    expect((await issuing).statusCode).toBe(200);
  });

  it('says what is missing before issuing, and keeps the system’s refusal on the draft', async () => {
    await weigh('organico', 'pre_service', 3, 0);
    const noDriver = await draftFromProposal({ driverName: '', vehiclePlate: '' });
    const missing = await issue(noDriver.id);
    expectError(missing, 400, 'invalid-argument', 'mtr-missing-data');
    expect(missing.json().error.message).toContain('the driver, the vehicle plate');
    // The page says the same in the reader's words from these codes.
    expect(missing.json().error.params).toMatchObject({ fields: 'driver,plate', system: 'SINIR' });

    await ctx.db
      .update(carriers)
      .set({ unitCodes: { SINIR: '22333444000181' } })
      .where(eq(carriers.id, carrierId));
    // The draft above holds the kilos weighed so far: the next one needs a weighing of its own.
    await weigh('organico', 'pre_service', 3, 0);
    const draft = await draftFromProposal();
    const refused = await issue(draft.id);
    expectError(refused, 400, 'invalid-argument', 'mtr-unit-refused');
    // The system's own words travel as they are, for the page to quote.
    expect(refused.json().error.params.said).toContain('não o CNPJ');
    await ctx.db
      .update(carriers)
      .set({ unitCodes: { SINIR: '120045' } })
      .where(eq(carriers.id, carrierId));
    const kept = await ok<Mtr>(await ctx.get(`${base()}/mtrs/${draft.id}`, { cookie: master.cookie }));
    expect(kept).toMatchObject({ status: 'draft', issuePending: false });
    expect(kept.lastError?.message).toContain('não o CNPJ');
    expect((await ok<Mtr>(await issue(draft.id))).status).toBe('issued');
  });
});

describe('after issue', () => {
  it('moves to received and then shows the CDF number when the simulated receiver issues it', async () => {
    const [mtr] = (await ok<MtrPage>(await ctx.get(`${base()}/mtrs?status=issued`, { cookie: master.cookie }))).items;
    const received = await ok<Mtr>(
      await ctx.post(`${base()}/mtrs/${mtr!.id}/simulate`, { cookie: master.cookie, payload: { step: 'receive' } }),
    );
    expect(received).toMatchObject({ status: 'received', cdfNumber: null });
    expect(received.receivedAt).not.toBeNull();
    expect(received.items.every((i) => i.receivedKg === i.quantityKg)).toBe(true);
    const certified = await ok<Mtr>(
      await ctx.post(`${base()}/mtrs/${mtr!.id}/simulate`, { cookie: master.cookie, payload: { step: 'cdf' } }),
    );
    expect(certified).toMatchObject({ status: 'cdf_issued', hasCdfPdf: true });
    expect(certified.cdfNumber).toMatch(/^\d+$/);
    const cdf = await ctx.get(`${base()}/mtrs/${mtr!.id}/cdf.pdf`, { cookie: gerente.cookie });
    expect(cdf.statusCode).toBe(200);
    expect(cdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectError(
      await ctx.post(`${base()}/mtrs/${mtr!.id}/cancel`, {
        cookie: master.cookie,
        payload: { version: certified.version, justification: 'Coleta não realizada pelo transportador.' },
      }),
      400,
      'invalid-argument',
    );
  });

  it('cancels an issued MTR in the system with a justification (too short: 400)', async () => {
    const [mtr] = (await ok<MtrPage>(await ctx.get(`${base()}/mtrs?status=issued`, { cookie: master.cookie }))).items;
    expectError(
      await ctx.post(`${base()}/mtrs/${mtr!.id}/cancel`, {
        cookie: master.cookie,
        payload: { version: mtr!.version, justification: 'não' },
      }),
      400,
      'invalid-argument',
    );
    const cancelled = await ok<Mtr>(
      await ctx.post(`${base()}/mtrs/${mtr!.id}/cancel`, {
        cookie: master.cookie,
        payload: { version: mtr!.version, justification: 'Coleta não realizada pelo transportador.' },
      }),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelJustification: 'Coleta não realizada pelo transportador.',
    });
    expect(sim.manifests('SINIR').find((m) => m.number === mtr!.number)!.situation).toBe(4);
    // The system's own PDF kept is the one it shows now: cancelled, not the "Salvo" of the issue.
    const pdf = await ctx.get(`${base()}/mtrs/${mtr!.id}/mtr.pdf`, { cookie: master.cookie });
    expect(await pdfText(pdf.rawPayload)).toContain('Situação: Cancelado');
  });

  it('the background job follows open MTRs, each checked by one instance only', async () => {
    const { items } = await ok<MtrPage>(await ctx.get(`${base()}/mtrs?status=issued`, { cookie: master.cookie }));
    expect(items.length).toBeGreaterThan(0);
    for (const m of items) await simPost(`/_sim/SINIR/receive/${m.number}`);
    await ctx.db.update(mtrs).set({ statusCheckedAt: null }).where(eq(mtrs.clientId, hotel));
    const open = (await ctx.db.execute(
      sql`select count(*)::int as n from mtrs where client_id = ${hotel} and status in ('issued', 'received')`,
    )) as unknown as { rows: { n: number }[] };
    const [a, b] = await Promise.all([
      refreshOpenMtrs({ db: ctx.db, runtime }),
      refreshOpenMtrs({ db: ctx.db, runtime }),
    ]);
    expect(a + b).toBe(open.rows[0]!.n);
    for (const m of items) {
      expect((await ok<Mtr>(await ctx.get(`${base()}/mtrs/${m.id}`, { cookie: master.cookie }))).status).toBe(
        'received',
      );
    }
    // Checked just now: the next round leaves them alone.
    expect(await refreshOpenMtrs({ db: ctx.db, runtime })).toBe(0);
  });

  it('a gerente lists and downloads the client’s MTRs, never a draft', async () => {
    await weigh('organico', 'pre_service', 2, 0);
    const draft = await draftFromProposal();
    const page = await ok<MtrPage>(await ctx.get(`${base()}/mtrs`, { cookie: gerente.cookie }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.some((m) => m.status === 'draft')).toBe(false);
    expect(page.total).toBe(page.items.length);
    expectError(await ctx.get(`${base()}/mtrs/${draft.id}`, { cookie: gerente.cookie }), 404, 'not-found');
    const masterPage = await ok<MtrPage>(await ctx.get(`${base()}/mtrs?status=draft`, { cookie: master.cookie }));
    expect(masterPage.items.map((m) => m.id)).toContain(draft.id);
    const pdf = await ctx.get(`${base()}/mtrs/${page.items[0]!.id}/mtr.pdf`, { cookie: gerente.cookie });
    expect(pdf.statusCode).toBe(200);
  });

  it('the background job finds an issue whose answer was lost, and never sends it again', async () => {
    await weigh('organico', 'pre_service', 1, 0);
    const draft = await draftFromProposal();
    await simPost('/_sim/faults', { path: 'salvarManifestoLote', delayMs: 1_500, times: 1 });
    expect((await issue(draft.id)).statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 900));
    // Nobody looks: the next round of the job reconciles it.
    expect(await refreshOpenMtrs({ db: ctx.db, runtime })).toBeGreaterThanOrEqual(1);
    const kept = sentFor('SINIR', draft.id);
    expect(kept).toHaveLength(1);
    const issued = await ok<Mtr>(await ctx.get(`${base()}/mtrs/${draft.id}`, { cookie: master.cookie }));
    expect(issued).toMatchObject({ status: 'issued', number: kept[0]!.number, issuePending: false, hasPdf: true });
  });

  it('keeps every exchange without a secret', async () => {
    const { items } = await ok<{ items: MtrExchange[] }>(
      await ctx.get(`${base()}/mtr/exchanges?limit=200`, { cookie: master.cookie }),
    );
    expect(items.length).toBeGreaterThan(10);
    const text = JSON.stringify(items);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });
});

describe('one shipment, at most one MTR, whatever fails', () => {
  const item = (kg: number) => ({ items: [{ ibamaCode: '200108', quantityKg: kg, weighedKg: 0 }] });

  it('an answer lost with no MTR made: SINIR’s listing cannot decide, a person does, and the choice is audited', async () => {
    const draft = await draftFromProposal(item(7.5));
    await ok(await act(draft.id, 'simulate', { step: 'answer-lost' }));
    const lost = await issue(draft.id);
    expect(lost.statusCode, lost.body).toBe(202);
    expect(lost.json<Mtr>().issue).toMatchObject({ phase: 'uncertain' });
    // Too early to tell (the system may still be saving it): checked, still uncertain.
    const early = await ok<Mtr>(await act(draft.id, 'reconcile'));
    expect(early.issue).toMatchObject({ phase: 'uncertain', check: { candidates: [] } });
    await settle(draft.id);
    const undecided = await ok<Mtr>(await act(draft.id, 'reconcile'));
    const today = new Date().toISOString().slice(0, 10);
    expect(undecided).toMatchObject({ status: 'issuing', actions: ['reconcile', 'reissue'] });
    expect(undecided.issue!.phase).toBe('undecided');
    // The evidence the page shows: which days were listed, how many MTRs were there, none matching.
    expect(undecided.issue!.check!.from! < today && undecided.issue!.check!.to! > today).toBe(true);
    expect(undecided.issue!.check!.listed).toBeGreaterThan(0);
    expect(undecided.issue!.check!.candidates).toEqual([]);
    expect(sentFor('SINIR', draft.id)).toHaveLength(0);
    // Neither a click nor the job sends it; only the person's decision, from the version they read.
    expectError(await issue(draft.id), 400, 'invalid-argument');
    await ctx.db.update(mtrs).set({ statusCheckedAt: null }).where(eq(mtrs.id, draft.id));
    await refreshOpenMtrs({ db: ctx.db, runtime });
    expect(sentFor('SINIR', draft.id)).toHaveLength(0);
    const current = await ok<Mtr>(await ctx.get(`${base()}/mtrs/${draft.id}`, { cookie: master.cookie }));
    expectError(await act(draft.id, 'reissue', { version: current.version }), 400, 'invalid-argument');
    expectError(await act(draft.id, 'reissue', { version: current.version - 1, confirm: true }), 409, 'aborted');
    const issued = await ok<Mtr>(await act(draft.id, 'reissue', { version: current.version, confirm: true }));
    expect(issued).toMatchObject({ status: 'issued', reference: expect.stringMatching(/-2$/) });
    expect(sentFor('SINIR', draft.id)).toHaveLength(1);
    const trail = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, hotel), eq(auditEvents.entityId, draft.id), eq(auditEvents.action, 'issue')));
    const decision = trail.find((e) => (e.after as { decision?: string }).decision === 'issue-again');
    expect(decision?.actorId).toBeTruthy();
    expect((decision!.after as { evidence: { listed: number } }).evidence.listed).toBeGreaterThan(0);
  });

  it('"issue again" racing a look at the system is refused; the look settles first and nothing is sent twice', async () => {
    const draft = await draftFromProposal(item(5.5));
    await ok(await act(draft.id, 'simulate', { step: 'answer-lost' }));
    expect((await issue(draft.id)).statusCode).toBe(202);
    await settle(draft.id);
    const undecided = await ok<Mtr>(await act(draft.id, 'reconcile'));
    expect(undecided.issue!.phase).toBe('undecided');
    // A second look is slow to answer; the person's "issue again", from the version on screen, comes meanwhile.
    await simPost('/_sim/faults', { path: 'listaManifesto', delayMs: 400, times: 1 });
    const looking = act(draft.id, 'reconcile');
    await new Promise((r) => setTimeout(r, 150));
    expectError(await act(draft.id, 'reissue', { version: undecided.version, confirm: true }), 409, 'aborted');
    expect((await looking).statusCode).toBe(200);
    expect(sentFor('SINIR', draft.id)).toHaveLength(0);
    // From the version the look left, the decision holds: one MTR.
    const current = await ok<Mtr>(await ctx.get(`${base()}/mtrs/${draft.id}`, { cookie: master.cookie }));
    const issued = await ok<Mtr>(await act(draft.id, 'reissue', { version: current.version, confirm: true }));
    expect(issued.status).toBe('issued');
    expect(sentFor('SINIR', draft.id)).toHaveLength(1);
  });

  it('a 500 after the MTR was made is uncertain, and reconciliation finds that one MTR', async () => {
    const draft = await draftFromProposal(item(6.25));
    await ok(await act(draft.id, 'simulate', { step: 'answer-error' }));
    expect((await issue(draft.id)).statusCode).toBe(202);
    const issued = await ok<Mtr>(await act(draft.id, 'reconcile'));
    expect(sentFor('SINIR', draft.id)).toHaveLength(1);
    expect(issued).toMatchObject({ status: 'issued', number: sentFor('SINIR', draft.id)[0]!.number });
  });

  it('a draft is edited, issued or discarded from its detail; Nova coleta leaves the kilos of drafts aside', async () => {
    await weigh('rejeito', null, 1, 0);
    await weigh('organico', 'pre_service', 2.5, 0);
    const draft = await draftFromProposal();
    expect(draft.actions).toEqual(['edit', 'issue', 'discard']);
    expect((await proposal()).items).toEqual([]);
    expectError(
      await act(draft.id, 'cancel', { version: 1, justification: 'Rascunho feito por engano.' }),
      400,
      'invalid-argument',
    );
    const discarded = await ok<Mtr>(await act(draft.id, 'discard', { version: draft.version }));
    expect(discarded).toMatchObject({ status: 'cancelled', actions: [] });
    // Discarded, its kilos are proposed again.
    expect((await proposal()).items.map((i) => [i.ibamaCode, i.weighedKg])).toEqual([['200108', 2.5]]);
    expectError(await act(draft.id, 'discard', { version: discarded.version }), 400, 'invalid-argument');
    const again = await draftFromProposal();
    expect((await ok<Mtr>(await issue(again.id))).status).toBe('issued');
  });

  it('a test MTR declares a small fixed quantity, is marked, and counts nowhere', async () => {
    const now = new Date();
    const quarter = `year=${now.getUTCFullYear()}&period=${Math.floor(now.getUTCMonth() / 3) + 1}`;
    const month = now.toISOString().slice(0, 7);
    const wvd = `${base()}/mtr/weighed-vs-declared?from=${month}&to=${month}`;
    const dmrBefore = await ok<Dmr>(await ctx.get(`${base()}/mtr/dmr?${quarter}`, { cookie: master.cookie }));
    const wvdBefore = await ok<WeighedVsDeclared>(await ctx.get(wvd, { cookie: master.cookie }));
    await weigh('organico', 'pre_service', 40, 0);
    const proposed = await proposal();
    const test = await ok<Mtr>(
      await ctx.post(`${base()}/mtr/contracts/${contractId}/test-mtr`, {
        cookie: master.cookie,
        payload: { today: now.toISOString().slice(0, 10) },
      }),
    );
    expect(test).toMatchObject({ status: 'issued', test: true, declaredKg: 1, weighedKg: 0 });
    expect((await proposal()).items).toEqual(proposed.items.map((i) => ({ ...i })));
    const dmrAfter = await ok<Dmr>(await ctx.get(`${base()}/mtr/dmr?${quarter}`, { cookie: master.cookie }));
    expect(dmrAfter.totalKg).toBe(dmrBefore.totalKg);
    const wvdAfter = await ok<WeighedVsDeclared>(await ctx.get(wvd, { cookie: master.cookie }));
    expect(wvdAfter.rows[0]!.declaredKg).toBe(wvdBefore.rows[0]!.declaredKg);
    expect(wvdAfter.rows[0]!.mtrCount).toBe(wvdBefore.rows[0]!.mtrCount);
    // The 40 kg go on the next real MTR.
    const real = await draftFromProposal();
    expect(real.declaredKg).toBe(40);
    expect((await ok<Mtr>(await issue(real.id))).test).toBe(false);
  });
});

describe('weighed versus declared, DMR', () => {
  it('puts the month’s weighed kilos beside the kilos on MTRs and flags a difference over 10 %', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const report = await ok<WeighedVsDeclared>(
      await ctx.get(`${base()}/mtr/weighed-vs-declared?from=${month}&to=${month}`, { cookie: master.cookie }),
    );
    const [row] = report.rows;
    expect(report.rows).toHaveLength(1);
    expect(row).toMatchObject({ contractId, month, receiverName: '=Compostagem Vale' });
    expect(row!.weighedKg).toBeCloseTo(243.25, 3);
    // Issued, received or certified MTRs: the first (168 kg) and those issued since; the cancelled one is out.
    expect(row!.declaredKg).toBeGreaterThan(168);
    expect(row!.flagged).toBe(Math.abs(row!.differencePct!) > 10);
    expectError(
      await ctx.get(`${base()}/mtr/weighed-vs-declared?from=2026-05&to=2026-01`, { cookie: master.cookie }),
      400,
      'invalid-argument',
    );
  });

  it('totals the quarter’s MTRs by receiver, IBAMA code and treatment, as CSV and PDF', async () => {
    const now = new Date();
    const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
    const q = `year=${now.getUTCFullYear()}&period=${quarter}`;
    const dmr = await ok<Dmr>(await ctx.get(`${base()}/mtr/dmr?${q}`, { cookie: master.cookie }));
    expect(dmr.periodKind).toBe('quarter');
    expect(dmr.rows.map((r) => [r.ibamaCode, r.treatmentDescription])).toEqual([
      ['200108', 'Compostagem'],
      // Oil sent to the composting plant goes under the contract's treatment, not recycling (issue 21).
      ['200125', 'Compostagem'],
    ]);
    const csv = await ctx.get(`${base()}/mtr/dmr.csv?${q}&lang=pt`, { cookie: master.cookie });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\ufeffDestinador;CNPJ do destinador;Código IBAMA')).toBe(true);
    // A receiver named like a formula stays text.
    expect(csv.body).toContain("'=Compostagem Vale");
    const pdf = await ctx.get(`${base()}/mtr/dmr.pdf?${q}&lang=es`, { cookie: master.cookie });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // In Spanish as the app writes it: a decimal comma (es-BR's point once read 243.3) and days as 01/04/2026.
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(formatKgNumber(dmr.totalKg, 'es'));
    expect(formatKgNumber(dmr.totalKg, 'es')).toMatch(/,\d$/);
    expect(text).toContain(`${formatDay(dmr.from, 'es')} – ${formatDay(dmr.to, 'es')}`);
    expect(text).not.toContain(dmr.from);
  });

  it('is by semester in Minas Gerais', async () => {
    await ctx.db.update(clients).set({ state: 'MG' }).where(eq(clients.id, hotel));
    const dmr = await ok<Dmr>(await ctx.get(`${base()}/mtr/dmr?year=2026&period=2`, { cookie: master.cookie }));
    expect(dmr).toMatchObject({ periodKind: 'semester', from: '2026-07-01', to: '2026-12-31' });
    expectError(
      await ctx.get(`${base()}/mtr/dmr?year=2026&period=3`, { cookie: master.cookie }),
      400,
      'invalid-argument',
    );
    await ctx.db.update(clients).set({ state: 'SP' }).where(eq(clients.id, hotel));
  });
});

describe('a change of system', () => {
  it('sends a draft saved under SINIR to SIGOR once the client moved there, with SIGOR’s own codes', async () => {
    await ctx.db
      .update(carriers)
      .set({ unitCodes: { SINIR: '120045', SIGOR: '8812' } })
      .where(eq(carriers.id, carrierId));
    await ctx.db
      .update(receivers)
      .set({ unitCodes: { SINIR: '130077', SIGOR: '9913' } })
      .where(eq(receivers.name, '=Compostagem Vale'));
    const current = await ok<MtrSettings>(await ctx.get(`${base()}/mtr/settings`, { cookie: master.cookie }));
    const sigor = settingsBody({
      system: 'SIGOR',
      version: current.version,
      credentials: { kind: 'cpf-password', cpf: '529.982.247-25', password: 'simulador' },
    });
    expect(
      (await ok<MtrSettings>(await send('PUT', `${base()}/mtr/settings`, master.cookie, sigor))).credentials,
    ).toEqual({
      stored: true,
      kind: 'cpf-password',
      hint: '***.***.*47-25',
    });
    await ok(await ctx.post(`${base()}/mtr/lookups/sync`, { cookie: master.cookie, payload: {} }));
    const { items } = await ok<MtrPage>(await ctx.get(`${base()}/mtrs?status=draft`, { cookie: master.cookie }));
    const draft = items.find((m) => m.driverName && m.system === 'SINIR')!;
    const issued = await ok<Mtr>(await issue(draft.id));
    expect(issued).toMatchObject({ system: 'SIGOR', status: 'issued', carrier: { unitCode: '8812' } });
    expect(issued.number).toMatch(/^\d{10}$/);
    // SIGOR's lists number their classes from 41: the codes sent are SIGOR's.
    expect(issued.items[0]!.classCode).toBe('42');
    expect(sentFor('SIGOR', draft.id)).toHaveLength(1);
  });

  it('SIGOR: an answer lost with no MTR made is settled by its look-up by our reference, then issued again', async () => {
    const draft = await draftFromProposal({ items: [{ ibamaCode: '200108', quantityKg: 3.5, weighedKg: 0 }] });
    await ok(await act(draft.id, 'simulate', { step: 'answer-lost' }));
    expect((await issue(draft.id)).statusCode).toBe(202);
    // Asked too early, a miss proves nothing: still uncertain.
    expect((await ok<Mtr>(await act(draft.id, 'reconcile'))).issue).toMatchObject({ phase: 'uncertain' });
    await settle(draft.id);
    const absent = await ok<Mtr>(await act(draft.id, 'reconcile'));
    expect(absent).toMatchObject({ status: 'draft', actions: ['edit', 'issue', 'discard'] });
    expect(absent.lastError?.message).toContain('SIGOR has no MTR with our reference');
    const exchanges = await ok<{ items: MtrExchange[] }>(
      await ctx.get(`${base()}/mtrs/${draft.id}/exchanges`, { cookie: master.cookie }),
    );
    expect(exchanges.items.some((e) => e.path === 'retornaManifestoSeuCodigo')).toBe(true);
    expect((await ok<Mtr>(await issue(draft.id))).status).toBe('issued');
    expect(sentFor('SIGOR', draft.id)).toHaveLength(1);
  });
});

describe('what the system reports, kept whole', () => {
  const issuedOne = async () => {
    const draft = await draftFromProposal({ items: [{ ibamaCode: '200108', quantityKg: 2.5, weighedKg: 0 }] });
    const issued = await ok<Mtr>(await issue(draft.id));
    expect(issued.status).toBe('issued');
    return issued;
  };

  it('an MTR cancelled by the system for lapse is cancelled here, with the system’s words', async () => {
    const issued = await issuedOne();
    const situation = { code: 12, text: 'Cancelado Automático por prazo' };
    expect((await simPost(`/_sim/${issued.system}/situation/${issued.number}`, situation)).status).toBe(200);
    const after = await ok<Mtr>(await act(issued.id, 'refresh'));
    expect(after).toMatchObject({
      status: 'cancelled',
      systemSituation: '12 · Cancelado Automático por prazo',
      cancelJustification: 'Cancelado Automático por prazo',
    });
  });

  it('a situation nobody documented leaves the MTR as it was, and is shown in the system’s words', async () => {
    const issued = await issuedOne();
    await simPost(`/_sim/${issued.system}/situation/${issued.number}`, { code: 77, text: 'Em retificação' });
    const after = await ok<Mtr>(await act(issued.id, 'refresh'));
    expect(after).toMatchObject({ status: 'issued', systemSituation: '77 · Em retificação' });
  });

  it('the receipt date is the one the system reports (its day in Brasília), not the day we asked', async () => {
    const issued = await issuedOne();
    expect((await simPost(`/_sim/${issued.system}/receive/${issued.number}`, {})).status).toBe(200);
    const after = await ok<Mtr>(await act(issued.id, 'refresh'));
    expect(after.status).toBe('received');
    const brasiliaToday = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const receivedDay = new Date(new Date(after.receivedAt!).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(receivedDay).toBe(brasiliaToday);
    expect(after.systemSituation).toBe('3 · Recebido');
    const pdf = await ctx.get(`${base()}/mtrs/${issued.id}/mtr.pdf`, { cookie: master.cookie });
    expect(await pdfText(pdf.rawPayload)).toContain('Situação: Recebido');
  });
});
