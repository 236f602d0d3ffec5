import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageOf } from '@ecopeso/shared/languages';
import { errorHandler, sendError } from '../http/errors.ts';
import { translatorFor } from '../i18n/translator.ts';

/**
 * A route's error handler that refuses bad input (400 invalid-argument) in the language the request asks for
 * (`?lang=`, Portuguese otherwise), naming the fields at fault; every other failure goes to the app's handler.
 */
export function refuseInReadersLanguage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorHandler(error, request, reply);
  const where = error.validationContext ?? 'request';
  const fields = [
    ...new Set(error.validation.map((v) => v.instancePath.replace(/^\//, '').split('/')[0] || where)),
  ].join(', ');
  const t = translatorFor(languageOf((request.query as { lang?: unknown } | undefined)?.lang));
  return sendError(reply, 'invalid-argument', t('reports:refused.invalid', { fields }));
}
