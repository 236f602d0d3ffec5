import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this request was addressed to, as a browser on the same site would send it. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing requests sent by another site (CSRF): the Origin, when a browser sends one, must be
 * this server's own or a configured trusted origin. Clients without an Origin (scales, scripts) are not browsers
 * carrying someone's cookie, so they pass.
 */
export function originCheck(trustedOrigins: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Every unsafe method, whatever the path: '//api/…' reaches the same handlers as '/api/…'.
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const refused = origin
      ? origin !== ownOrigin(request) && !trustedOrigins.includes(origin)
      : request.headers['sec-fetch-site'] === 'cross-site';
    if (refused) return sendError(reply, 'permission-denied', 'Cross-site request refused.');
  };
}
