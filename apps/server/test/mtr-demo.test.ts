import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@ecopeso/shared/contracts';
import type { Mtr, MtrPage, MtrProposal } from '@ecopeso/shared/mtr';
import type { MtrMapping } from '@ecopeso/shared/mtr-mapping';
import type { WeighedVsDeclared } from '@ecopeso/shared/mtr-reports';
import type { MtrConnectionTest, MtrSettings } from '@ecopeso/shared/mtr-settings';
import { createMtrRuntime, type MtrRuntime } from '../src/domain/mtr/runtime.ts';
import { DEMO_EMAILS, seedDemoData } from '../src/seed/demo-data.ts';
import { seedDemoMtr } from '../src/seed/demo-mtr.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { signIn } from './helpers/factories.ts';

/**
 * A newcomer's first MTR on a fresh demo: the beach resort is already connected to the local simulator (its
 * settings, sealed credentials, lookup lists and hotel mapping are ready), "Nova coleta" for its organics
 * contract proposes kilos by IBAMA code, the MTR is issued, received and certified — the server half of the
 * end-to-end scenario. The São Paulo hotel signs in to SIGOR the same way.
 */
const PASSWORD = 'demo-password-for-mtr-tests';
let ctx: TestContext;
let runtime: MtrRuntime;
let cookie: string;
let gerente: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const credentialsKey = randomBytes(32);
  runtime = createMtrRuntime({ credentialsKey, timeoutMs: 5_000 });
  ctx = await createTestContext({ mtr: runtime });
  await seedDemoData(ctx.db, { password: PASSWORD });
  expect(await seedDemoMtr(ctx.db, { credentialsKey })).toBe(true);
  // Connected once: a second start leaves the settings alone.
  expect(await seedDemoMtr(ctx.db, { credentialsKey })).toBe(false);
  cookie = await signIn(ctx, DEMO_EMAILS.master, PASSWORD);
  gerente = await signIn(ctx, DEMO_EMAILS.gerente, PASSWORD);
  const list = (await ctx.get('/api/v1/clients', { cookie })).json<{ id: string; name: string }[]>();
  for (const c of list) ids[c.name] = c.id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await runtime?.close();
});

