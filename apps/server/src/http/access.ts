import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Capability } from '@ecopeso/shared/roles';
import type { WeighingClient } from '@ecopeso/shared/weighing-rules';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../domain/app-error.ts';
import { checkClientAccess } from '../domain/actor.ts';
import { loadActor, requireCapability, requireClientAccess } from './actor.ts';
import { loadRequestActor, sessionDueForExtension, signedSessionToken, type SessionSettings } from './sessions.ts';

/**
 * What a route needs, declared in its options (`config: { access }`) and enforced by `authorize` alone:
 * - `'public'`: no session (health, the public site's forms, sign-in, the API documentation);
 * - `capability`: one of packages/shared roles.ts, or `'signed-in'` for any active user whatever their role;
 * - `client`: `'params'` when the route's `:clientId` names the client whose data it touches (checked against the
 *   user's allowed clients), `'none'` when it touches no single client's data (or scopes by the user itself);
 * - `reads: 'weighing-client'` (with `client: 'params'`): the access check's statement also reads what the weighing
 *   rule needs of that client, into `request.weighingClient` (left null when it did not: the route reads it itself);
 * - `station`: whether a kitchen station's session may call it (decision 039) — `'also'` with everybody else, `'only'`
 *   for it alone; left out, a station is refused (it weighs, and does nothing else).
 */
export type RouteAccess =
  | 'public'
  | {
      capability: Capability | 'signed-in';
      client: 'params' | 'none';
      reads?: 'weighing-client';
      station?: 'also' | 'only';
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    weighingClient: WeighingClient | null;
  }
}

/** Routes under /api/ that a plugin adds itself, without route options of ours: public by design. */
const PUBLIC_WITHOUT_DECLARATION = [
  // @fastify/swagger-ui: the browsable documentation page and its assets (the document itself is declared).
  '/api/docs',
];

const CLIENT_PARAM = ':clientId';

export interface AccessDeps {
  auth: Auth;
  db: Db;
}

function isUndeclaredPublic(url: string): boolean {
  return PUBLIC_WITHOUT_DECLARATION.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/** Throws at start-up for a route under /api/ whose declaration is missing or contradicts its path. */
function checkDeclaration(route: RouteOptions): void {
  const url = route.url;
  if (!url.startsWith('/api/') || isUndeclaredPublic(url)) return;
  const access = route.config?.access;
  const where = `${String(route.method)} ${url}`;
  if (access === undefined) {
    throw new Error(`${where} declares no access: add config.access ('public', or a capability and its client)`);
  }
  const hasClientParam = url.split('/').includes(CLIENT_PARAM);
  const client = access === 'public' ? 'none' : access.client;
  if (hasClientParam && client !== 'params') {
    throw new Error(`${where} has ${CLIENT_PARAM} in its path, so its access must be { client: 'params' }`);
  }
  if (!hasClientParam && client === 'params') {
    throw new Error(`${where} declares client 'params' but its path has no ${CLIENT_PARAM}`);
  }
}

const uuidSchema = z.uuid();
const isUuid = (value: unknown): value is string => uuidSchema.safeParse(value).success;

/**
 * Makes every route declare its access and enforces it in one onRequest hook, so nothing runs for a refused
 * request: no body parsing, no validation (a foreign client never learns what a valid body looks like), no
 * handler. The hook runs after the app's own onRequest hooks (per-address limit, origin check) and sets
 * `request.actor` before preValidation, where the per-account limit counts it. Register before any route.
 */
export function registerAccessControl(app: FastifyInstance, deps: AccessDeps): void {
  // better-auth's cookie name, secret and session ages, read once from its context.
  let settings: Promise<SessionSettings> | undefined;
  const sessionSettings = () =>
    (settings ??= deps.auth.$context.then((c) => ({
      cookieName: c.authCookies.sessionToken.name,
      secret: c.secret,
      expiresInSec: c.sessionConfig.expiresIn,
      updateAgeSec: c.sessionConfig.updateAge,
    })));

  /**
   * Sets `request.actor`, and answers the client `clientId` names when it read it. A cookie signed with the server's
   * secret is checked here, as better-auth checks it, and its session, user and clients read fresh in one statement
   * (with the client); better-auth decides the rest — no such session (it answers none: 401), or one it would extend
   * now (it extends it) — so what it writes, it still writes.
   */
  const authenticate = async (
    request: FastifyRequest,
    clientId: string | null,
    weighingClient: boolean,
  ): Promise<{ active: boolean } | undefined | 'unread'> => {
    const cookie = request.headers.cookie;
    if (cookie) {
      const current = await sessionSettings();
      const token = await signedSessionToken(cookie, current);
      const found = token ? await loadRequestActor(deps.db, token, clientId, { weighingClient }) : null;
      if (found && !sessionDueForExtension(found.expiresAtMs, current)) {
        request.actor = found.actor;
        request.weighingClient = found.weighingClient ?? null;
        return found.client;
      }
    }
    request.actor = await loadActor(deps.auth, deps.db, request);
    return 'unread';
  };

  const authorize = async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    // Raw, not yet validated: a malformed id is a client that does not exist (403, or 404 for master).
    const raw = access.client === 'params' ? (request.params as { clientId?: unknown }).clientId : undefined;
    const clientId = isUuid(raw) ? raw : null;
    const client = await authenticate(request, clientId, access.reads === 'weighing-client');
    const actor = request.actor!;
    if (actor.station && access.station === undefined) {
      throw new AppError('permission-denied', 'A kitchen station only weighs.', { reason: 'station-only-weighs' });
    }
    if (!actor.station && access.station === 'only') {
      throw new AppError('permission-denied', 'Only a kitchen station does this.');
    }
    if (access.capability !== 'signed-in') requireCapability(actor, access.capability);
    if (access.client === 'params') {
      if (client === 'unread') await requireClientAccess(deps.db, actor, clientId);
      else checkClientAccess(actor, clientId, client);
    }
  };

  app.addHook('onRoute', (route) => {
    checkDeclaration(route);
    const access = route.config?.access;
    if (access === 'public') {
      // The OpenAPI document says so too: no session needed.
      route.schema = { ...route.schema, security: [] };
    } else if (access !== undefined) {
      const own = route.onRequest ?? [];
      route.onRequest = [authorize, ...(Array.isArray(own) ? own : [own])];
    }
  });
}
