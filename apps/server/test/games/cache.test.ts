import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@msp/contracts/games.ts';
import { createCache, type AppCache } from '../../src/shared/cache.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, createTestAppPair, type TestApp } from '../helpers/test-app.ts';
import { unique } from './fixture.ts';

const REDIS_URL = process.env.REDIS_URL || undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same checks on the in-process store and, when REDIS_URL is set, on Redis. */
function cacheContract(name: string, make: () => AppCache) {
  describe(name, () => {
    let cache: AppCache;
    beforeAll(() => {
      cache = make();
    });
    afterAll(async () => cache?.close());

    it('loads once and answers from the cache until the TTL has passed', async () => {
      let loads = 0;
      const load = async () => ({ loads: (loads += 1) });
      const scope = { merchantId: 1, language: 'en' };
      expect(await cache.remember(scope, 'a', 1, load)).toEqual({ loads: 1 });
      expect(await cache.remember(scope, 'a', 1, load)).toEqual({ loads: 1 });
      await sleep(1_100);
      expect(await cache.remember(scope, 'a', 1, load)).toEqual({ loads: 2 });
    });

    it('keeps merchants, languages and names apart', async () => {
      const value = (text: string) => async () => text;
      await cache.remember({ merchantId: 1, language: 'en' }, 'k', 60, value('one-en'));
      expect(await cache.remember({ merchantId: 1, language: 'bn' }, 'k', 60, value('one-bn'))).toBe(
        'one-bn',
      );
      expect(await cache.remember({ merchantId: 2, language: 'en' }, 'k', 60, value('two-en'))).toBe(
        'two-en',
      );
      expect(await cache.remember({ merchantId: 1, language: 'en' }, 'other', 60, value('x'))).toBe('x');
      expect(await cache.remember({ merchantId: 1, language: 'en' }, 'k', 60, value('changed'))).toBe(
        'one-en',
      );
    });

    it('drops every entry of one merchant at once, and only of that merchant', async () => {
      await cache.remember({ merchantId: 7, language: 'en' }, 'x', 60, async () => 'old-en');
      await cache.remember({ merchantId: 7, language: 'bn' }, 'y', 60, async () => 'old-bn');
      await cache.remember({ merchantId: 8, language: 'en' }, 'x', 60, async () => 'kept');
      await cache.invalidateMerchant(7);
      expect(await cache.remember({ merchantId: 7, language: 'en' }, 'x', 60, async () => 'new-en')).toBe(
        'new-en',
      );
      expect(await cache.remember({ merchantId: 7, language: 'bn' }, 'y', 60, async () => 'new-bn')).toBe(
        'new-bn',
      );
      expect(await cache.remember({ merchantId: 8, language: 'en' }, 'x', 60, async () => 'other')).toBe(
        'kept',
      );
    });

    it('hands out copies: a caller changing an answer does not change the cache', async () => {
      const scope = { merchantId: 3, language: 'en' };
      const first = await cache.remember(scope, 'list', 60, async () => [{ favourite: false }]);
      const second = await cache.remember(scope, 'list', 60, async () => [{ favourite: false }]);
      second[0]!.favourite = true;
      expect(await cache.remember(scope, 'list', 60, async () => [])).toEqual([{ favourite: false }]);
      expect(first).toEqual([{ favourite: false }]);
    });
  });
}

cacheContract('in-process cache', () => createCache());
describe.runIf(REDIS_URL)('Redis cache', () => {
  cacheContract('shared', () => createCache({ redisUrl: REDIS_URL, namespace: unique('msptest') }));

  it('still answers, from the loader, when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    const cache = createCache({
      redisUrl: 'redis://127.0.0.1:1',
      namespace: unique('msptest'),
      onError: (error) => errors.push(error),
    });
    try {
      expect(await cache.remember({ merchantId: 1, language: 'en' }, 'x', 60, async () => 'fresh')).toBe(
        'fresh',
      );
      await cache.invalidateMerchant(1);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await cache.close();
    }
  });
});

