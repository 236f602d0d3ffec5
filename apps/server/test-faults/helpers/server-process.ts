import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { createTestDatabase } from '../../test/helpers/database.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const seedScript = fileURLToPath(new URL('./seed-tenant.ts', import.meta.url));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A client with one waste type and a master user, written straight to the database before the server starts. */
export function seedTenant(target: DatabaseTarget): { clientId: string; email: string; password: string } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', seedScript, JSON.stringify(target)], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as { clientId: string; email: string; password: string };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) and waits until it answers; on `env.PORT` when
 * given (a restart where a load balancer expects it), else on a free port.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      BASE_URL: url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/v1/health/live`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() - started > 90_000) throw new Error(`server did not start in 90 s:\n${output}`);
    await sleep(200);
  }
  return { url, child, exited, output: () => output };
}

/** Signs in over HTTP and returns the cookie header a browser would send next. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One weighing as a device sends it. */
export const weighing = () => ({
  id: randomUUID(),
  areaId: null,
  wasteType: 'rejeito',
  subType: null,
  weightKg: 1.25,
  recordedAt: new Date(Date.now() - 60_000).toISOString(),
});

/**
 * Posts a batch; resolves to the status, the ids the server acknowledged as stored (inserted, or already stored),
 * each list apart, and `Retry-After` when it answered one; status 0 when no answer came.
 */
export async function postBatch(
  url: string,
  cookie: string,
  clientId: string,
  records: { id: string }[],
  { timeoutMs = 15_000 } = {},
) {
  try {
    const res = await fetch(`${url}/api/v1/clients/${clientId}/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify({ records }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => null)) as {
      inserted?: string[];
      duplicates?: string[];
      error?: { code: string };
    } | null;
    const inserted = res.ok ? (body?.inserted ?? []) : [];
    const duplicates = res.ok ? (body?.duplicates ?? []) : [];
    return {
      status: res.status,
      code: body?.error?.code,
      retryAfter: res.headers.get('retry-after'),
      inserted,
      duplicates,
      acknowledged: [...inserted, ...duplicates],
    };
  } catch {
    return { status: 0, code: 'network', retryAfter: null, inserted: [], duplicates: [], acknowledged: [] as string[] };
  }
}

export interface EventStream {
  status: number;
  events: { id: number; data: { type: string; ids?: string[]; id?: string } }[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the client's event stream as EventSource does, optionally resuming after `lastEventId`. */
export async function openEvents(url: string, cookie: string, clientId: string, lastEventId?: number) {
  const abort = new AbortController();
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${url}/api/v1/clients/${clientId}/events`, { headers, signal: abort.signal });
  const events: EventStream['events'] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data)
            events.push({ id: Number(id), data: JSON.parse(data) as EventStream['events'][number]['data'] });
        }
      }
    } catch {
      // aborted
    }
  })();
  return { status: res.status, events, ended, close: () => abort.abort() } satisfies EventStream;
}

/** Which of `ids` the database holds, and how many rows each has. */
export async function storedCounts(target: DatabaseTarget, ids: string[]): Promise<Map<string, number>> {
  const database = await openDatabase(target);
  try {
    const counts = new Map<string, number>();
    for (let i = 0; i < ids.length; i += 1000) {
      const slice = ids.slice(i, i + 1000);
      const result = (await database.db.execute(
        `select id::text as id, count(*)::int as n from waste_records where id in (${slice.map((id) => `'${id}'`).join(',')}) group by id`,
      )) as unknown as { rows: { id: string; n: number }[] };
      for (const row of result.rows) counts.set(row.id, row.n);
    }
    return counts;
  } finally {
    await database.close();
  }
}

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (every connection dropped, new ones refused) and restore:
 * to the server behind it, a database restart — without touching the PostgreSQL others use.
 */
export async function startPgProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = async () => {
    server = createServer((inbound) => {
      const outbound = connect(target.port, target.host);
      sockets.add(inbound).add(outbound);
      const drop = () => {
        inbound.destroy();
        outbound.destroy();
        sockets.delete(inbound);
        sockets.delete(outbound);
      };
      inbound.on('error', drop).on('close', drop);
      outbound.on('error', drop).on('close', drop);
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  await listen();
  return {
    port,
    /** Drops every connection and refuses new ones (ECONNREFUSED), as a stopped database does. */
    async cut() {
      const closing = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closing;
    },
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}

/** Ends every other backend of `database`, as `pg_ctl restart` (fast) does: 57P01 admin shutdown. */
export async function terminateBackends(adminUrl: string, database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** A throw-away database on the PostgreSQL of TEST_DATABASE_URL; dropped by the returned function. */
export function createScratchDatabase(adminUrl: string) {
  return createTestDatabase(adminUrl, 'eco_faults');
}
