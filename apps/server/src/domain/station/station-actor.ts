import { can, STATION_ROLE } from '@ecopeso/shared/roles';
import type { Actor } from '../actor.ts';

/**
 * The actor of a kitchen station's session (decision 039): the least role, with the station's client as its only one
 * — while the manager who started the station may still see that client, else none. Its requests are told apart by
 * `station`; whoever weighed is the cook of each record's turn, never this actor.
 */
export function stationActor(owner: Actor, station: { clientId: string; sessionId: string }): Actor {
  const ownerSees = can(owner.role, 'clients:all') || owner.allowedClientIds.includes(station.clientId);
  return {
    id: owner.id,
    email: owner.email,
    name: owner.name,
    role: STATION_ROLE,
    allowedClientIds: ownerSees ? [station.clientId] : [],
    station,
  };
}

/** The actor of a session as it is: a station's when the session is one, the user's own otherwise. */
export function sessionActor(user: Actor, sessionId: string, stationClientId: string | null | undefined): Actor {
  return stationClientId ? stationActor(user, { clientId: stationClientId, sessionId }) : user;
}
