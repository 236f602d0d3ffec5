import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Actor } from '../domain/actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** What every route module receives: the database, auth and the record events. Access is declared per route. */
export interface RouteContext {
  database: Database;
  auth: Auth;
  events: EventBus;
}

export function createRouteContext(database: Database, auth: Auth, events: EventBus): RouteContext {
  return { database, auth, events };
}

/** The actor set by the access hook (http/access.ts); a route declared public fails loudly rather than guessing. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`route ${request.routeOptions.url} declares no signed-in access`);
  return request.actor;
}
