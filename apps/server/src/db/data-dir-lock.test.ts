import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_ENV, lockDataDir } from './data-dir-lock.ts';

const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const folder = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');
const writeLock = (dir: string, owner: object) => writeFileSync(`${dir}.lock`, JSON.stringify(owner));
const ownerOf = (dir: string) => JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as { pid: number; token: string };

describe('data folder lock', () => {
  afterEach(() => {
    delete process.env[LOCK_ENV];
  });

  it('is held by one process, counted within it, and removed when released', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(ownerOf(dir).pid).toBe(process.pid);
    const again = lockDataDir(dir);
    again.release();
    expect(existsSync(`${dir}.lock`)).toBe(true);
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses at once while its owner runs, and leaves the owner its lock', () => {
    const dir = folder();
    const live = { host: hostname(), pid: process.ppid, started: startTime(process.ppid), token: 'live' };
    writeLock(dir, live);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Ecopeso server \(pid \d+/);
    expect(ownerOf(dir).token).toBe('live');
  });

  it('takes over the lock of a process that is gone (SIGKILL leaves the file behind)', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeLock(dir, { host: hostname(), pid: gone, started: '1', token: 'stale' });
    const lock = lockDataDir(dir);
    expect(ownerOf(dir)).toMatchObject({ pid: process.pid, token: lock.token });
    lock.release();
  });

  it('does not mistake a recycled pid for the owner (start time differs)', () => {
    const dir = folder();
    writeLock(dir, { host: hostname(), pid: process.ppid, started: '12345', token: 'old' });
    const lock = lockDataDir(dir);
    expect(ownerOf(dir).token).toBe(lock.token);
    lock.release();
  });

  it("never takes another machine's lock (a shared network folder)", () => {
    const dir = folder();
    writeLock(dir, { host: `${hostname()}-other`, pid: 999_999, started: '1', token: 'remote' });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("lets the owner's child process work under the owner's lock, without removing it", () => {
    const dir = folder();
    const live = { host: hostname(), pid: process.ppid, started: startTime(process.ppid), token: 'parent' };
    writeLock(dir, live);
    process.env[LOCK_ENV] = 'parent';
    lockDataDir(dir).release();
    expect(ownerOf(dir).token).toBe('parent');
    process.env[LOCK_ENV] = 'guessed';
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
