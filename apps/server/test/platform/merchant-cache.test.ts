import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantCache, merchantsChanged } from '../../src/modules/merchant/merchant-cache.ts';
import { createInvalidationBus } from '../../src/shared/invalidation-bus.ts';
import { insertMerchant, updateMerchants } from '../helpers/merchants.ts';
import { createTestApp, createTestAppPair, type TestApp } from '../helpers/test-app.ts';

const REDIS_URL = process.env.REDIS_URL || undefined;
const DATABASE_URL = process.env.DATABASE_URL || undefined;

/** Polls until `read` gives `wanted` (a pub/sub message is on its way), for at most 2 s. */
async function eventually<T>(read: () => Promise<T>, wanted: T) {
  let value = await read();
  for (let waited = 0; value !== wanted && waited < 2_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

const merchantOf = async (server: TestApp, headers: Record<string, string>) => {
  const response = await server.app.inject({ url: '/wps/system/permission', headers });
  return response.statusCode === 200
    ? (response.json().value.merchant as { code: string; name: string })
    : undefined;
};
const nameOf = async (server: TestApp, headers: Record<string, string>) =>
  (await merchantOf(server, headers))?.name;
const codeOf = async (server: TestApp, headers: Record<string, string>) =>
  (await merchantOf(server, headers))?.code;

describe('the merchant cache in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers from memory, and shows a change at once when it is announced', async () => {
    await insertMerchant(t.db, 'CACHED', 'Before');
    expect(await nameOf(t, { merchant: 'CACHED' })).toBe('Before');
    // Behind the cache's back: still the remembered row.
    await t.db.updateTable('merchants').set({ name: 'Unannounced' }).where('code', '=', 'CACHED').execute();
    expect(await nameOf(t, { merchant: 'CACHED' })).toBe('Before');
    await updateMerchants(t, { name: 'After' }, 'CACHED');
    expect(await nameOf(t, { merchant: 'CACHED' })).toBe('After');
  });

  it('moves a host from the default merchant to the one that adds its domain', async () => {
    const id = await insertMerchant(t.db, 'HOSTED', 'Hosted');
    expect(await codeOf(t, { host: 'play.hosted.example' })).toBe('DEMO');
    await t.db
      .insertInto('merchant_domains')
      .values({ domain: 'play.hosted.example', merchant_id: id })
      .execute();
    await merchantsChanged(t.app.bus);
    expect(await codeOf(t, { host: 'play.hosted.example:443' })).toBe('HOSTED');
    expect(await codeOf(t, { host: 'unknown.example' })).toBe('DEMO');
  });

  it('refuses an unknown code until a merchant with that code exists', async () => {
    const unknown = await t.app.inject({ url: '/wps/system/permission', headers: { merchant: 'LATER' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('merchant.not.found');
    await insertMerchant(t.db, 'LATER', 'Later');
    await merchantsChanged(t.app.bus);
    expect(await codeOf(t, { merchant: 'LATER' })).toBe('LATER');
  });

  it('keeps unknown hosts apart: a flood of them never pushes out a known merchant', async () => {
    const cache = createMerchantCache(t.db, createInvalidationBus());
    const name = (await cache.resolve({ code: 'DEMO', host: undefined }))!.name;
    for (let n = 0; n < 1_100; n += 1)
      expect((await cache.resolve({ code: undefined, host: `random-${n}.example` }))?.code).toBe('DEMO');
    await t.db.updateTable('merchants').set({ name: 'Renamed' }).where('code', '=', 'DEMO').execute();
    try {
      // Still the remembered row: the unknown hosts went to a bounded map of their own.
      expect((await cache.resolve({ code: 'DEMO', host: undefined }))?.name).toBe(name);
    } finally {
      await updateMerchants(t, { name }, 'DEMO');
    }
  });
});

describe.runIf(REDIS_URL && DATABASE_URL)('the merchant cache in two server processes', () => {
  let pair: Awaited<ReturnType<typeof createTestAppPair>>;
  beforeAll(async () => {
    pair = await createTestAppPair({ redisUrl: REDIS_URL! });
  });
  afterAll(async () => pair?.close());

  it('shows a change made through one process in the other at once', async () => {
    const { a, b } = pair;
    const id = await insertMerchant(a.db, 'SHARED', 'Before');
    expect(await nameOf(b, { merchant: 'SHARED' })).toBe('Before');
    expect(await codeOf(b, { host: 'shared.example' })).toBe('DEMO');
    await b.db.updateTable('merchants').set({ name: 'Unannounced' }).where('id', '=', id).execute();
    expect(await nameOf(b, { merchant: 'SHARED' })).toBe('Before');

    await updateMerchants(a, { name: 'After' }, 'SHARED');
    expect(await eventually(() => nameOf(b, { merchant: 'SHARED' }), 'After')).toBe('After');

    await a.db.insertInto('merchant_domains').values({ domain: 'shared.example', merchant_id: id }).execute();
    await merchantsChanged(a.app.bus);
    expect(await eventually(() => codeOf(b, { host: 'shared.example' }), 'SHARED')).toBe('SHARED');
  });
});
