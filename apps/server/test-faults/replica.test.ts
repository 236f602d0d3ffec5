import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminUrl, cleanupsAfterAll, postgresSetup } from './helpers/set-up.ts';
import { recordFigure } from './helpers/figures.ts';
import { freePort, postBatch, seedTenant, signIn, startServer, weighing } from './helpers/server-process.ts';

// A real streaming replica of the test cluster (pg_basebackup, a second postmaster in hot standby) behind
// DATABASE_READ_URL. Dashboards read there only when it has replayed everything the primary had committed when
// the read began, so every dashboard a manager opens right after a weighing counts it; the replica is stopped
// under load (immediate shutdown, as a crash) and started again: the primary answers meanwhile, never a 5xx, and
// reads go back to the replica. PostgreSQL must run as the `postgres` user, so the test needs root (runuser);
// elsewhere it is skipped, never in CI.
const pgBin = '/usr/lib/postgresql/15/bin';
const canRunPostgres = process.getuid?.() === 0 && existsSync(`${pgBin}/postgres`);
const cleanups = cleanupsAfterAll();

/** A directory only the postgres user may use. */
function postgresDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, id('-u'), id('-g'));
  return dir;
}

/** The primary's settings a hot standby must match or exceed. */
async function standbyLimits(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('max_connections', 'max_worker_processes',
        'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    return rows.flatMap((r) => ['-c', `${r.name}=${r.setting}`]);
  } finally {
    await client.end();
  }
}

/** pg_basebackup of the cluster of `adminUrl` into a new directory, with the standby's settings (-R). */
function baseBackup(adminUrl: string): string {
  const dir = postgresDir('eco-replica-');
  const url = new URL(adminUrl);
  const conninfo = `host=${url.hostname} port=${url.port || 5432} user=${decodeURIComponent(url.username)} password=${decodeURIComponent(url.password)}`;
  execFileSync(
    'runuser',
    ['-u', 'postgres', '--', `${pgBin}/pg_basebackup`, '-d', conninfo, '-D', dir, '-R', '-X', 'stream', '-c', 'fast'],
    {
      stdio: 'pipe',
    },
  );
  // Debian keeps the configuration in /etc: the copy gets its own (defaults, and password logins on 127.0.0.1).
  execFileSync('runuser', [
    '-u',
    'postgres',
    '--',
    'sh',
    '-c',
    `touch '${dir}/postgresql.conf' '${dir}/pg_ident.conf' && printf 'host all all 127.0.0.1/32 scram-sha-256\\n' > '${dir}/pg_hba.conf'`,
  ]);
  return dir;
}

interface Standby {
  child: ChildProcess;
  output(): string;
}

async function startStandby(dir: string, port: number, socketDir: string, limits: string[], url: string) {
  let output = '';
  const child = spawn(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      `${pgBin}/postgres`,
      '-D',
      dir,
      '-p',
      String(port),
      '-k',
      socketDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'hot_standby=on',
      '-c',
      'shared_buffers=16MB',
      '-c',
      'logging_collector=off',
      ...limits,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const started = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    const ready = await client
      .connect()
      .then(() => client.query<{ r: boolean }>('select pg_is_in_recovery() as r'))
      .then((res) => res.rows[0]!.r)
      .catch(() => false)
      .finally(() => client.end().catch(() => {}));
    if (ready) break;
    if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`standby did not start:\n${output}`);
    await sleep(200);
  }
  return { child, output: () => output } satisfies Standby;
}

/** Immediate shutdown of the standby's postmaster (SIGQUIT: every backend ends at once, as a crash). */
async function stopStandby(dir: string, standby: Standby) {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const exited = new Promise((resolve) =>
    standby.child.exitCode !== null ? resolve(null) : standby.child.once('exit', resolve),
  );
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // already gone
  }
  await exited;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

