import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@ecopeso/shared/roles';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';

/**
 * Who may call each operation of the OpenAPI document, from spec §6: the entry (weighing, records, their CSV and
 * live events) is every role's; the dashboard and its reports are master's and gerente's. `public` needs no
 * session. An operation missing here fails the walk: a new route must say who may call it.
 */
const MANAGERS: readonly Role[] = ['master', 'gerente'];
const MASTER_ONLY: readonly Role[] = ['master'];
const EXPECTED: Record<string, 'public' | readonly Role[]> = {
  'GET /api/v1/health': 'public',
  'GET /api/v1/health/live': 'public',
  'GET /api/v1/health/ready': 'public',
  'POST /api/v1/contact': 'public',
  'POST /api/v1/analytics/pageviews': 'public',
  'GET /api/v1/me': ROLES,
  'GET /api/v1/clients': ROLES,
  'GET /api/v1/clients/{clientId}': ROLES,
  'POST /api/v1/clients/{clientId}/records': ROLES,
  'GET /api/v1/clients/{clientId}/records': ROLES,
  'DELETE /api/v1/clients/{clientId}/records/{recordId}': ROLES,
  'PATCH /api/v1/clients/{clientId}/records/{recordId}': ROLES,
  'PUT /api/v1/clients/{clientId}/records/{recordId}/photo': ROLES,
  'GET /api/v1/clients/{clientId}/records/{recordId}/photo': ROLES,
  'POST /api/v1/clients/{clientId}/records/{recordId}/restore': ['master'],
  'GET /api/v1/clients/{clientId}/records.csv': ROLES,
  'GET /api/v1/clients/{clientId}/events': ROLES,
  'GET /api/v1/clients/{clientId}/dashboard': MANAGERS,
  'GET /api/v1/dashboard': MANAGERS,
  'GET /api/v1/sustainability/{framework}': MANAGERS,
  'GET /api/v1/sustainability/{framework}/records': MANAGERS,
  'GET /api/v1/dashboard.csv': MANAGERS,
  'GET /api/v1/clients/{clientId}/activity': MANAGERS,
  'PUT /api/v1/clients/{clientId}/activity/{month}': MANAGERS,
  'POST /api/v1/clients/{clientId}/activity/import': MANAGERS,
  'GET /api/v1/clients/{clientId}/reduction-goal': MANAGERS,
  'PUT /api/v1/clients/{clientId}/reduction-goal': MANAGERS,
  'GET /api/v1/clients/{clientId}/sdg-target': MANAGERS,
  'PUT /api/v1/clients/{clientId}/sdg-target': MANAGERS,
  'GET /api/v1/benchmarks': MANAGERS,
  'PUT /api/v1/sdg-targets': MANAGERS,
  'GET /api/v1/me/report-subscriptions': MANAGERS,
  'PUT /api/v1/me/report-subscriptions': MANAGERS,
  'GET /api/v1/me/report-deliveries': MANAGERS,
  'GET /api/v1/clients/{clientId}/circular-economy': MANAGERS,
  'GET /api/v1/clients/{clientId}/reports/management.pdf': MANAGERS,
  'GET /api/v1/clients/{clientId}/reports/technical.pdf': MANAGERS,
  'GET /api/v1/clients/{clientId}/documents': MANAGERS,
  'GET /api/v1/clients/{clientId}/documents.zip': MANAGERS,
  'GET /api/v1/clients/{clientId}/documents/uploads/{documentId}.pdf': MANAGERS,
  'GET /api/v1/clients/{clientId}/documents/mtrs/{mtrId}/copy.pdf': MANAGERS,
  'POST /api/v1/clients/{clientId}/documents/uploads': MANAGERS,
  'DELETE /api/v1/clients/{clientId}/documents/uploads/{documentId}': MANAGERS,
  'GET /api/v1/users': MANAGERS,
  'POST /api/v1/users': MANAGERS,
  'PATCH /api/v1/users/{id}': MANAGERS,
  'POST /api/v1/users/{id}/password-link': MANAGERS,
  // Kitchen station (decision 039): anyone sets their own PIN (a master has none to set), a manager a user's; a
  // manager starts a station; switching cook is a station's alone, no person's.
  'POST /api/v1/me/pin': ROLES,
  'DELETE /api/v1/me/pin': ROLES,
  'POST /api/v1/users/{id}/pin': MANAGERS,
  'DELETE /api/v1/users/{id}/pin': MANAGERS,
  'POST /api/v1/clients/{clientId}/station': MANAGERS,
  'POST /api/v1/station/cook': [],
  'GET /api/v1/audit': MANAGERS,
  'GET /api/v1/admin/clients': MASTER_ONLY,
  'GET /api/v1/admin/clients/{clientId}': MASTER_ONLY,
  'POST /api/v1/clients': MASTER_ONLY,
  'PATCH /api/v1/clients/{clientId}': MASTER_ONLY,
  // Issue 26: a client's kitchen lists, edited by who manages its areas (kitchen:manage).
  'GET /api/v1/clients/{clientId}/kitchen': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/containers': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/containers/{containerId}/tares': MASTER_ONLY,
  'PATCH /api/v1/clients/{clientId}/containers/{id}': MASTER_ONLY,
  'PUT /api/v1/clients/{clientId}/containers/{containerId}/photo': MASTER_ONLY,
  'DELETE /api/v1/clients/{clientId}/containers/{containerId}/photo': MASTER_ONLY,
  // The weighing form shows a container's photo: every role reads it (decision 035).
  'GET /api/v1/clients/{clientId}/containers/{containerId}/photo': ROLES,
  'POST /api/v1/clients/{clientId}/loss-reasons': MASTER_ONLY,
  'PATCH /api/v1/clients/{clientId}/loss-reasons/{id}': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/food-items': MASTER_ONLY,
  'PATCH /api/v1/clients/{clientId}/food-items/{id}': MASTER_ONLY,
  'PATCH /api/v1/clients/{clientId}/kitchen-settings': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/contracts': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/contracts': MASTER_ONLY,
  'PATCH /api/v1/clients/{clientId}/contracts/{contractId}': MASTER_ONLY,
  'GET /api/v1/carriers': MASTER_ONLY,
  'GET /api/v1/carriers/{id}': MASTER_ONLY,
  'POST /api/v1/carriers': MASTER_ONLY,
  'PATCH /api/v1/carriers/{id}': MASTER_ONLY,
  'GET /api/v1/receivers': MASTER_ONLY,
  'GET /api/v1/receivers/{id}': MASTER_ONLY,
  'POST /api/v1/receivers': MASTER_ONLY,
  'PATCH /api/v1/receivers/{id}': MASTER_ONLY,
  'GET /api/v1/alerts': MANAGERS,
  'GET /api/v1/master-tools/clients/{clientId}/records.csv': MASTER_ONLY,
  'GET /api/v1/master-tools/export.zip': MASTER_ONLY,
  'GET /api/v1/master-tools/emission-factors': MASTER_ONLY,
  'POST /api/v1/master-tools/emission-factors/years': MASTER_ONLY,
  'POST /api/v1/master-tools/emission-factors': MASTER_ONLY,
  'PATCH /api/v1/master-tools/emission-factors/{id}': MASTER_ONLY,
  'GET /api/v1/master-tools/audit': MASTER_ONLY,
  'GET /api/v1/master-tools/contact-messages': MASTER_ONLY,
  'PUT /api/v1/master-tools/contact-messages/{id}/handled': MASTER_ONLY,
  'GET /api/v1/master-tools/site-analytics': MASTER_ONLY,
  'GET /api/v1/master-tools/system': MASTER_ONLY,
  'GET /api/v1/admin/records': MASTER_ONLY,
  'POST /api/v1/admin/records/bulk-delete': MASTER_ONLY,
  'POST /api/v1/admin/record-operations/{operationId}/undo': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/imports': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/imports': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/imports/{importId}/undo': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/settings': MASTER_ONLY,
  'PUT /api/v1/clients/{clientId}/mtr/settings': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtr/settings/test': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/lookups': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtr/lookups/sync': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/mapping': MASTER_ONLY,
  'PUT /api/v1/clients/{clientId}/mtr/mapping': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/contracts/{contractId}/proposal': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtrs': MANAGERS,
  'POST /api/v1/clients/{clientId}/mtrs': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtrs/{mtrId}': MANAGERS,
  'PATCH /api/v1/clients/{clientId}/mtrs/{mtrId}': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtrs/{mtrId}/issue': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtrs/{mtrId}/reconcile': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtrs/{mtrId}/reissue': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtrs/{mtrId}/discard': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtr/contracts/{contractId}/test-mtr': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtrs/{mtrId}/cancel': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtrs/{mtrId}/refresh': MASTER_ONLY,
  'POST /api/v1/clients/{clientId}/mtrs/{mtrId}/simulate': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtrs/{mtrId}/mtr.pdf': MANAGERS,
  'GET /api/v1/clients/{clientId}/mtrs/{mtrId}/cdf.pdf': MANAGERS,
  'GET /api/v1/clients/{clientId}/mtrs/{mtrId}/exchanges': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/exchanges': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/weighed-vs-declared': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/dmr': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/dmr.csv': MASTER_ONLY,
  'GET /api/v1/clients/{clientId}/mtr/dmr.pdf': MASTER_ONLY,
  'POST /api/v1/password/forgot': 'public',
  'POST /api/v1/password/reset': 'public',
  'PATCH /api/v1/me': ROLES,
  'POST /api/v1/me/password': ROLES,
};

