// First start on the embedded database: create it, migrate and load its data in this short-lived process, so
// the memory PGlite takes for initdb and bulk loading is returned to the system before the server starts.
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './server.ts';
import { prepareData } from './bootstrap.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await prepareData(database, config);
} finally {
  await database.close();
}
