import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MtrSystemError, type MtrSystemAdapter } from './adapter.ts';
import { manifestBody } from './apiws-adapter.ts';
import { clearFamilyBTokens, createFamilyBAdapter } from './family-b-adapter.ts';
import { FAMILY_B, FAMILY_B_SYSTEMS, type FamilyBSystem } from './family-b.ts';
import { buildSimulator, type Simulator } from './simulator/simulator.ts';
import { asJson, familyBFixtures, drift, FIXTURE_MANIFEST, sameOutcome } from './fixture-checks.ts';

/**
 * The family-B fixtures (written from the sources, family-b-adapter.test.ts) run against the simulator, brought to
 * the state each answer comes from: the simulator's answer must carry every field of the fixture's, of the same
 * JSON type, and the adapter must read it to the same outcome — so neither drifts from the sources unnoticed. Where
 * no source shows a route, the adapter must send the simulator nothing. Then what the fixtures do not cover: every
 * row's routes and none other, a life cycle, refused credentials, expired tokens and faults.
 */
const fixtures = familyBFixtures();

const CPF = '12345678909';
const CNPJ = '11222333000181';
const UNIT = '4567';
/** The password the simulator accepts by default. */
const PASSWORD = 'simulador';

/** A family-B path's system and route name: `/INEA/api/retornaManifesto/…` → ['INEA', 'retornaManifesto']. */
function routeOf(url: string): [FamilyBSystem, string] | null {
  const match = /^\/([A-Z]+)\/api\/([^/]*)/.exec(new URL(url, 'http://x').pathname);
  const system = FAMILY_B_SYSTEMS.find((s) => s === match?.[1]);
  return system ? [system, match![2]!] : null;
}

let sim: Simulator;
let simUrl: string;
/** The simulator's last answer per `{method} {route}` (the route's first segment: its credentials and code vary). */
const answered = new Map<string, { status: number; body: unknown; pdf: boolean }>();
/** Every call the simulator received under a family-B system, as `{SYSTEM} {method} {route}`. */
const requested: string[] = [];

beforeAll(async () => {
  sim = buildSimulator();
  sim.app.addHook('onRequest', async (request) => {
    const route = routeOf(request.url);
    if (route) requested.push(`${route[0]} ${request.method} ${route[1]}`);
  });
  sim.app.addHook('onSend', async (request, reply, payload) => {
    const route = routeOf(request.url);
    if (route) {
      const pdf = Buffer.isBuffer(payload) && payload.subarray(0, 5).toString('latin1') === '%PDF-';
      answered.set(`${request.method} ${route[1]}`, {
        status: reply.statusCode,
        body: typeof payload === 'string' ? (JSON.parse(payload) as unknown) : null,
        pdf,
      });
    }
    return payload;
  });
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  simUrl = `http://127.0.0.1:${(sim.app.server.address() as AddressInfo).port}`;
});
afterAll(() => sim.app.close());
beforeEach(async () => {
  clearFamilyBTokens();
  answered.clear();
  requested.length = 0;
  await control('reset-faults', {});
  for (const system of FAMILY_B_SYSTEMS) await control(`${system}/answers`, { payloadKey: 'objetoResposta' });
});

async function control(path: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${simUrl}/_sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, path).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

function adapterFor(
  system: FamilyBSystem,
  credentials: { cpf?: string; password?: string } = {},
  timeoutMs = 5_000,
): MtrSystemAdapter {
  return createFamilyBAdapter(
    {
      system,
      baseUrl: `${simUrl}/${system}/api`,
      generatorUnitCode: UNIT,
      generatorCnpj: CNPJ,
      cpf: credentials.cpf ?? CPF,
      password: credentials.password ?? PASSWORD,
    },
    { timeoutMs },
  );
}

