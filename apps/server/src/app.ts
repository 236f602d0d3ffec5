import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import { createLocalEventBus, type EventBus } from './events/event-bus.ts';
import { registerAccessControl } from './http/access.ts';
import { registerAvailability, type LoadShedding } from './http/availability.ts';
import { errorHandler } from './http/errors.ts';
import { normalizeUrl } from './http/normalize-url.ts';
import { originCheck } from './http/origin-check.ts';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './http/rate-limits.ts';
import { webRoutes } from './http/web.ts';
import { authRoutes } from './routes/auth.ts';
import { clientRoutes } from './routes/clients.ts';
import { adminClientRoutes } from './routes/admin-clients.ts';
import { providerRoutes } from './routes/providers.ts';
import { contractRoutes } from './routes/contracts.ts';
import { createRouteContext } from './routes/context.ts';
import { healthRoutes } from './routes/health.ts';
import { meRoutes } from './routes/me.ts';
import { masterRecordRoutes } from './routes/master-records.ts';
import { recordRoutes } from './routes/records.ts';
import { recordPhotoRoutes } from './routes/record-photos.ts';
import { containerPhotoRoutes } from './routes/container-photos.ts';
import { diskPhotoStore, type PhotoStore } from './domain/records/photo-store.ts';
import { stationRoutes } from './routes/station.ts';
import { kitchenRoutes } from './routes/kitchen.ts';
import { eventRoutes } from './routes/events.ts';
import { activityRoutes } from './routes/activity.ts';
import { reductionGoalRoutes } from './routes/reduction-goals.ts';
import { sdgTargetRoutes } from './routes/sdg-targets.ts';
import { benchmarkRoutes } from './routes/benchmarks.ts';
import { reportSubscriptionRoutes } from './routes/report-subscriptions.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { sustainabilityRoutes } from './routes/sustainability.ts';
import { circularEconomyRoutes } from './routes/circular-economy.ts';
import { reportRoutes } from './routes/reports.ts';
import { documentRoutes } from './routes/documents.ts';
import { siteRoutes, type SiteOptions } from './routes/site.ts';
import { userRoutes } from './routes/users.ts';
import { passwordRoutes } from './routes/password.ts';
import { auditRoutes } from './routes/audit.ts';
import { masterToolRoutes } from './routes/master-tools.ts';
import { mtrRoutes } from './routes/mtr.ts';
import { createMtrRuntime, type MtrRuntime } from './domain/mtr/runtime.ts';
import { mailerFromEnv, type Mailer } from './mail/mailer.ts';
import { primaryOnly, type ReadChooser } from './db/read-replica.ts';

export interface AppOptions {
  database: Database;
  auth: Auth;
  /** Defaults to in-process delivery. */
  events?: EventBus;
  trustedOrigins: string[];
  webDist?: string;
  rateLimits?: RateLimits;
  trustProxy?: boolean | string;
  logger?: FastifyServerOptions['logger'];
  site?: SiteOptions;
  /** E-mail for invitations and password links; from SMTP_URL unless given. */
  mailer?: Mailer;
  /** Shed requests with 503 when the event loop lags; off unless given (the server passes its configuration). */
  loadShedding?: LoadShedding;
  /** MTR credentials key, simulator and adapters; a throw-away key and an in-process simulator unless given. */
  mtr?: MtrRuntime;
  /** Where dashboards, reports and exports read (db/read-replica.ts); the primary unless given. */
  reads?: ReadChooser;
  /** Where weighings' photos are kept (decision 040); a throw-away folder unless given (the server names DATA_DIR's). */
  photos?: PhotoStore;
}

/** Only what is needed to follow a request: never headers, bodies or the query of an auth URL (tokens travel there). */
function safeUrl(url: string): string {
  if (!url.includes('/api/auth/')) return url;
  // No query ('?token=…'), and no path segment after a token-bearing route ('/reset-password/<token>').
  return url.split('?')[0]!.replace(/\/(reset-password|verify-email|callback)\/.*$/, '/$1/:redacted');
}

/** Errors are logged with their type, message and stack, but never a failed query's parameters (session tokens travel there). */
function safeError(err: Error) {
  const redact = (text: string | undefined) => (text ?? '').replace(/\nparams:[^\n]*/g, '\nparams: [redacted]');
  const cause = err.cause instanceof Error ? { type: err.cause.name, message: redact(err.cause.message) } : undefined;
  return { type: err.name, message: redact(err.message), stack: redact(err.stack), cause };
}

