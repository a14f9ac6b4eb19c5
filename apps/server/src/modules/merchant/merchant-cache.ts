import type { Db } from '../../db/database.ts';
import type { InvalidationBus } from '../../shared/invalidation-bus.ts';
import { LocalCache } from '../../shared/local-cache.ts';
import { databaseLookups, resolveMerchantWith, type Merchant, type MerchantLookups } from './service.ts';

/** Safety net only: a change is seen at once through `merchantsChanged`. */
const MERCHANT_TTL_MS = 30_000;
/** Known codes and domains: as many as the merchants have; the bound is a guard. */
const KNOWN_MAX = 10_000;
/**
 * Codes and domains that match no merchant. Anyone can send any Host or Merchant header, so these are kept
 * apart (they can never push out a real merchant) and few.
 */
const UNKNOWN_MAX = 1_000;
const MERCHANTS_TOPIC = 'merchants';

export interface MerchantCache {
  /** `resolveMerchant` from memory: the request's merchant without a database round trip. */
  resolve(query: { code: string | undefined; host: string | undefined }): Promise<Merchant | undefined>;
}

/** One merchant row is handed to every request: nothing may change it in place. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Merchants by code, by domain and the default, in memory. Any change to a merchant row or its domains must be
 * followed by `merchantsChanged`: every process then drops all it holds (merchants change rarely, and a new
 * domain can move a host from the default merchant to another, so dropping everything is the simple rule).
 */
export function createMerchantCache(db: Db, bus: InvalidationBus): MerchantCache {
  const known = new LocalCache<Merchant>({ ttlMs: MERCHANT_TTL_MS, maxEntries: KNOWN_MAX, bus });
  const unknown = new LocalCache<true>({ ttlMs: MERCHANT_TTL_MS, maxEntries: UNKNOWN_MAX, bus });
  bus.on(MERCHANTS_TOPIC, () => {
    known.clear();
    unknown.clear();
  });
  const fromDatabase = databaseLookups(db);

  const cached =
    <A extends unknown[]>(name: string, load: (...args: A) => Promise<Merchant | undefined>) =>
    async (...args: A) => {
      const key = `${name}:${args.join(':')}`;
      const hit = known.get(key);
      if (hit) return hit;
      if (unknown.get(key)) return undefined;
      const since = [known.begin(), unknown.begin()] as const;
      const merchant = await load(...args);
      if (merchant) known.set(key, deepFreeze(merchant), since[0]);
      else unknown.set(key, true, since[1]);
      return merchant;
    };

  const lookups: MerchantLookups = {
    byCode: cached('code', fromDatabase.byCode),
    byDomain: cached('domain', fromDatabase.byDomain),
    byDefault: cached('default', fromDatabase.byDefault),
  };
  return { resolve: (query) => resolveMerchantWith(lookups, query) };
}

/** Tells every server process that merchant rows or domains changed; each drops its merchant cache. */
export const merchantsChanged = (bus: InvalidationBus) => bus.publish(MERCHANTS_TOPIC, '*');
