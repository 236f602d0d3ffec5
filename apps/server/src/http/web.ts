import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownWebPath } from '@ecopeso/shared/web-routes';
import { sendError } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and index.html for
 * app routes (200 for a page the app knows, 404 for any other path, where the app shows its not-found text).
 */
export async function webRoutes(app: FastifyInstance, { webDist }: { webDist: string }) {
  for (const lang of ['en', 'es']) {
    app.get(`/${lang}`, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.slice(`/${lang}`.length);
      return reply.redirect(`/${lang}/${query}`, 301);
    });
  }

  const indexFile = join(webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // Folders ('/', '/app/') are pages of the app, answered by the fallback below, not directory listings.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders(res, path) {
        const hashed = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (!isPage || !indexHtml) return sendError(reply, 'not-found', 'Not found.');
    return reply
      .code(isKnownWebPath(path) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
