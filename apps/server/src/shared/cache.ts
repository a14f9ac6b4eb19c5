import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * A small read-through cache for answers that many visitors share (hot games, winners, vendors).
 *
 * - In the process by default; in Redis when REDIS_URL is set, so every server process shares entries and
 *   invalidations. Without Redis each process keeps its own entries (a change shows at once in the process
 *   that made it, in the others within the entry's TTL).
 * - Keys are namespaced by merchant and language, and by the merchant's catalogue version: bumping the version
 *   invalidates every catalogue entry of the merchant at once (old entries simply expire).
 * - Values go through JSON in both stores, so a value that Redis could not hold fails in tests without Redis too.
 * - A cache that cannot be reached never fails a read: the value is loaded from the database instead.
 */
export interface CacheScope {
  merchantId: number;
  /** The answer's language, or '-' for an entry that is the same in every language. */
  language: string;
}

export interface AppCache {
  /** The entry `name` of this scope, or what `load` gives (then kept for `ttlSeconds`). */
  remember<T>(scope: CacheScope, name: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /** Drops every entry of the merchant (bumps its catalogue version). */
  invalidateMerchant(merchantId: number): Promise<void>;
  /**
   * Runs `listener(merchantId)` whenever this process invalidates a merchant, for what a process keeps derived
   * from the merchant's answers (the server-rendered pages, plugins/web-ssr.ts). Other processes are not told:
   * their derived copies must expire on their own, within their TTL.
   */
  onMerchantInvalidated(listener: (merchantId: number) => void): void;
  close(): Promise<void>;
}

export interface CacheOptions {
  redisUrl?: string | undefined;
  /** Prefix of every Redis key (tests give each run its own, as merchant ids repeat across test databases). */
  namespace?: string;
  /** Largest number of entries the in-process store keeps (oldest dropped first). */
  maxEntries?: number;
  /** Reports a Redis failure (the read still answers, from the database). */
  onError?: (error: unknown) => void;
}

/** Longer than any entry's TTL. */
const VERSION_TTL_SECONDS = 7 * 24 * 3600;

const entryKey = (version: string, scope: CacheScope, name: string) =>
  `${scope.merchantId}:v${version}:${scope.language}:${name}`;

export function createCache(options: CacheOptions = {}): AppCache {
  const store = options.redisUrl
    ? redisCache(options.redisUrl, options)
    : memoryCache(options.maxEntries ?? 5000);
  const listeners = new Set<(merchantId: number) => void>();
  return {
    ...store,
    async invalidateMerchant(merchantId: number) {
      await store.invalidateMerchant(merchantId);
      for (const listener of listeners) {
        try {
          listener(merchantId);
        } catch (error) {
          options.onError?.(error);
        }
      }
    },
    onMerchantInvalidated(listener) {
      listeners.add(listener);
    },
  };
}

type CacheStore = Omit<AppCache, 'onMerchantInvalidated'>;

function memoryCache(maxEntries: number): CacheStore {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  const versions = new Map<number, number>();
  return {
    async remember<T>(scope: CacheScope, name: string, ttlSeconds: number, load: () => Promise<T>) {
      const key = entryKey(String(versions.get(scope.merchantId) ?? 0), scope, name);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return JSON.parse(hit.json) as T;
      if (hit) entries.delete(key);
      const value = await load();
      entries.set(key, { json: JSON.stringify(value), expiresAt: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    async invalidateMerchant(merchantId: number) {
      versions.set(merchantId, (versions.get(merchantId) ?? 0) + 1);
      const prefix = `${merchantId}:`;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

function redisCache(url: string, options: CacheOptions): CacheStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const prefix = `${options.namespace ?? 'msp'}:cache:`;
  const versionKey = (merchantId: number) => `${prefix}version:${merchantId}`;
  const report = (error: unknown) => options.onError?.(error);
  // ioredis reports connection trouble as 'error' events; without a listener Node would throw them.
  redis.on('error', report);
  return {
    async remember<T>(scope: CacheScope, name: string, ttlSeconds: number, load: () => Promise<T>) {
      let key: string | undefined;
      try {
        const version = (await redis.get(versionKey(scope.merchantId))) ?? '0';
        key = prefix + entryKey(version, scope, name);
        const hit = await redis.get(key);
        if (hit !== null) return JSON.parse(hit) as T;
      } catch (error) {
        report(error);
        key = undefined;
      }
      const value = await load();
      if (key) await redis.set(key, JSON.stringify(value), 'EX', ttlSeconds).catch(report);
      return value;
    },
    async invalidateMerchant(merchantId: number) {
      // The version outlives every entry by far; once it expires, all entries of older versions have too.
      // Unreachable Redis: the change is saved all the same and shows once the entries' TTL has passed.
      await redis
        .multi()
        .incr(versionKey(merchantId))
        .expire(versionKey(merchantId), VERSION_TTL_SECONDS)
        .exec()
        .catch(report);
    },
    async close() {
      await redis.quit().catch(report);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared answer cache (see shared/cache.ts). */
    cache: AppCache;
  }
}

export const cachePlugin = fp<CacheOptions>(async (app, options) => {
  const cache = createCache({ ...options, onError: (error) => app.log.warn({ err: error }, 'cache') });
  app.decorate('cache', cache);
  app.addHook('onClose', async () => cache.close());
});
