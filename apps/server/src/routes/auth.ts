import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { clearLoginFailures, isLoginBlocked, recordLoginFailure } from '../domain/auth/login-throttle.ts';
import { sendError } from '../http/errors.ts';
import { ownOrigin } from '../http/origin-check.ts';
import { codeForStatus } from '@ecopeso/shared/errors';

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

function toWebRequest(request: FastifyRequest): Request {
  const headers = fromNodeHeaders(request.headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, ownOrigin(request)), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

function emailOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') return body.email;
  return undefined;
}

/** Mounts better-auth under /api/auth, with failed sign-ins limited per account and per IP. */
export async function authRoutes(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // better-auth answers for its own routes: signing in needs no session, and it checks its own session routes.
    config: { access: 'public' },
    async handler(request, reply) {
      // better-auth resolves dot segments ('/api/auth/./sign-in/email'), so match the normalised path.
      const path = new URL(request.url, 'http://x').pathname;
      const isSignIn = request.method === 'POST' && path === '/api/auth/sign-in/email';
      const email = isSignIn ? emailOf(request.body) : undefined;
      if (email && (await isLoginBlocked(db, email, request.ip))) {
        return sendError(reply, 'resource-exhausted', 'Too many login attempts. Please try again later.');
      }
      const response = await auth.handler(toWebRequest(request));
      if (email) {
        if (response.status === 401) await recordLoginFailure(db, email, request.ip);
        else if (response.ok) await clearLoginFailures(db, email, request.ip);
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (!SKIPPED_HEADERS.has(key)) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400) {
        return sendError(reply, codeForStatus(response.status), errorMessage(text), response.status);
      }
      return reply.send(text || null);
    },
  });
}

function errorMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // better-auth answered without a JSON body
  }
  return 'Request refused.';
}
