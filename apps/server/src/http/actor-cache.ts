import { sql } from 'drizzle-orm';
import { isRole } from '@ecopeso/shared/roles';
import type { Db } from '../db/client.ts';
import { pgArray } from '../db/pg-array.ts';
import type { Actor } from '../domain/actor.ts';

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
    select s.token, u.id, u.email, u.name, u.role,
           (select json_agg(uc.client_id::text order by uc.client_id::text)
              from user_clients uc where uc.user_id = u.id) as client_ids
      from session s join "user" u on u.id = s.user_id
     where s.token = any(${pgArray(ids)}::text[])
       and s.expires_at > now() and u.active`)) as unknown as { rows: ActorRow[] };
  const actors = new Map<string, Actor>();
  for (const row of rows) {
    if (!isRole(row.role)) continue;
    actors.set(row.token, {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      allowedClientIds: row.client_ids ?? [],
    });
  }
  return actors;
}

/**
 * Remembers, for a few seconds, that better-auth verified a session cookie (its signature, and its session then),
 * so a tablet posting weighings does not pay better-auth's session lookup each time. Nothing about the user is
 * remembered: every request of a remembered cookie reads its actor fresh (`getVerified`: one indexed query for the
 * session, the user's role and active flag and their clients), so a sign-out, a deactivation, a role change or a
 * client taken away holds on the very next request on every instance. After the TTL the cookie goes through
 * better-auth again, which also extends the session as it is used.
 */
export class ActorCache {
  private readonly entries = new Map<string, number>();
  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  private isRemembered(token: string, now: number): boolean {
    const expires = this.entries.get(token);
    if (expires === undefined) return false;
    if (expires > now) return true;
    this.entries.delete(token);
    return false;
  }

  /** `token` is a cookie value better-auth has just accepted. */
  remember(token: string, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, now + this.ttlMs);
  }

  /** The actor of a remembered cookie as the database has it now; null (and forgotten) when not remembered or no longer valid. */
  async getVerified(token: string, db: Db, now = Date.now()): Promise<Actor | null> {
    if (!this.isRemembered(token, now)) return null;
    const sessionId = sessionIdOf(token);
    const actor = (await loadActorsBySession(db, [sessionId])).get(sessionId) ?? null;
    if (!actor) this.evict(token);
    return actor;
  }

  evict(token: string): void {
    this.entries.delete(token);
  }
}
