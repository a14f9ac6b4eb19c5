/**
 * The platform envelope on every answer, one error type for refusals, raw JSON bodies (the transfer API's
 * signature covers the exact bytes) and an error handler that never leaks a stack trace.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message, toLanguage, type Language, type MessageCode } from './messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact request body as received ('' when there was none). */
    rawBody?: string;
  }
}

export class VendorError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly messageCode: MessageCode,
    readonly params: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(errorCode);
  }
}

export function invalidField(field: string): VendorError {
  return new VendorError(400, 'request.invalid', 'request.invalid', { field }, field);
}

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.language;
  return toLanguage(Array.isArray(header) ? header[0] : header);
}

export function sendError(reply: FastifyReply, error: VendorError, language: Language) {
  return reply.code(error.status).send({
    success: false,
    errorCode: error.errorCode,
    message: message(error.messageCode, language, error.params),
    ...(error.field ? { field: error.field } : {}),
  });
}

export function ok<T>(value: T) {
  return { success: true as const, value };
}

/** Parses a body with a schema; a failure names the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw invalidField(field);
}

export function installHttpBasics(app: FastifyInstance, languageOf: (request: FastifyRequest) => Language) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = raw;
    if (raw.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(invalidField('body'), undefined);
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const language = languageOf(request);
    if (error instanceof VendorError) return sendError(reply, error, language);
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendError(
        reply,
        new VendorError(status, 'request.invalid', 'request.invalid', { field: 'body' }),
        language,
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new VendorError(500, 'internal.error', 'internal.error'), language);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new VendorError(404, 'request.not.found', 'request.not.found'), languageOf(request)),
  );
}
