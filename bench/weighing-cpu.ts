// CPU time per weighing (issue 25, goal 1), two builds compared in one run: the real bundled server of each side in its
// own process, on PGlite (a data folder, fsync on, as production runs it) and on PostgreSQL (a throw-away database).
// Each server start gets a fresh database with 10 clients (every type enabled, four areas) and one operacional each;
// 20 senders (two per client, each its own tablet and session) post one-record weighings — the web app's
// POST /api/v1/clients/:clientId/records — each sending the next as soon as the last is answered, until `weighings`
// are stored. Measured from /proc (utime + stime, robust to a noisy machine where latencies are not): the server
// process and, on PostgreSQL, every backend of the application's connections (pg_stat_activity of the bench's
// database, read before and after). Latencies p50/p99 beside.
//   - cached session: each sender keeps its session, so the server has verified its cookie a moment ago;
//   - uncached session: every weighing comes with a session the server has never seen (a tablet posting less often
//     than the server remembers a cookie): sessions are made in the database beforehand and their cookies signed
//     with the server's secret, as better-auth signs them at sign-in.
// Rounds alternate the sides' order (A B, B A, …) and the phases' (cached first, uncached first) so that drift of a shared machine falls on both; medians printed.
// Run: node --import tsx bench/weighing-cpu.ts [pglite|postgres|both] [rounds] [weighings]
//        [--before=<checkout>] [--after=<checkout>] [--kitchen=lists|use]
//   --kitchen (issue 26): every client also has 3 containers (a tare from 30 days back), the 6 loss reasons of the
//   food-loss stages and 20 food items; `lists`: the weighings name none of them (the cost of a plain weighing for a
//   client with lists), `use`: every organic weighing (half of them) picks a container (the gross its net plus the
//   tare), a loss reason and a food item. A build before issue 26 ignores what it does not know and stores the gross.
//   A checkout is a folder holding a built server (apps/server/dist/main.js, `node scripts/build-server.mjs`) with
//   node_modules beside it; both default to this one. postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).
//   BENCH_SERVER_NODE_ARGS: node options for the servers (`--cpu-prof --cpu-prof-dir=…` to profile them).
// Open loop (issue 25, goal 2): … [pglite|postgres|both] [rounds] --open=300,600,1000 [--clients=50] [--seconds=5]
//   instead of the two closed-loop phases, steps of evenly paced weighings (bench/lib/open-loop.ts: each due at its
//   time, latency counted from then) spread round robin over `--clients` clients (one cached session each), 5 s per
//   step after the same warm-up; per step p50/p99, errors and the CPU per weighing (server + backends, as above), and
//   the highest rate held at p99 < 100 ms with no error. A step past p99 300 ms ends the side's steps.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { dropTestDatabase } from '../apps/server/test/helpers/database.ts';
import { createBenchDatabase } from './lib/database.ts';
import { benchClient, benchKitchenLists } from './lib/fixtures.ts';
import { openLoopStep, type StepResult } from './lib/open-loop.ts';
import { NO_RATE_LIMITS, postJson, startServer } from './lib/server-process.ts';

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flag = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const kinds = (() => {
  const k = positional[0] ?? 'both';
  if (k === 'both') return ['postgres', 'pglite'] as const;
  if (k === 'postgres' || k === 'pglite') return [k] as const;
  throw new Error(`Unknown database '${k}': pglite, postgres or both.`);
})();
const rounds = Number(positional[1] ?? 3);
const weighings = Number(positional[2] ?? 3000);
if (weighings % 20) throw new Error('weighings: a multiple of 20 (the senders share them evenly).');
const kitchen = flag('kitchen');
if (kitchen !== undefined && kitchen !== 'lists' && kitchen !== 'use') throw new Error('--kitchen=lists or use');
const sides = [
  { label: 'before', root: resolve(flag('before') ?? '.') },
  { label: 'after', root: resolve(flag('after') ?? '.') },
];
const openRates = flag('open')?.split(',').map(Number);
const stepSeconds = Number(flag('seconds') ?? 5);
const CLIENTS = Number(flag('clients') ?? 10);
if (!openRates && CLIENTS !== 10) throw new Error('--clients is for the open loop (--open=…).');
const SENDERS = 20;
const WARM_UP = 300; // before each phase
const SERVER_WARM_UP = 1000; // after the server starts
const TICK_MS = 10; // /proc's clock ticks (USER_HZ = 100 on Linux)
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (kinds.includes('postgres' as never) && !adminUrl) {
  throw new Error('Set BENCH_DATABASE_URL=postgres://… to run this benchmark on PostgreSQL.');
}
const webDist = resolve('apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 3111);

/** CPU time of a process so far (user + system), in ms, from /proc/<pid>/stat; null once it has gone. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

interface Seeded {
  clients: {
    clientId: string;
    areaIds: string[];
    userId: string;
    kitchen?: { containers: { id: string; tareKg: number }[]; lossReasonIds: string[]; foodItemIds: string[] };
  }[];
}

/** A signed session cookie of a fresh session of `userId`, as better-auth makes at sign-in (better-call's signCookieValue). */
function sessionCookie(secret: string, token: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `ecopeso.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Sessions of each client's operacional in the database, `perClient` each; their cookies, by client index. */
async function makeSessions(db: Db, seeded: Seeded, secret: string, perClient: number): Promise<string[][]> {
  const cookies: string[][] = [];
  for (const { userId } of seeded.clients) {
    const tokens = Array.from({ length: perClient }, () => randomBytes(24).toString('base64url'));
    await db.execute(sql`
      insert into session (id, token, user_id, expires_at)
      select gen_random_uuid()::text, t, ${userId}, now() + interval '30 days'
      from unnest(${`{${tokens.join(',')}}`}::text[]) t`);
    cookies.push(tokens.map((t) => sessionCookie(secret, t)));
  }
  return cookies;
}

interface OpenStep extends StepResult {
  /** CPU per weighing answered in the step: the server process, and the database's backends of this database. */
  serverMs: number;
  databaseMs: number;
  /**
   * What this database's active backends were waiting for, sampled every 20 ms through the step (pg_stat_activity):
   * `Lock:object` is the notify lock, `Lock:transactionid` a row another transaction holds to its commit (the event
   * counter, a totals row), `IO:WALSync` / `LWLock:WALWrite` the commit's flush; backend-samples per wait.
   */
  waits: Record<string, number>;
}

interface PhaseResult {
  serverMs: number;
  databaseMs: number;
  /** Of databaseMs, the backend of the server's LISTEN connection (woken by each weighing's NOTIFY). */
  listenMs: number;
  p50: number;
  p99: number;
  perSecond: number;
  errors: number;
}

async function run(
  kind: 'pglite' | 'postgres',
  root: string,
  uncachedFirst: boolean,
): Promise<{ cached: PhaseResult; uncached: PhaseResult; open: OpenStep[]; idleRssMb: number; peakRssMb: number }> {
  const secret = randomBytes(32).toString('base64url');
  const dataDir = mkdtempSync(join(tmpdir(), 'ecopeso-weighing-cpu-'));
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (kind === 'postgres') {
    ({ name: databaseName, url: databaseUrl } = await createBenchDatabase(adminUrl!));
  }
  // Seeded before the server opens it (the embedded database admits one process at a time).
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  const seeded: Seeded = { clients: [] };
  for (let i = 0; i < CLIENTS; i++) {
    const c = await benchClient(database.db);
    seeded.clients.push({
      clientId: c.clientId,
      areaIds: c.areaIds,
      userId: c.actor.id,
      ...(kitchen ? { kitchen: await benchKitchenLists(database.db, c.clientId) } : {}),
    });
  }
  // Sessions made here too: the cached phase's (one per sender) and one per weighing of the uncached phase.
  const perClientUncached = openRates ? 0 : Math.ceil((weighings + WARM_UP) / CLIENTS);
  const cachedCookies = await makeSessions(database.db, seeded, secret, Math.ceil(SENDERS / CLIENTS));
  const uncachedCookies = await makeSessions(database.db, seeded, secret, perClientUncached);
  await database.close();

  const server = await startServer(
    {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      BETTER_AUTH_SECRET: secret,
      WEB_DIST: webDist,
      ...NO_RATE_LIMITS,
      // Production's level: what each request logs is part of its cost.
      LOG_LEVEL: 'info',
      // Load shedding off: the bench measures cost, not the shedding threshold.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    port,
    root,
  );
  const serverPid = server.child.pid!;
  const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : undefined;
  await admin?.connect();

  const listeners = new Set<number>();
  const backends = async (): Promise<Map<number, number>> => {
    const cpu = new Map<number, number>();
    if (!admin || !databaseName) return cpu;
    const { rows } = await admin.query<{ pid: number; listen: boolean }>(
      "select pid, query ilike 'listen %' as listen from pg_stat_activity where datname = $1",
      [databaseName],
    );
    for (const { pid, listen } of rows) {
      cpu.set(pid, cpuMs(pid) ?? 0);
      if (listen) listeners.add(pid);
    }
    return cpu;
  };

  const weighingBody = (clientIndex: number, n: number) => {
    const c = seeded.clients[clientIndex]!;
    const weightKg = 1 + (n % 50) / 10;
    // --kitchen=use: every other weighing in a container (its gross sent), with a loss reason and a food item.
    const lists = kitchen === 'use' && n % 2 === 0 ? c.kitchen : undefined;
    const container = lists?.containers[n % lists.containers.length];
    return JSON.stringify({
      records: [
        {
          id: randomUUID(),
          areaId: c.areaIds[n % c.areaIds.length],
          wasteType: n % 2 ? 'rejeito' : 'organico',
          subType: n % 2 ? null : 'pre_service',
          weightKg,
          recordedAt: new Date().toISOString(),
          ...(lists && container
            ? {
                containerId: container.id,
                grossKg: Math.round((weightKg + container.tareKg) * 1000) / 1000,
                lossReasonId: lists.lossReasonIds[n % lists.lossReasonIds.length],
                foodItemId: lists.foodItemIds[n % lists.foodItemIds.length],
              }
            : {}),
        },
      ],
    });
  };
  const post = async (clientIndex: number, cookie: string, n: number) => {
    const c = seeded.clients[clientIndex]!;
    const started = performance.now();
    const answer = await postJson(
      { origin: server.origin, agent, headers: { cookie, origin: server.origin }, keepBody: true },
      `/api/v1/clients/${c.clientId}/records`,
      weighingBody(clientIndex, n),
    );
    const ok = answer?.status === 200 && (JSON.parse(answer.body) as { inserted: string[] }).inserted.length === 1;
    return { ms: performance.now() - started, ok };
  };

  /** `total` weighings from the senders, each waiting for its answer before the next. */
  async function load(total: number, cookieFor: (sender: number, clientIndex: number) => string) {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    // Each sender its share, so each client gets the same number of weighings (and of fresh sessions).
    await Promise.all(
      Array.from({ length: SENDERS }, async (_, sender) => {
        const clientIndex = sender % CLIENTS;
        for (let n = sender; n < total; n += SENDERS) {
          const r = await post(clientIndex, cookieFor(sender, clientIndex), n);
          latencies.push(r.ms);
          if (!r.ok) errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { latencies, errors, seconds };
  }

  /** CPU of the server and of this database's backends (ms) spent while `work` runs. */
  async function cpuDuring<T>(work: () => Promise<T>): Promise<{ result: T; serverMs: number; databaseMs: number }> {
    const serverBefore = cpuMs(serverPid)!;
    const dbBefore = await backends();
    const result = await work();
    const serverAfter = cpuMs(serverPid)!;
    const dbAfter = await backends();
    let databaseMs = 0;
    for (const pid of new Set([...dbBefore.keys(), ...dbAfter.keys()])) {
      databaseMs += (dbAfter.get(pid) ?? cpuMs(pid) ?? dbBefore.get(pid)!) - (dbBefore.get(pid) ?? 0);
    }
    return { result, serverMs: serverAfter - serverBefore, databaseMs };
  }

  /** The open loop's steps, round robin over the clients, each with its first cached session. */
  async function openSteps(rates: number[]): Promise<OpenStep[]> {
    const steps: OpenStep[] = [];
    let n = 0;
    for (const rate of rates) {
      const waits: Record<string, number> = {};
      let sampling = !!admin;
      const sampler = (async () => {
        while (sampling) {
          const { rows } = await admin!.query<{ wait: string | null }>(
            "select wait_event_type || ':' || wait_event as wait from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()",
            [databaseName],
          );
          for (const { wait } of rows) waits[wait ?? 'CPU'] = (waits[wait ?? 'CPU'] ?? 0) + 1;
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const { result, serverMs, databaseMs } = await cpuDuring(() =>
        openLoopStep(server.origin, rate, stepSeconds, () => {
          const clientIndex = n % CLIENTS;
          const body = weighingBody(clientIndex, Math.floor(n++ / CLIENTS));
          return {
            path: `/api/v1/clients/${seeded.clients[clientIndex]!.clientId}/records`,
            headers: {
              cookie: cachedCookies[clientIndex]![0]!,
              origin: server.origin,
              'content-type': 'application/json',
            },
            body,
          };
        }),
      );
      sampling = false;
      await sampler;
      const answered = Math.max(1, result.ok);
      steps.push({ ...result, serverMs: serverMs / answered, databaseMs: databaseMs / answered, waits });
      if (result.p99ms >= 300 || result.errors > result.sent / 10) break; // far past the knee
      await new Promise((r) => setTimeout(r, 1_000));
    }
    return steps;
  }

  async function phase(cookieFor: (sender: number, clientIndex: number) => string): Promise<PhaseResult> {
    await load(WARM_UP, cookieFor);
    const serverBefore = cpuMs(serverPid)!;
    const dbBefore = await backends();
    const { latencies, errors, seconds } = await load(weighings, cookieFor);
    const serverAfter = cpuMs(serverPid)!;
    const dbAfter = await backends();
    let databaseMs = 0;
    let listenMs = 0;
    for (const pid of new Set([...dbBefore.keys(), ...dbAfter.keys()])) {
      const used = (dbAfter.get(pid) ?? cpuMs(pid) ?? dbBefore.get(pid)!) - (dbBefore.get(pid) ?? 0);
      databaseMs += used;
      if (listeners.has(pid)) listenMs += used;
    }
    return {
      serverMs: (serverAfter - serverBefore) / weighings,
      databaseMs: databaseMs / weighings,
      listenMs: listenMs / weighings,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      perSecond: weighings / seconds,
      errors,
    };
  }

  try {
    // Resident memory at rest, before any weighing; the peak (VmHWM) after both phases (issue 25, goal 4).
    const idleRssMb = server.rssMb();
    // The server's own warm-up (compilation, pools, plans), before either phase is measured.
    await load(SERVER_WARM_UP, (sender, clientIndex) => cachedCookies[clientIndex]![Math.floor(sender / CLIENTS)]!);
    if (openRates) {
      const open = await openSteps(openRates);
      const none = { serverMs: 0, databaseMs: 0, listenMs: 0, p50: 0, p99: 0, perSecond: 0, errors: 0 };
      return { cached: none, uncached: none, open, idleRssMb, peakRssMb: server.peakRssMb() };
    }
    const used = new Array<number>(CLIENTS).fill(0);
    const cachedPhase = () =>
      phase((sender, clientIndex) => cachedCookies[clientIndex]![Math.floor(sender / CLIENTS)]!);
    const uncachedPhase = () => phase((_, clientIndex) => uncachedCookies[clientIndex]![used[clientIndex]!++]!);
    // The phases alternate too: the first runs on a server a few seconds younger.
    if (uncachedFirst) {
      const uncached = await uncachedPhase();
      const cached = await cachedPhase();
      return { uncached, cached, open: [], idleRssMb, peakRssMb: server.peakRssMb() };
    }
    const cached = await cachedPhase();
    const uncached = await uncachedPhase();
    return { cached, uncached, open: [], idleRssMb, peakRssMb: server.peakRssMb() };
  } finally {
    agent.destroy();
    await admin?.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) await dropTestDatabase(adminUrl!, databaseName);
  }
}

const f = (n: number, digits = 2) => n.toFixed(digits);
console.log(
  `weighing CPU: ${weighings} one-record weighings, ${SENDERS} senders on ${CLIENTS} clients, ${rounds} round(s) per side`,
);
for (const side of sides) console.log(`  ${side.label}: ${side.root}`);
const results = new Map<string, PhaseResult[]>(); // `${kind} ${session} ${side}`
const memory = new Map<string, { idleRssMb: number; peakRssMb: number }[]>(); // `${kind} ${side}`
const openResults = new Map<string, { held: number; steps: OpenStep[] }[]>(); // `${kind} open ${side}`
console.log(`server node options: ${process.env.BENCH_SERVER_NODE_ARGS ?? "(the serve script's of each checkout)"}`);
for (const kind of kinds) {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...sides].reverse() : sides;
    for (const side of order) {
      const r = await run(kind, side.root, round % 2 === 1);
      memory.set(`${kind} ${side.label}`, [...(memory.get(`${kind} ${side.label}`) ?? []), r]);
      console.log(
        `${kind} round ${round + 1} ${side.label.padEnd(6)} server RSS ${r.idleRssMb} MB at rest, ${r.peakRssMb} MB at peak`,
      );
      if (openRates) {
        for (const st of r.open) {
          console.log(
            `${kind} round ${round + 1} ${side.label.padEnd(6)} open ${st.rate}/s over ${CLIENTS} client(s): p50 ${f(st.p50ms, 1)} ms, p99 ${f(st.p99ms, 1)} ms, max ${f(st.maxMs, 0)} ms, ${st.ok}/${st.sent} answered 200${st.errors ? `, ${st.errors} ERRORS` : ''}; server ${f(st.serverMs)} + database ${f(st.databaseMs)} ms/weighing; waits ${Object.entries(
              st.waits,
            )
              .sort((a, b) => b[1] - a[1])
              .map(([w, k]) => `${w} ${k}`)
              .join(', ')}`,
          );
        }
        const held = r.open.filter((st) => st.p99ms < 100 && st.errors === 0).map((st) => st.rate);
        const key = `${kind} open ${side.label}`;
        openResults.set(key, [
          ...(openResults.get(key) ?? []),
          { held: held.length ? Math.max(...held) : 0, steps: r.open },
        ]);
        continue;
      }
      for (const session of ['cached', 'uncached'] as const) {
        const p = r[session];
        const key = `${kind} ${session} ${side.label}`;
        results.set(key, [...(results.get(key) ?? []), p]);
        console.log(
          `${kind} round ${round + 1} ${side.label.padEnd(6)} ${session.padEnd(8)} server ${f(p.serverMs)} ms + database ${f(p.databaseMs)} ms (LISTEN ${f(p.listenMs)}) = ${f(p.serverMs + p.databaseMs)} ms/weighing; p50 ${f(p.p50, 1)} ms, p99 ${f(p.p99, 1)} ms, ${f(p.perSecond, 0)}/s${p.errors ? `, ${p.errors} ERRORS` : ''}`,
        );
      }
    }
  }
}
if (openRates) {
  console.log(`\nopen loop over ${CLIENTS} client(s), ${stepSeconds} s per step; per rate: medians of the rounds`);
  console.log('| database | side | rate | p50 ms | p99 ms | errors | CPU ms/weighing (server + database) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const kind of kinds)
    for (const side of sides) {
      const rs = openResults.get(`${kind} open ${side.label}`) ?? [];
      for (const rate of openRates) {
        const at = rs.flatMap((x) => x.steps.filter((st) => st.rate === rate));
        if (!at.length) continue;
        console.log(
          `| ${kind} | ${side.label} | ${rate}/s | ${f(median(at.map((st) => st.p50ms)), 1)} | ${f(median(at.map((st) => st.p99ms)), 1)} | ${at.reduce((e, st) => e + st.errors, 0)} | ${f(median(at.map((st) => st.serverMs + st.databaseMs)))} (${f(median(at.map((st) => st.serverMs)))} + ${f(median(at.map((st) => st.databaseMs)))}) |`,
        );
      }
      console.log(`held at p99 < 100 ms, ${kind} ${side.label}: ${rs.map((x) => `${x.held}/s`).join(', ')} (rounds)`);
    }
  process.exit(0);
}
console.log('\nmedians (ms of CPU per weighing; latency in ms)');
console.log(
  '| database | session | side | server | database | of which LISTEN | total | p50 | p99 | weighings/s | after/before |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const kind of kinds) {
  for (const session of ['cached', 'uncached']) {
    const totals: number[] = [];
    for (const side of sides) {
      const rs = results.get(`${kind} ${session} ${side.label}`) ?? [];
      const total = median(rs.map((p) => p.serverMs + p.databaseMs));
      totals.push(total);
      const ratio = totals.length === 2 ? `${f((100 * totals[1]!) / totals[0]!, 0)} %` : '';
      console.log(
        `| ${kind} | ${session} | ${side.label} | ${f(median(rs.map((p) => p.serverMs)))} | ${kind === 'postgres' ? f(median(rs.map((p) => p.databaseMs))) : '(in the server)'} | ${kind === 'postgres' ? f(median(rs.map((p) => p.listenMs))) : ''} | ${f(total)} | ${f(median(rs.map((p) => p.p50)), 1)} | ${f(median(rs.map((p) => p.p99)), 1)} | ${f(median(rs.map((p) => p.perSecond)), 0)} | ${ratio} |`,
      );
    }
  }
}
console.log('\nserver memory (MB, medians): | database | side | at rest | peak under the weighings |');
for (const kind of kinds)
  for (const side of sides) {
    const ms = memory.get(`${kind} ${side.label}`) ?? [];
    console.log(
      `| ${kind} | ${side.label} | ${median(ms.map((m) => m.idleRssMb))} | ${median(ms.map((m) => m.peakRssMb))} |`,
    );
  }