/** An MTR made in the system's portal (`/_sim/{system}/manifests`); its number. */
async function madeInPortal(system: FamilyBSystem, manifest = FIXTURE_MANIFEST): Promise<string> {
  const answer = await control(`${system}/manifests`, {
    unit: UNIT,
    manifest: manifestBody(manifest, { unitCode: UNIT, cnpj: CNPJ }),
  });
  return String(answer.number);
}

async function issued(adapter: MtrSystemAdapter, manifest = FIXTURE_MANIFEST): Promise<string> {
  const result = await adapter.issue(manifest);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return result.ok ? result.number : '';
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err as MtrSystemError,
  );

describe('the simulator over the family-B fixtures', () => {
  it('every fixture says how to bring the simulator to its state', () => {
    for (const f of fixtures) expect(f.simulator, f.name).toBeDefined();
  });

  for (const f of fixtures) {
    it(`${f.name}: the simulator answers as the source does`, async () => {
      const plan = f.simulator ?? {};
      await control(`${f.system}/answers`, { payloadKey: 'objetoResposta', ...plan.answers });
      const adapter = adapterFor(f.system, plan.credentials);

      let number = f.operation.status?.number ?? f.operation.cancel?.number ?? f.operation.mtrPdf?.number ?? '';
      let cdfNumber = f.operation.cdfPdf?.number ?? '';
      if (plan.before) {
        number = plan.before.made === 'issue' ? await issued(adapter) : await madeInPortal(f.system);
        const { receive, cdf, situation } = plan.before;
        if (receive) await control(`${f.system}/receive/${number}`, receive);
        if (cdf) cdfNumber = String((await control(`${f.system}/cdf/${number}`, {})).cdfNumber);
        if (situation) await control(`${f.system}/situation/${number}`, situation);
      }
      const op = f.operation;
      const outcome = await (async (): Promise<unknown> => {
        if (op.status) return adapter.status(number);
        if (op.issue) return adapter.issue(FIXTURE_MANIFEST);
        if (op.cancel) return adapter.cancel(number, op.cancel.justification).then(() => null);
        if (op.mtrPdf)
          return adapter.downloadMtrPdf(number).then((b) => b.subarray(0, 5).toString() === '%PDF-' && 'pdf');
        if (op.cdfPdf)
          return adapter.downloadCdfPdf(cdfNumber).then((b) => b.subarray(0, 5).toString() === '%PDF-' && 'pdf');
        await adapter.signIn();
        return null;
      })().then(
        (result) => ({ result: asJson(result) }),
        (err: unknown) => ({ error: err instanceof MtrSystemError ? err : String(err) }),
      );

      if (f.expect.error === 'not-supported') {
        expect(requested, 'nothing is sent for an operation no source shows').toEqual([]);
      }
      for (const [key, real] of Object.entries(f.answers)) {
        const [method, path] = key.split(' ') as [string, string];
        const mine = answered.get(`${method} ${path.split('/')[0]!}`);
        expect(mine, `the simulator answered ${key}`).toBeDefined();
        expect(mine!.status, key).toBe(real.status);
        if (real.pdf) expect(mine!.pdf, `${key} is a PDF`).toBe(true);
        else expect(drift(mine!.body, real.body), key).toEqual([]);
      }
      if (f.expect.error) {
        expect(outcome, JSON.stringify(outcome)).toHaveProperty('error');
        const err = (outcome as { error: unknown }).error;
        expect(err).toBeInstanceOf(MtrSystemError);
        expect((err as MtrSystemError).kind).toBe(f.expect.error);
        if (f.expect.systemMessage) expect((err as MtrSystemError).systemMessage).toBe(f.expect.systemMessage);
      } else {
        expect(outcome, JSON.stringify(outcome)).toHaveProperty('result');
        expect(sameOutcome((outcome as { result: unknown }).result, f.expect.result)).toEqual([]);
      }
    });
  }
});

