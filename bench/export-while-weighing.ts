// A manager exports a client-year as CSV over HTTP while the kitchens keep weighing: does the server keep answering?
// The real server in its own process (PGlite in a data folder, or PostgreSQL), one client seeded with `records`
// weighings over the past year (SQL generate_series, before the server starts), then:
//   1. weighings alone: an open loop of `rate` one-record POSTs a second for `seconds` (the reference latency);
//   2. the export alone: GET /api/v1/dashboard.csv for the client and the year, streamed and counted — wall time,
//      rows, bytes, and the CPU of the server process (and, on PostgreSQL, of the database's backends) from /proc;
//   3. the export again while the open loop weighs: the weighings due during the export, their p50/p95/p99;
//   4. the entry page's export (GET /api/v1/clients/:id/records.csv?period=30d), wall time and CPU.
// Run: node --import tsx bench/export-while-weighing.ts [pglite|postgres] [records] [rate] [seconds]
//   postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL); a throw-away database is made and dropped.
// Target (issue 25, goal 3): weighings during a one-year export answered at p99 < 200 ms on PGlite; the one-year
// CSV ≤ 1.5 s CPU on PostgreSQL, ≤ 3 s on PGlite.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createUser } from '../apps/server/src/domain/users/create-user.ts';
import { dropTestDatabase } from '../apps/server/test/helpers/database.ts';
import { benchKind, createBenchDatabase } from './lib/database.ts';
import { benchClient } from './lib/fixtures.ts';
import { NO_RATE_LIMITS, postJson, signIn, startServer } from './lib/server-process.ts';

const kind = benchKind(process.argv[2]);
const count = Number(process.argv[3] ?? 100_000);
const rate = Number(process.argv[4] ?? 20);
const baselineSeconds = Number(process.argv[5] ?? 10);
const TZ = 'America/Sao_Paulo';
const TICK_MS = 10; // /proc's clock ticks (USER_HZ = 100 on Linux)

/** CPU time of a process so far (user + system), in ms, from /proc/<pid>/stat; 0 once it has gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** A local day in the client's time zone, `daysAgo` days before today. */
function localDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

// The database, seeded before the server opens it: a PGlite data folder, or a throw-away PostgreSQL database.
const password = randomUUID();
const dataDir = mkdtempSync(join(tmpdir(), 'ecopeso-export-bench-'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
let databaseUrl: string | undefined;
let databaseName: string | undefined;
if (kind === 'postgres') {
  if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL=postgres://… to run this benchmark on PostgreSQL.');
  ({ name: databaseName, url: databaseUrl } = await createBenchDatabase(adminUrl));
}

const seedStarted = performance.now();
const database: Database = await openDatabase(
  databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') },
);
const bench = await benchClient(database.db, password);
const managerEmail = `bench-master-${randomUUID().slice(0, 8)}@example.com`;
await createUser(database.db, { email: managerEmail, name: 'Bench Master', role: 'master', password });
// `count` weighings from yesterday back over 364 days, so that the export of the year (366 days ago to yesterday)
// holds every one of them and none of the weighings the bench posts while it runs (recorded now).
await database.db.execute(sql`
  insert into waste_records (id, client_id, area_id, waste_type, sub_type, weight_kg, recorded_at, created_by)
  select gen_random_uuid(), ${bench.clientId}::uuid, (${`{${bench.areaIds.join(',')}}`}::uuid[])[1 + (i % 4)],
         (array['rejeito','organico','reciclavel','compostavel'])[1 + (i % 4)],
         (array[null,'pre_service','plastic',null])[1 + (i % 4)],
         round((1 + random() * 20)::numeric, 3),
         now() - interval '1 day' - ((i - 1) * (interval '364 days' / ${count})), ${bench.actor.id}
  from generate_series(1, ${count}) i`);
await database.db.execute(sql`analyze`);
await database.close();
const seedSeconds = (performance.now() - seedStarted) / 1000;

const server = await startServer(
  {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    DEMO_PASSWORD: password,
    ...NO_RATE_LIMITS,
    LOG_LEVEL: 'warn',
  },
  Number(process.env.BENCH_PORT ?? 3193),
);
const serverPid = server.child.pid!;
const origin = new URL(server.origin);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** Backends of the bench's database and their CPU so far (PostgreSQL only; the same machine's /proc). */
async function backendCpu(): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (!adminUrl || !databaseName) return cpu;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    databaseName,
  ]);
  await admin.end();
  for (const { pid } of rows) cpu.set(pid, cpuMs(pid));
  return cpu;
}
const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((ms, [pid, now]) => ms + now - (before.get(pid) ?? 0), 0);

interface Fetched {
  status: number;
  ms: number;
  bytes: number;
  lines: number;
  sha256: string;
}

