import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, errorMessage, type ErrorCode } from '@msp/contracts/errors.ts';
import type { ErrorEnvelope } from '@msp/contracts/envelope.ts';
import { AppError } from '../shared/app-error.ts';
import { pickRequestLanguage } from './language.ts';

/** Answers an error envelope with the catalogue's status and the message in the request's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string> = {},
  field?: string,
  flags: { captchaRequired?: boolean } = {},
) {
  const body: ErrorEnvelope = {
    success: false,
    errorCode: code,
    message: errorMessage(code, request.language, params),
  };
  if (field) body.field = field;
  if (flags.captchaRequired) body.captchaRequired = true;
  return reply.status(errorCatalogue[code].status).type('application/json; charset=utf-8').send(body);
}

/** Name of the first offending field of a schema failure, e.g. `username` or `query.types`. */
function invalidField(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const issue = first?.params?.issue as { keys?: string[] } | undefined;
    return path || issue?.keys?.[0] || error.validationContext || 'body';
  }
  return error.validationContext ?? 'body';
}

/**
 * Failures of the router itself, before any hook runs (Fastify's `frameworkErrors`): a path that does not
 * decode (`/wps/%ED%A0%80`), a path parameter over the router's length limit. Fastify would answer these with its
 * own English JSON; they get the envelope, in the request's language, like every other refusal.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.language =
    pickRequestLanguage(request.headers.language, undefined, request.headers['accept-language']) ?? 'bn';
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(request, reply, 'request.invalid.field', { field: 'path' }, 'path');
  request.log.error({ err: error }, 'router error');
  return sendError(request, reply, 'system.unknown');
}

/** Maps every failure to an envelope; nothing internal (stack, SQL, paths) ever reaches the client. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendError(request, reply, error.code, error.params, error.field, error.flags);
    if (error.validation)
      return sendError(
        request,
        reply,
        'request.invalid.field',
        { field: invalidField(error) },
        invalidField(error),
      );
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(request, reply, 'request.invalid.json');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(request, reply, 'request.too.large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(request, reply, 'request.unsupported.media');
    }
    if (error instanceof SyntaxError && error.statusCode === 400)
      return sendError(request, reply, 'request.invalid.json');
    if (error.statusCode === 429) {
      // The rate limiter has set Retry-After (seconds until its window lets this caller in again).
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after')) || 60));
      return sendError(request, reply, 'request.too.many', { seconds: String(seconds) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, 'request.invalid.field', { field: 'request' }, 'request');
    }
    // Text PostgreSQL cannot store (a NUL the input guard did not see): the request's fault, nothing written.
    // … or a number beyond its column (an id above the integer range names nothing).
    if (error.code === '22021' || error.code === '22P05' || error.code === '22003')
      return sendError(request, reply, 'request.invalid.field', { field: 'request' }, 'request');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'system.unknown');
  });
}
