import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownWebPath } from '@ecopeso/shared/web-routes';
import { sendError } from './errors.ts';

/** '/produto/' and '/produto' are one page; '/' stays '/'. */
const pagePath = (path: string) => path.replace(/\/+$/, '') || '/';

interface PrerenderedPage {
  html: string;
  /** The build's brotli and gzip copies (index.html.br, index.html.gz), when it made them. */
  br?: Buffer;
  gzip?: Buffer;
}

/** The public pages the build prerendered (apps/web/scripts/prerender.ts): URL path → page, read once at start. */
function readPrerendered(dir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  const copy = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html')) continue;
    const path = join(dir, file);
    pages.set(pagePath(`/${file.split(sep).slice(0, -1).join('/')}`), {
      html: readFileSync(path, 'utf8'),
      br: copy(`${path}.br`),
      gzip: copy(`${path}.gz`),
    });
  }
  return pages;
}

/** A prerendered page in the best encoding the browser accepts. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = page.br && /\bbr\b/.test(accepted) ? 'br' : page.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, a public page's
 * prerendered HTML when the build made one, and index.html for the other app routes (200 for a page the app
 * knows, 404 for any other path, where the app shows its not-found text). Static files go out precompressed
 * (.br/.gz beside them) when the browser accepts it.
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
  const prerendered = readPrerendered(join(webDist, 'prerendered'));
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // Folders ('/', '/app/') are pages of the app, answered by the fallback below, not directory listings;
      // prerendered pages are sent at their own URLs only.
      allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.startsWith('/prerendered/'),
      preCompressed: true,
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
    const known = isKnownWebPath(path);
    const page = known ? prerendered.get(pagePath(path)) : undefined;
    if (page) return sendPage(request, reply, page);
    return reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
