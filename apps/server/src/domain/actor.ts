import type { Role } from '@ecopeso/shared/roles';

/** The signed-in user as every domain function sees them. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  allowedClientIds: string[];
}
