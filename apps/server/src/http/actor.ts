import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import { can, isRole, type Capability } from '@ecopeso/shared/roles';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { clients, userClients } from '../db/schema.ts';
import { AppError } from '../domain/app-error.ts';
import { checkClientAccess, type Actor } from '../domain/actor.ts';
import { sessionActor } from '../domain/station/station-actor.ts';

/** Resolves the session cookie to an Actor, or fails with 401 unauthenticated. */
export async function loadActor(auth: Auth, db: Db, request: FastifyRequest): Promise<Actor> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) throw new AppError('unauthenticated', 'Sign in to continue.');
  const { user } = session;
  if (!user.active || !isRole(user.role)) throw new AppError('unauthenticated', 'Sign in to continue.');
  const rows = await db
    .select({ clientId: userClients.clientId })
    .from(userClients)
    .where(eq(userClients.userId, user.id));
  const own = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    allowedClientIds: rows.map((r) => r.clientId).sort(),
  };
  return sessionActor(own, session.session.id, session.session.stationClientId);
}

export function requireCapability(actor: Actor, capability: Capability): void {
  if (!can(actor.role, capability)) {
    throw new AppError('permission-denied', 'You do not have permission to do this.');
  }
}

/**
 * Refuses a client outside the actor's list (master: any existing client, and 404 for one that does not exist).
 * `null` stands for an id that cannot exist (not a uuid): refused the same way, without a query.
 */
export async function requireClientAccess(db: Db, actor: Actor, clientId: string | null): Promise<void> {
  const [client] =
    clientId === null ? [] : await db.select({ active: clients.active }).from(clients).where(eq(clients.id, clientId));
  checkClientAccess(actor, clientId, client);
}
