import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import { loadActor, type Actor } from '../http/actor.ts';
import type { ActorCache } from '../http/actor-cache.ts';
import { sessionTokenOf } from '../http/actor-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** What every route module receives: the database, auth, and the hook that resolves the signed-in user. */
export interface RouteContext {
  database: Database;
  auth: Auth;
  events: EventBus;
  actors: ActorCache;
  /** onRequest hook: runs before body and params are validated, so a request without a session is always 401. */
  authenticate(request: FastifyRequest): Promise<void>;
}

export function createRouteContext(database: Database, auth: Auth, events: EventBus, actors: ActorCache): RouteContext {
  return {
    database,
    auth,
    events,
    actors,
    authenticate: async (request) => {
      const token = sessionTokenOf(request.headers.cookie);
      const cached = token ? actors.get(token) : null;
      if (cached) {
        request.actor = cached;
        return;
      }
      request.actor = await loadActor(auth, database.db, request);
      if (token) actors.set(token, request.actor);
    },
  };
}

/** The actor set by `authenticate`; a route that forgot the hook fails loudly rather than running unauthenticated. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`route ${request.routeOptions.url} has no authenticate hook`);
  return request.actor;
}
