import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { DatabaseTarget } from '../../src/db/client.ts';
import { createScratchDatabase } from './server-process.ts';

/** The PostgreSQL the fault tests make their scratch databases on; the PostgreSQL tests are skipped without it. */
export const adminUrl = process.env.TEST_DATABASE_URL;

export type Cleanup = () => Promise<void> | void;

/** What a test file made (databases, folders, processes), undone in reverse order after its last test. */
export function cleanupsAfterAll(): Cleanup[] {
  const cleanups: Cleanup[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return cleanups;
}

/** A fresh folder under the system's temporary folder, removed with the file's cleanups. */
export function scratchFolder(cleanups: Cleanup[], prefix = 'eco-faults-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A server's environment and the database it will use: where the test reads what the server stored. */
export interface ServerSetup {
  env: Record<string, string>;
  target: DatabaseTarget;
}

/** A server on the embedded database, in a data folder of its own. */
export function embeddedSetup(cleanups: Cleanup[]): ServerSetup {
  const dataDir = scratchFolder(cleanups);
  return { env: { DATA_DIR: dataDir }, target: { dataDir: join(dataDir, 'pglite') } };
}

/** A server on a scratch PostgreSQL database (dropped with the file's cleanups); needs `adminUrl`. */
export async function postgresSetup(cleanups: Cleanup[]): Promise<ServerSetup & { url: string; name: string }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const scratch = await createScratchDatabase(adminUrl);
  cleanups.push(() => scratch.drop());
  return {
    url: scratch.url,
    name: scratch.name,
    env: { DATA_DIR: scratchFolder(cleanups), DATABASE_URL: scratch.url },
    target: { url: scratch.url },
  };
}
