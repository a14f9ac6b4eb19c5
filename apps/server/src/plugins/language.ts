import fp from 'fastify-plugin';
import { languages, type Language } from '@msp/contracts/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages: `Language` header, `lang` query, Accept-Language, else bn. */
    language: Language;
  }
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export function pickRequestLanguage(
  header: unknown,
  query: unknown,
  acceptLanguage: unknown,
): Language | undefined {
  const direct = [header, query].map((value) => (typeof value === 'string' ? value.toLowerCase() : value));
  const chosen = direct.find(isLanguage);
  if (chosen) return chosen;
  if (typeof acceptLanguage === 'string') {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if (isLanguage(tag)) return tag;
    }
  }
  return undefined;
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'bn');
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.language =
      pickRequestLanguage(request.headers.language, query?.lang, request.headers['accept-language']) ?? 'bn';
  });
});
