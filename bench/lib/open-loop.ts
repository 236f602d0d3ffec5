import { Agent } from 'node:http';
import { postJson } from './server-process.ts';

export interface StepResult {
  rate: number;
  sent: number;
  ok: number;
  errors: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Open-loop load: request i leaves at start + i/rate, evenly paced, whatever the answers before it did, and its
 * latency counts from when it was due (so a generator or server falling behind shows in the figures).
 */
export async function openLoopStep(
  origin: string,
  rate: number,
  seconds: number,
  makeRequest: () => { path: string; headers: Record<string, string>; body: string },
): Promise<StepResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now() + 50;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    // Sleep until due, without spinning: on a 2-core machine a spinning generator took half a core from the server
    // at 1 000/s. A timer fires up to a millisecond late; that delay counts in the latency, so it cannot flatter.
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { path, headers, body } = makeRequest();
    inFlight.push(
      postJson({ origin, agent, headers, timeoutMs: 10_000 }, path, body).then((answer) => {
        latencies.push(performance.now() - due);
        if (answer?.status === 200) ok++;
        else errors++;
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    rate,
    sent: total,
    ok,
    errors,
    p50ms: round(percentile(latencies, 50)),
    p99ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
  };
}
