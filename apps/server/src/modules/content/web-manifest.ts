import type { FastifyPluginAsync } from 'fastify';
import type { Merchant } from '../merchant/service.ts';

/** Where the web app's installed icons live (apps/web/public/pwa/, copied into the build as they are). */
export const appIconPaths = {
  icon192: '/pwa/icon-192.png',
  icon512: '/pwa/icon-512.png',
  maskable512: '/pwa/maskable-512.png',
} as const;

export const manifestPath = '/manifest.webmanifest';

/**
 * The web app manifest of a merchant's site (what a phone installs): the merchant's own name and colours, so that
 * every brand installs as itself. The service worker (the web build's sw.js) is the same for every merchant.
 */
export function webManifestOf(merchant: Pick<Merchant, 'name' | 'theme' | 'default_language'>) {
  return {
    id: '/',
    name: merchant.name,
    short_name: merchant.name.length > 12 ? merchant.name.split(/\s+/)[0]!.slice(0, 12) : merchant.name,
    lang: merchant.default_language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: merchant.theme.background,
    theme_color: merchant.theme.background,
    categories: ['games', 'entertainment'],
    icons: [
      { src: appIconPaths.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: appIconPaths.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: appIconPaths.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest: the request's merchant (by host) as an installable app; revalidated on every use. */
export const webManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get(manifestPath, async (request, reply) => {
    const merchant = await app.merchants.resolve({ code: undefined, host: request.headers.host });
    if (!merchant) {
      reply.callNotFound();
      return reply;
    }
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webManifestOf(merchant)));
  });
};
