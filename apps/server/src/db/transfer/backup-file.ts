import { createWriteStream, mkdirSync, renameSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { dirname } from 'node:path';
import type { Database } from '../client.ts';
import { exportDatabase, type ExportSummary } from './export-database.ts';

/** Writes a backup of `database` to `file` (through `file.partial`, renamed when complete: never a half file). */
export async function writeBackupFile(
  database: Database,
  file: string,
  source: string,
): Promise<ExportSummary & { bytes: number }> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { mode: 0o600 });
  const summary = await exportDatabase(
    database.db,
    async (chunk) => {
      if (!out.write(chunk)) await once(out, 'drain');
    },
    { source },
  );
  out.end();
  await once(out, 'close');
  renameSync(partial, file);
  return { ...summary, bytes: statSync(file).size };
}
