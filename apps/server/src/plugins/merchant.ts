import fp from 'fastify-plugin';
import { createMerchantCache, type MerchantCache } from '../modules/merchant/merchant-cache.ts';
import type { Merchant } from '../modules/merchant/service.ts';
import { AppError } from '../shared/app-error.ts';
import { pickRequestLanguage } from './language.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request's merchant from memory (modules/merchant/merchant-cache.ts). */
    merchants: MerchantCache;
  }
  interface FastifyRequest {
    /** The tenant of this request; every query of merchant data is scoped by its id. */
    merchant: Merchant;
  }
}

/** Paths that are served per merchant (the API, the operator and vendor APIs, dev tools and the demo images). */
export const tenantPathPattern = /^\/(wps|lgw|lotto|ops|dev|demo-assets|vendor-api)(\/|$|\?)/;

export const merchantPlugin = fp(async (app) => {
  app.decorate('merchants', createMerchantCache(app.db, app.bus));
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.addHook('onRequest', async (request) => {
    // The route the router matched (it decodes the path: `/%77ps/…` is `/wps/…`), else the raw URL.
    if (!tenantPathPattern.test(request.routeOptions.url ?? request.url)) return;
    const header = request.headers.merchant;
    const code = typeof header === 'string' && header.trim() ? header.trim() : undefined;
    const merchant = await app.merchants.resolve({ code, host: request.headers.host });
    if (!merchant) throw new AppError('merchant.not.found');
    request.merchant = merchant;
    // Messages fall back to the merchant's own language when the request names none.
    const query = request.query as Record<string, unknown> | undefined;
    request.language =
      pickRequestLanguage(request.headers.language, query?.lang, request.headers['accept-language']) ??
      merchant.default_language;
  });
});