describe.skipIf(!adminUrl || (!canRunPostgres && process.env.CI !== 'true'))('streaming replica for reads', () => {
  it('reads its own writes through the replica, rides out the replica stopping, goes back to it', async () => {
    const scratch = await postgresSetup(cleanups);
    const tenant = seedTenant({ url: scratch.url });
    const replicaDir = baseBackup(adminUrl!);
    const socketDir = postgresDir('eco-replica-sock-');
    cleanups.push(() => {
      rmSync(replicaDir, { recursive: true, force: true });
      rmSync(socketDir, { recursive: true, force: true });
    });
    const replicaPort = await freePort();
    const replicaUrl = new URL(scratch.url);
    replicaUrl.host = `127.0.0.1:${replicaPort}`;
    const limits = await standbyLimits(adminUrl!);
    let standby = await startStandby(replicaDir, replicaPort, socketDir, limits, replicaUrl.toString());
    cleanups.push(() => stopStandby(replicaDir, standby));

    const dataDir = mkdtempSync(join(tmpdir(), 'eco-faults-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      DATABASE_READ_URL: replicaUrl.toString(),
      // One account sends everything here, faster than a kitchen does.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const cookie = await signIn(server.url, tenant.email, tenant.password);
    const year = new Date(Date.now() - 60_000).getUTCFullYear();

    // Every weighing acknowledged so far (the manager's and the devices'): no dashboard may count fewer.
    let acknowledged = 0;
    const reads: { from: string | null; ms: number; phase: string }[] = [];
    const failures: string[] = [];
    let phase = 'replica up';
    let stop = false;
    const readDashboard = async () => {
      const floor = acknowledged;
      const during = phase;
      const started = performance.now();
      try {
        const res = await fetch(`${server.url}/api/v1/clients/${tenant.clientId}/dashboard?years=${year}`, {
          headers: { cookie },
        });
        const ms = performance.now() - started;
        const body = (await res.json()) as { summary?: { totalKg: number } };
        if (res.status !== 200) {
          failures.push(`${during}: ${res.status} ${JSON.stringify(body)}`);
          return;
        }
        // A read that began before the replica stopped may still have been served by it: counted where it began.
        reads.push({ from: res.headers.get('x-read-from'), ms, phase: during === phase ? during : 'changing' });
        const counted = Math.round(body.summary!.totalKg / 1.25);
        if (counted < floor) failures.push(`${during}: total counts ${counted} weighings, ${floor} were acknowledged`);
      } catch (err) {
        failures.push(`${during}: no answer (${(err as Error).message})`);
      }
    };
    const weighAndRead = async () => {
      const posted = await postBatch(server.url, cookie, tenant.clientId, [weighing()]);
      if (posted.status !== 200) failures.push(`${phase}: weighing answered ${posted.status}`);
      acknowledged += posted.inserted.length;
      await readDashboard();
    };

    cleanups.push(() => void (stop = true));
    // Load: two devices weighing all along, and a second reader of the dashboard.
    const load = [
      ...[1, 2].map(async () => {
        while (!stop) {
          const posted = await postBatch(server.url, cookie, tenant.clientId, [weighing(), weighing()]);
          if (posted.status !== 200) failures.push(`${phase}: device weighing answered ${posted.status}`);
          acknowledged += posted.inserted.length;
          await sleep(20);
        }
      }),
      (async () => {
        while (!stop) {
          await readDashboard();
          await sleep(20);
        }
      })(),
    ];

    // 1. Replica up: the manager's weighing, then the dashboard, 60 times.
    for (let i = 0; i < 60; i++) await weighAndRead();
    const upReads = reads.filter((r) => r.phase === 'replica up');
    const byReplica = upReads.filter((r) => r.from === 'replica').length;
    expect(byReplica).toBeGreaterThan(0);

    // 2. The replica stops (immediate shutdown) under load: the primary answers every read.
    phase = 'replica down';
    await stopStandby(replicaDir, standby);
    for (let i = 0; i < 30; i++) await weighAndRead();
    const downReads = reads.filter((r) => r.phase === 'replica down');
    expect(downReads.length).toBeGreaterThan(0);
    expect(downReads.every((r) => r.from === 'primary')).toBe(true);

    // 3. It starts again and catches up: reads go back to it (after the chooser's back-off).
    phase = 'replica back';
    standby = await startStandby(replicaDir, replicaPort, socketDir, limits, replicaUrl.toString());
    const back = Date.now();
    while (Date.now() - back < 15_000 && !reads.some((r) => r.phase === 'replica back' && r.from === 'replica')) {
      await weighAndRead();
    }
    for (let i = 0; i < 30; i++) await weighAndRead();
    stop = true;
    await Promise.all(load);

    expect(failures).toEqual([]);
    const backReads = reads.filter((r) => r.phase === 'replica back');
    expect(backReads.some((r) => r.from === 'replica')).toBe(true);
    expect(server.output()).not.toMatch(/"level":50|statusCode":5\d\d/);

    const share = (list: typeof reads) => list.filter((r) => r.from === 'replica').length / list.length;
    const ms = (list: typeof reads) => list.map((r) => r.ms);
    const fromReplica = reads.filter((r) => r.from === 'replica');
    const fromPrimary = reads.filter((r) => r.from === 'primary');
    recordFigure(
      'replica: dashboard reads served by the replica (replica up / down / back)',
      `${(share(upReads) * 100).toFixed(0)} % of ${upReads.length} / ${(share(downReads) * 100).toFixed(0)} % of ${downReads.length} / ${(share(backReads) * 100).toFixed(0)} % of ${backReads.length}`,
    );
    recordFigure(
      'replica: dashboard latency p50 / p95, read on the replica vs on the primary',
      `${percentile(ms(fromReplica), 50).toFixed(1)} / ${percentile(ms(fromReplica), 95).toFixed(1)} ms (${fromReplica.length} reads) vs ${percentile(ms(fromPrimary), 50).toFixed(1)} / ${percentile(ms(fromPrimary), 95).toFixed(1)} ms (${fromPrimary.length})`,
    );
  });
});