describe('the simulator serves each family-B row as the table says', () => {
  /** Every route name any row has, the lists and the sign-in. */
  const everyRoute = [
    ...new Set([
      'gettoken',
      'retornaListaClasse',
      'retornaListaUnidade',
      'retornaListaEstadoFisico',
      'retornaListaAcondicionamento',
      'retornaListaResiduo',
      'retornaListaTratamento',
      ...FAMILY_B_SYSTEMS.flatMap((s) => {
        const { routes, treatmentList } = FAMILY_B[s];
        return [routes.status, routes.issue, routes.cancel, routes.mtrPdf, routes.cdfPdf, treatmentList];
      }),
    ]),
  ].filter((r): r is string => Boolean(r));

  const named = (system: FamilyBSystem, route: string) => {
    const row = FAMILY_B[system];
    const { status, issue, cancel, mtrPdf, cdfPdf, lists } = row.routes;
    if (route === 'gettoken') return row.signIn.kind === 'token';
    if ([status, issue, cancel, mtrPdf, cdfPdf].includes(route)) return true;
    if (!lists) return false;
    return route === row.treatmentList || (route.startsWith('retornaLista') && route !== 'retornaListaTratamento');
  };

  for (const system of FAMILY_B_SYSTEMS) {
    it(`${system}: a route its row does not name answers 404`, async () => {
      const missing = everyRoute.filter((route) => !named(system, route));
      for (const route of missing) {
        const res = await fetch(`${simUrl}/${system}/api/${route}/${UNIT}`, { method: 'POST' });
        expect(res.status, `${system} ${route}`).toBe(404);
        expect(await res.json()).toMatchObject({ erro: true });
      }
    });
  }

  it('a token row: gettoken answers {token, chave}; later calls need the Bearer and the row’s key header', async () => {
    const number = await madeInPortal('FEAM');
    const signIn = await fetch(`${simUrl}/FEAM/api/gettoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pessoaCodigo: Number(UNIT), pessoaCnpj: CNPJ, usuarioCpf: CPF, senha: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { token, chave } = (await signIn.json()) as { token: string; chave: string };
    expect(token).toBeTruthy();
    expect(chave).toBeTruthy();
    const status = (headers: Record<string, string>) =>
      fetch(`${simUrl}/FEAM/api/retornaManifesto/${number}`, { method: 'POST', headers }).then((r) => r.status);
    expect(await status({ authorization: `Bearer ${token}`, chave_feam: chave })).toBe(200);
    expect(await status({ authorization: `Bearer ${token}` })).toBe(401);
    expect(await status({ authorization: `Bearer ${token}`, chave_feam: 'outra' })).toBe(401);
    expect(await status({ chave_feam: chave })).toBe(401);
    // A token is the system's own: SEMAD's does not open FEAM.
    const semad = await fetch(`${simUrl}/SEMAD/api/gettoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pessoaCodigo: Number(UNIT), pessoaCnpj: CNPJ, usuarioCpf: CPF, senha: PASSWORD }),
    }).then((r) => r.json() as Promise<{ token: string; chave: string }>);
    expect(await status({ authorization: `Bearer ${semad.token}`, chave_feam: semad.chave })).toBe(401);
  });

  it('expired tokens: the adapter signs in again once and reads the MTR', async () => {
    const number = await madeInPortal('FEAM');
    const adapter = adapterFor('FEAM');
    expect((await adapter.status(number)).situation).toBe('issued');
    await control('expire-tokens', {});
    requested.length = 0;
    expect((await adapter.status(number)).situation).toBe('issued');
    expect(requested).toEqual(['FEAM POST retornaManifesto', 'FEAM POST gettoken', 'FEAM POST retornaManifesto']);
  });

  it('wrong credentials: a refused gettoken, a 401 for a path or a body', async () => {
    const number = await madeInPortal('SEMAD');
    const semad = await failure(adapterFor('SEMAD', { password: 'errada' }).status(number));
    expect(semad?.kind).toBe('credentials-refused');
    expect(semad?.systemMessage).toBe('Usuário ou senha inválidos.');
    const unknownCpf = await failure(adapterFor('SEMAD', { cpf: '11111111111' }).signIn());
    expect(unknownCpf?.kind).toBe('credentials-refused');

    for (const system of ['INEA', 'IMA', 'FEPAM'] as const) {
      const mine = await madeInPortal(system);
      answered.clear();
      const err = await failure(adapterFor(system, { password: 'errada' }).status(mine));
      expect(err?.kind, system).toBe('credentials-refused');
      expect(err?.httpStatus, system).toBe(401);
      expect(answered.get('POST retornaManifesto')?.body).toEqual({
        mensagem: 'Usuário ou senha inválidos.',
        erro: true,
      });
      expect((await adapterFor(system).status(mine)).situation, system).toBe('issued');
    }
    // INEA's issue takes the credentials in its body: refused there too, and nothing saved.
    const before = sim.manifests('INEA').length;
    const issue = await failure(adapterFor('INEA', { password: 'errada' }).issue(FIXTURE_MANIFEST));
    expect(issue?.kind).toBe('credentials-refused');
    expect(sim.manifests('INEA')).toHaveLength(before);
  });

  it('INEA: lists with the credentials in the path, then issue, follow, receive, PDF and cancel', async () => {
    const adapter = adapterFor('INEA');
    await adapter.signIn();
    expect(requested).toEqual(['INEA POST retornaListaUnidade']);
    // The treatments come from the row's list (`retornaListaTecnologia`), in SINIR's codes.
    const treatments = await adapter.lookupList('treatments');
    expect(requested.at(-1)).toBe('INEA POST retornaListaTecnologia');
    expect(treatments.map((t) => t.code)).toContain(FIXTURE_MANIFEST.items[0]!.treatmentCode);
    const units = await adapter.lookupList('units');
    expect(units.find((u) => u.code === '3')?.abbreviation).toBe('TON');
    expect((await adapter.lookupList('wastes')).map((w) => w.code)).toContain(FIXTURE_MANIFEST.items[0]!.ibamaCode);

    const number = await issued(adapter);
    expect(number).toMatch(/^\d{12}$/);
    const stored = sim.manifests('INEA').find((m) => m.number === number)!;
    expect(stored.generatorUnit).toBe(UNIT);
    expect(stored.seuCodigo).toBe(FIXTURE_MANIFEST.seuCodigo);
    // The envelope by default.
    expect(answered.get('POST salvarManifestoLote')?.body).toMatchObject({ erro: false, objetoResposta: [{}] });

    expect(await adapter.status(number)).toMatchObject({ number, situation: 'issued', cdfNumber: null });
    expect(answered.get('POST retornaManifesto')?.body).toMatchObject({
      erro: false,
      objetoResposta: { manNumero: number },
    });

    await control(`INEA/receive/${number}`, { quantities: { '200108': 0.75 } });
    const { cdfNumber } = await control(`INEA/cdf/${number}`, {});
    const status = await adapter.status(number);
    expect(status).toMatchObject({ situation: 'received', cdfNumber: String(cdfNumber) });
    expect(status.receivedAt).toBeInstanceOf(Date);
    expect(status.receivedQuantities).toEqual({ '200108': 0.75 });

    const pdf = await adapter.downloadMtrPdf(number);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await failure(adapter.downloadCdfPdf(String(cdfNumber))))?.kind).toBe('not-supported');

    const received = await failure(adapter.cancel(number, 'Coleta não realizada.'));
    expect(received?.kind).toBe('system-error');
    expect(received?.systemMessage).toBe('Manifesto já recebido não pode ser cancelado.');

    const second = await issued(adapter, { ...FIXTURE_MANIFEST, seuCodigo: 'ECO-FIXTURE-0002' });
    expect(Number(second)).toBe(Number(number) + 1);
    expect((await failure(adapter.cancel(second, ' ')))?.systemMessage).toBe(
      'Informe a justificativa do cancelamento.',
    );
    await adapter.cancel(second, 'Coleta não realizada.');
    expect(await adapter.status(second)).toMatchObject({ situation: 'cancelled' });
    expect((await failure(adapter.cancel(second, 'De novo.')))?.systemMessage).toBe('Manifesto já cancelado.');
    expect((await failure(adapter.status('999999999999')))?.systemMessage).toBe('Manifesto não encontrado.');
  });

  it('an item the system refuses comes back in its words; a unit field holding a CNPJ is a 400', async () => {
    const adapter = adapterFor('INEA');
    const refused = await adapter.issue({
      ...FIXTURE_MANIFEST,
      items: [{ ...FIXTURE_MANIFEST.items[0]!, classCode: '1' }],
    });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('classe 1') as unknown });
    const carrier = { ...FIXTURE_MANIFEST.carrier, unitCode: FIXTURE_MANIFEST.carrier.cnpj };
    const cnpj = await failure(adapter.issue({ ...FIXTURE_MANIFEST, carrier }));
    expect(cnpj?.httpStatus).toBe(400);
  });

  it('a situation set by the system, and the answers bare on demand', async () => {
    const adapter = adapterFor('IMA');
    const number = await madeInPortal('IMA');
    await control(`IMA/situation/${number}`, { code: 9, text: 'Cancelado Automático por prazo' });
    expect(await adapter.status(number)).toMatchObject({ situation: 'cancelled', situationCode: '9' });
    expect(answered.get('POST retornaManifesto')?.body).toMatchObject({ objetoResposta: { manNumero: number } });
    await control('IMA/answers', { payloadKey: 'none' });
    expect(await adapter.status(number)).toMatchObject({ situation: 'cancelled' });
    expect(answered.get('POST retornaManifesto')?.body).toMatchObject({ manNumero: number });
  });

  it('faults: a 500 after the save leaves the MTR made, before it none; a slow answer times out', async () => {
    const adapter = adapterFor('INEA');
    const count = () => sim.manifests('INEA').length;
    // A fault for another system does not strike INEA.
    await control('faults', { path: 'salvarManifestoLote', status: 500, system: 'SINIR' });
    await issued(adapter, { ...FIXTURE_MANIFEST, seuCodigo: 'ECO-FAULT-0' });
    await control('reset-faults', {});

    let before = count();
    await control('faults', { path: 'salvarManifestoLote', status: 500, system: 'INEA' });
    const after = await failure(adapter.issue({ ...FIXTURE_MANIFEST, seuCodigo: 'ECO-FAULT-1' }));
    expect(after).toMatchObject({ kind: 'system-error', httpStatus: 500 });
    expect(count()).toBe(before + 1);

    before = count();
    await control('faults', { path: 'salvarManifestoLote', status: 500, beforeSave: true, system: 'INEA' });
    expect(await failure(adapter.issue({ ...FIXTURE_MANIFEST, seuCodigo: 'ECO-FAULT-2' }))).toMatchObject({
      httpStatus: 500,
    });
    expect(count()).toBe(before);

    await control('faults', { path: 'salvarManifestoLote', drop: true, system: 'INEA' });
    expect((await failure(adapter.issue({ ...FIXTURE_MANIFEST, seuCodigo: 'ECO-FAULT-3' })))?.kind).toBe('unreachable');
    expect(sim.manifests('INEA').at(-1)?.seuCodigo).toBe('ECO-FAULT-3');

    const number = await issued(adapter);
    await control('faults', { path: 'retornaManifesto', delayMs: 400, system: 'INEA' });
    expect((await failure(adapterFor('INEA', {}, 150).status(number)))?.kind).toBe('timeout');
    await control('faults', { path: 'gettoken', status: 500, system: 'SEMAD' });
    expect((await failure(adapterFor('SEMAD').signIn()))?.kind).toBe('system-error');
  });
});