/** Streams never end on their own: answered by events.test.ts over a real socket, not here. */
const STREAMS = new Set(['GET /api/v1/clients/{clientId}/events']);

interface Operation {
  key: string;
  method: string;
  path: string;
  queryParams: string[];
  pathParams: string[];
  hasBody: boolean;
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; security?: unknown[] }>
  >;
}

let ctx: TestContext;
let operations: Operation[];
/** The users' own client, and one outside every user's list. */
let own: { clientId: string };
let foreign: { clientId: string };
let cookies: Record<Role, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const hotel = await createClient(ctx.db, { name: 'Hotel Atlântico', types: [{ type: 'rejeito' }] });
  const other = await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] });
  cookies = {
    master: (await signedInUser(ctx, 'master')).cookie,
    gerente: (await signedInUser(ctx, 'gerente', [hotel.id])).cookie,
    operacional: (await signedInUser(ctx, 'operacional', [hotel.id])).cookie,
  };
  own = { clientId: hotel.id };
  foreign = { clientId: other.id };

  const res = await ctx.get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  const doc = res.json<OpenApiDocument>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      hasBody: op.requestBody !== undefined,
      security: op.security,
    })),
  );
});
afterAll(() => ctx?.close());

/**
 * The operation called with input that fails validation wherever it has input: every query parameter, the
 * body and any path id but the client's. A refusal (401/403/404) instead of 400 proves authorization ran first.
 */
