import type { Db } from '../../db/client.ts';
import { jobRuns } from '../../db/schema.ts';

/**
 * Runs `work` and records the run (start, end, ok, its summary or the error's message) in job_runs, for the master
 * tools' System tab. The work's result or error passes through unchanged; a failure to record never hides it.
 */
export async function recordJobRun<T>(
  db: Db,
  job: string,
  work: () => Promise<T>,
  summarise: (result: T) => Record<string, unknown> = () => ({}),
): Promise<T> {
  const startedAt = new Date();
  try {
    const result = await work();
    await db
      .insert(jobRuns)
      .values({ job, startedAt, ok: true, detail: summarise(result) })
      .catch(() => undefined);
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .insert(jobRuns)
      .values({ job, startedAt, ok: false, detail: { error: message.slice(0, 500) } })
      .catch(() => undefined);
    throw err;
  }
}
