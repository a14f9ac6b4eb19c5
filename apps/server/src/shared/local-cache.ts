import type { InvalidationBus } from './invalidation-bus.ts';

export interface LocalCacheOptions {
  /** How long an entry answers at most: the safety net when an invalidation is lost. */
  ttlMs: number;
  /** Largest number of entries (the oldest stored go first), so the map never grows without bound. */
  maxEntries: number;
  /** Answers from memory only while the bus is live, and forgets everything when it resets. */
  bus: InvalidationBus;
}

/**
 * A bounded in-process map with a time-to-live, in front of look-ups whose rows another process may change
 * (merchants, sessions). Its owner drops entries when the bus says so.
 *
 * A load that runs while an invalidation comes in may have read the old row: `begin()` before the load and
 * `set(key, value, since)` after it refuses to store once anything was invalidated in between.
 */
export class LocalCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #options: LocalCacheOptions;
  #generation = 0;

  constructor(options: LocalCacheOptions) {
    this.#options = options;
    options.bus.onReset(() => this.clear());
  }

  get(key: string): V | undefined {
    if (!this.#options.bus.live) return undefined;
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt > Date.now()) return hit.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Call before loading what `set` will store. */
  begin(): number {
    return this.#generation;
  }

  set(key: string, value: V, since: number) {
    if (since !== this.#generation || !this.#options.bus.live) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: Date.now() + this.#options.ttlMs });
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Drops the entries `matches` picks (all of them without it). */
  clear(matches?: (value: V) => boolean) {
    this.#generation += 1;
    if (!matches) {
      this.#entries.clear();
      return;
    }
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(key);
  }

  get size() {
    return this.#entries.size;
  }
}
