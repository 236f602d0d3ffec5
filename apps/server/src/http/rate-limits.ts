import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { sendError, TOO_MANY_REQUESTS_MESSAGE } from './errors.ts';

export interface RateLimits {
  /** API requests per address per minute: generous, since a hotel's tablets and desks share one public address. */
  perAddressPerMinute: number;
  /** API requests per signed-in account per minute, whatever address they come from. */
  perAccountPerMinute: number;
  /** Public contact-form messages per address in 10 minutes. */
  contactPerAddressPer10Minutes: number;
  /** Public-site page views counted per address per minute. */
  pageViewsPerAddressPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAddressPerMinute: 6000,
  perAccountPerMinute: 1200,
  contactPerAddressPer10Minutes: 5,
  pageViewsPerAddressPerMinute: 120,
};

/** Only the API counts: a page load fetches dozens of scripts, styles and images, and those cost us nothing. */
const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

/**
 * Two limits on the API: per address on every request (before anything else runs, so requests refused later count
 * too), and per account once the session is known (the access hook of http/access.ts sets `request.actor` in onRequest). Pages and static files
 * are never counted. Sign-in failures have their own stricter limits (domain/auth/login-throttle.ts).
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits) {
  // Not global: the plugin would add its hook after a route's own onRequest hooks, so a request refused there
  // (401 without a session) would never be counted. Root hooks run first. Routes may still set their own
  // stricter `config.rateLimit` (the contact form, page views).
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `address:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: { code: 'resource-exhausted', message: `Too many requests. Try again in ${context.after}.` },
    }),
  });
  const perAddress = app.createRateLimit({ max: limits.perAddressPerMinute, timeWindow: '1 minute' });
  const perAccount = app.createRateLimit({
    max: limits.perAccountPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `account:${request.actor?.id ?? ''}`,
  });
  const refuse = (reply: FastifyReply, result: Awaited<ReturnType<typeof perAddress>>) => {
    if (result.isAllowed || !result.isExceeded) return undefined;
    reply.header('retry-after', String(result.ttlInSeconds));
    return sendError(reply, 'resource-exhausted', TOO_MANY_REQUESTS_MESSAGE);
  };
  app.addHook('onRequest', async (request, reply) => {
    if (isApi(request)) return refuse(reply, await perAddress(request));
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.actor && isApi(request)) return refuse(reply, await perAccount(request));
  });
}
