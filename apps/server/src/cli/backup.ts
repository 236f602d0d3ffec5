// npm run backup [-- FILE]: a consistent copy of the configured database (embedded or PostgreSQL) as plain SQL.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { writeBackupFile } from '../db/transfer/backup-file.ts';
import { openConfiguredDatabase } from '../server.ts';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(process.argv[2] ?? join('backups', `ecopeso-${stamp}.sql`));
try {
  const database = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    const source = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    const summary = await writeBackupFile(database, file, source);
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written to ${file}: ${rows} rows in ${Object.keys(summary.tables).length} tables, ` +
        `${(summary.bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(`${err.message}\nThe embedded database is backed up while the server is stopped.`);
  process.exitCode = 1;
}
