import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

it('GET /api/openapi.json describes the API for integrations, without a session', async () => {
  const res = await ctx.get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  const doc = res.json<OpenApiDocument>();
  expect(doc.openapi).toMatch(/^3\./);
  for (const path of ['/api/v1/health', '/api/v1/me', '/api/v1/clients', '/api/v1/clients/{clientId}']) {
    expect(doc.paths[path], path).toHaveProperty('get');
  }
  expect(doc.paths['/api/v1/clients/{clientId}']!.get!.parameters).toContainEqual(
    expect.objectContaining({ name: 'clientId', in: 'path' }),
  );
  // How an integration authenticates: the session cookie.
  expect(Object.values(doc.components.securitySchemes)).toContainEqual({
    type: 'apiKey',
    in: 'cookie',
    name: 'ecopeso.session_token',
  });
});

it.each(['/api/docs', '/api/docs/'])('GET %s answers the browsable documentation page', async (url) => {
  const res = await ctx.get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toMatch(/swagger-ui/i);
});
