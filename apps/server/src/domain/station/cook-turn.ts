import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import { COOK_TURN_HOURS } from '@ecopeso/shared/station';

/** What a cook's turn at a station vouches for: this cook, at this station's session, for this client, in this window. */
export interface CookTurnClaims {
  sessionId: string;
  cookId: string;
  clientId: string;
  /** Seconds since the epoch. */
  startedAt: number;
  endsAt: number;
}

/** A device's clock may run a little behind the server's: a weighing this early in a turn still belongs to it. */
const CLOCK_SLACK_SEC = 60;
const PREFIX = 'cook-turn:';

/** Signs with better-auth's own signing function and secret (as its cookies), under a prefix no cookie value has. */
const sign = (payload: string, secret: string) => makeSignature(`${PREFIX}${payload}`, secret);

/** A turn starting `now` for COOK_TURN_HOURS, as the token the station keeps and sends with each weighing. */
export async function issueCookTurn(
  claims: Omit<CookTurnClaims, 'startedAt' | 'endsAt'>,
  secret: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const startedAt = Math.floor(now.getTime() / 1000);
  const endsAt = startedAt + COOK_TURN_HOURS * 3600;
  const payload = Buffer.from(
    JSON.stringify([claims.sessionId, claims.cookId, claims.clientId, startedAt, endsAt]),
  ).toString('base64url');
  return { token: `${payload}.${await sign(payload, secret)}`, expiresAt: new Date(endsAt * 1000) };
}

/** The claims of a turn token signed with `secret`, or null (forged, altered, malformed). */
export async function readCookTurn(token: unknown, secret: string): Promise<CookTurnClaims | null> {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot < 1) return null;
  const payload = token.slice(0, dot);
  if (!constantTimeEqual(token.slice(dot + 1), await sign(payload, secret))) return null;
  try {
    const [sessionId, cookId, clientId, startedAt, endsAt] = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    ) as unknown[];
    if (typeof sessionId !== 'string' || typeof cookId !== 'string' || typeof clientId !== 'string') return null;
    if (typeof startedAt !== 'number' || typeof endsAt !== 'number') return null;
    return { sessionId, cookId, clientId, startedAt, endsAt };
  } catch {
    return null;
  }
}

/**
 * The cook a weighing belongs to, when its turn is valid for it: signed by us, of this very station session and
 * client, and the weighing made within the turn (a weighing queued offline keeps the turn it was made in, so its
 * time, not the time it syncs, is what counts). Null otherwise.
 */
export function cookOfWeighing(
  claims: CookTurnClaims | null,
  station: { sessionId: string; clientId: string },
  recordedAt: unknown,
): string | null {
  if (!claims || claims.sessionId !== station.sessionId || claims.clientId !== station.clientId) return null;
  const at = typeof recordedAt === 'string' ? Date.parse(recordedAt) / 1000 : NaN;
  if (!Number.isFinite(at)) return claims.cookId; // a malformed time is the record's own fault: refused as such
  return at >= claims.startedAt - CLOCK_SLACK_SEC && at <= claims.endsAt ? claims.cookId : null;
}
