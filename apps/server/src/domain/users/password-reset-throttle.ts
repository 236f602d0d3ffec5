import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const RESET_WINDOW_MS = 15 * 60 * 1000;
/** Links asked for one account in the window: a few retries, not a mailbox flood. */
export const MAX_RESETS_PER_ACCOUNT = 3;
/** Requests from one address in the window (a hotel's staff share one address). */
export const MAX_RESETS_PER_ADDRESS = 30;

/**
 * Counts one "forgot my password" request for the key (in the sign-in throttle's table, so every instance
 * agrees) and says whether it is still within `max` for the window.
 */
export async function countResetRequest(db: Db, key: string, max: number, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - RESET_WINDOW_MS);
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStartedAt} <= ${since} then 1 else ${loginFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} <= ${since} then excluded.window_started_at else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({ count: loginFailures.count });
  return (row?.count ?? 0) <= max;
}
