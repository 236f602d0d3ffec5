import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MtrApiSystem } from '@ecopeso/shared/mtr';
import { MtrSystemError, type ManifestToIssue, type MtrConnection } from './adapter.ts';
import { clearMtrTokenCache, createApiwsAdapter } from './apiws-adapter.ts';
import { buildSimulator, SIMULATOR_ROUTE_TREES, type Simulator, type SimulatorStyle } from './simulator/simulator.ts';
import { asJson, drift, FIXTURE_MANIFEST, sameOutcome, useFixtureServer } from './fixture-checks.ts';

/**
 * Answers of the real SINIR and SIGOR, written from reference/mtr-real-systems.md (each fixture names its source),
 * served over real HTTP to the adapter: whatever shape the service answers in — the legacy envelope, `objeto`,
 * SINIR 2026's top-level `respostaApiwsManifestoDTO` — the adapter must read what the service meant. These are not
 * the simulator's answers: they pin the adapter to the sources. Each fixture then runs against the simulator, brought
 * to the state the answer comes from: its answer must carry every field of the real one, of the same type, and the
 * adapter must read it to the same outcome — so neither the adapter nor the simulator can drift from the sources
 * unnoticed.
 */
interface Fixture {
  source: string;
  system: MtrApiSystem;
  /** The connection's credentials when not the system's usual kind (e.g. a SINIR connection still on a password). */
  credentials?: MtrConnection['credentials'];
  operation: { issue?: object; status?: { number: string }; signIn?: object };
  answers: Record<string, { status: number; body: unknown }>;
  expect: {
    result?: unknown;
    error?: string;
    request?: Record<string, { authorization?: string; body?: unknown }>;
  };
  /** How to bring the simulator to the state the answer comes from: the same fixture then runs against it. */
  simulator: {
    /** The route tree: SINIR's 2026 `api` or the legacy `apiws/rest` (default). */
    tree?: SimulatorStyle;
    credentials?: MtrConnection['credentials'];
    /** `/_sim/{system}/answers`: the payload key, a failed national copy. */
    answers?: { payloadKey?: string; nationalCopyFailure?: string };
    /** Codes of the manifest's item changed (e.g. a class the waste does not take). */
    item?: Partial<ManifestToIssue['items'][number]>;
    /** An MTR issued first (its number is the one the operation asks for), then what others did to it. */
    before?: {
      issue: boolean;
      receive?: { quantities?: Record<string, number> };
      cdf?: boolean;
      situation?: { code: number; text: string };
    };
  };
}

const folder = new URL('./fixtures/', import.meta.url);
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, ...(JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as Fixture) }));

/** A token answer for the sign-in a call needs first, when the fixture is not about the sign-in itself. */
const SIGN_IN: Record<MtrApiSystem, [string, { status: number; body: unknown }]> = {
  SINIR: ['POST token', { status: 200, body: { mensagem: null, erro: false, objetoResposta: 'Bearer fixture.jwt' } }],
  SIGOR: ['POST gettoken', { status: 200, body: { mensagem: null, erro: false, objetoResposta: 'fixture-token' } }],
};

const fixture = useFixtureServer(clearMtrTokenCache);

function connection(system: MtrApiSystem, credentials?: MtrConnection['credentials']): MtrConnection {
  return {
    system,
    environment: 'production',
    baseUrl: fixture.base,
    generatorUnitCode: '4567',
    generatorCnpj: '11222333000181',
    credentials:
      credentials ??
      (system === 'SINIR'
        ? { kind: 'integration-token', integrationToken: 'SINIR-INTEGRACAO-FIXTURE' }
        : { kind: 'cpf-password', cpf: '12345678909', password: 'fixture' }),
  };
}

