// npm run backup [-- FILE]: a consistent copy of the configured database (embedded or PostgreSQL) as plain SQL.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { writeBackupFile } from '../db/transfer/backup-file.ts';
import { openConfiguredDatabase } from '../server.ts';
import { recordJobRun } from '../domain/system/job-runs.ts';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(process.argv[2] ?? join('backups', `ecopeso-${stamp}.sql`));
try {
  const database = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    const source = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    // Recorded in the database itself, so the master tools' System tab shows the last backup.
    const summary = await recordJobRun(
      database.db,
      'backup',
      () => writeBackupFile(database, file, source),
      (s) => ({ file, bytes: s.bytes, tables: Object.keys(s.tables).length }),
    );
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
