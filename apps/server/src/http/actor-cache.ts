import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Actor } from './actor.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ecopeso\.session_token=([^;]+)/;

export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
}

/** The session token inside the signed cookie value (`<token>.<signature>`, URL-encoded). */
function sessionIdOf(cookieValue: string): string {
  try {
    return decodeURIComponent(cookieValue).split('.')[0] ?? '';
  } catch {
    return '';
  }
}

/**
 * Remembers the actor of a session token for a few seconds, so a tablet posting weighings does not cost three
 * session queries each time (better-auth's session and user, the user's clients). A remembered actor is served
 * only after one indexed query confirms its session still exists and its user is active (`getVerified`): a
 * sign-out or a deactivation on any instance holds on every instance at once. Role and client changes reach a
 * remembered actor within the TTL.
 */
export class ActorCache {
  private readonly entries = new Map<string, { actor: Actor; expires: number }>();
  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): Actor | null {
    const hit = this.entries.get(token);
    if (!hit) return null;
    if (hit.expires <= now) {
      this.entries.delete(token);
      return null;
    }
    return hit.actor;
  }

  set(token: string, actor: Actor, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { actor, expires: now + this.ttlMs });
  }

  /** The remembered actor of a cookie, if its session is still open and its user still active; else forgets it. */
  async getVerified(token: string, db: Db, now = Date.now()): Promise<Actor | null> {
    const actor = this.get(token, now);
    if (!actor) return null;
    const { rows } = (await db.execute(sql`
      select 1 as ok from session s join "user" u on u.id = s.user_id
      where s.token = ${sessionIdOf(token)} and s.expires_at > now() and u.active`)) as unknown as {
      rows: unknown[];
    };
    if (rows.length > 0) return actor;
    this.evict(token);
    return null;
  }

  evict(token: string): void {
    this.entries.delete(token);
  }
}
