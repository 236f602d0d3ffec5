import type { Role } from '@ecopeso/shared/roles';

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
