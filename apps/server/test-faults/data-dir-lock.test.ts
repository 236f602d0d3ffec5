import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { recordFigure } from './helpers/figures.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';

// Two servers on one embedded data folder corrupted it without a word. The second must stop at once with a clear
// message, never take the lock of a live owner (also while the owner is still building a new folder in its
// first-start child processes), and take over the lock a SIGKILLed owner left behind.
const dataDir = mkdtempSync(join(tmpdir(), 'eco-faults-lock-'));
const lockFile = join(dataDir, 'pglite.lock');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const owner = () => (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;

async function refused(): Promise<number> {
  const started = Date.now();
  await expect(startServer({ DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' })).rejects.toThrow(
    /in use by another Ecopeso server \(pid \d+/,
  );
  return Date.now() - started;
}

describe('a second server on a held data folder', () => {
  it('is refused while the first builds a new folder, and while it serves; the owner keeps its lock', async () => {
    const first = startServer({ DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' });
    while (!existsSync(lockFile)) await sleep(20);
    const duringSetup = await refused();
    const a = await first;
    running.push(a);
    expect(owner()).toBe(a.child.pid);
    const whileServing = await refused();
    expect(owner()).toBe(a.child.pid);
    expect((await fetch(`${a.url}/api/v1/health/live`)).status).toBe(200);
    recordFigure(
      'second server on a held data folder refused after',
      `${duringSetup} ms (first start), ${whileServing} ms`,
    );
  });

  it('takes over the lock a SIGKILLed server left behind, and the data folder opens', async () => {
    const a = running.pop()!;
    a.child.kill('SIGKILL');
    await a.exited;
    expect(owner()).toBe(a.child.pid);
    const b = await startServer({ DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' });
    running.push(b);
    expect(owner()).toBe(b.child.pid);
    expect((await fetch(`${b.url}/api/v1/health/live`)).status).toBe(200);
    b.child.kill('SIGTERM');
    await b.exited;
    running.pop();
    expect(existsSync(lockFile)).toBe(false);
  });
});
