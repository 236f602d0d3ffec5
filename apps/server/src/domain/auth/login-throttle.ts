import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins for one account from one address: someone guessing from one place. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failed sign-ins for one account from anywhere: guessing spread over many addresses. */
export const MAX_FAILURES_PER_ACCOUNT = 20;
/**
 * Failed sign-ins from one address across accounts: generous, since a hotel's staff share one public address
 * and mistype, yet it stops one address from trying a list of accounts.
 */
export const MAX_FAILURES_PER_ADDRESS = 100;

const keysFor = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return { account: `email:${account}`, accountAndAddress: `email-ip:${account}|${ip}`, address: `ip:${ip}` };
};

const LIMIT_OF: Record<string, number> = {
  email: MAX_FAILURES_PER_ACCOUNT,
  'email-ip': MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  ip: MAX_FAILURES_PER_ADDRESS,
};
const limitOf = (key: string) => LIMIT_OF[key.slice(0, key.indexOf(':'))] ?? 0;

/** True when this account from this address, this account, or this address has failed too often within the window. */
export async function isLoginBlocked(db: Db, email: string, ip: string, now = new Date()): Promise<boolean> {
  const keys = Object.values(keysFor(email, ip));
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
  const since = now.getTime() - LOGIN_WINDOW_MS;
  return rows.some((r) => r.windowStartedAt.getTime() > since && r.count >= limitOf(r.key));
}

/** Counts one failed sign-in for the account, the account at this address, and the address; an expired window starts again at one. */
export async function recordLoginFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  await db
    .insert(loginFailures)
    .values(Object.values(keysFor(email, ip)).map((key) => ({ key, count: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStartedAt} <= ${since} then 1 else ${loginFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} <= ${since} then excluded.window_started_at else ${loginFailures.windowStartedAt} end`,
      },
    });
}

/** A successful sign-in clears the account's counts (the address's stays: it may be guessing other accounts). */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  const { account, accountAndAddress } = keysFor(email, ip);
  await db.delete(loginFailures).where(inArray(loginFailures.key, [account, accountAndAddress]));
}
