import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

const keysFor = (email: string, ip: string) => ({ account: `email:${email.trim().toLowerCase()}`, ip: `ip:${ip}` });

/** True when this account or this IP has failed too often within the window. */
export async function isLoginBlocked(db: Db, email: string, ip: string, now = new Date()): Promise<boolean> {
  const keys = keysFor(email, ip);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.account, keys.ip]));
  const since = now.getTime() - LOGIN_WINDOW_MS;
  return rows.some(
    (r) =>
      r.windowStartedAt.getTime() > since &&
      r.count >= (r.key === keys.account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_IP),
  );
}

/** Counts one failed sign-in for the account and the IP; an expired window starts again at one. */
export async function recordLoginFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const keys = keysFor(email, ip);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  await db
    .insert(loginFailures)
    .values([
      { key: keys.account, count: 1, windowStartedAt: now },
      { key: keys.ip, count: 1, windowStartedAt: now },
    ])
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStartedAt} <= ${since} then 1 else ${loginFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} <= ${since} then excluded.window_started_at else ${loginFailures.windowStartedAt} end`,
      },
    });
}

/** A successful sign-in clears the account's count (the IP's stays: it may be guessing other accounts). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  const { account } = keysFor(email, '');
  await db.delete(loginFailures).where(inArray(loginFailures.key, [account]));
}