export const loggerSerializers = {
  req: (req: { method: string; url: string; ip?: string }) => ({
    method: req.method,
    url: safeUrl(req.url),
    ip: req.ip,
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: safeError,
};

/** An answer that took this long is logged at info even when it succeeded. */
const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request lines, at info only when they tell something: a refusal or failure (status ≥ 400, or an error)
 * or a slow answer, one line with the request and its outcome. A successful answer — a tablet's weighing — is
 * logged at debug: Fastify's two lines a request at info cost a weighing about a tenth of its server CPU (decision 030).
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet sets with our options, worked out once by a throw-away Fastify (those it adds to a bare answer):
 * the plugin builds helmet's middleware anew on every request, and they never change — no nonce, no route option.
 */
async function securityHeaders(): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, HELMET_OPTIONS);
    probe.get('/', () => 'probe');
    const res = await probe.inject('/');
    await probe.close();
    return res.headers;
  };
  const [bare, secured] = [await answer(false), await answer(true)];
  return Object.entries(secured)
    .filter(([name]) => !(name in bare))
    .map(([name, value]) => [name, String(value)]);
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // A plugin that reads files at start (the API documentation's assets) may need more than the default 10 s on a
    // busy 2-core machine; a start that hangs still fails, later.
    pluginTimeout: 60_000,
    // One form of the path for every decision (limits, shedding, access, routing): `//api/…` is `/api/…`.
    rewriteUrl: (request) => normalizeUrl(request.url ?? '/'),
    // A closing server answers 503 in our error shape (http/availability.ts), not in Fastify's.
    return503OnClosing: false,
    // Successful answers are logged at debug, the rest at info (RequestLog).
    logController: new RequestLog(),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('actor', null);
  app.decorateRequest('weighingClient', null);
  // Embedded database: nothing is acknowledged before its commit is on disk (db/durable-node-fs.ts).
  const { flush } = options.database;
  if (flush) app.addHook('onSend', async () => flush());
  // What the API answers is one user's data at one moment: no browser, proxy or shared cache may keep it. The API
  // documentation's files are the exception; a route that sets its own policy keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  const availability = await registerAvailability(app, {
    loadShedding: options.loadShedding ?? { maxEventLoopDelayMs: 0 },
  });
  // Before any route is added: every route under /api/ must declare its access (or the app does not start).
  registerAccessControl(app, { auth: options.auth, db: options.database.db });

  // The security headers, the same on every answer (errors and streams too), set on the raw response as helmet does.
  const headers = await securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await registerRateLimits(app, options.rateLimits ?? DEFAULT_RATE_LIMITS);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ecopeso API', version: '1.0.0', description: 'Waste monitoring for hotels and restaurants.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ecopeso.session_token' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, () => app.swagger());

  app.addHook('onRequest', originCheck(options.trustedOrigins));

  const ctx = createRouteContext(
    options.database,
    options.auth,
    options.events ?? createLocalEventBus(options.database.db),
    options.reads ?? primaryOnly(options.database),
  );
  await app.register(authRoutes, { auth: options.auth, db: options.database.db });
  await app.register(healthRoutes, { ...ctx, availability });
  await app.register(meRoutes, ctx);
  await app.register(clientRoutes, ctx);
  await app.register(adminClientRoutes, ctx);
  await app.register(providerRoutes, ctx);
  await app.register(contractRoutes, ctx);
  await app.register(recordRoutes, ctx);
  const photos = options.photos ?? diskPhotoStore(await mkdtemp(join(tmpdir(), 'ecopeso-photos-')));
  await app.register(recordPhotoRoutes, { ...ctx, photos });
  await app.register(stationRoutes, ctx);
  await app.register(kitchenRoutes, ctx);
  await app.register(containerPhotoRoutes, { ...ctx, photos });
  await app.register(masterRecordRoutes, ctx);
  await app.register(eventRoutes, ctx);
  await app.register(dashboardRoutes, ctx);
  await app.register(sustainabilityRoutes, ctx);
  await app.register(activityRoutes, ctx);
  await app.register(reductionGoalRoutes, ctx);
  await app.register(sdgTargetRoutes, ctx);
  await app.register(benchmarkRoutes, ctx);
  await app.register(reportSubscriptionRoutes, ctx);
  await app.register(circularEconomyRoutes, ctx);
  await app.register(reportRoutes, ctx);
  await app.register(documentRoutes, ctx);
  const mailer = options.mailer ?? mailerFromEnv();
  await app.register(userRoutes, { ctx, mailer });
  await app.register(passwordRoutes, { ctx, mailer });
  await app.register(auditRoutes, ctx);
  await app.register(masterToolRoutes, ctx);
  const mtr = options.mtr ?? createMtrRuntime();
  if (!options.mtr) app.addHook('onClose', () => mtr.close());
  await app.register(mtrRoutes, { ctx, mtr });
  await app.register(siteRoutes, {
    ctx,
    options: options.site ?? { analytics: true },
    limits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
  });
  await app.register(webRoutes, { webDist: options.webDist ?? '' });
  return app;
}
