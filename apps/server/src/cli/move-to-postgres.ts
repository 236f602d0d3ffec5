// npm run db:move-to-postgres: copies every row of the embedded database (DATA_DIR) into the empty PostgreSQL
// database DATABASE_URL names, then checks each table's row count. The embedded folder is left as it was, and
// the SQL copy made on the way stays in DATA_DIR/backups. Stop the server first.
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { writeBackupFile } from '../db/transfer/backup-file.ts';
import { importDatabase, RestoreRefusedError } from '../db/transfer/import-database.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL to the empty PostgreSQL database to move to (DATA_DIR names the embedded one).');
  process.exit(2);
}
const started = Date.now();
const file = join(config.dataDir, 'backups', `move-to-postgres-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`);
try {
  const source = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
  let exported;
  try {
    exported = await writeBackupFile(source, file, `the embedded database in ${config.dataDir}`);
  } finally {
    await source.close();
  }
  const target = await openDatabase({ url: config.databaseUrl });
  try {
    const counts = await importDatabase(target.db, file);
    const differ = Object.entries(exported.tables).filter(([table, n]) => counts[table] !== n);
    if (differ.length > 0) {
      console.error(`Row counts differ after the move: ${differ.map(([t, n]) => `${t} ${n}→${counts[t]}`).join(', ')}`);
      process.exitCode = 1;
    } else {
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(
        `Moved ${rows} rows in ${Object.keys(counts).length} tables to PostgreSQL in ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s; every table's count matches. Copy kept in ${file}.\n` +
          'Start the server with DATABASE_URL set (and BETTER_AUTH_SECRET, so sessions survive the move).',
      );
    }
  } finally {
    await target.close();
  }
} catch (err) {
  if (!(err instanceof DataDirLockedError) && !(err instanceof RestoreRefusedError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
