import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MtrApiSystem } from '@ecopeso/shared/mtr';
import {
  MtrSystemError,
  type ExchangeRecord,
  type ManifestToIssue,
  type MtrConnection,
} from '../src/domain/mtr/state-systems/adapter.ts';
import { clearMtrTokenCache, createApiwsAdapter } from '../src/domain/mtr/state-systems/apiws-adapter.ts';
import type { Simulator } from '../src/domain/mtr/state-systems/simulator/simulator.ts';
import { simulatorPost, startSimulator } from './helpers/mtr.ts';
import { FIXTURE_MANIFEST } from '../src/domain/mtr/state-systems/fixture-checks.ts';

/**
 * The SINIR/SIGOR adapter against the simulator of their documented protocol, over real HTTP: every path, the
 * successes and the failures (refused sign-in, the switched-off gettoken, a CNPJ in a unit field, per-item errors,
 * expired tokens, a lost answer found by seuCodigo on SIGOR and in SINIR's paged listing, faults that leave the
 * MTR made or not, a PDF that is not one, an unreachable system, a timeout).
 */
let sim: Simulator;
let base: string;

const INTEGRATION_TOKEN = 'SIM-INTEGRACAO-000123';
const SIGOR_CPF = '12345678909';
const PASSWORD = 'simulador';

function connection(system: MtrApiSystem, over: Partial<MtrConnection> = {}): MtrConnection {
  return {
    system,
    environment: 'simulator',
    baseUrl: `${base}/${system}/apiws/rest`,
    generatorUnitCode: '4567',
    generatorCnpj: '11222333000181',
    credentials:
      system === 'SINIR'
        ? { kind: 'integration-token', integrationToken: INTEGRATION_TOKEN }
        : { kind: 'cpf-password', cpf: SIGOR_CPF, password: PASSWORD },
    ...over,
  };
}

function adapter(system: MtrApiSystem, over: Partial<MtrConnection> = {}, timeoutMs = 5_000) {
  const exchanges: ExchangeRecord[] = [];
  const a = createApiwsAdapter(connection(system, over), { timeoutMs, onExchange: (e) => exchanges.push(e) });
  return { a, exchanges };
}

/** Codes as the system's own lists give them: looked up, never assumed. */
async function manifest(system: MtrApiSystem, seuCodigo: string, over: Partial<ManifestToIssue> = {}) {
  const { a } = adapter(system);
  const find = async (kind: Parameters<typeof a.lookupList>[0], pattern: RegExp) => {
    const item = (await a.lookupList(kind)).find(
      (i) => pattern.test(i.description) || pattern.test(i.abbreviation ?? ''),
    );
    if (!item) throw new Error(`no ${kind} like ${pattern}`);
    return item.code;
  };
  // The fixtures' manifest, with this system's own codes on its item.
  return {
    ...FIXTURE_MANIFEST,
    seuCodigo,
    shipmentDate: '2026-11-20',
    items: [
      {
        ...FIXTURE_MANIFEST.items[0]!,
        quantity: 812.5,
        unitCode: await find('units', /^KG$/),
        treatmentCode: await find('treatments', /Compostagem/),
        classCode: await find('classes', /II A/),
        physicalStateCode: await find('physicalStates', /Sólido/),
        packagingCode: await find('packaging', /Bombona/),
      },
    ],
    ...over,
  } satisfies ManifestToIssue;
}

async function simPost(path: string, body?: unknown) {
  const res = await simulatorPost(base, path, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function failure(promise: Promise<unknown>): Promise<MtrSystemError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MtrSystemError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  ({ sim, url: base } = await startSimulator());
});
afterAll(() => sim?.app.close());
beforeEach(async () => {
  clearMtrTokenCache();
  await simPost('/_sim/reset-faults');
});

