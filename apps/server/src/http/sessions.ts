import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { isRole } from '@ecopeso/shared/roles';
import type { Db } from '../db/client.ts';
import { pgArray } from '../db/pg-array.ts';
import { executePrepared } from '../db/prepared.ts';
import type { Actor } from '../domain/actor.ts';
import { sessionActor } from '../domain/station/station-actor.ts';
import type { WeighingClient } from '@ecopeso/shared/weighing-rules';
import {
  WEIGHING_CLIENT_COLUMNS,
  toWeighingClient,
  type WeighingClientRow,
} from '../domain/records/load-weighing-client.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ecopeso\.session_token=([^;]+)/;

export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
}

/** The session token inside the signed cookie value (`<token>.<signature>`, URL-encoded). */
export function sessionIdOf(cookieValue: string): string {
  try {
    return decodeURIComponent(cookieValue).split('.')[0] ?? '';
  } catch {
    return '';
  }
}

interface ActorRow {
  token: string;
  session_id: string;
  station_client_id: string | null;
  id: string;
  email: string;
  name: string;
  role: string;
  client_ids: string[] | null;
}

/**
 * The actors of open, unexpired sessions of active users, read fresh from the database in one indexed query:
 * role and clients as they are now, never remembered. Sessions that are closed, expired or whose user is
 * inactive are missing from the answer.
 */
export async function loadActorsBySession(db: Db, sessionIds: readonly string[]): Promise<Map<string, Actor>> {
  // better-auth's tokens are letters and digits; anything else cannot be a session (and never reaches the query).
  const ids = sessionIds.filter((id) => /^[\w-]{1,255}$/.test(id));
  if (!ids.length) return new Map();
  const { rows } = (await db.execute(sql`
    select s.token, s.id as session_id, s.station_client_id::text as station_client_id, u.id, u.email, u.name, u.role,
           (select json_agg(uc.client_id::text order by uc.client_id::text)
              from user_clients uc where uc.user_id = u.id) as client_ids
      from session s join "user" u on u.id = s.user_id
     where s.token = any(${pgArray(ids)}::text[])
       and s.expires_at > now() and u.active`)) as unknown as { rows: ActorRow[] };
  const actors = new Map<string, Actor>();
  for (const row of rows) {
    if (!isRole(row.role)) continue;
    const user = {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      allowedClientIds: row.client_ids ?? [],
    };
    actors.set(row.token, sessionActor(user, row.session_id, row.station_client_id));
  }
  return actors;
}

/** What the server needs to check a session cookie itself, as better-auth does (its context: name, secret, ages). */
export interface SessionSettings {
  cookieName: string;
  secret: string;
  /** A session lives this long after it was last extended (better-auth `session.expiresIn`), in seconds. */
  expiresInSec: number;
  /** It is extended when used this long after it was last extended (`session.updateAge`), in seconds. */
  updateAgeSec: number;
}

/** The value of cookie `name` in a Cookie header as better-call reads it: the first one, unquoted and URL-decoded. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The session token of the request's session cookie when the cookie is signed with the server's secret, else null:
 * the signature (`<token>.<signature>`) is made by better-auth's own `makeSignature`, the function its cookies are
 * signed with, and compared in constant time — so the check follows better-auth if its signing ever changes.
 */
export async function signedSessionToken(
  cookieHeader: string | undefined,
  settings: SessionSettings,
): Promise<string | null> {
  const value = cookieHeader ? cookieValue(cookieHeader, settings.cookieName) : null;
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // A signature checked once with this secret stays right: only what is verified is remembered (a flood of bad
  // cookies evicts nothing), and the session itself is still read fresh on every request.
  const known = VERIFIED.get(settings.secret)?.get(token);
  if (known !== undefined && constantTimeEqual(signature, known)) return token;
  const expected = await makeSignature(token, settings.secret);
  if (!constantTimeEqual(signature, expected)) return null;
  let bySecret = VERIFIED.get(settings.secret);
  if (!bySecret) VERIFIED.set(settings.secret, (bySecret = new Map()));
  if (bySecret.size >= VERIFIED_MAX) bySecret.delete(bySecret.keys().next().value!);
  bySecret.set(token, expected);
  return token;
}

/**
 * Signatures already verified, per secret: better-auth's makeSignature imports the key on every call (≈ 40 µs of CPU,
 * a tenth of a weighing's server time), while a tablet sends the same cookie all day. Bounded, oldest out first.
 */
const VERIFIED = new Map<string, Map<string, string>>();
const VERIFIED_MAX = 10_000;

export interface RequestActor {
  actor: Actor;
  /** When the session expires (ms since the epoch): better-auth extends it once it is `updateAgeSec` old. */
  expiresAtMs: number;
  /** The client the request names (`:clientId`), as the access check reads it; undefined when there is none. */
  client: { active: boolean } | undefined;
  /** With `weighingClient`: what the weighing rule reads of that client (undefined when there is none). */
  weighingClient?: WeighingClient;
}

/**
 * The actor of an open, unexpired session of an active user, read fresh in one statement (prepared): the session,
 * the user's role and clients as they are now and, when the request names a client, that client's active flag for
 * the access check — so a request's access costs one round trip — and, with `weighingClient`, what the weighing rule
 * reads of it (a weighing's second statement folded into its first). Null when the session is closed, expired, or
 * its user inactive.
 */
export async function loadRequestActor(
  db: Db,
  sessionToken: string,
  clientId: string | null,
  { weighingClient = false }: { weighingClient?: boolean } = {},
): Promise<RequestActor | null> {
  const { rows } = await executePrepared<
    {
      id: string;
      email: string;
      name: string;
      role: string;
      session_id: string;
      station_client_id: string | null;
      expires_ms: number;
      client_ids: string[] | null;
      client_active: boolean | null;
    } & Partial<WeighingClientRow>
  >(
    db,
    sql`
    select u.id, u.email, u.name, u.role, s.id as session_id, s.station_client_id::text as station_client_id,
           (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms,
           (select json_agg(uc.client_id::text order by uc.client_id::text)
              from user_clients uc where uc.user_id = u.id) as client_ids,
           c.active as client_active${weighingClient ? sql`, ${WEIGHING_CLIENT_COLUMNS}` : sql``}
      from session s join "user" u on u.id = s.user_id
      left join clients c on c.id = ${clientId}::uuid
     where s.token = ${sessionToken} and s.expires_at > now() and u.active`,
  );
  const row = rows[0];
  if (!row || !isRole(row.role)) return null;
  const client = row.client_active === null ? undefined : { active: row.client_active };
  return {
    actor: sessionActor(
      { id: row.id, email: row.email, name: row.name, role: row.role, allowedClientIds: row.client_ids ?? [] },
      row.session_id,
      row.station_client_id,
    ),
    expiresAtMs: Number(row.expires_ms),
    client,
    ...(weighingClient && client && row.timezone !== undefined
      ? { weighingClient: toWeighingClient(row as WeighingClientRow) }
      : {}),
  };
}

/** Whether better-auth would extend this session now (getSession: `expiresAt - expiresIn + updateAge <= now`). */
export function sessionDueForExtension(expiresAtMs: number, settings: SessionSettings, now = Date.now()): boolean {
  return expiresAtMs - settings.expiresInSec * 1000 + settings.updateAgeSec * 1000 <= now;
}
