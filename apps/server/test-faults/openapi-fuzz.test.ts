import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers/context.ts';
import { createClient, signedInUser } from '../test/helpers/factories.ts';

// Every operation of the OpenAPI document, and better-auth's sign-in, called with values drawn from its own schema
// and with hostile ones (NUL characters, deep nesting, wrong types, huge strings): no answer may be a 5xx.
type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const hostileString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '%00', "'; drop table clients; --", '../../etc/passwd', '\uD800', '\uFFFF'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(100_000)),
);
const deep = fc.integer({ min: 1_000, max: 20_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const hostile: fc.Arbitrary<unknown> = fc.oneof(hostileString, deep, fc.anything({ maxDepth: 3 }), fc.constant(null));

/** Values the schema allows, most of the time; hostile ones otherwise. */
function fromSchema(schema: Schema | undefined, known: Record<string, string[]>, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return hostile;
  const valid = validFromSchema(schema, known, name);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function validFromSchema(schema: Schema, known: Record<string, string[]>, name: string): fc.Arbitrary<unknown> {
  if (known[name]?.length) return fc.oneof(fc.constantFrom(...known[name]!), fc.uuid());
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => fromSchema(s, known, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 200) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, known, name), { maxLength: Math.min(schema.maxItems ?? 5, 20) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromSchema(s, known, key)])),
        { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
      );
    }
    default:
      return hostile;
  }
}

let ctx: TestContext;
let cookie: string;
let known: Record<string, string[]>;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  ctx = await createTestContext();
  const client = await createClient(ctx.db, { types: [{ type: 'rejeito' }], areas: [{ name: 'Cozinha' }] });
  ({ cookie } = await signedInUser(ctx, 'master', [client.id]));
  known = { clientId: [client.id], areaId: [client.areas[0]!.id] };
  const doc = (await ctx.get('/api/openapi.json')).json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  // better-auth's routes are hidden from the document; its sign-in takes user input too.
  operations.push({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    op: {
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
              required: ['email', 'password'],
            },
          },
        },
      },
    },
  });
}, 60_000);
afterAll(() => ctx?.close());

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it('never answers 5xx', async () => {
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      // An event stream stays open by design: its parameters are checked before it opens, with the others.
      const streaming = path.endsWith('/events');
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        path: fc.record(
          Object.fromEntries(
            params.filter((p) => p.in === 'path').map((p) => [p.name, fromSchema(p.schema, known, p.name)]),
          ),
        ),
        query: fc.record(
          Object.fromEntries(
            params.filter((p) => p.in === 'query').map((p) => [p.name, fromSchema(p.schema, known, p.name)]),
          ),
          { requiredKeys: [] },
        ),
        body: body ? fromSchema(body, known) : fc.constant(undefined),
        signedIn: fc.boolean(),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async (r) => {
            const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(r.path[name])));
            const query = new URLSearchParams(
              Object.entries(r.query).map(([k, v]): [string, string] => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
              ]),
            ).toString();
            if (streaming && r.path.clientId && known.clientId!.includes(String(r.path.clientId)) && r.signedIn) return;
            const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
            const res = await ctx.app.inject({
              method: method as 'GET',
              url: query ? `${url}?${query}` : url,
              headers: {
                origin: 'http://localhost:3000',
                ...(r.signedIn ? { cookie } : {}),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              payload,
            });
            if (res.statusCode >= 500) {
              failures.push(`${method} ${path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