describe('the adapter over answers written from the real services', () => {
  it('has fixtures, each naming its source', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    for (const f of fixtures) expect(f.source, f.name).toMatch(/reference\/mtr-real-systems\.md/);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.source.split(':')[0]}`, async () => {
      const [signInKey, signInAnswer] = SIGN_IN[f.system];
      fixture.answers = { [signInKey]: signInAnswer, ...f.answers };
      const adapter = createApiwsAdapter(connection(f.system, f.credentials), { timeoutMs: 5_000 });
      const run = async () => {
        if (f.operation.issue) return adapter.issue(FIXTURE_MANIFEST);
        if (f.operation.status) return adapter.status(f.operation.status.number);
        await adapter.signIn();
        return null;
      };
      if (f.expect.error) {
        const err = await run().then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(MtrSystemError);
        expect((err as MtrSystemError).kind).toBe(f.expect.error);
      } else {
        const result = asJson(await run());
        if (f.expect.result === null) expect(result).toBeNull();
        else expect(result).toMatchObject(f.expect.result as object);
      }
      for (const [key, request] of Object.entries(f.expect.request ?? {})) {
        const seen = fixture.seen.get(key);
        expect(seen && { authorization: seen.headers.authorization, body: seen.body }, key).toMatchObject(request);
      }
    });
  }
});

const SIMULATOR_CODES: Record<MtrApiSystem, Partial<ManifestToIssue['items'][number]>> = {
  SINIR: { treatmentCode: '40', packagingCode: '8', physicalStateCode: '4', classCode: '43' },
  SIGOR: { treatmentCode: '101', packagingCode: '28', physicalStateCode: '11', classCode: '42' },
};

/** A route as the fixtures name it, with an MTR or CDF number made general. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\/\d+$/, '/{n}')}`;

describe('the simulator over the same fixtures', () => {
  let sim: Simulator;
  let simUrl: string;
  const answered = new Map<string, { status: number; body: unknown }>();

  beforeAll(async () => {
    sim = buildSimulator();
    sim.app.addHook('onSend', async (request, reply, payload) => {
      const path = new URL(request.url, 'http://x').pathname;
      const tree = Object.values(SIMULATOR_ROUTE_TREES).find((t) => path.includes(`/${t}/`));
      if (tree && typeof payload === 'string') {
        const route = path.slice(path.indexOf(`/${tree}/`) + tree.length + 2);
        answered.set(routeKey(request.method, route), {
          status: reply.statusCode,
          body: JSON.parse(payload) as unknown,
        });
      }
      return payload;
    });
    await sim.app.listen({ host: '127.0.0.1', port: 0 });
    simUrl = `http://127.0.0.1:${(sim.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => sim.app.close());

  const control = async (path: string, body: object) => {
    const res = await fetch(`${simUrl}/_sim/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.ok, path).toBe(true);
  };

  for (const f of fixtures) {
    it(`${f.name}: the simulator answers as the source does`, async () => {
      clearMtrTokenCache();
      answered.clear();
      const plan = f.simulator;
      await control(`${f.system}/answers`, {
        payloadKey: 'objetoResposta',
        nationalCopyFailure: null,
        ...plan.answers,
      });
      const credentials =
        plan.credentials ??
        f.credentials ??
        (f.system === 'SINIR'
          ? { kind: 'integration-token' as const, integrationToken: 'SIM-INTEGRACAO-FIXTURE' }
          : { kind: 'cpf-password' as const, cpf: '12345678909', password: 'simulador' });
      const adapter = createApiwsAdapter(
        {
          ...connection(f.system, credentials),
          baseUrl: `${simUrl}/${f.system}/${SIMULATOR_ROUTE_TREES[plan.tree ?? 'legacy']}`,
        },
        { timeoutMs: 5_000 },
      );
      // The simulator's own codes (SIGOR's differ from SINIR's, simulator/lists.ts): composting, bags, solid, II A.
      const valid = { ...FIXTURE_MANIFEST, items: [{ ...FIXTURE_MANIFEST.items[0]!, ...SIMULATOR_CODES[f.system] }] };
      const manifest = { ...valid, items: [{ ...valid.items[0]!, ...plan.item }] };

      let number = '';
      if (plan.before?.issue) {
        const issued = await adapter.issue(valid);
        expect(issued.ok).toBe(true);
        number = issued.ok ? issued.number : '';
        const { receive, cdf, situation } = plan.before;
        if (receive) await control(`${f.system}/receive/${number}`, receive);
        if (cdf) await control(`${f.system}/cdf/${number}`, {});
        if (situation) await control(`${f.system}/situation/${number}`, situation);
      }
      const outcome = await (async () => {
        if (f.operation.issue) return adapter.issue(manifest);
        if (f.operation.status) return adapter.status(number);
        await adapter.signIn();
        return null;
      })().then(
        (result) => ({ result: asJson(result) }),
        (err: unknown) => ({ error: err instanceof MtrSystemError ? err.kind : String(err) }),
      );

      for (const [key, real] of Object.entries(f.answers)) {
        const [method, path] = key.split(' ') as [string, string];
        const mine = answered.get(routeKey(method, path));
        expect(mine, `the simulator answered ${key}`).toBeDefined();
        expect(mine!.status, key).toBe(real.status);
        expect(drift(mine!.body, real.body), key).toEqual([]);
      }
      if (f.expect.error) expect(outcome).toEqual({ error: f.expect.error });
      else {
        expect(outcome, JSON.stringify(outcome)).toHaveProperty('result');
        expect(sameOutcome((outcome as { result: unknown }).result, f.expect.result)).toEqual([]);
      }
    });
  }
});
