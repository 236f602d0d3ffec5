import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MtrApiSystem } from '@ecopeso/shared/mtr';
import { MtrSystemError, type ManifestToIssue, type MtrConnection } from './adapter.ts';
import { clearMtrTokenCache, createApiwsAdapter } from './apiws-adapter.ts';

/**
 * Answers of the real SINIR and SIGOR, written from reference/mtr-real-systems.md (each fixture names its source),
 * served over real HTTP to the adapter: whatever shape the service answers in — the legacy envelope, `objeto`,
 * SINIR 2026's top-level `respostaApiwsManifestoDTO` — the adapter must read what the service meant. These are not
 * the simulator's answers: they pin the adapter to the sources, so neither can drift from them unnoticed.
 */
interface Fixture {
  source: string;
  system: MtrApiSystem;
  operation: { issue?: object; status?: { number: string }; signIn?: object };
  answers: Record<string, { status: number; body: unknown }>;
  expect: {
    result?: unknown;
    error?: string;
    request?: Record<string, { authorization?: string; body?: unknown }>;
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

let server: Server;
let base: string;
let answers: Record<string, { status: number; body: unknown }> = {};
let received: Record<string, { authorization?: string; body: unknown }> = {};

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/base\//, '');
      const key = `${req.method} ${path}`;
      received[key] = { authorization: req.headers.authorization, body: await bodyOf(req) };
      const answer = answers[key];
      res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer?.body ?? { mensagem: `no fixture for ${key}`, erro: true }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clearMtrTokenCache();
  received = {};
});

function connection(system: MtrApiSystem): MtrConnection {
  return {
    system,
    environment: 'production',
    baseUrl: base,
    generatorUnitCode: '4567',
    generatorCnpj: '11222333000181',
    credentials:
      system === 'SINIR'
        ? { kind: 'integration-token', integrationToken: 'SINIR-INTEGRACAO-FIXTURE' }
        : { kind: 'cpf-password', cpf: '12345678909', password: 'fixture' },
  };
}

const MANIFEST: ManifestToIssue = {
  seuCodigo: 'ECO-FIXTURE-0001',
  responsibleName: 'Ana Responsável',
  shipmentDate: '2026-11-13',
  driverName: 'João Motorista',
  vehiclePlate: 'ABC1D23',
  notes: '',
  carrier: { cnpj: '22333444000181', unitCode: '120045' },
  receiver: { cnpj: '33444555000181', unitCode: '130077' },
  items: [
    {
      ibamaCode: '200108',
      quantity: 0.8125,
      unitCode: '3',
      treatmentCode: '20',
      classCode: '43',
      physicalStateCode: '4',
      packagingCode: '5',
    },
  ],
};

/** Dates as JSON writes them, so a fixture's expected result is plain JSON too. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('the adapter over answers written from the real services', () => {
  it('has fixtures, each naming its source', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    for (const f of fixtures) expect(f.source, f.name).toMatch(/reference\/mtr-real-systems\.md/);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.source.split(':')[0]}`, async () => {
      const [signInKey, signInAnswer] = SIGN_IN[f.system];
      answers = { [signInKey]: signInAnswer, ...f.answers };
      const adapter = createApiwsAdapter(connection(f.system), { timeoutMs: 5_000 });
      const run = async () => {
        if (f.operation.issue) return adapter.issue(MANIFEST);
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
        expect(received[key], key).toMatchObject(request);
      }
    });
  }
});
