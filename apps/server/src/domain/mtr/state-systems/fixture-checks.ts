import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ManifestToIssue } from './adapter.ts';
import type { FamilyBSystem } from './family-b.ts';

/**
 * What the fixture tests of both families share (fixtures.test.ts, family-b-adapter.test.ts,
 * family-b-simulator.test.ts): the state system's stand-in over HTTP, the manifest they issue, and the two comparisons that keep the simulator and the
 * adapter to the answers written from the sources.
 */

/** The manifest every fixture issues; a test puts its system's codes on the item where the codes matter. */
export const FIXTURE_MANIFEST: ManifestToIssue = {
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
      treatmentCode: '40',
      classCode: '43',
      physicalStateCode: '4',
      packagingCode: '8',
    },
  ],
};

/** Dates as JSON writes them, so a fixture's expected result is plain JSON too. */
export const asJson = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;

/**
 * Whether `actual` carries everything `expected` (a real answer) has, of the same JSON type: objects key by key,
 * arrays by their first element, a null in the real answer standing for any value. A number may come as a string of
 * digits and back (the sources show `manifestoNumeroNacional` both ways). Returns the paths that differ.
 */
export function drift(actual: unknown, expected: unknown, path = '$'): string[] {
  if (expected === null || expected === undefined) return [];
  const digits = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v));
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: array expected, got ${JSON.stringify(actual)}`];
    return expected.length && actual.length ? drift(actual[0], expected[0], `${path}[0]`) : [];
  }
  if (typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: object expected`];
    return Object.entries(expected).flatMap(([key, value]) =>
      key in actual
        ? drift((actual as Record<string, unknown>)[key], value, `${path}.${key}`)
        : [`${path}.${key}: missing`],
    );
  }
  if (typeof actual === typeof expected || (digits(actual) && digits(expected))) return [];
  return [`${path}: ${typeof expected} expected, got ${JSON.stringify(actual)}`];
}

/**
 * The adapter's reading of the simulator against the fixture's expected outcome: words that name an outcome
 * ('received', 'cancelled', 'pdf', true/false) must be equal; numbers, MTR numbers, dates and a system's prose must
 * be of the same kind, since the simulator numbers and words its own MTRs.
 */
export function sameOutcome(actual: unknown, expected: unknown, path = '$'): string[] {
  if (expected === null) return actual === null ? [] : [`${path}: null expected, got ${JSON.stringify(actual)}`];
  if (typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return [`${path}: object expected, got ${JSON.stringify(actual)}`];
    return Object.entries(expected as object).flatMap(([key, value]) =>
      sameOutcome((actual as Record<string, unknown>)[key], value, `${path}.${key}`),
    );
  }
  const isWord = typeof expected === 'boolean' || (typeof expected === 'string' && /^[a-z][a-z-]*$/.test(expected));
  if (isWord) {
    return actual === expected ? [] : [`${path}: ${JSON.stringify(expected)} expected, got ${JSON.stringify(actual)}`];
  }
  return typeof actual === typeof expected
    ? []
    : [`${path}: ${typeof expected} expected, got ${JSON.stringify(actual)}`];
}

/** A request/answer example of a family-B system, written from the sources (`family-b-fixtures/`). */
export interface FamilyBFixture {
  source: string;
  system: FamilyBSystem;
  operation: {
    signIn?: object;
    status?: { number: string };
    issue?: object;
    cancel?: { number: string; justification: string };
    mtrPdf?: { number: string };
    cdfPdf?: { number: string };
  };
  answers: Record<string, { status: number; body?: unknown; pdf?: boolean }>;
  expect: {
    result?: unknown;
    error?: string;
    systemMessage?: string;
    /** What the adapter must have sent, by route. */
    requests?: Record<string, { headers?: Record<string, string>; body?: unknown }>;
  };
  /** How to bring the simulator to the state the answer comes from. */
  simulator?: {
    /** Credentials other than the simulator's (a refusal). */
    credentials?: { cpf?: string; password?: string };
    /** `/_sim/{system}/answers`: `none` answers the payload itself, as the fixture has it. */
    answers?: { payloadKey?: 'objetoResposta' | 'objeto' | 'none' };
    /**
     * An MTR made first — through the system's issue route (`issue`) or in its portal (`portal`, for a system whose
     * issue route no source shows) — whose number the operation then uses; and what others did to it.
     */
    before?: {
      made: 'issue' | 'portal';
      receive?: { quantities?: Record<string, number> };
      cdf?: boolean;
      situation?: { code: number; text: string };
    };
  };
}

/** Every family-B fixture, with its file name. */
export function familyBFixtures(): (FamilyBFixture & { name: string })[] {
  const folder = new URL('./family-b-fixtures/', import.meta.url);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, ...(JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as FamilyBFixture) }));
}

/** A fixture's answer to one request: JSON, or a small PDF. */
export type FixtureAnswer = { status: number; body?: unknown; pdf?: boolean };

/**
 * A state system's stand-in over real HTTP on a free port of 127.0.0.1, at `base`: each request is keyed
 * `METHOD path` (the path below `/base/`, decoded), recorded in `seen` with its headers and JSON body (null when
 * empty), and answered by `answerOf(key)`; a key with no answer gets a 404 saying so.
 */
export async function startFixtureServer(answerOf: (key: string) => FixtureAnswer | undefined) {
  const seen = new Map<string, { headers: IncomingHttpHeaders; body: unknown }>();
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/base\//, ''));
      const key = `${req.method} ${path}`;
      seen.set(key, { headers: req.headers, body: text ? (JSON.parse(text) as unknown) : null });
      const answer = answerOf(key);
      if (answer?.pdf) {
        res.writeHead(answer.status, { 'content-type': 'application/pdf' });
        res.end(Buffer.from('%PDF-1.4\n%fixture\n'));
        return;
      }
      res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer?.body ?? { mensagem: `no fixture for ${key}`, erro: true }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A fixture server for the tests of one file: started before them and closed after; before each test, what it saw is
 * forgotten and the adapter's cached sign-ins cleared (`clearTokens`). A test sets `answers` to what it must answer.
 */
export function useFixtureServer(clearTokens: () => void) {
  const fixture = {
    answers: {} as Record<string, FixtureAnswer>,
    base: '',
    seen: new Map<string, { headers: IncomingHttpHeaders; body: unknown }>(),
  };
  let close = () => Promise.resolve();
  beforeAll(async () => {
    const server = await startFixtureServer((key) => fixture.answers[key]);
    Object.assign(fixture, { base: server.base, seen: server.seen });
    close = server.close;
  });
  afterAll(() => close());
  beforeEach(() => {
    clearTokens();
    fixture.seen.clear();
  });
  return fixture;
}