function callInvalid(op: Operation, target: { clientId: string }, cookie?: string): Promise<LightMyRequestResponse> {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'clientId' ? encodeURIComponent(target.clientId) : 'not-a-uuid',
  );
  const query = op.queryParams.map((name) => `${name}=not-valid`).join('&');
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (op.method !== 'GET') headers.origin = WEB_ORIGIN;
  return ctx.app.inject({
    method: op.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: query ? `${path}?${query}` : path,
    headers,
    ...(op.hasBody ? { payload: { unexpected: 'not what this route takes' } } : {}),
  });
}

const hasInput = (op: Operation) =>
  op.hasBody || op.queryParams.length > 0 || op.pathParams.some((name) => name !== 'clientId');
const rolesOf = (op: Operation) => EXPECTED[op.key];
/** The operations that need a session, each with the roles that may call it. */
const privateOps = () =>
  operations.flatMap((op) => {
    const roles = rolesOf(op);
    return roles && roles !== 'public' ? [{ ...op, roles }] : [];
  });
const withClient = (op: Operation) => op.pathParams.includes('clientId');

describe('the OpenAPI document', () => {
  it('names who may call every operation, and marks exactly the public ones as needing no session', () => {
    expect(operations.length).toBeGreaterThan(10);
    for (const op of operations) {
      expect(rolesOf(op), `${op.key} is missing from EXPECTED`).toBeDefined();
      expect(op.security?.length === 0, `${op.key}: security [] means public`).toBe(rolesOf(op) === 'public');
    }
  });
});

