import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshMtr } from './follow-mtr.ts';
import { reconcileLostIssue } from './issue-mtr.ts';
import type { MtrRuntime } from './runtime.ts';

/** How long a claim keeps other instances off an MTR, and how often an open MTR is checked. */
const CLAIM_SECONDS = 120;
const CHECK_EVERY_MINUTES = 15;

/**
 * One round of the background job: claims up to `batch` MTRs due for a check — issued or received ones not
 * checked for 15 minutes, and drafts whose issue lost its answer — with UPDATE … FOR UPDATE SKIP LOCKED, so
 * instances running the job at once share the work and never check one MTR twice. Each claimed MTR is then
 * refreshed (or its lost issue looked up) outside any transaction. Returns how many were checked; a failure of
 * one MTR is reported and the round goes on.
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
          (status in ('issued', 'received')
            and (status_checked_at is null or status_checked_at < now() - make_interval(mins => ${CHECK_EVERY_MINUTES})))
          or (status = 'draft' and issue_started_at is not null
            and issue_started_at < now() - make_interval(secs => ${Math.ceil(runtime.timeoutMs / 1000) + 5}))
        )
      order by status_checked_at nulls first
      limit ${batch}
      for update skip locked)
    returning client_id, id, status`)) as unknown as { rows: { client_id: string; id: string; status: string }[] };
  let checked = 0;
  for (const row of claimed.rows) {
    try {
      if (row.status === 'draft') await reconcileLostIssue(db, runtime, row.client_id, row.id);
      else await refreshMtr(db, runtime, row.client_id, row.id);
      checked += 1;
    } catch (err) {
      onError?.(err);
    }
  }
  return checked;
}

/** Runs the job every `everyMs` (5 minutes) after a first run a minute after start; returns a stop function. */
export function scheduleMtrRefresh(
  run: () => Promise<unknown>,
  { everyMs = 5 * 60_000, onError }: { everyMs?: number; onError: (err: unknown) => void },
): () => void {
  const tick = () => void run().catch(onError);
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
