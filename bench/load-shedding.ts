// The server's event-loop delay under a manager's ordinary use and under a real overload, and what the load-shedding
// rule (apps/server/src/http/availability.ts, http/event-loop-load.ts) does with each: ordinary use must never be
// shed, an overload must be.
// Run: npm run build && node --import tsx bench/load-shedding.ts [rounds] [load-seconds]
//
// The real server (demo data, embedded database, production's shedding settings, rate limits lifted) runs in a child
// process that reports every event-loop sample on stdout; this process drives Chromium and the load.
//   ordinary-gerente: on /app/dashboard, "Todos os meus clientes" and "Este ano", the monthly report subscription
//             saved in the same second, then quick periods every 300 ms (the issue-23 story); `rounds` times.
//   ordinary-master: the same story by the master (three clients: the heaviest dashboard of the demo).
//   busy-many-requests: 200 connections asking for the client list, each again as soon as answered (on the
//             embedded database of this machine, already more than it answers: 300 a second).
//   overload-many-requests: 1 000 connections asking 6 000 times a second in all, beyond what the server answers.
//   overload-heavy-reads: 24 connections on the master's all-clients dashboard of the year (seconds of work each).
// Figures per phase: the samples' delay (mean lateness of the loop's turns over 500 ms), the longest stall, the
// longest stretch of consecutive samples above 200 ms, the most API requests in progress at once, the samples each
// rule would shed, and the answers the browser or the load got.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from '@playwright/test';
import { launchChromium, percentile, signedInContext } from './lib/browser.ts';
import { signIn } from './lib/server-process.ts';
import { isOverloaded } from '../apps/server/src/http/event-loop-load.ts';

const PASSWORD = 'bench-load-shedding-password';
const PORT = Number(process.env.BENCH_PORT ?? 3192);

if (process.argv[2] === 'serve') await serve();
else await main();

/** Child: the server as main.ts runs it, plus a line of JSON on stdout for every event-loop sample. */
async function serve() {
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { createServer, openConfiguredDatabase } = await import('../apps/server/src/server.ts');
  const { prepareData } = await import('../apps/server/src/bootstrap.ts');
  const { sampleEventLoop } = await import('../apps/server/src/http/event-loop-load.ts');
  const { countApiRequests } = await import('../apps/server/src/http/availability.ts');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareData(database, config, { quiet: true });
  const { app } = await createServer(config, database);
  // API requests in progress at once (event streams aside), as the shedding rule counts them.
  const requests = countApiRequests(app);
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const origin = performance.timeOrigin;
  sampleEventLoop(config.loadShedding.sampleIntervalMs ?? 500, (s) => {
    const line = { ...s, at: origin + s.at, peakRequests: requests.takePeak(), shedding: app.isUnderPressure() };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => void app.close().then(() => database.close().then(() => process.exit(0))));
}

interface Sample {
  at: number;
  peakRequests?: number;
  spanMs: number;
  delayMs: number;
  maxStallMs: number;
  utilization: number;
  shedding: boolean;
}

async function main() {
  const rounds = Number(process.argv[2] ?? 5);
  const overloadSeconds = Number(process.argv[3] ?? 15);
  const dataDir = mkdtempSync(join(tmpdir(), 'ecopeso-bench-shed-'));
  const samples: Sample[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-shedding.ts', 'serve'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      // The loads below come from one address and account: the rate limits would answer most of them with 429.
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'ready') resolve();
      else if (line.startsWith('{"at"')) samples.push(JSON.parse(line) as Sample);
    });
  });
  const origin = `http://127.0.0.1:${PORT}`;
  const phases: Record<string, unknown> = {};
  const browser = await launchChromium();
  try {
    for (const role of ['gerente', 'master'] as const) {
      const context = await signedInContext(browser, origin, `${role}@example.com`, PASSWORD);
      const page = await context.newPage();
      const statuses: number[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) statuses.push(r.status());
      });
      await page.goto('/app/dashboard');
      await page.getByRole('button', { name: 'Salvar inscrição' }).waitFor({ timeout: 90_000 });
      await settle();
      const from = Date.now();
      for (let round = 0; round < rounds; round++) await ordinaryRound(page);
      const to = Date.now();
      await drained(samples, to);
      phases[`ordinary-${role}`] = summary(samples, from, to, statuses);
      await context.close();
    }

    const cookie = await signIn(origin, 'master@example.com', PASSWORD);
    const year = new Date().getFullYear();
    const loads = {
      // 200 connections, each asking again as soon as it is answered.
      'busy-many-requests': [`${origin}/api/v1/clients`, 200, 0],
      // Overloaded: 1 000 connections asking 6 000 times a second in all, well beyond what the server answers.
      'overload-many-requests': [`${origin}/api/v1/clients`, 1000, 6000],
      // Overloaded: 24 managers at once on the all-clients dashboard of the year (seconds of work each).
      'overload-heavy-reads': [`${origin}/api/v1/dashboard?clients=all&years=${year}&preset=thisYear`, 24, 0],
    } as const;
    for (const [name, [url, connections, rate]] of Object.entries(loads)) {
      const from = Date.now();
      const statuses = await autocannon(url, cookie, connections, rate, overloadSeconds);
      const to = Date.now();
      await drained(samples, to);
      phases[name] = summary(samples, from, to, statuses);
      await settle();
    }
  } finally {
    await browser.close();
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_SAMPLES) writeFileSync(process.env.BENCH_SAMPLES, JSON.stringify(samples));
  console.log(JSON.stringify({ bench: 'load-shedding', rounds, overloadSeconds, ...phases }, null, 1));
}