describe('every operation that needs a session', () => {
  it('answers 401 without one, before validating anything', async () => {
    for (const op of privateOps()) {
      const res = await callInvalid(op, own);
      expect(res.statusCode, `${op.key}: ${res.body}`).toBe(401);
      expectError(res, 401, 'unauthenticated');
    }
  });

  it('answers 403 to every role spec §6 refuses, for its own client too, before validating anything', async () => {
    let refusals = 0;
    for (const op of privateOps()) {
      for (const role of ROLES.filter((r) => !op.roles.includes(r))) {
        for (const target of withClient(op) ? [own, foreign] : [own]) {
          const res = await callInvalid(op, target, cookies[role]);
          expect(res.statusCode, `${op.key} as ${role}: ${res.body}`).toBe(403);
          expectError(res, 403, 'permission-denied');
          refusals += 1;
        }
      }
    }
    // Dashboard and the two reports refuse operacional.
    expect(refusals).toBeGreaterThanOrEqual(6);
  });

  it('answers 403 to a user for a client outside their list (or unknown, or not an id), before validating', async () => {
    for (const op of privateOps().filter(withClient)) {
      for (const role of op.roles.filter((r) => r !== 'master')) {
        for (const clientId of [foreign.clientId, randomUUID(), 'not-a-uuid']) {
          const res = await callInvalid(op, { clientId }, cookies[role]);
          expect(res.statusCode, `${op.key} as ${role} for ${clientId}: ${res.body}`).toBe(403);
          expectError(res, 403, 'permission-denied');
          expect(res.body).not.toContain('Zéfiro');
        }
      }
    }
  });

  it('answers master 404 for a client that does not exist, before validating', async () => {
    for (const op of privateOps().filter(withClient)) {
      for (const clientId of [randomUUID(), 'not-a-uuid']) {
        expectError(await callInvalid(op, { clientId }, cookies.master), 404, 'not-found');
      }
    }
  });

  it('lets every role the spec allows through to validation (400), or to the answer when there is no input', async () => {
    for (const op of privateOps().filter((o) => !STREAMS.has(o.key))) {
      for (const role of op.roles) {
        const res = await callInvalid(op, own, cookies[role]);
        if (hasInput(op)) expectError(res, 400, 'invalid-argument');
        else expect(res.statusCode, `${op.key} as ${role}: ${res.body}`).toBe(200);
      }
    }
  });
});

describe('every public operation', () => {
  it('answers without a session: never 401 or 403', async () => {
    const publicOps = operations.filter((op) => rolesOf(op) === 'public');
    expect(publicOps.map((op) => op.key)).toEqual(expect.arrayContaining(['GET /api/v1/health']));
    for (const op of publicOps) {
      const res = await callInvalid(op, own);
      expect([401, 403], `${op.key}: ${res.body}`).not.toContain(res.statusCode);
      if (hasInput(op)) expectError(res, 400, 'invalid-argument');
    }
  });

  it('includes the routes outside the document: sign-in, the document and its page', async () => {
    expect((await ctx.get('/api/auth/get-session')).statusCode).toBe(200);
    expect((await ctx.get('/api/openapi.json')).statusCode).toBe(200);
    expect((await ctx.get('/api/docs')).statusCode).toBe(200);
  });
});