describe('signing in', () => {
  it('SINIR: exchanges the integration token for an access token, cached until it expires', async () => {
    const { a, exchanges } = adapter('SINIR');
    await a.signIn();
    await a.lookupList('units');
    await a.lookupList('classes');
    expect(exchanges.map((e) => [e.operation, e.path, e.httpStatus, e.ok])).toEqual([
      ['sign-in', 'token', 200, true],
      ['lookup', 'retornaListaUnidade', 200, true],
      ['lookup', 'retornaListaClasse', 200, true],
    ]);
  });

  it('SINIR: a refused integration token is credentials-refused, with the system’s words', async () => {
    const err = await failure(
      adapter('SINIR', { credentials: { kind: 'integration-token', integrationToken: 'revogado-0000000' } }).a.signIn(),
    );
    expect(err).toMatchObject({ kind: 'credentials-refused', httpStatus: 401 });
    expect(err.systemMessage).toMatch(/inválido/);
  });

  it('SINIR: the password gettoken, switched off on 01/08/2026, answers 404 and says so', async () => {
    const err = await failure(
      adapter('SINIR', { credentials: { kind: 'cpf-password', cpf: SIGOR_CPF, password: PASSWORD } }).a.signIn(),
    );
    expect(err).toMatchObject({ kind: 'endpoint-disabled', httpStatus: 404 });
    expect(err.systemMessage).toMatch(/desativado em 01\/08\/2026/);
  });

  it('SIGOR: CPF, password and unit; refusals come under HTTP 200 (erro: true) with the real error codes', async () => {
    await adapter('SIGOR').a.signIn();
    // ERRO 007: the password or the unit code; ERRO 005: a CPF the system does not know (S6).
    const wrongPassword = await failure(
      adapter('SIGOR', { credentials: { kind: 'cpf-password', cpf: SIGOR_CPF, password: 'errada' } }).a.signIn(),
    );
    expect(wrongPassword).toMatchObject({ kind: 'password-or-unit-refused', httpStatus: 200 });
    const wrongUnit = await failure(adapter('SIGOR', { generatorUnitCode: '12a' }).a.signIn());
    expect(wrongUnit).toMatchObject({ kind: 'password-or-unit-refused', httpStatus: 200 });
    const unknownCpf = await failure(
      adapter('SIGOR', { credentials: { kind: 'cpf-password', cpf: '11111111111', password: 'simulador' } }).a.signIn(),
    );
    expect(unknownCpf).toMatchObject({ kind: 'credentials-refused', httpStatus: 200 });
  });

  it('SIGOR: a CNPJ in the unit field is a 400 the adapter names unit-refused', async () => {
    const err = await failure(adapter('SIGOR', { generatorUnitCode: '11222333000181' }).a.signIn());
    expect(err).toMatchObject({ kind: 'unit-refused', httpStatus: 400 });
  });

  it('renews an expired access token once on 401 and repeats the call', async () => {
    const { a, exchanges } = adapter('SIGOR');
    await a.lookupList('units');
    await simPost('/_sim/expire-tokens');
    const units = await a.lookupList('units');
    expect(units.length).toBeGreaterThan(0);
    expect(exchanges.map((e) => [e.operation, e.httpStatus])).toEqual([
      ['sign-in', 200],
      ['lookup', 200],
      ['lookup', 401],
      ['sign-in', 200],
      ['lookup', 200],
    ]);
  });

  it('keeps no secret in any exchange: password, integration token and access token are removed', async () => {
    const sinir = adapter('SINIR');
    const sigor = adapter('SIGOR');
    await sinir.a.lookupList('wastes');
    await sigor.a.lookupList('wastes');
    const text = JSON.stringify([...sinir.exchanges, ...sigor.exchanges]);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(INTEGRATION_TOKEN);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{10,}/);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });
});

describe('lookup lists', () => {
  it('reads the six lists of each system; their codes differ between systems', async () => {
    for (const system of ['SINIR', 'SIGOR'] as const) {
      const { a } = adapter(system);
      for (const kind of ['classes', 'units', 'treatments', 'physicalStates', 'packaging', 'wastes'] as const) {
        const list = await a.lookupList(kind);
        expect(list.length, `${system} ${kind}`).toBeGreaterThan(2);
      }
    }
    const kg = async (system: MtrApiSystem) =>
      (await adapter(system).a.lookupList('units')).find((u) => u.abbreviation === 'KG')!.code;
    expect(await kg('SINIR')).not.toBe(await kg('SIGOR'));
    const wastes = await adapter('SINIR').a.lookupList('wastes');
    expect(wastes).toContainEqual({
      code: '200108',
      description: 'Resíduos biodegradáveis de cozinhas e cantinas',
      abbreviation: null,
    });
  });
});

