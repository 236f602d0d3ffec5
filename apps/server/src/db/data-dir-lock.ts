import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time on an embedded data folder: PGlite has no lock of its own, and two processes writing one
 * folder corrupt it without a word. The lock is a file created exclusively (O_EXCL) beside the database, naming
 * its owner (host, pid, the process's start time, a random token). A lock whose owner is no longer running (the
 * server was SIGKILLed) is taken over; a lock whose owner runs is never taken. Child processes the owner starts
 * to build the database receive the token in LOCK_ENV and work under the parent's lock.
 */
export const LOCK_ENV = 'ECOPESO_DATA_DIR_LOCK';

interface Owner {
  host: string;
  pid: number;
  /** Start time of the process (Linux: clock ticks since boot), so a recycled pid is not taken for the owner. */
  started: string;
  token: string;
}

export interface DataDirLock {
  path: string;
  token: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: Owner | null,
  ) {
    super(
      owner
        ? `The data folder is in use by another Ecopeso server (pid ${owner.pid} on ${owner.host}); ` +
            `two servers on one embedded database would corrupt it. Stop that server, give this one another ` +
            `DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several instances. Lock: ${lockPath}`
        : `The data folder's lock ${lockPath} cannot be read; if no server uses the folder, delete the file.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const held = new Map<string, { lock: DataDirLock; count: number }>();
let exitHookInstalled = false;

function processStartTime(pid: number): string {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may contain spaces) in parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function isRunning(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // another machine's process cannot be checked: never taken
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(owner.pid);
  return !owner.started || !started || started === owner.started;
}

function readOwner(path: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.token !== 'string' || typeof parsed.host !== 'string') {
      return null;
    }
    return { host: parsed.host, pid: parsed.pid, started: String(parsed.started ?? ''), token: parsed.token };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    return null;
  }
}

function tryCreate(path: string, owner: Owner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(owner) + '\n');
  } finally {
    closeSync(fd);
  }
  return true;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a stale lock under a takeover guard (an exclusively created directory), so that of two servers that
 * find the same stale lock only one removes it, and never a fresh lock written by the other in the meantime.
 */
function takeOverStale(path: string, stale: Owner): void {
  const guard = `${path}.takeover`;
  try {
    mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // A takeover lasts milliseconds; a guard older than 10 s was left by a process killed during one.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    const current = readOwner(path);
    if (current?.token === stale.token) unlinkSync(path);
  } catch {
    // removed meanwhile
  } finally {
    rmdirSync(guard);
  }
}

/**
 * Locks the embedded database folder `dataDir` for this process (again in the same process: counted), or throws
 * DataDirLockedError at once when another running process holds it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = `${dataDir}.lock`;
  // A first start: the folder that holds the database and its lock does not exist yet.
  mkdirSync(dirname(path), { recursive: true });
  const mine = held.get(path);
  if (mine) {
    mine.count++;
    return mine.lock;
  }
  const delegated = process.env[LOCK_ENV];
  const owner: Owner = {
    host: hostname(),
    pid: process.pid,
    started: processStartTime(process.pid),
    token: randomBytes(16).toString('hex'),
  };
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(path, owner)) break;
    let current: Owner | null;
    try {
      current = readOwner(path);
    } catch {
      continue; // removed between our create and read: try again
    }
    if (current && delegated && current.token === delegated && isRunning(current)) {
      // A child process of the owner (first-start setup, initdb): it works under its parent's lock.
      return { path, token: delegated, release: () => undefined };
    }
    if (current === null) {
      // Being written right now by its owner, or damaged: look again before giving up.
      if (attempt < 20) {
        sleep(25);
        continue;
      }
      throw new DataDirLockedError(path, null);
    }
    if (isRunning(current)) throw new DataDirLockedError(path, current);
    if (attempt >= 40) throw new DataDirLockedError(path, current);
    takeOverStale(path, current);
    sleep(attempt === 0 ? 0 : 25);
  }
  const lock: DataDirLock = {
    path,
    token: owner.token,
    release() {
      const entry = held.get(path);
      if (!entry || --entry.count > 0) return;
      held.delete(path);
      removeIfOurs(path, owner.token);
    },
  };
  held.set(path, { lock, count: 1 });
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const [lockPath, entry] of held) removeIfOurs(lockPath, entry.lock.token);
    });
  }
  return lock;
}

function removeIfOurs(path: string, token: string): void {
  try {
    if (readOwner(path)?.token === token) unlinkSync(path);
  } catch {
    // already gone
  }
}
