import { join } from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadAuthSecret } from './auth/secret.ts';
import { createAuth } from './auth/auth.ts';
import { buildApp, loggerSerializers } from './app.ts';

/** Opens the database the configuration names (PostgreSQL or embedded PGlite in the data folder), migrated. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
}

export async function createServer(config: Config, database: Database) {
  const auth = createAuth({
    db: database.db,
    secret: loadAuthSecret(config.dataDir, config.authSecret),
    baseUrl: config.baseUrl,
    trustedOrigins: config.trustedOrigins,
  });
  const app = await buildApp({
    database,
    auth,
    trustedOrigins: config.trustedOrigins,
    webDist: config.webDist,
    rateLimitPerMinute: config.rateLimitPerMinute,
    logger: { level: config.logLevel, serializers: loggerSerializers },
  });
  return { app, auth };
}