describe('issuing', () => {
  for (const system of ['SINIR', 'SIGOR'] as const) {
    it(`${system}: issues; like the real service, a second send of the same seuCodigo makes a second MTR`, async () => {
      const { a } = adapter(system);
      const m = await manifest(system, `EP-${system}-1`);
      const first = await a.issue(m);
      expect(first).toMatchObject({ ok: true });
      if (first.ok) expect(first.number).toMatch(system === 'SINIR' ? /^\d{12}$/ : /^\d{10}$/);
      // No source shows either system refusing it: only reconciliation before any resend keeps one MTR.
      const second = await a.issue(m);
      expect(second).toMatchObject({ ok: true });
      expect(second).not.toEqual(first);
      expect(sim.manifests(system).filter((x) => x.seuCodigo === m.seuCodigo)).toHaveLength(2);
    });
  }

  it('SIGOR: a lost answer (the MTR made, the answer late) is found by retornaManifestoSeuCodigo', async () => {
    const m = await manifest('SIGOR', 'EP-SIGOR-slow');
    await simPost('/_sim/faults', { path: 'salvarManifestoLote', delayMs: 600, times: 1, seuCodigo: m.seuCodigo });
    const err = await failure(adapter('SIGOR', {}, 300).a.issue(m));
    expect(err.kind).toBe('timeout');
    const found = await adapter('SIGOR').a.findBySeuCodigo(m.seuCodigo);
    expect(found?.number).toBe(sim.manifests('SIGOR').find((x) => x.seuCodigo === m.seuCodigo)!.number);
    expect(await adapter('SIGOR').a.findBySeuCodigo('never-sent')).toBeNull();
  });

  it('SINIR: lists a period page by page, with parties, dates, items and our reference, never seuCodigo', async () => {
    const { a } = adapter('SINIR', { generatorUnitCode: '7788' });
    for (let n = 0; n < 105; n++) {
      const m = await manifest('SINIR', `EP-LIST-${n}`, { shipmentDate: '2026-10-05' });
      const r = await a.issue(m);
      expect(r.ok).toBe(true);
    }
    const { a: reader, exchanges } = adapter('SINIR', { generatorUnitCode: '7788' });
    const listed = await reader.listManifests('2026-10-04', '2026-10-06');
    expect(listed).toHaveLength(105);
    expect(exchanges.filter((e) => e.path.startsWith('listaManifesto')).map((e) => e.path)).toEqual([
      'listaManifesto?page=0&size=100',
      'listaManifesto?page=1&size=100',
    ]);
    expect(listed[0]).toMatchObject({
      shipmentDate: '2026-10-05',
      carrierCnpj: '22333444000181',
      receiverCnpj: '33444555000181',
      situation: 'issued',
      items: [{ ibamaCode: '200108', quantity: 812.5, internalCode: 'EP-LIST-0' }],
    });
    expect(JSON.stringify(exchanges.at(-1)!.response)).not.toContain('seuCodigo');
    expect(await reader.listManifests('2026-10-06', '2026-10-07')).toEqual([]);
  });

  it('a fault scoped to one seuCodigo strikes that issue only: late (made), lost before saving (not made)', async () => {
    const { a } = adapter('SINIR', {}, 300);
    const lost = await manifest('SINIR', 'EP-LOST-1');
    await simPost('/_sim/faults', {
      path: 'salvarManifestoLote',
      drop: true,
      beforeSave: true,
      seuCodigo: 'EP-LOST-1',
    });
    expect(await a.issue(await manifest('SINIR', 'EP-OTHER-1'))).toMatchObject({ ok: true });
    expect((await failure(a.issue(lost))).kind).toBe('unreachable');
    expect(sim.manifests('SINIR').filter((x) => x.seuCodigo === 'EP-LOST-1')).toHaveLength(0);
    await simPost('/_sim/faults', { path: 'salvarManifestoLote', status: 500, seuCodigo: 'EP-ERR-1' });
    const err = await failure(a.issue(await manifest('SINIR', 'EP-ERR-1')));
    expect(err).toMatchObject({ kind: 'system-error', httpStatus: 500 });
    expect(sim.manifests('SINIR').filter((x) => x.seuCodigo === 'EP-ERR-1')).toHaveLength(1);
  });

  it('reads per-item validity: a bad item is refused with the system’s message, HTTP 200', async () => {
    const m = await manifest('SINIR', 'draft-bad-item');
    const { a, exchanges } = adapter('SINIR');
    const result = await a.issue({ ...m, items: [{ ...m.items[0]!, ibamaCode: '999999' }] });
    expect(result).toEqual({ ok: false, message: 'Resíduo 1: código IBAMA 999999 não encontrado.' });
    expect(exchanges.at(-1)).toMatchObject({ operation: 'issue', httpStatus: 200 });
  });

  it('a CNPJ in the carrier’s unit field is a 400 named unit-refused', async () => {
    const m = await manifest('SINIR', 'draft-cnpj-unit', {
      carrier: { cnpj: '22333444000181', unitCode: '22333444000181' },
    });
    const err = await failure(adapter('SINIR').a.issue(m));
    expect(err).toMatchObject({ kind: 'unit-refused', httpStatus: 400 });
    expect(err.systemMessage).toMatch(/não o CNPJ/);
  });

  it('a system failure (HTTP 500) is system-error; an unreachable system is unreachable', async () => {
    await simPost('/_sim/faults', { path: 'retornaListaUnidade', status: 500, times: 1 });
    expect((await failure(adapter('SINIR').a.lookupList('units'))).kind).toBe('system-error');
    const closed = createApiwsAdapter({ ...connection('SINIR'), baseUrl: 'http://127.0.0.1:9/SINIR/apiws/rest' });
    expect((await failure(closed.signIn())).kind).toBe('unreachable');
  });
});

