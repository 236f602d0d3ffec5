import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode } from '@ecopeso/shared/errors';

/** An error a client may see: its code is one of spec §8, its message is safe to show. */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, status: number = ERROR_STATUS[code]) {
  return reply.code(status).type('application/json').send({ error: { code, message } });
}

/** Maps every failure to `{"error":{"code","message"}}`; only AppError and validation messages reach the client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const details = error.validation
      .slice(0, 5)
      .map((v) => `${v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where}: ${v.message}`)
      .join('; ');
    return sendError(reply, 'invalid-argument', `Invalid ${where}: ${details}`);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendError(reply, 'resource-exhausted', 'Too many requests. Please try again later.');
  if (status === 413) return sendError(reply, 'invalid-argument', 'Request body too large.', 413);
  if (status === 415) return sendError(reply, 'invalid-argument', 'Unsupported content type.', 415);
  if (status >= 400 && status < 500) {
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON body.' : 'Invalid request.';
    return sendError(reply, 'invalid-argument', message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 'internal', 'Internal error. Please try again later.');
}
