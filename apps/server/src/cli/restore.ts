// npm run restore -- FILE: loads a backup into the configured database, which must be empty (a new DATA_DIR, or
// an empty PostgreSQL database in DATABASE_URL). All or nothing.
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { importDatabase, RestoreRefusedError } from '../db/transfer/import-database.ts';
import { openConfiguredDatabase } from '../server.ts';

const arg = process.argv[2];
if (!arg) {
  console.error(
    'Usage: npm run restore -- FILE   (into the database DATABASE_URL or DATA_DIR names; it must be empty)',
  );
  process.exit(2);
}
const config = loadConfig();
try {
  const database = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    const counts = await importDatabase(database.db, resolve(arg));
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    const target = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    console.log(`Restored ${rows} rows into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (!(err instanceof DataDirLockedError) && !(err instanceof RestoreRefusedError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
