import Fastify, { type FastifyInstance, type RouteShorthandOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { registerAccessControl } from './access.ts';

/** An app with the access control and one plugin of routes, as buildApp registers them; nothing is called. */
async function start(routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  // Not reached: these tests only start the app, no request is made.
  registerAccessControl(app, { auth: {} as Auth, db: {} as Db });
  await app.register(async (plugin) => routes(plugin));
  await app.ready();
  return app;
}

const route = (app: FastifyInstance, url: string, options: RouteShorthandOptions) => app.get(url, options, () => 'ok');

describe('registerAccessControl at start-up', () => {
  it('refuses to start when a route under /api/ declares nothing', async () => {
    await expect(start((app) => route(app, '/api/v1/undeclared', {}))).rejects.toThrow(
      'GET /api/v1/undeclared declares no access',
    );
  });

  it('refuses a route whose :clientId would go unchecked, or that checks a client its path does not name', async () => {
    await expect(
      start((app) =>
        route(app, '/api/v1/clients/:clientId/x', {
          config: { access: { capability: 'records:read', client: 'none' } },
        }),
      ),
    ).rejects.toThrow(/:clientId in its path/);
    await expect(
      start((app) => route(app, '/api/v1/clients/:clientId/x', { config: { access: 'public' } })),
    ).rejects.toThrow(/:clientId in its path/);
    await expect(
      start((app) => route(app, '/api/v1/x', { config: { access: { capability: 'records:read', client: 'params' } } })),
    ).rejects.toThrow(/no :clientId/);
  });

  it('starts with every /api/ route declared; pages outside /api/ and the documentation page need no declaration', async () => {
    const app = await start((app) => {
      route(app, '/api/v1/health', { config: { access: 'public' } });
      route(app, '/api/v1/me', { config: { access: { capability: 'signed-in', client: 'none' } } });
      route(app, '/api/v1/clients/:clientId', { config: { access: { capability: 'records:read', client: 'params' } } });
      route(app, '/api/docs/static/*', {});
      route(app, '/app/*', {});
    });
    expect(app.printRoutes()).toContain('health');
    await app.close();
  });

  it('answers a declared route 401 without a session before anything else runs', async () => {
    const app = Fastify();
    const auth = { api: { getSession: async () => null } } as unknown as Auth;
    registerAccessControl(app, { auth, db: {} as Db });
    app.setErrorHandler((err: Error & { code?: string }, _request, reply) => reply.code(418).send(err.code));
    let ran = false;
    app.get('/api/v1/me', { config: { access: { capability: 'signed-in', client: 'none' } } }, () => {
      ran = true;
      return 'ok';
    });
    const res = await app.inject('/api/v1/me');
    expect([res.body, ran]).toEqual(['unauthenticated', false]);
    await app.close();
  });
});
