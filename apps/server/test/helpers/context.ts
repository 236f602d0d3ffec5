import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/http/rate-limits.ts';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createAuth, type Auth } from '../../src/auth/auth.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { createLocalEventBus, createPgEventBus, type EventBus } from '../../src/events/event-bus.ts';
import { openTestDatabase } from './database.ts';
import type { SiteOptions } from '../../src/routes/site.ts';
import type { LoadShedding } from '../../src/http/availability.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import type { MtrRuntime } from '../../src/domain/mtr/runtime.ts';
import type { ReadChooser } from '../../src/db/read-replica.ts';
import type { PhotoStore } from '../../src/domain/records/photo-store.ts';

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
  events: EventBus;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  del(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Starts the app on a free port of 127.0.0.1 (once) and returns its base URL, for tests that need a real socket. */
  listen(): Promise<string>;
  /** Closes the database under the running app (to test how it fails); close() still cleans up. */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

/** A migrated empty database and the app on it, as the server builds it; one per test file. */
export async function createTestContext(
  options: {
    logger?: FastifyServerOptions['logger'];
    /** 'database': on PostgreSQL, record events travel through LISTEN/NOTIFY as in production. */
    events?: 'local' | 'database';
    site?: SiteOptions;
    /** Defaults to limits no test reaches; a test of the limits themselves sets its own. */
    rateLimits?: RateLimits;
    /** Off unless a test of shedding sets it: a busy test machine must not shed the other tests' requests. */
    loadShedding?: LoadShedding;
    /** Where invitations and password links are e-mailed; none unless a test collects them. */
    mailer?: Mailer;
    /** MTR key, simulator and timeouts; an in-process simulator unless a test brings its own. */
    mtr?: MtrRuntime;
    /** Where dashboards, reports and exports read (db/read-replica.ts); the primary unless a test brings a chooser. */
    reads?: (database: Database) => ReadChooser;
    /** Where weighings' photos go; a throw-away folder unless a test looks at the files. */
    photos?: PhotoStore;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const auth = createAuth({
    db: database.db,
    secret: randomBytes(48).toString('base64url'),
    baseUrl: WEB_ORIGIN,
    trustedOrigins: [WEB_ORIGIN],
  });
  const events =
    options.events === 'database' && database.pool
      ? await createPgEventBus(database, { maxReconnectDelayMs: 500 })
      : createLocalEventBus(database.db);
  const app = await buildApp({
    site: options.site,
    database,
    auth,
    events,
    trustedOrigins: [WEB_ORIGIN],
    rateLimits: options.rateLimits ?? {
      ...DEFAULT_RATE_LIMITS,
      perAddressPerMinute: 100_000,
      perAccountPerMinute: 100_000,
    },
    logger: options.logger,
    loadShedding: options.loadShedding,
    mailer: options.mailer,
    mtr: options.mtr,
    reads: options.reads?.(database),
    photos: options.photos,
  });
  app.addHook('onClose', () => events.close());
  await app.ready();

  let databaseOpen = true;
  const closeDatabase = async () => {
    if (!databaseOpen) return;
    databaseOpen = false;
    await database.close();
  };

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, o: RequestOptions = {}) => {
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
    events,
    get: (url, o) => request('GET', url, o),
    post: (url, o) => request('POST', url, o),
    del: (url, o) => request('DELETE', url, o),
    async listen() {
      if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    },
    closeDatabase,
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}
