import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import type { Database, Db } from '../db/client.ts';
import type { ReadChooser } from '../db/read-replica.ts';
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
  /** Where dashboards, reports and exports read: the replica when caught up, else the primary (db/read-replica.ts). */
  reads: ReadChooser;
}

export function createRouteContext(database: Database, auth: Auth, events: EventBus, reads: ReadChooser): RouteContext {
  return { database, auth, events, reads };
}

/**
 * Runs a long read through the chooser and says on the answer where it ran (`x-read-from: replica|primary`), so an
 * operator (and the fault suite) can see how many reads the replica takes.
 */
export async function readThroughReplica<T>(
  ctx: RouteContext,
  reply: FastifyReply,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const { value, from } = await ctx.reads.run(read);
  reply.header('x-read-from', from);
  return value;
}

/** The actor set by the access hook (http/access.ts); a route declared public fails loudly rather than guessing. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`route ${request.routeOptions.url} declares no signed-in access`);
  return request.actor;
}
