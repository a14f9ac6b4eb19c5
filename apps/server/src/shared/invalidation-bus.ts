import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Tells every server process that something it may hold in memory changed (a merchant row, a member's or an
 * operator's sessions), so in-process caches can keep data that another process may change.
 *
 * - Listeners of this process run at once, inside `publish`, before it returns.
 * - With REDIS_URL the message also goes out on one Redis pub/sub channel, and every other process runs its
 *   listeners when it arrives (typically within a millisecond or two).
 * - Pub/sub has no memory: a process whose subscription is down would miss messages. So while it is down
 *   (and until it is back) `live` is false and the caches answer nothing from memory; losing or regaining the
 *   subscription also empties them (`onReset`). A publish that Redis refuses is reported and otherwise ignored:
 *   the change is in the database already, and the other processes' entries expire after their short TTL.
 * - Without REDIS_URL there is one process (the embedded default): local delivery is all there is to do. Several
 *   processes on one PostgreSQL without Redis would see each other's changes only after the caches' TTL.
 */
export interface InvalidationBus {
  /** Runs `listener(key)` for every message of `topic`, published here or in another process. */
  on(topic: string, listener: (key: string) => void): void;
  /** Runs this process's listeners of `topic` now, then sends the message to the other processes. */
  publish(topic: string, key: string): Promise<void>;
  /** Whether a cache may answer from memory now (false while the Redis subscription is down). */
  readonly live: boolean;
  /** Runs when caches must forget everything: the subscription was lost, or is back after a gap. */
  onReset(listener: () => void): void;
  /** Resolves once `live` (true) or after `timeoutMs` (false): a starting server waits for its subscription. */
  whenLive(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface InvalidationBusOptions {
  redisUrl?: string | undefined;
  /** Prefix of the Redis channel: processes of one deployment (or one test) share it. */
  namespace?: string | undefined;
  /** Reports a Redis failure; nothing fails because of one. */
  onError?: (error: unknown) => void;
}

interface Message {
  origin: string;
  topic: string;
  key: string;
}

export function createInvalidationBus(options: InvalidationBusOptions = {}): InvalidationBus {
  const listeners = new Map<string, Set<(key: string) => void>>();
  const resets = new Set<() => void>();
  const deliver = (topic: string, key: string) => {
    for (const listener of listeners.get(topic) ?? []) listener(key);
  };
  const on = (topic: string, listener: (key: string) => void) => {
    const set = listeners.get(topic) ?? new Set();
    set.add(listener);
    listeners.set(topic, set);
  };
  const onReset = (listener: () => void) => void resets.add(listener);

  if (!options.redisUrl) {
    return {
      on,
      onReset,
      live: true,
      whenLive: async () => true,
      publish: async (topic, key) => deliver(topic, key),
      close: async () => {},
    };
  }

  const report = (error: unknown) => options.onError?.(error);
  const channel = `${options.namespace ?? 'msp'}:invalidate`;
  const origin = randomUUID();
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  // Subscribes itself at every (re)connection, so it knows exactly when messages can reach it again.
  const subscriber = new Redis(options.redisUrl, { autoResubscribe: false });
  let live = false;
  let closing = false;
  const waiting = new Set<() => void>();
  const reset = () => {
    for (const listener of resets) listener();
  };
  // ioredis reports connection trouble as 'error' events; without a listener Node would throw them.
  publisher.on('error', report);
  subscriber.on('error', report);
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(() => {
      live = true;
      // Anything loaded while the subscription was down may have missed a message.
      reset();
      for (const wake of waiting) wake();
    }, report);
  });
  subscriber.on('close', () => {
    if (!live) return;
    live = false;
    reset();
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch (error) {
      report(error);
      return;
    }
    // This process ran its listeners when it published.
    if (message.origin !== origin) deliver(message.topic, message.key);
  });

  return {
    on,
    onReset,
    get live() {
      return live && !closing;
    },
    async whenLive(timeoutMs) {
      if (live) return true;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, timeoutMs);
        waiting.add(wake);
      });
      return live;
    },
    async publish(topic, key) {
      deliver(topic, key);
      const message: Message = { origin, topic, key };
      await publisher.publish(channel, JSON.stringify(message)).catch(report);
    },
    async close() {
      closing = true;
      await Promise.all([publisher.quit().catch(report), subscriber.quit().catch(report)]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Invalidations of the in-process caches, to every server process (see shared/invalidation-bus.ts). */
    bus: InvalidationBus;
  }
}

export const invalidationBusPlugin = fp<InvalidationBusOptions>(async (app, options) => {
  const bus = createInvalidationBus({
    ...options,
    onError: (error) => app.log.warn({ err: error }, 'invalidation bus'),
  });
  app.decorate('bus', bus);
  app.addHook('onClose', async () => bus.close());
  // Start with the caches on when Redis answers; without it the server still starts (caches off until it does).
  if (!(await bus.whenLive(2_000))) app.log.warn('invalidation bus: Redis not subscribed yet, caches off');
});
