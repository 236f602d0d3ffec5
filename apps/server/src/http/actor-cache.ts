import type { Actor } from './actor.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ecopeso\.session_token=([^;]+)/;

export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
}

/**
 * Remembers the actor of a session token for a few seconds, so a tablet posting weighings does not cost three
 * session queries each time. Sign-out evicts at once; a user deactivated elsewhere loses access within the TTL.
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

  evict(token: string): void {
    this.entries.delete(token);
  }
}
