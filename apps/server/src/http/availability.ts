import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_PROCESSED_HEADER } from '@ecopeso/shared/errors';
import { AppError } from '../domain/app-error.ts';
import { isOverloaded, ONE_PERSON_REQUESTS, sampleEventLoop, type LoopSample } from './event-loop-load.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True while API requests are being shed (http/availability.ts). */
    isUnderPressure(): boolean;
  }
}

export interface LoadShedding {
  /**
   * Mean event-loop delay over a sample above which the loop is late; requests are refused with 503 once it has
   * been late for most of `sustainedMs` (event-loop-load.ts: isOverloaded). 0 turns shedding off.
   */
  maxEventLoopDelayMs: number;
  sampleIntervalMs?: number;
  /** How long the loop must have been late (LATE_SHARE of it) before requests are shed. */
  sustainedMs?: number;
  /** Requests at once that are still one person's (ONE_PERSON_REQUESTS): never shed, however late the loop. */
  onePersonRequests?: number;
  retryAfterSeconds?: number;
}

/**
 * Measured by bench/load-shedding.ts (docs/benchmarks.md) on the 2-core machine loaded 6–17×: the gerente's
 * "Todos os meus clientes" + "Este ano" + quick periods kept the embedded database's loop behind for 3 s at a stretch
 * on a quieter moment and for 20 s on a busier one, with at most 6 requests at once; a real overload is behind for as
 * long as it lasts, with tens or hundreds of requests waiting. So: behind for 18 of the last 20 s, with more than
 * one person's requests at once.
 */
export const DEFAULT_LOAD_SHEDDING: LoadShedding = {
  maxEventLoopDelayMs: 200,
  sampleIntervalMs: 500,
  sustainedMs: 20_000,
  onePersonRequests: ONE_PERSON_REQUESTS,
  retryAfterSeconds: 5,
};

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
  /** A text of the body, a value or a key. */
  const checkText = (text: string) => {
    if (mayHoldNul && text.includes('\u0000'))
      throw new AppError('invalid-argument', 'Text must not contain NUL characters.');
  };
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      checkText(value);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) throw new AppError('invalid-argument', 'JSON nested too deeply.');
    for (const [key, child] of Object.entries(value)) {
      checkText(key);
      stack.push([child, depth + 1]);
    }
  }
}

/**
 * What keeps the server answering in our error shape when it cannot serve: a closing server answers 503
 * `unavailable` (instead of Fastify's own 503 body) so load balancers move on; an overloaded one (event loop
 * lagging for most of `sustainedMs`, not one person's burst) sheds API requests with 503 and Retry-After before
 * latency runs away, health checks excepted (the web app's pages and files are still served); and JSON bodies that
 * would break a later step (too deep to serialise again, NUL characters) are refused with 400.
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
    refuseUnprocessed(reply.header('connection', 'close'), '1');
    throw new AppError('unavailable', 'The server is restarting. Please try again.');
  });

  const shedding = loadShedding.maxEventLoopDelayMs > 0 ? watchLoad(app, loadShedding) : () => false;
  app.decorate('isUnderPressure', shedding);
  const retryAfter = String(loadShedding.retryAfterSeconds ?? DEFAULT_LOAD_SHEDDING.retryAfterSeconds);
  app.addHook('onRequest', async (request, reply) => {
    if (!shedding() || isHealthCheck(request) || isWebFile(request)) return;
    refuseUnprocessed(reply, retryAfter);
    throw new AppError('unavailable', 'The server is busy. Please try again shortly.');
  });

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

  return { isClosing: () => closing, isUnderPressure: shedding };
}

/**
 * Marks a 503 sent from these onRequest hooks, which run before every other hook, body parsing and handler: the
 * request did nothing, so a client may send it again after Retry-After even when it is not idempotent (the web
 * app's api-client.ts does).
 */
function refuseUnprocessed(reply: FastifyReply, retryAfterSeconds: string) {
  reply.header('retry-after', retryAfterSeconds).header(NOT_PROCESSED_HEADER, '1');
}

/** An EventSource's stream stays open for hours: it is not a request waiting for the loop. */
const isEventStream = (request: FastifyRequest) => request.headers.accept?.includes('text/event-stream') ?? false;

/**
 * Counts the API requests in progress (event streams aside) from the moment each arrives until its answer is sent or
 * its connection is gone, whichever comes first (the handler may go on, unseen). `takePeak` says the most there were
 * at once since it was last called, then starts again from the count now.
 */
export function countApiRequests(app: FastifyInstance): { takePeak(): number } {
  let inProgress = 0;
  let peak = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || isEventStream(request)) return;
    peak = Math.max(peak, ++inProgress);
    let done = false;
    const end = () => {
      if (!done) inProgress--;
      done = true;
    };
    reply.raw.once('close', end);
    reply.raw.once('finish', end);
  });
  return {
    takePeak() {
      const most = peak;
      peak = inProgress;
      return most;
    },
  };
}

/**
 * Samples the event loop and counts the API requests in progress for as long as the app is open; the returned
 * function says whether it is overloaded now. Registered before the shedding hook, so refused requests count too.
 */
function watchLoad(app: FastifyInstance, shedding: LoadShedding): () => boolean {
  const rule = {
    maxDelayMs: shedding.maxEventLoopDelayMs,
    windowMs: shedding.sustainedMs ?? DEFAULT_LOAD_SHEDDING.sustainedMs!,
    onePersonRequests: shedding.onePersonRequests ?? ONE_PERSON_REQUESTS,
  };
  const requests = countApiRequests(app);
  let samples: LoopSample[] = [];
  let overloaded = false;
  let lastShedAt = Number.NEGATIVE_INFINITY;
  const stop = sampleEventLoop(shedding.sampleIntervalMs ?? DEFAULT_LOAD_SHEDDING.sampleIntervalMs!, (sample) => {
    samples.push({ ...sample, peakRequests: requests.takePeak() });
    samples = samples.filter((s) => s.at > sample.at - rule.windowMs);
    const was = overloaded;
    overloaded = isOverloaded(samples, rule, lastShedAt);
    if (overloaded) lastShedAt = sample.at;
    if (overloaded !== was) {
      app.log.warn(
        { eventLoopDelayMs: Math.round(sample.delayMs) },
        overloaded ? 'overloaded: shedding API requests' : 'load shedding ended',
      );
    }
  });
  app.addHook('onClose', async () => stop());
  return () => overloaded;
}
