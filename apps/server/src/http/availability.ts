import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from './errors.ts';

export interface LoadShedding {
  /** Mean event-loop delay over a sample above which requests are refused with 503; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  sampleIntervalMs?: number;
  retryAfterSeconds?: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadShedding = { maxEventLoopDelayMs: 200, sampleIntervalMs: 500 };

/** Deeper JSON than any of our bodies (a batch of records is 3 levels) is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

/** Probes and load balancers must always get an answer, overloaded or not. */
const isHealthCheck = (request: FastifyRequest) => request.url.startsWith('/api/v1/health');
/**
 * A page or a file of the web app: read from memory or disk, cheap to serve. Shedding it would put our JSON error
 * in the browser window of someone who only reloaded the page (seen in CI), where the app itself would have waited
 * and retried its API calls.
 */
const isWebFile = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');

export interface Availability {
  isClosing(): boolean;
  isUnderPressure(): boolean;
}

/** Throws 400 for a value nested deeper than MAX_JSON_DEPTH or holding a NUL character (PostgreSQL text refuses it). */
function checkJsonValue(root: unknown, raw: string): void {
  const mayHoldNul = raw.includes('\\u0000');
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (mayHoldNul && value.includes('\u0000'))
        throw new AppError('invalid-argument', 'Text must not contain NUL characters.');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) throw new AppError('invalid-argument', 'JSON nested too deeply.');
    for (const [key, child] of Object.entries(value)) {
      if (mayHoldNul && key.includes('\u0000'))
        throw new AppError('invalid-argument', 'Text must not contain NUL characters.');
      stack.push([child, depth + 1]);
    }
  }
}

/**
 * What keeps the server answering in our error shape when it cannot serve: a closing server answers 503
 * `unavailable` (instead of Fastify's own 503 body) so load balancers move on; an overloaded one (event loop
 * lagging) sheds API requests with 503 and Retry-After before latency runs away, health checks excepted (the web
 * app's pages and files are still served); and JSON
 * bodies that would break a later step (too deep to serialise again, NUL characters) are refused with 400.
 * Register before any route; the app must be created with `return503OnClosing: false`.
 */
export async function registerAvailability(
  app: FastifyInstance,
  { loadShedding = DEFAULT_LOAD_SHEDDING }: { loadShedding?: LoadShedding } = {},
): Promise<Availability> {
  let closing = false;
  // Registered first, so it runs before every other preClose hook (those end the event streams).
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '1');
    throw new AppError('unavailable', 'The server is restarting. Please try again.');
  });

  const retryAfter = loadShedding.retryAfterSeconds ?? 5;
  if (loadShedding.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: loadShedding.maxEventLoopDelayMs,
      sampleInterval: loadShedding.sampleIntervalMs,
      retryAfter,
      // Resolving lets the request through; rejecting hands the error to the error handler (our shape).
      pressureHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (isHealthCheck(request) || isWebFile(request)) return;
        reply.header('retry-after', String(retryAfter));
        throw new AppError('unavailable', 'The server is busy. Please try again shortly.');
      },
    });
  }

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    parseJson(request, body, (err, value) => {
      if (err) return done(err);
      try {
        checkJsonValue(value, body);
      } catch (refusal) {
        return done(refusal as Error);
      }
      done(null, value);
    });
  });

  return {
    isClosing: () => closing,
    isUnderPressure: () => (loadShedding.maxEventLoopDelayMs > 0 ? app.isUnderPressure() : false),
  };
}
