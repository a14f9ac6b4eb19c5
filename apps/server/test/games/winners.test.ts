import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Winner } from '@msp/contracts/games.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { gamesFixture } from './fixture.ts';

let t: TestApp;
let f: ReturnType<typeof gamesFixture>;

const board = async (query = '', language = 'en') =>
  (await f.get(`/lgw/games/winners?${query}`, undefined, language)).body.value as Winner[];

beforeAll(async () => {
  t = await createTestApp();
  f = gamesFixture(t);
  const [rahim, karim, demo] = [
    await f.newMember('Rahim'),
    await f.newMember('karim99'),
    await f.newMember('demoplayer'),
  ];
  // Oldest first: a slot win, a lost round, a round that only paid the stake back, a fishing win.
  await f.playRound(rahim, { vendorCode: 'PG', gameCode: 'PG_LOTUS_FORTUNE', stake: 10_000n, win: 50_000n });
  await f.playRound(karim, { vendorCode: 'PG', gameCode: 'PG_LOTUS_FORTUNE', stake: 10_000n, win: 0n });
  await f.playRound(karim, { vendorCode: 'JL', gameCode: 'JL_ACE_DELUXE', stake: 10_000n, win: 10_000n });
  await f.playRound(demo, { vendorCode: 'JL', gameCode: 'JL_OCEAN_KING', stake: 2_000n, win: 123_456n });
});
afterAll(async () => t?.close());

describe('winner board', () => {
  it('shows real wins from settled rounds, newest first, masked, named from the catalogue', async () => {
    const winners = await board('gameCategory=ALL&limitNum=20');
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const ocean = await f.game('JL', 'JL_OCEAN_KING');
    expect(winners).toHaveLength(2);
    expect(winners[0]).toMatchObject({
      winAmount: '1234.56',
      vo: {
        nickname: 'de***er',
        gameName: 'Ocean King Hunter',
        vassalage: 'JL',
        gameType: 'FISH',
        iconUrl: ocean.icon_url,
      },
    });
    expect(winners[1]).toMatchObject({
      winAmount: '500.00',
      vo: {
        nickname: 'Ra***im',
        gameName: 'Lotus Fortune',
        vassalage: 'PG',
        gameType: 'RNG',
        iconUrl: lotus.icon_url,
      },
    });
    expect(Date.parse(winners[0]!.vo.time)).toBeGreaterThanOrEqual(Date.parse(winners[1]!.vo.time));
    expect(Math.abs(Date.parse(winners[0]!.vo.time) - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(winners)).not.toContain('karim');
  });

  it('answers one category, a limit and the asked language', async () => {
    expect((await board('gameCategory=FISH')).map((winner) => winner.vo.gameType)).toEqual(['FISH']);
    expect(await board('gameCategory=LIVE')).toEqual([]);
    expect(await board('limitNum=1')).toHaveLength(1);
    const bn = await board('language=bn');
    expect(bn.map((winner) => winner.vo.gameName)).toEqual(['সমুদ্র রাজা শিকারি', 'পদ্ম ভাগ্য']);
    expect((await f.get('/lgw/games/winners?limitNum=0')).status).toBe(400);
  });

  it('is cached (30 s): a new win shows once the merchant’s cache is dropped', async () => {
    const before = await board();
    const newcomer = await f.newMember('newcomer');
    await f.playRound(newcomer, {
      vendorCode: 'PG',
      gameCode: 'PG_MIDNIGHT_GEMS',
      stake: 1_000n,
      win: 7_700n,
    });
    expect(await board()).toEqual(before);
    // Any catalogue change drops the merchant's cached answers.
    const admin = await operatorLogin(t, 'demoadmin');
    const gems = await f.game('PG', 'PG_MIDNIGHT_GEMS');
    await t.app.inject({
      method: 'PATCH',
      url: `/ops/games/${gems.id}`,
      headers: { merchant: 'DEMO', authorization: admin },
      payload: { isTop: false },
    });
    const after = await board();
    expect(after[0]).toMatchObject({
      winAmount: '77.00',
      vo: { nickname: 'ne***er', gameName: 'Midnight Gems' },
    });
  });

  it('leaves out wins at games that are no longer in the catalogue', async () => {
    const ocean = await f.game('JL', 'JL_OCEAN_KING');
    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', ocean.id).execute();
    await t.app.cache.invalidateMerchant((await f.merchant()).id);
    try {
      expect((await board()).some((winner) => winner.vo.vassalage === 'JL')).toBe(false);
    } finally {
      await t.db.updateTable('games').set({ enabled: true }).where('id', '=', ocean.id).execute();
      await t.app.cache.invalidateMerchant((await f.merchant()).id);
    }
  });
});
