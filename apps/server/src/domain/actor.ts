import { can, mayAccessClient, type Role } from '@ecopeso/shared/roles';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

/** The signed-in user as every domain function sees them. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  allowedClientIds: string[];
  /** Set on a kitchen station's requests (decision 039): its client and the station's session. */
  station?: { clientId: string; sessionId: string };
}

/**
 * Refuses a client outside the actor's list, the client already read (`undefined`: no such client; `null` for
 * `clientId`: an id that cannot exist): 403 permission-denied, or for a master (every client) 404 for one that does
 * not exist. The one answer of a route's client check (http/actor.ts requireClientAccess) and of a multi-client list.
 */
export function checkClientAccess(
  actor: Actor,
  clientId: string | null,
  client: { active: boolean } | undefined,
): void {
  if (clientId !== null && mayAccessClient(actor, clientId, client)) return;
  if (can(actor.role, 'clients:all')) throw new AppError('not-found', 'Client not found.');
  throw new AppError('permission-denied', 'You do not have access to this client.');
}

/** A change someone makes: who acts, on which database, with what the change needs (the route validated it). */
export type Change<Params> = { db: Db; actor: Actor } & Params;

/** A change someone makes to one client's data: who acts, on which client, with the input the route validated. */
export type ClientChange<Input> = Change<{ clientId: string; input: Input }>;
