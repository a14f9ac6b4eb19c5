import { describe, expect, it } from 'vitest';
import { createInvalidationBus } from '../../src/shared/invalidation-bus.ts';
import { LocalCache } from '../../src/shared/local-cache.ts';

const REDIS_URL = process.env.REDIS_URL || undefined;
const unique = () => `msptest-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Polls until `check` holds (a pub/sub message is on its way), for at most 2 s. */
async function eventually(check: () => boolean) {
  for (let waited = 0; !check() && waited < 2_000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

describe('the local cache', () => {
  const bus = createInvalidationBus();

  it('answers until its TTL has passed', async () => {
    const cache = new LocalCache<string>({ ttlMs: 50, maxEntries: 10, bus });
    cache.set('a', 'one', cache.begin());
    expect(cache.get('a')).toBe('one');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new LocalCache<number>({ ttlMs: 60_000, maxEntries: 3, bus });
    for (let n = 0; n < 100; n += 1) cache.set(`k${n}`, n, cache.begin());
    expect(cache.size).toBe(3);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k99')).toBe(99);
  });

  it('does not store a load that an invalidation overtook', () => {
    const cache = new LocalCache<string>({ ttlMs: 60_000, maxEntries: 10, bus });
    const since = cache.begin();
    cache.clear((value) => value === 'unrelated');
    cache.set('a', 'read before the change', since);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'read after', cache.begin());
    expect(cache.get('a')).toBe('read after');
  });

  it('drops only what the invalidation picks', () => {
    const cache = new LocalCache<{ member: number }>({ ttlMs: 60_000, maxEntries: 10, bus });
    cache.set('a', { member: 1 }, cache.begin());
    cache.set('b', { member: 2 }, cache.begin());
    cache.clear((value) => value.member === 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ member: 2 });
  });
});

describe('the invalidation bus without Redis', () => {
  it('runs the listeners of this process before publish returns', async () => {
    const bus = createInvalidationBus();
    const heard: string[] = [];
    bus.on('topic', (key) => heard.push(key));
    await bus.publish('topic', '7');
    await bus.publish('other', '8');
    expect(heard).toEqual(['7']);
    expect(bus.live).toBe(true);
  });
});

describe.runIf(REDIS_URL)('the invalidation bus over Redis', () => {
  it('reaches the other processes of the same namespace, and only them', async () => {
    const namespace = unique();
    const [a, b, elsewhere] = [
      createInvalidationBus({ redisUrl: REDIS_URL, namespace }),
      createInvalidationBus({ redisUrl: REDIS_URL, namespace }),
      createInvalidationBus({ redisUrl: REDIS_URL, namespace: unique() }),
    ];
    try {
      expect(await Promise.all([a, b, elsewhere].map((bus) => bus.whenLive(5_000)))).toEqual([
        true,
        true,
        true,
      ]);
      const heard = { a: [] as string[], b: [] as string[], elsewhere: [] as string[] };
      a.on('sessions', (key) => heard.a.push(key));
      b.on('sessions', (key) => heard.b.push(key));
      elsewhere.on('sessions', (key) => heard.elsewhere.push(key));
      await a.publish('sessions', '42');
      // Here at once, there as soon as Redis delivers it; the publisher does not hear its own message twice.
      expect(heard.a).toEqual(['42']);
      expect(await eventually(() => heard.b.length === 1)).toBe(true);
      expect(heard.b).toEqual(['42']);
      await b.publish('sessions', 'done');
      expect(await eventually(() => heard.a.length === 2)).toBe(true);
      expect(heard.a).toEqual(['42', 'done']);
      expect(heard.elsewhere).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()]);
    }
  });

  it('turns the caches off while Redis cannot be reached, and still delivers locally', async () => {
    const errors: unknown[] = [];
    const bus = createInvalidationBus({
      redisUrl: 'redis://127.0.0.1:1',
      namespace: unique(),
      onError: (error) => errors.push(error),
    });
    try {
      expect(await bus.whenLive(300)).toBe(false);
      const cache = new LocalCache<string>({ ttlMs: 60_000, maxEntries: 10, bus });
      cache.set('a', 'one', cache.begin());
      expect(cache.get('a')).toBeUndefined();
      const heard: string[] = [];
      bus.on('topic', (key) => heard.push(key));
      await bus.publish('topic', '1');
      expect(heard).toEqual(['1']);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await bus.close();
    }
  });
});
