import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's HAProxy (scripts/ensure-haproxy.mjs installs it for `npm test` when PostgreSQL is configured). */
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const haveHaproxy = () => existsSync(HAPROXY);

/**
 * HAProxy's configuration for Ecopeso behind it, as the README's "Running more than one instance" shows it: round
 * robin with nothing sticky; an instance gets traffic while `/api/v1/health/ready` answers 200 (checked every 300 ms,
 * out after two failures, which also cuts its open streams so browsers reconnect elsewhere); a request that found no
 * connection, an empty answer or a 503 (an instance closing) is sent once more to the other instance. That is safe
 * for weighings — a record already stored is acknowledged as a duplicate — and an event stream resumes from its
 * Last-Event-ID wherever it lands.
 */
export function haproxyConfig({
  port,
  backends,
  adminSocket,
}: {
  port: number;
  backends: { name: string; port: number }[];
  adminSocket: string;
}): string {
  return `global
  maxconn 2000
  stats socket ${adminSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response response-timeout 503

frontend ecopeso
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option http-buffer-request
  option httpchk GET /api/v1/health/ready
  http-check expect status 200
  default-server inter 300ms fall 2 rise 2 on-marked-down shutdown-sessions
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

export interface Balancer {
  url: string;
  /** Sends one command to HAProxy's runtime API ("set server instances/a state drain") and returns its answer. */
  command(line: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground in front of `backends` and waits until it accepts connections. */
export async function startBalancer(port: number, backends: { name: string; port: number }[]): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'eco-haproxy-'));
  const adminSocket = join(dir, 'admin.sock');
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig({ port, backends, adminSocket }));
  let output = '';
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await fetch(`${url}/api/v1/health/live`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${output}`);
    if (Date.now() - started > 15_000) throw new Error(`haproxy did not answer in 15 s:\n${output}`);
    await sleep(100);
  }
  return {
    url,
    command: (line) =>
      new Promise((resolve, reject) => {
        let answer = '';
        const socket = connect(adminSocket, () => socket.end(`${line}\n`));
        socket.on('data', (c: Buffer) => (answer += c.toString()));
        socket.on('end', () => resolve(answer.trim()));
        socket.on('error', reject);
      }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
