import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { createServer, openConfiguredDatabase } from './server.ts';
import { isFreshEmbeddedDatabase, prepareData } from './bootstrap.ts';
import { DataDirLockedError, LOCK_ENV, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';

const config = loadConfig();
// The embedded data folder is locked before anything reads it, first-start setup included (which works under
// this lock); a second server on the same folder stops here.
let dataDirLock: DataDirLock | null;
try {
  dataDirLock = config.databaseUrl ? null : lockDataDir(join(config.dataDir, 'pglite'));
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const firstStart = isFreshEmbeddedDatabase(config);
if (firstStart) {
  execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(new URL(`./setup${extname(import.meta.url)}`, import.meta.url))],
    {
      stdio: 'inherit',
      env: dataDirLock ? { ...process.env, [LOCK_ENV]: dataDirLock.token } : process.env,
    },
  );
}
const database = await openConfiguredDatabase(config);
await prepareData(database, config, { quiet: firstStart });

const { app } = await createServer(config, database);
if (!existsSync(config.webDist)) app.log.warn(`No built web app in ${config.webDist}: run npm run build.`);

/** Longest a shutdown may take before the process exits anyway (a stuck request must not hold a deploy). */
const SHUTDOWN_LIMIT_MS = 10_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  setTimeout(() => {
    app.log.error(`shutdown took over ${SHUTDOWN_LIMIT_MS} ms; exiting`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  // Ends the event streams (preClose), answers new requests 503, lets requests in flight finish — every record
  // acknowledged is committed — then closes the event bus and the database.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `Ecopeso is running at http://localhost:${config.port} on Node ${process.versions.node} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
);