/** The issue-23 story: all clients, this year, a save within the second, then quick periods one after another. */
async function ordinaryRound(page: Page) {
  const client = page.getByLabel('Cliente', { exact: true });
  await client.selectOption({ label: 'Todos os meus clientes' });
  await page.getByRole('button', { name: 'Este ano', exact: true }).click();
  await page.getByRole('button', { name: 'Salvar inscrição' }).click();
  for (const preset of ['Este mês', 'Últimos 3 meses', 'Ano passado', 'Este ano']) {
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: preset, exact: true }).click();
  }
  await page.getByTestId('subscriptions-status').filter({ hasText: /\S/ }).waitFor();
  await settle();
  // Back to one client, so the next round changes the selection again.
  await client.selectOption({ index: 1 });
  await settle();
}

/** Waits for the server to be calm again after `since` (the stall a load left behind has ended). */
async function drained(samples: readonly Sample[], since: number) {
  while (!samples.some((s) => s.at > since && s.spanMs < 700 && s.delayMs < 50)) await settleFor(250);
}

function settleFor(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

function settle() {
  return new Promise((r) => setTimeout(r, 3000));
}

/** Closed-loop load from its own process: `connections` requests always in flight; the status codes it got. */
async function autocannon(
  url: string,
  cookie: string,
  connections: number,
  rate: number,
  seconds: number,
): Promise<Statuses> {
  const run = spawn(
    'node_modules/.bin/autocannon',
    [
      '--json',
      ...['-c', String(connections), '-d', String(seconds), '-t', '70', '-H', `cookie=${cookie}`],
      ...(rate ? ['-R', String(rate)] : []),
      url,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let out = '';
  run.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((r) => run.once('exit', r));
  const result = JSON.parse(out) as {
    statusCodeStats?: Record<string, { count: number }>;
    latency: { p50: number; p99: number };
    errors: number;
  };
  const statuses = Object.entries(result.statusCodeStats ?? {}).flatMap(([code, { count }]) =>
    Array<number>(count).fill(Number(code)),
  );
  return Object.assign(statuses, {
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: result.errors,
  });
}

type Statuses = number[] & { latencyMs?: { p50: number; p99: number }; errors?: number };

function summary(all: readonly Sample[], from: number, to: number, statuses: Statuses) {
  // The samples taken during the phase, and the one that ends the stall it ended in.
  const samples = all.filter((s) => s.at >= from && s.at - s.spanMs <= to);
  const delays = samples.map((s) => s.delayMs).sort((a, b) => a - b);
  const round = Math.round;
  const before = all.filter((s) => s.at < from);
  /** Samples lateness alone calls overloaded with this window, looking back over everything sampled before each. */
  const rule = (windowMs: number) =>
    samples.filter((s) => {
      const history = [...before, ...samples.slice(0, samples.indexOf(s) + 1)];
      return isOverloaded(history, { maxDelayMs: 200, windowMs });
    }).length;
  return {
    seconds: +((to - from) / 1000).toFixed(1),
    samples: samples.length,
    delayMs: { p50: round(percentile(delays, 50)), p90: round(percentile(delays, 90)), max: round(delays.at(-1) ?? 0) },
    longestStallMs: round(Math.max(0, ...samples.map((s) => s.maxStallMs))),
    longestLateStretchMs: round(longestLateStretch(samples)),
    meanUtilization: +(
      samples.reduce((a, s) => a + s.utilization * s.spanMs, 0) / samples.reduce((a, s) => a + s.spanMs, 0)
    ).toFixed(2),
    // What each rule would have done: the old one (mean over one 500 ms sample above 200 ms), lateness alone over
    // 10 and 20 s (late for 90 % of the window, whoever is waiting), and what the server did (its own rule: 20 s,
    // more than one person's requests at once).
    peakRequests: Math.max(0, ...samples.map((s) => s.peakRequests ?? 0)),
    shedSamples: {
      old: samples.filter((s) => s.delayMs > 200).length,
      lateOnly10s: rule(10_000),
      lateOnly20s: rule(20_000),
      server: samples.filter((s) => s.shedding).length,
    },
    requests: statuses.length,
    statuses: Object.fromEntries(
      [...new Set(statuses)].sort().map((code) => [code, statuses.filter((s) => s === code).length]),
    ),
    ...(statuses.latencyMs ? { latencyMs: statuses.latencyMs, connectionErrors: statuses.errors } : {}),
  };
}

/** The longest stretch of consecutive samples above 200 ms: how long the loop stayed behind at once, ms. */
function longestLateStretch(samples: readonly Sample[]): number {
  let longest = 0;
  let run = 0;
  for (const s of samples) {
    run = s.delayMs > 200 ? run + s.spanMs : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
