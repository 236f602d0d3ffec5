import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

/** What the event loop did during one sample (a few hundred milliseconds, longer when a stall held the timer). */
export interface LoopSample {
  /** When the sample ended (performance.now(), ms). */
  at: number;
  /** How long the sample lasted, ms. */
  spanMs: number;
  /**
   * Mean lateness of the loop's turns over the sample, ms: the mean gap between the 10 ms probe's runs less its
   * 10 ms (as @fastify/under-pressure measures it). About 0 for an idle loop, about the length of its stalls when
   * every turn is one.
   */
  delayMs: number;
  /** The longest single stall, ms. */
  maxStallMs: number;
  /** Share of the sample the loop spent working (0–1). */
  utilization: number;
  /** Most API requests in progress at once during the sample, when the sampler's user counts them. */
  peakRequests?: number;
}

const PROBE_MS = 10;

/**
 * Samples the event loop every `intervalMs` (each sample ends late if a stall holds the timer) and hands each
 * sample to `onSample`. Returns a function that stops sampling. The timer does not keep the process alive.
 */
export function sampleEventLoop(intervalMs: number, onSample: (sample: LoopSample) => void): () => void {
  const histogram = monitorEventLoopDelay({ resolution: PROBE_MS });
  histogram.enable();
  let last = performance.now();
  let elu: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setTimeout(function sample() {
    const now = performance.now();
    const current = performance.eventLoopUtilization();
    const mean = histogram.count > 0 ? histogram.mean / 1e6 : now - last;
    onSample({
      at: now,
      spanMs: now - last,
      delayMs: Math.max(0, mean - PROBE_MS),
      maxStallMs: histogram.count > 0 ? Math.max(0, histogram.max / 1e6 - PROBE_MS) : now - last,
      utilization: performance.eventLoopUtilization(current, elu).utilization,
    });
    histogram.reset();
    last = now;
    elu = current;
    timer.refresh();
  }, intervalMs);
  timer.unref();
  return () => {
    clearTimeout(timer);
    histogram.disable();
  };
}

/** When the event loop counts as overloaded (see `isOverloaded`). */
export interface OverloadRule {
  /** A sample whose mean lateness is above this is late, ms. */
  maxDelayMs: number;
  /** How far back the rule looks, ms. */
  windowMs: number;
  /** At most this many requests at once are one person's; unset, the requests are not looked at. */
  onePersonRequests?: number;
}

/**
 * API requests one person has in progress at once, at most: a browser sends 6 at a time to a server over HTTP/1.1,
 * and a page's first burst is 8 (the dashboard); event streams are not counted.
 */
export const ONE_PERSON_REQUESTS = 10;

/** Share of the window that must have been late: a calm moment or two in a real overload does not reset it. */
export const LATE_SHARE = 0.9;

/**
 * Whether to shed requests after the latest sample. Overload begins when the loop has been late for at least
 * LATE_SHARE of the last `windowMs`, the latest sample included, while more requests were in progress at once than
 * one person sends (`onePersonRequests`): work keeps arriving from several people faster than the loop gets through
 * it, in many stalls or in one (the embedded database works through a queue of requests in one turn of the loop).
 * One person's heavy request or burst (a multi-client dashboard of a year on the embedded database holds the loop for
 * seconds, for tens of seconds on a machine short of CPU) never is: refusing the only person waiting helps no one.
 * Once shedding (`lastShedAt`: the last sample after which it shed), it goes on while the loop is late (refused
 * requests cost nothing, so the crowd no longer shows); and within `windowMs` after it stopped, a late sample with
 * more than one person's requests starts it again at once. History shorter than the window counts as calm: a server
 * that has just started is not overloaded by its start. `samples` are in the order they were taken.
 */
export function isOverloaded(
  samples: readonly LoopSample[],
  rule: OverloadRule,
  lastShedAt = Number.NEGATIVE_INFINITY,
): boolean {
  const latest = samples.at(-1);
  if (!latest || latest.delayMs <= rule.maxDelayMs) return false;
  if (samples.at(-2)?.at === lastShedAt) return true;
  const crowded = (peak: number) => rule.onePersonRequests === undefined || peak > rule.onePersonRequests;
  if (latest.at - lastShedAt <= rule.windowMs && crowded(latest.peakRequests ?? 0)) return true;
  const from = latest.at - rule.windowMs;
  let lateMs = 0;
  let peakRequests = 0;
  for (let i = samples.length - 1; i >= 0; i--) {
    const sample = samples[i]!;
    if (sample.at <= from) break;
    peakRequests = Math.max(peakRequests, sample.peakRequests ?? 0);
    // A stall whose end the probe saw only after the sample timer had fired lands in the next, short sample: it
    // began maxStallMs before that sample ended.
    const began = sample.at - Math.max(sample.spanMs, sample.maxStallMs);
    if (sample.delayMs > rule.maxDelayMs) lateMs += sample.at - Math.max(from, began);
  }
  return crowded(peakRequests) && lateMs >= LATE_SHARE * rule.windowMs;
}
