import type { Role } from '@ecopeso/shared/roles';
import type { Db } from '../db/client.ts';

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

/** A change someone makes: who acts, on which database, with what the change needs (the route validated it). */
export type Change<Params> = { db: Db; actor: Actor } & Params;

/** A change someone makes to one client's data: who acts, on which client, with the input the route validated. */
export type ClientChange<Input> = Change<{ clientId: string; input: Input }>;