describe('following an MTR', () => {
  it('status 1 → 3 → CDF: the CDF number stays null (0) until the receiver issues it; PDFs are PDFs', async () => {
    const { a } = adapter('SINIR');
    const issued = await a.issue(await manifest('SINIR', 'draft-follow'));
    if (!issued.ok) throw new Error(issued.message);
    expect(await a.status(issued.number)).toMatchObject({ situation: 'issued', cdfNumber: null });
    expect((await simPost(`/_sim/SINIR/receive/${issued.number}`)).status).toBe(200);
    const received = await a.status(issued.number);
    expect(received).toMatchObject({ situation: 'received', cdfNumber: null, receivedQuantities: { '200108': 812.5 } });
    expect(received.receivedAt).toBeInstanceOf(Date);
    const cdf = await simPost(`/_sim/SINIR/cdf/${issued.number}`);
    const certified = await a.status(issued.number);
    expect(certified.cdfNumber).toBe(String(cdf.body.cdfNumber));

    const mtrPdf = await a.downloadMtrPdf(issued.number);
    expect(mtrPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const cdfPdf = await a.downloadCdfPdf(certified.cdfNumber!);
    expect(cdfPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A received MTR cannot be cancelled: the system says why, under HTTP 200.
    const err = await failure(a.cancel(issued.number, 'Coleta não realizada pelo transportador.'));
    expect(err).toMatchObject({ kind: 'system-error', systemMessage: 'Manifesto já recebido não pode ser cancelado.' });
  });

  it('cancels an issued MTR with a justification (status 4); a PDF answered as JSON is refused', async () => {
    const { a } = adapter('SIGOR');
    const issued = await a.issue(await manifest('SIGOR', 'draft-cancel'));
    if (!issued.ok) throw new Error(issued.message);
    await a.cancel(issued.number, 'Coleta não realizada pelo transportador.');
    expect(await a.status(issued.number)).toMatchObject({ situation: 'cancelled' });
    const err = await failure(a.downloadMtrPdf('0000000000'));
    expect(err.kind).toBe('system-error');
    expect(err.systemMessage).toBe('Manifesto não encontrado.');
    expect((await failure(a.status('0000000000'))).systemMessage).toBe('Manifesto não encontrado.');
  });
});
