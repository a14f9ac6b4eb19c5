import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error.ts';

/** The path (`username`, `query.types.0`, `params.code`) of the first text in a value that holds a NUL. */
function nulPath(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, [...path, key]) ?? nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses a NUL character anywhere in a request's parameters, query or body (after decryption and the
 * schema, before any handler) with 400 `request.invalid.field` naming the field: PostgreSQL cannot store it in
 * text, and no field of this API has a use for it.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const path = nulPath(value, part === 'body' ? [] : [part]);
      if (path) {
        const field = path.join('.') || part;
        throw new AppError('request.invalid.field', { field }, field);
      }
    }
  });
});
