import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type Agent, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Rate limits set out of a bench's way: it measures the server's work, not the limiter's refusals. */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '10000000',
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '10000000',
} as const;

/**
 * POSTs a JSON `body` to `path` of the server at `origin` with `headers` (a session cookie, an Origin), through
 * `agent` (kept-alive sockets, as a tablet's browser keeps them): the answer's status and body, or null when the
 * connection failed (or took longer than `timeoutMs`). The body is read only when `keepBody` asks for it.
 */
export function postJson(
  {
    origin,
    agent,
    headers,
    timeoutMs,
    keepBody = false,
  }: { origin: string; agent: Agent; headers: OutgoingHttpHeaders; timeoutMs?: number; keepBody?: boolean },
  path: string,
  body: string,
): Promise<{ status: number; body: string } | null> {
  const url = new URL(origin);
  return new Promise((done) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        // An answer not read is not kept either: the load generators then cost the machine no more than it did.
        const chunks: Buffer[] = [];
        if (keepBody) res.on('data', (b: Buffer) => chunks.push(b));
        else res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    if (timeoutMs !== undefined) req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', () => done(null));
    req.end(body);
  });
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** The most resident memory the server process has had since it started (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** The node options of a checkout's `npm run serve` (between `node` and the script it runs). */
export function serveNodeArgs(root = '.'): string {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  return /^node\s+((?:--\S+\s+)*)/.exec(scripts.serve)?.[1]?.trim() ?? '';
}

/**
 * Starts the real server (demo data, embedded database unless DATABASE_URL is given) as its own process. `root`: the
 * checkout whose bundled server runs (another build, to compare two commits in one run); this one by default.
 */
export async function startServer(env: Record<string, string> = {}, port = 3190, root = '.'): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecopeso-bench-'));
  // The bundled server as production runs it (npm run build); the TypeScript sources when it is not built, or when
  // BENCH_SERVER=source (a bench of a change not yet built).
  const bundle = join(root, 'apps/server/dist/main.js');
  // Node's options as `npm start` gives them (package.json's serve script: the heap flags production runs with);
  // BENCH_SERVER_NODE_ARGS instead when set, even empty, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? serveNodeArgs(root)).split(' ').filter(Boolean);
  const entry =
    existsSync(bundle) && process.env.BENCH_SERVER !== 'source'
      ? [bundle]
      : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    child,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
