// 100 concurrent recorders posting weighings for 30 s against the real server (its own process, real HTTP).
// Run: node --import tsx bench/recorders.ts [pglite|postgres] [seconds] [connections] [weighings/s per recorder]
// Each recorder keeps its own connection and saves one weighing a second by default (a kitchen saves one every
// few minutes: this is ~100× a busy hotel). Pass 0 as the last argument for a closed loop that finds the ceiling.
// Targets (PRODUCT.md §7): p99 < 100 ms, zero errors, server RSS < 250 MB.
// Open loop, the way weighings arrive (evenly paced, each request on time whatever the answers before it did):
//   node --import tsx bench/recorders.ts [pglite|postgres] open [seconds per step] [rate,rate,…]
// steps through the rates and reports the highest held at p99 < 100 ms with zero errors, and the peak RSS.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { benchKind } from './lib/database.ts';
import { NO_RATE_LIMITS, signIn, startServer } from './lib/server-process.ts';
import { openLoopStep, type StepResult } from './lib/open-loop.ts';

const kind = benchKind(process.argv[2]);
const openLoop = process.argv[3] === 'open';
if (openLoop) process.argv.splice(3, 1);
const seconds = Number(process.argv[3] ?? 30);
const connections = Number(process.argv[4] ?? 100);
const perRecorder = Number(process.argv[5] ?? 1);
const password = randomUUID();
const dbEnv: Record<string, string> = kind === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' } : {};
if (kind === 'postgres' && !dbEnv.DATABASE_URL) throw new Error('Set BENCH_DATABASE_URL to a fresh, empty database.');

const server = await startServer({
  ...dbEnv,
  DEMO_PASSWORD: password,
  ...NO_RATE_LIMITS,
});
try {
  const cookie = await signIn(server.origin, 'operacional@example.com', password);
  const headers = { cookie, origin: server.origin, 'content-type': 'application/json' };
  const [client] = (await (await fetch(`${server.origin}/api/v1/clients`, { headers })).json()) as { id: string }[];
  const detail = (await (await fetch(`${server.origin}/api/v1/clients/${client!.id}`, { headers })).json()) as {
    areas: { id: string }[];
  };
  const path = `/api/v1/clients/${client!.id}/records`;
  const countStored = async () => {
    let n = 0;
    let cursor: string | null = null;
    do {
      const url = `${server.origin}${path}?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await (await fetch(url, { headers })).json()) as { items: unknown[]; nextCursor: string | null };
      n += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    return n;
  };
  const before = await countStored();

  let peakRss = server.rssMb();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 250);
  let i = 0;
  const weighing = () =>
    JSON.stringify({
      records: [
        {
          id: randomUUID(),
          areaId: detail.areas[i++ % detail.areas.length]!.id,
          wasteType: 'rejeito',
          subType: null,
          weightKg: 3.5,
          recordedAt: new Date().toISOString(),
        },
      ],
    });
  if (openLoop) {
    const stepSeconds = Number(process.argv[3] ?? 10);
    const rates = (process.argv[4] ?? '100,200,400,700,1000,1300,1600').split(',').map(Number);
    const steps: StepResult[] = [];
    for (const rate of rates) {
      const step = await openLoopStep(server.origin, rate, stepSeconds, () => ({ path, headers, body: weighing() }));
      steps.push(step);
      console.log(JSON.stringify({ bench: 'recorders-open-loop', db: kind, seconds: stepSeconds, ...step }));
      if (step.p99ms >= 100 * 3 || step.errors > step.sent / 10) break; // far past the knee: stop
      await new Promise((r) => setTimeout(r, 1_000));
    }
    clearInterval(sampler);
    const held = steps.filter((s) => s.p99ms < 100 && s.errors === 0).map((s) => s.rate);
    const best = held.length ? Math.max(...held) : 0;
    const stored = (await countStored()) - before;
    const answered = steps.reduce((n, s) => n + s.ok, 0);
    console.log(
      JSON.stringify({
        bench: 'recorders-open-loop',
        db: kind,
        heldPerSecond: best,
        peakRssMb: peakRss,
        answered,
        stored,
      }),
    );
    process.exitCode = stored >= answered && peakRss < 250 ? 0 : 1;
  } else {
    const result = await autocannon({
      url: server.origin,
      connections,
      duration: seconds,
      ...(perRecorder > 0 ? { overallRate: Math.round(connections * perRecorder) } : {}),
      requests: [
        {
          method: 'POST',
          path,
          headers,
          setupRequest: (req) => ({ ...req, body: weighing() }),
        },
      ],
    });
    clearInterval(sampler);
    const stored = (await countStored()) - before;
    const summary = {
      bench: 'recorders',
      db: kind,
      connections,
      seconds,
      ratePerSecond: perRecorder > 0 ? connections * perRecorder : 'closed loop',
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      recordsStored: stored,
      peakRssMb: peakRss,
    };
    console.log(JSON.stringify(summary));
    const ok =
      summary.p99ms < 100 && summary.errors === 0 && summary.non2xx === 0 && peakRss < 250 && stored >= result['2xx'];
    console.log(ok ? 'PASS p99 < 100 ms, zero errors, every answered record stored, RSS < 250 MB' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  }
} finally {
  await server.stop();
}
