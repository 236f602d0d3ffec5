import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '@ecopeso/shared/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isTransientConflict } from '../db/retry.ts';
import { AppError, type ErrorDetail } from '../domain/app-error.ts';
import { PhotoStoreUnavailable } from '../domain/records/photo-store.ts';

/** SQLSTATE classes and codes of a database that is down, restarting or unreachable — not of a bad query. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * True when `err` (or an error it wraps: Drizzle and better-auth put the driver's error in `cause`) says the
 * database cannot be reached right now: refused or dropped connection, admin shutdown or restart (57P01–57P03),
 * too many connections, SQLSTATE class 08, or a closed embedded database. Such a failure is 503, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE class 22, "data exception": a value the database cannot hold or compare — a date beyond its range, a
 * number too large, a NUL character in text — and 23514, a value a CHECK constraint refuses. The value came from the
 * request (our schemas let it through), so the answer is 400, not 500.
 */
export function isDataException(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    // Class 22 (data exception), and 23514: a value a CHECK constraint refuses (one the route's schema let through).
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '23514')) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';
export const DATABASE_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const PHOTO_STORE_UNAVAILABLE_MESSAGE = 'The photo store is unavailable. Please try again shortly.';
/** A rate limit refused the request (http/rate-limits.ts, a route's own limit, the "forgot my password" count). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status: number = ERROR_STATUS[code],
  detail?: ErrorDetail,
) {
  return reply
    .code(status)
    .type('application/json')
    .send({ error: { code, message, ...detail } });
}

/** Maps every failure to `{"error":{"code","message"}}`; only AppError and validation messages reach the client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error.code, error.message, error.status, error.detail);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const details = error.validation
      .slice(0, 5)
      .map((v) => `${v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where}: ${v.message}`)
      .join('; ');
    return sendError(reply, 'invalid-argument', `Invalid ${where}: ${details}`);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendError(reply, 'resource-exhausted', TOO_MANY_REQUESTS_MESSAGE);
  if (status === 413) return sendError(reply, 'invalid-argument', 'Request body too large.', 413);
  if (status === 415) return sendError(reply, 'invalid-argument', 'Unsupported content type.', 415);
  if (status >= 400 && status < 500) {
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON body.' : 'Invalid request.';
    return sendError(reply, 'invalid-argument', message);
  }
  // The disk or bucket of weighings' photos failed (photo-store.ts): the cause is logged (never a credential: the
  // SDK's errors carry the answer, not the keys), the device keeps the photo and sends it again.
  if (error instanceof PhotoStoreUnavailable) {
    request.log.warn({ err: error }, 'photo store unavailable');
    return sendError(reply.header('retry-after', '30'), 'unavailable', PHOTO_STORE_UNAVAILABLE_MESSAGE, 503, {
      reason: 'photo-store-unavailable',
    });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendError(reply.header('retry-after', '5'), 'unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  }
  // A deadlock or serialization failure (40P01, 40001) that persisted through the database's own retries
  // (db/retry.ts): the transaction was rolled back, nothing of it was stored, and a retry normally succeeds.
  if (isTransientConflict(error)) {
    request.log.warn({ err: error }, 'transaction conflict persisted after retries');
    return sendError(reply.header('retry-after', '1'), 'unavailable', DATABASE_BUSY_MESSAGE);
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'value refused by the database');
    return sendError(reply, 'invalid-argument', 'A value is out of range or not allowed.');
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 'internal', 'Internal error. Please try again later.');
}