/** GET a path, reading the body as it streams (not holding it): status, time to the last byte, size, lines, hash. */
function getStreamed(path: string, cookie: string): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: origin.hostname, port: origin.port, path, agent, headers: { cookie } }, (res) => {
      const hash = createHash('sha256');
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        hash.update(chunk);
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          bytes,
          lines,
          sha256: hash.digest('hex'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One-record weighings, `rate` a second, each due at its time whatever the others did, until `stop()`. */
function weighLoop(cookie: string) {
  const path = `/api/v1/clients/${bench.clientId}/records`;
  const results: { due: number; ms: number; ok: boolean }[] = [];
  const inFlight: Promise<void>[] = [];
  let stopped = false;
  let i = 0;
  const start = performance.now() + 20;
  const run = (async () => {
    for (let n = 0; !stopped; n++) {
      const due = start + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (stopped) break;
      const body = JSON.stringify({
        records: [
          {
            id: randomUUID(),
            areaId: bench.areaIds[i++ % bench.areaIds.length],
            wasteType: 'rejeito',
            subType: null,
            weightKg: 3.5,
            recordedAt: new Date().toISOString(),
          },
        ],
      });
      inFlight.push(
        postJson(
          { origin: server.origin, agent, headers: { cookie, origin: server.origin }, timeoutMs: 30_000 },
          path,
          body,
        ).then((answer) => {
          results.push({ due, ms: performance.now() - due, ok: answer?.status === 200 });
        }),
      );
    }
  })();
  return {
    async stop() {
      stopped = true;
      await run;
      await Promise.all(inFlight);
      return results;
    },
  };
}

function latencies(results: { ms: number; ok: boolean }[]) {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10
      : 0;
  return {
    weighings: results.length,
    errors: results.filter((r) => !r.ok).length,
    p50ms: at(50),
    p95ms: at(95),
    p99ms: at(99),
    maxMs: at(100),
  };
}

/** An export with the CPU the server (and PostgreSQL's backends) spent on it. */
async function measured(path: string, cookie: string) {
  const backendsBefore = await backendCpu();
  const serverBefore = cpuMs(serverPid);
  const fetched = await getStreamed(path, cookie);
  const serverCpuMs = cpuMs(serverPid) - serverBefore;
  const databaseCpuMs = kind === 'postgres' ? cpuSince(backendsBefore, await backendCpu()) : null;
  if (fetched.status !== 200) throw new Error(`${path}: ${fetched.status}`);
  return { ...fetched, serverCpuMs, databaseCpuMs };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
try {
  const manager = await signIn(server.origin, managerEmail, password);
  const operator = await signIn(server.origin, bench.email, password);
  const yearPath = `/api/v1/dashboard.csv?clients=${bench.clientId}&from=${localDay(366)}&to=${localDay(1)}&lang=pt`;
  const entryPath = `/api/v1/clients/${bench.clientId}/records.csv?period=30d&lang=pt`;

  // Warm-up: the routes compiled, the session cached, the pages of the table read once.
  await weighLoop(operator)
    .stop()
    .then(() => pause(200));
  const warm = weighLoop(operator);
  await pause(1000);
  await warm.stop();
  await getStreamed(yearPath, manager);

  // 1. Weighings alone.
  const alone = weighLoop(operator);
  await pause(baselineSeconds * 1000);
  const withoutExport = latencies(await alone.stop());
  await pause(500);

  // 2. The export alone, three times (the median by CPU reported, every run listed).
  const exportsAlone = [];
  for (let run = 0; run < 3; run++) {
    exportsAlone.push(await measured(yearPath, manager));
    await pause(500);
  }
  const byCpu = [...exportsAlone].sort((a, b) => a.serverCpuMs - b.serverCpuMs);
  const median = byCpu[1]!;

  // 3. The export while weighings arrive: the loop starts a second before, and counts what was due during it.
  const loop = weighLoop(operator);
  await pause(1000);
  const exportStart = performance.now();
  const during = await measured(yearPath, manager);
  const exportEnd = performance.now();
  await pause(300);
  const results = await loop.stop();
  const dueDuring = results.filter((r) => r.due >= exportStart && r.due <= exportEnd);

  // 4. The entry page's export (the last 30 days).
  const entry = await measured(entryPath, manager);

  const round = (n: number) => Math.round(n);
  console.log(
    JSON.stringify({
      bench: 'export-while-weighing',
      db: kind,
      records: count,
      seedSeconds: +seedSeconds.toFixed(1),
      rate,
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      yearExport: {
        rows: median.lines - 1,
        bytes: median.bytes,
        wallMs: exportsAlone.map((e) => round(e.ms)),
        serverCpuMs: exportsAlone.map((e) => e.serverCpuMs),
        databaseCpuMs: kind === 'postgres' ? exportsAlone.map((e) => e.databaseCpuMs) : undefined,
        sameBytesEachRun: exportsAlone.every((e) => e.sha256 === median.sha256),
      },
      yearExportDuringWeighings: {
        rows: during.lines - 1,
        wallMs: round(during.ms),
        serverCpuMs: during.serverCpuMs,
        sameBytes: during.sha256 === median.sha256,
      },
      weighingsWithoutExport: withoutExport,
      weighingsDuringExport: {
        ...latencies(dueDuring),
        answeredBeforeExportEnded: dueDuring.filter((r) => r.due + r.ms < exportEnd).length,
      },
      entryExport30d: { rows: entry.lines - 1, wallMs: round(entry.ms), serverCpuMs: entry.serverCpuMs },
    }),
  );
  const ok =
    latencies(dueDuring).p99ms < 200 &&
    median.serverCpuMs + (median.databaseCpuMs ?? 0) <= (kind === 'pglite' ? 3000 : 1500) &&
    median.lines - 1 === count &&
    during.sha256 === median.sha256;
  console.log(
    ok ? 'PASS weighings p99 < 200 ms during the export, CPU within the goal, every row, same bytes' : 'FAIL',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl && databaseName) await dropTestDatabase(adminUrl, databaseName);
}
