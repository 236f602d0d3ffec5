import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createAuth, type Auth } from '../../src/auth/auth.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { openTestDatabase } from './database.ts';

export const WEB_ORIGIN = 'http://localhost:3000';

export interface RequestOptions {
  /** A `cookie` header, as returned by signIn. */
  cookie?: string;
  /** JSON body, or a raw string (sent as application/json unless headers name another content-type). */
  payload?: unknown;
  headers?: Record<string, string>;
  /** Origin header of a state-changing request; WEB_ORIGIN unless given, none when null. */
  origin?: string | null;
  remoteAddress?: string;
}

export interface TestContext {
  app: FastifyInstance;
  auth: Auth;
  database: Database;
  db: Db;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Closes the database under the running app (to test how it fails); close() still cleans up. */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

/** A migrated empty database and the app on it, as the server builds it; one per test file. */
export async function createTestContext(
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const auth = createAuth({
    db: database.db,
    secret: randomBytes(48).toString('base64url'),
    baseUrl: WEB_ORIGIN,
    trustedOrigins: [WEB_ORIGIN],
  });
  const app = await buildApp({
    database,
    auth,
    trustedOrigins: [WEB_ORIGIN],
    rateLimitPerMinute: 100_000,
    logger: options.logger,
  });
  await app.ready();

  let databaseOpen = true;
  const closeDatabase = async () => {
    if (!databaseOpen) return;
    databaseOpen = false;
    await database.close();
  };

  const request = (method: 'GET' | 'POST', url: string, o: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.cookie) headers.cookie = o.cookie;
    const origin = o.origin === undefined ? WEB_ORIGIN : o.origin;
    if (method !== 'GET' && origin !== null) headers.origin = origin;
    if (typeof o.payload === 'string') headers['content-type'] ??= 'application/json';
    return app.inject({
      method,
      url,
      headers,
      remoteAddress: o.remoteAddress,
      ...(o.payload === undefined ? {} : { payload: o.payload as string | object }),
    });
  };

  return {
    app,
    auth,
    database,
    db: database.db,
    get: (url, o) => request('GET', url, o),
    post: (url, o) => request('POST', url, o),
    closeDatabase,
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}
