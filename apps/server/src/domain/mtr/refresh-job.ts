import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshMtr } from './follow-mtr.ts';
import { getMtr, mtrState } from './mtr-store.ts';
import { reconcileIssue } from './reconcile-issue.ts';
import type { MtrRuntime } from './runtime.ts';
import { next } from './transition.ts';

/** How long a claim keeps other instances off an MTR, and how often an open MTR is checked. */
const CLAIM_SECONDS = 120;
const CHECK_EVERY_MINUTES = 15;

/**
 * One round of the background job: claims up to `batch` MTRs due for a check — issued, received or issuing ones
 * not checked for 15 minutes — with UPDATE … FOR UPDATE SKIP LOCKED, so instances running the job at once share
 * the work and never check one MTR twice. The life-cycle table then says what each needs, outside any transaction:
 * a refresh of its status, a reconciliation of an issue whose answer was lost (never a resend), or nothing yet (an
 * attempt still sending). Returns how many were checked; a failure of one MTR is reported and the round goes on.
 */
export async function refreshOpenMtrs({
  db,
  runtime,
  batch = 20,
  onError,
}: {
  db: Db;
  runtime: MtrRuntime;
  batch?: number;
  onError?: (err: unknown) => void;
}): Promise<number> {
  const claimed = (await db.execute(sql`
    update mtrs set refresh_claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where (client_id, id) in (
      select client_id, id from mtrs
      where (refresh_claimed_until is null or refresh_claimed_until < now())
        and (
          status in ('issued', 'received', 'issuing')
          and (status_checked_at is null or status_checked_at < now() - make_interval(mins => ${CHECK_EVERY_MINUTES}))
        )
      order by status_checked_at nulls first
      limit ${batch}
      for update skip locked)
    returning client_id, id`)) as unknown as { rows: { client_id: string; id: string }[] };
  let checked = 0;
  for (const row of claimed.rows) {
    try {
      const state = mtrState(await getMtr(db, row.client_id, row.id));
      if (next(state, 'reconcile')) {
        await reconcileIssue({ db, runtime, actor: null, clientId: row.client_id, mtrId: row.id });
      } else if (next(state, 'refresh')) await refreshMtr(db, runtime, row.client_id, row.id);
      else continue;
      checked += 1;
    } catch (err) {
      onError?.(err);
    }
  }
  return checked;
}
