/**
 * Runs a background job a minute after start and then every `everyMs`, on every instance: the jobs claim their work
 * in the database (a licence threshold, a subscriber's month, an MTR), so a rerun or a second instance sends nothing
 * twice. A failed round is reported to `onError`, never thrown; the timers never keep the process alive. Returns the
 * function that stops it.
 */
export function scheduleJob(
  run: () => Promise<unknown>,
  {
    everyMs,
    onError,
    firstAfterMs = 60_000,
  }: { everyMs: number; onError: (err: unknown) => void; firstAfterMs?: number },
): () => void {
  const tick = () => void run().catch(onError);
  const first = setTimeout(tick, firstAfterMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** How often each job runs: hourly for e-mails (their claims make reruns harmless), MTRs every 5 minutes. */
export const JOB_INTERVAL_MS = {
  licenceAlerts: 60 * 60_000,
  monthlyReports: 60 * 60_000,
  mtrRefresh: 5 * 60_000,
} as const;