/** A draft MTR of the client, shipped today, as the master saves it from "Nova coleta"; it must be answered 201. */
async function draftMtr(
  clientId: string,
  payload: { contractId: string; driverName: string; vehiclePlate: string; items: object[] } & Pick<
    MtrProposal,
    'weighedFrom' | 'weighedUntil'
  >,
): Promise<Mtr> {
  const res = await ctx.post(`/api/v1/clients/${clientId}/mtrs`, {
    cookie,
    payload: { ...payload, shipmentDate: new Date().toISOString().slice(0, 10) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Mtr>();
}

/** The simulated receiver confirms receipt of an issued MTR, then certifies its destination (CDF). */
async function receiveAndCertify(clientId: string, id: string) {
  for (const step of ['receive', 'cdf']) {
    const res = await ctx.post(`/api/v1/clients/${clientId}/mtrs/${id}/simulate`, { cookie, payload: { step } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('the demo, connected to the MTR simulator', () => {
  it('the resort (SINIR), the São Paulo hotel (SIGOR) and the Rio restaurant (INEA) sign in', async () => {
    const settingsOf = async (name: string) =>
      (await ctx.get(`/api/v1/clients/${ids[name]}/mtr/settings`, { cookie })).json<MtrSettings>();
    // The resort's state runs CPRH, whose issue route no source shows: it issues through SINIR, and the page says so.
    expect(await settingsOf('Maré Alta Beach Resort')).toMatchObject({
      system: 'SINIR',
      stateSystem: 'CPRH',
      environment: 'simulator',
      credentials: { stored: true },
    });
    expect(await settingsOf('Maré Centro Hotel São Paulo')).toMatchObject({ system: 'SIGOR', stateSystem: 'SIGOR' });
    expect(await settingsOf('Sal & Brasa Restaurante')).toMatchObject({
      system: 'INEA',
      stateSystem: 'INEA',
      environment: 'simulator',
      credentials: { stored: true, kind: 'cpf-password' },
    });
    for (const name of ['Maré Alta Beach Resort', 'Maré Centro Hotel São Paulo', 'Sal & Brasa Restaurante']) {
      const res = await ctx.post(`/api/v1/clients/${ids[name]}/mtr/settings/test`, { cookie });
      expect(res.json<MtrConnectionTest>(), name).toMatchObject({ ok: true, outcome: 'ok' });
    }
  });

  it('the Rio restaurant issues through INEA, follows the MTR to its CDF, and cancels another', async () => {
    const restaurant = ids['Sal & Brasa Restaurante']!;
    const contracts = (await ctx.get(`/api/v1/clients/${restaurant}/contracts`, { cookie })).json<Contract[]>();
    const organics = contracts.find((c) => c.wasteType === 'organico')!;
    const proposal = (
      await ctx.get(`/api/v1/clients/${restaurant}/mtr/contracts/${organics.id}/proposal`, { cookie })
    ).json<MtrProposal>();
    expect(proposal.totalKg).toBeGreaterThan(0);
    const draftOf = async (share: number) =>
      (
        await draftMtr(restaurant, {
          contractId: organics.id,
          driverName: 'Rita Motorista',
          vehiclePlate: 'RIO2A34',
          items: proposal.items.map((i) => ({
            ibamaCode: i.ibamaCode,
            quantityKg: Math.max(0.1, Math.round(i.quantityKg * share * 10) / 10),
            weighedKg: i.weighedKg,
          })),
          weighedFrom: proposal.weighedFrom,
          weighedUntil: proposal.weighedUntil,
        })
      ).id;
    const first = await draftOf(1);
    const issued = await ctx.post(`/api/v1/clients/${restaurant}/mtrs/${first}/issue`, { cookie });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<Mtr>()).toMatchObject({ system: 'INEA', status: 'issued', hasPdf: true });
    await receiveAndCertify(restaurant, first);
    const done = (await ctx.get(`/api/v1/clients/${restaurant}/mtrs/${first}`, { cookie })).json<Mtr>();
    expect(done).toMatchObject({ status: 'cdf_issued', hasCdfPdf: false });
    expect(done.cdfNumber).toMatch(/^\d+$/);
    // INEA's CDF PDF: no source shows its route, so the page is told so in words, not a guess.
    const cdfPdf = await ctx.get(`/api/v1/clients/${restaurant}/mtrs/${first}/cdf.pdf`, { cookie });
    expect(cdfPdf.statusCode).toBe(400);
    expect(cdfPdf.json()).toMatchObject({ error: { reason: 'mtr-not-supported' } });

    const second = await draftOf(0.1);
    const again = (await ctx.post(`/api/v1/clients/${restaurant}/mtrs/${second}/issue`, { cookie })).json<Mtr>();
    expect(again.status).toBe('issued');
    const cancelled = await ctx.post(`/api/v1/clients/${restaurant}/mtrs/${second}/cancel`, {
      cookie,
      payload: { version: again.version, justification: 'Coleta não realizada pelo transportador.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Mtr>().status).toBe('cancelled');
  });

  it('a lost INEA answer is never sent again by itself: INEA cannot be asked, so the person decides', async () => {
    const restaurant = ids['Sal & Brasa Restaurante']!;
    const contracts = (await ctx.get(`/api/v1/clients/${restaurant}/contracts`, { cookie })).json<Contract[]>();
    const rejeito = contracts.find((c) => c.wasteType === 'rejeito')!;
    const { id } = await draftMtr(restaurant, {
      contractId: rejeito.id,
      driverName: 'Rita Motorista',
      vehiclePlate: 'RIO2A34',
      items: [{ ibamaCode: '200301', quantityKg: 4.5, weighedKg: 0 }],
      weighedFrom: '2020-01-01T03:00:00.000Z',
      weighedUntil: '2020-01-02T03:00:00.000Z',
    });
    const act = (action: string, payload?: object) =>
      ctx.post(`/api/v1/clients/${restaurant}/mtrs/${id}/${action}`, { cookie, payload });
    expect((await act('simulate', { step: 'answer-lost' })).statusCode).toBe(200);
    const lost = await act('issue');
    expect(lost.statusCode, lost.body).toBe(202);
    expect(lost.json<Mtr>().issue).toMatchObject({ phase: 'uncertain' });
    await ctx.db.execute(sql`update mtrs set issue_lost_after = now() - interval '1 second' where id = ${id}::uuid`);
    const undecided = (await act('reconcile')).json<Mtr>();
    // Nothing was listed: the evidence says INEA was not asked (no such route), not that it had nothing.
    expect(undecided).toMatchObject({ status: 'issuing', system: 'INEA', actions: ['reconcile', 'reissue'] });
    expect(undecided.issue).toMatchObject({ phase: 'undecided', check: { from: null, to: null, candidates: [] } });
    expect((await act('issue')).statusCode).toBe(400);
    const issued = await act('reissue', { version: undecided.version, confirm: true });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<Mtr>()).toMatchObject({ status: 'issued', reference: expect.stringMatching(/-2$/) as string });
  });

  it('has six weeks of closed MTRs for the resort’s organics, with their PDFs, shown beside the weighed kilos', async () => {
    const resort = ids['Maré Alta Beach Resort']!;
    const page = (await ctx.get(`/api/v1/clients/${resort}/mtrs`, { cookie: gerente })).json<MtrPage>();
    expect(page.items).toHaveLength(6);
    expect(page.items.every((m) => m.status === 'cdf_issued' && m.hasPdf && m.hasCdfPdf)).toBe(true);
    const pdf = await ctx.get(`/api/v1/clients/${resort}/mtrs/${page.items[0]!.id}/cdf.pdf`, { cookie: gerente });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const report = (
      await ctx.get(`/api/v1/clients/${resort}/mtr/weighed-vs-declared`, { cookie })
    ).json<WeighedVsDeclared>();
    expect(report.rows.filter((r) => r.mtrCount > 0).length).toBeGreaterThan(0);
  });

  it('issues the resort’s next MTR from Nova coleta, then receipt and CDF through the simulated receiver', async () => {
    const resort = ids['Maré Alta Beach Resort']!;
    const mapping = (await ctx.get(`/api/v1/clients/${resort}/mtr/mapping`, { cookie })).json<MtrMapping>();
    expect(mapping.rows.every((r) => r.complete)).toBe(true);
    const contracts = (await ctx.get(`/api/v1/clients/${resort}/contracts`, { cookie })).json<Contract[]>();
    const organics = contracts.find((c) => c.wasteType === 'organico')!;
    const proposal = (
      await ctx.get(`/api/v1/clients/${resort}/mtr/contracts/${organics.id}/proposal`, { cookie })
    ).json<MtrProposal>();
    expect(proposal.items.map((i) => i.ibamaCode)).toContain('200108');
    // Since the last of the resort's weekly MTRs, a week ago: a week of organics, not the whole demo period.
    expect(Date.parse(proposal.weighedUntil) - Date.parse(proposal.weighedFrom!)).toBeGreaterThan(7 * 86_400_000);
    expect(Date.parse(proposal.weighedUntil) - Date.parse(proposal.weighedFrom!)).toBeLessThan(8 * 86_400_000);
    expect(proposal.totalKg).toBeGreaterThan(100);
    // Whole days from the daily totals, edge days from the records: the same kilos as the records themselves.
    const direct = (await ctx.db.execute(sql`
      select coalesce(sum(weight_kg), 0)::float8 as kg from waste_records
      where client_id = ${resort}::uuid and deleted_at is null and waste_type = 'organico'
        and recorded_at > ${proposal.weighedFrom}::timestamptz and recorded_at <= ${proposal.weighedUntil}::timestamptz`)) as unknown as {
      rows: { kg: number }[];
    };
    expect(proposal.totalKg).toBeCloseTo(direct.rows[0]!.kg, 2);

    const { id } = await draftMtr(resort, {
      contractId: organics.id,
      driverName: 'Carlos Souza',
      vehiclePlate: 'PEX2E45',
      items: proposal.items.map((i) => ({ ibamaCode: i.ibamaCode, quantityKg: i.quantityKg, weighedKg: i.weighedKg })),
      weighedFrom: proposal.weighedFrom,
      weighedUntil: proposal.weighedUntil,
    });
    const issued = await ctx.post(`/api/v1/clients/${resort}/mtrs/${id}/issue`, { cookie });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<Mtr>()).toMatchObject({ status: 'issued', hasPdf: true });
    await receiveAndCertify(resort, id);
    const done = (await ctx.get(`/api/v1/clients/${resort}/mtrs/${id}`, { cookie: gerente })).json<Mtr>();
    expect(done).toMatchObject({ status: 'cdf_issued', hasCdfPdf: true });
    expect(done.cdfNumber).toMatch(/^\d+$/);
  });
});
