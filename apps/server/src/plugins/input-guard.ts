import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error.ts';

/** A value still to be looked at, and how it was reached (the path is built only for the one that is found). */
interface Pending {
  value: unknown;
  key: string | undefined;
  parent: Pending | undefined;
}

const pathOf = (found: Pending) => {
  const path: string[] = [];
  for (let at: Pending | undefined = found; at; at = at.parent)
    if (at.key !== undefined) path.unshift(at.key);
  return path;
};

/**
 * A NUL, or half of a surrogate pair (`"\ud800"` is valid JSON, but not Unicode: PostgreSQL refuses it in `json`,
 * and in `text` it would silently become U+FFFD).
 */
const unstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/**
 * The path (`username`, `query.types.0`, `params.code`) of the first text in a value that holds a character
 * PostgreSQL cannot store. A loop rather than recursion: valid JSON may nest thousands of levels deep.
 */
function badTextPath(value: unknown, path: string[]): string[] | undefined {
  const pending: Pending[] = [{ value, key: undefined, parent: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const item = next.value;
    if (typeof item === 'string') {
      if (unstorable(item)) return [...path, ...pathOf(next)];
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const entries = Array.isArray(item)
      ? item.map((entry, index) => [String(index), entry] as const)
      : Object.entries(item);
    // Last first, so the first field is looked at first; a key before its value.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, entry] = entries[index] as readonly [string, unknown];
      pending.push({ value: entry, key, parent: next });
      if (!Array.isArray(item)) pending.push({ value: key, key, parent: next });
    }
  }
  return undefined;
}

/**
 * Refuses a NUL character or a lone surrogate anywhere in a request's parameters, query or body (after decryption
 * and the schema, before any handler) with 400 `request.invalid.field` naming the field: PostgreSQL cannot store
 * them, and no field of this API has a use for them.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const path = badTextPath(value, part === 'body' ? [] : [part]);
      if (path) {
        const field = path.join('.') || part;
        throw new AppError('request.invalid.field', { field }, field);
      }
    }
  });
});
