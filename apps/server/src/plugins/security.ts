import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Security headers with a real Content-Security-Policy (scripts only from our own origin; no inline script but
 * the ones named by their hash: the first screens' bootstrap, plugins/web-ssr.ts),
 * and the rate limiter, off by default and switched on per route (`config.rateLimit`) for calls that send or
 * check a secret. With REDIS_URL the counters are shared by every server process.
 */
export const securityPlugin = fp<{
  redisUrl: string | undefined;
  production: boolean;
  /** `'sha256-…'` sources of the inline scripts the site sends. */
  inlineScriptHashes?: string[];
}>(async (app, { redisUrl, production, inlineScriptHashes = [] }) => {
  // Game launch hosts are https in production; a developer's demo vendor runs on plain http.
  const remote = production ? ['https:'] : ['https:', 'http:'];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // Swiper and React set inline style attributes; the first screens inline their stylesheets.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...remote],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...remote],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The game launcher window (spec: one window for live, sports, esports, cockfight) is reused by name.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: false,
  });

  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'msp-rate-limit:' } : {}),
  });
});