/** The operator calls change the catalogue and every cached answer shows it on the next read. */
function operatorInvalidation(
  label: string,
  servers: () => Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }>,
) {
  describe(label, () => {
    let a: TestApp;
    let b: TestApp;
    let close: () => Promise<void>;
    let admin: string;
    let demoId: number;

    beforeAll(async () => {
      ({ a, b, close } = await servers());
      admin = await operatorLogin(a, 'demoadmin');
      demoId = (
        await a.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(async () => close?.());

    const get = async (server: TestApp, url: string, language = 'en') =>
      (await server.app.inject({ url, headers: { merchant: 'DEMO', language } })).json().value;
    const patch = (url: string, payload: Record<string, unknown>, token = admin) =>
      a.app.inject({ method: 'PATCH', url, headers: { merchant: 'DEMO', authorization: token }, payload });
    const gameId = async (code: string) =>
      (
        await a.db
          .selectFrom('games')
          .select('id')
          .where('merchant_id', '=', demoId)
          .where('game_code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    const hotIds = async (server: TestApp) =>
      ((await get(server, '/lgw/games/hot/v2')) as Game[]).map((g) => g.nodeId);

    it('serves hot games from the cache: a change behind its back is not seen until an operator call', async () => {
      const fortune = await gameId('JDB_FORTUNE_TREE');
      expect(await hotIds(a)).toContain(fortune);
      expect(await hotIds(b)).toContain(fortune);
      await a.db.updateTable('games').set({ is_top: false }).where('id', '=', fortune).execute();
      expect(await hotIds(a)).toContain(fortune);

      const response = await patch(`/ops/games/${fortune}`, { isTop: false });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({
        nodeId: fortune,
        vassalage: 'JDB',
        isTop: false,
        enabled: true,
      });
      expect(await hotIds(a)).not.toContain(fortune);
      expect(await hotIds(b)).not.toContain(fortune);

      await patch(`/ops/games/${fortune}`, { isTop: true, sortOrder: -1 });
      expect(await hotIds(a)).toContain(fortune);
      expect(await hotIds(b)).toContain(fortune);
    });

    it('takes a disabled game out of the hot list, the vendor lanes and the list at once', async () => {
      const lotus = await gameId('PG_LOTUS_FORTUNE');
      await get(a, '/lgw/games/hot/v2?vassalage=PG');
      expect((await patch(`/ops/games/${lotus}`, { enabled: false })).statusCode).toBe(200);
      try {
        const pgHot = (await get(a, '/lgw/games/hot/v2?vassalage=PG')) as Game[];
        expect(pgHot.map((game) => game.nodeId)).not.toContain(lotus);
        const pgHotB = (await get(b, '/lgw/games/hot/v2?vassalage=PG')) as Game[];
        expect(pgHotB.map((game) => game.nodeId)).not.toContain(lotus);
        const listed = await get(a, '/wps/games/list?vassalage=PG&pageSize=100');
        expect(listed.content.map((game: Game) => game.nodeId)).not.toContain(lotus);
      } finally {
        await patch(`/ops/games/${lotus}`, { enabled: true });
      }
      expect(((await get(b, '/lgw/games/hot/v2?vassalage=PG')) as Game[]).map((g) => g.nodeId)).toContain(
        lotus,
      );
    });

    it('switches a vendor off in every category and every language at once', async () => {
      const lanesOf = async (server: TestApp, language: string) =>
        (await get(server, '/wps/games/vendors', language)).lanes as Array<{
          vendors: { vassalage: string }[];
        }>;
      const vendorsIn = (lanes: Array<{ vendors: { vassalage: string }[] }>) =>
        lanes.flatMap((lane) => lane.vendors.map((vendor) => vendor.vassalage));
      expect(vendorsIn(await lanesOf(a, 'en'))).toContain('JL');
      expect(vendorsIn(await lanesOf(b, 'bn'))).toContain('JL');

      const off = await patch('/ops/vendors/JL', { enabled: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().value.map((row: { gameType: string }) => row.gameType)).toEqual([
        'FISH',
        'PVP',
        'RNG',
      ]);
      try {
        expect(vendorsIn(await lanesOf(a, 'en'))).not.toContain('JL');
        expect(vendorsIn(await lanesOf(b, 'bn'))).not.toContain('JL');
        expect(((await get(b, '/lgw/games/hot/v2')) as Game[]).some((game) => game.vassalage === 'JL')).toBe(
          false,
        );
      } finally {
        await patch('/ops/vendors/JL', { enabled: true });
      }
      expect(vendorsIn(await lanesOf(b, 'bn'))).toContain('JL');

      // One category only.
      const fishOnly = await patch('/ops/vendors/JL', { enabled: false, gameType: 'FISH' });
      expect(fishOnly.json().value).toEqual([{ vassalage: 'JL', gameType: 'FISH', enabled: false }]);
      const hot = (await get(a, '/lgw/games/hot/v2')) as Game[];
      expect(hot.some((game) => game.vassalage === 'JL' && game.gameType === 'FISH')).toBe(false);
      expect(hot.some((game) => game.vassalage === 'JL' && game.gameType === 'RNG')).toBe(true);
      await patch('/ops/vendors/JL', { enabled: true });
    });

    it('audits each change with the operator, and refuses others', async () => {
      const fortune = await gameId('JDB_FORTUNE_TREE');
      const audits = await a.db
        .selectFrom('audit_log')
        .select(['action', 'operator_id', 'detail'])
        .where('merchant_id', '=', demoId)
        .where('action', 'in', ['GAME_UPDATED', 'VENDOR_UPDATED'])
        .orderBy('id')
        .execute();
      expect(audits.filter((row) => row.action === 'GAME_UPDATED').length).toBeGreaterThanOrEqual(2);
      expect(audits.every((row) => row.operator_id !== null)).toBe(true);
      expect(audits.find((row) => row.action === 'VENDOR_UPDATED')?.detail).toMatchObject({ vendor: 'JL' });

      expect((await patch(`/ops/games/${fortune}`, { isTop: false }, 'no-such-token')).statusCode).toBe(401);
      const cashier = await operatorLogin(a, 'democashier');
      const forbidden = await patch(`/ops/games/${fortune}`, { isTop: false }, cashier);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().errorCode).toBe('operator.forbidden');
      expect((await patch(`/ops/games/${fortune}`, {})).statusCode).toBe(400);
      expect((await patch('/ops/games/2000000000', { isTop: false })).json().errorCode).toBe(
        'game.not.found',
      );
      expect((await patch('/ops/vendors/NOPE', { enabled: false })).statusCode).toBe(404);
      expect(await hotIds(a)).toContain(fortune);
    });
  });
}

operatorInvalidation('catalogue caches in one process', async () => {
  const app = await createTestApp();
  return { a: app, b: app, close: () => app.close() };
});

describe.runIf(REDIS_URL)('with Redis', () => {
  operatorInvalidation('catalogue caches shared by two server processes', () =>
    createTestAppPair({ redisUrl: REDIS_URL! }),
  );
});
