import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Security headers with a real Content-Security-Policy (scripts only from our own origin, no inline script),
 * and the rate limiter, off by default and switched on per route (`config.rateLimit`) for calls that send or
 * check a secret. With REDIS_URL the counters are shared by every server process.
 */
export const securityPlugin = fp<{ redisUrl: string | undefined }>(async (app, { redisUrl }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Swiper and React set inline style attributes; no inline <script> is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'msp-rate-limit:' } : {}),
  });
});
