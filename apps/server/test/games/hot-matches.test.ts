import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotMatch } from '@msp/contracts/games.ts';
import { demoMatches, demoTeams } from '../../src/modules/demo/demo-content.ts';
import { retimeDemoMatches } from '../../src/modules/demo/seed.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gamesFixture } from './fixture.ts';

let t: TestApp;
let f: ReturnType<typeof gamesFixture>;
let demoId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  f = gamesFixture(t);
  demoId = (await f.merchant()).id;
  await retimeDemoMatches(t.db);
});
afterAll(async () => t?.close());

const matches = async (language = 'en', merchant = 'DEMO') =>
  (await t.app.inject({ url: '/lgw/sports/hot-matches', headers: { merchant, language } })).json()
    .value as HotMatch[];

describe('hot matches', () => {
  it('answers the live match first, then the next to start, in the asked language', async () => {
    const now = Date.now();
    const list = await matches();
    expect(list).toHaveLength(demoMatches.length);
    expect(list[0]).toMatchObject({
      live: true,
      title: 'DEMO Bangla T20 League',
      home: { name: 'Padma Tigers', image: '/demo-assets/crests/padma-tigers.svg' },
      away: { name: 'Meghna Mariners', image: '/demo-assets/crests/meghna-mariners.svg' },
      vassalage: 'LUCKY_SPORTS',
      nodeId: (await f.game('LUCKY_SPORTS', 'LUCKY_CRICKET')).id,
    });
    expect(Date.parse(list[0]!.startTime)).toBeLessThan(now);
    const upcoming = list.slice(1);
    expect(upcoming.every((match) => !match.live && Date.parse(match.startTime) > now)).toBe(true);
    const times = upcoming.map((match) => Date.parse(match.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)! - now).toBeGreaterThan(24 * HOUR);
    expect(list.every((match) => new Date(match.startTime).getUTCMinutes() % 15 === 0)).toBe(true);
    const football = list.find((match) => match.vassalage === 'SABA');
    expect(football?.nodeId).toBe((await f.game('SABA', 'SABA_SPORTS')).id);

    const bn = await matches('bn');
    expect(bn[0]).toMatchObject({ title: 'ডেমো বাংলা টি-টোয়েন্টি লিগ', home: { name: 'পদ্মা টাইগার্স' } });
  });

  it('re-times the demo fixtures at every start, without duplicates, and keeps an operator’s own matches', async () => {
    const own = await t.db
      .insertInto('hot_matches')
      .values({
        merchant_id: demoId,
        title: { bn: 'নিজের', en: 'Own cup' },
        home_name: { bn: 'ক', en: 'A' },
        home_image: '/a.svg',
        away_name: { bn: 'খ', en: 'B' },
        away_image: '/b.svg',
        start_time: new Date(Date.now() + 90 * 24 * HOUR),
        vendor_code: 'SABA',
        game_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const later = new Date(Date.now() + 10 * 24 * HOUR);
    await retimeDemoMatches(t.db, later);
    await retimeDemoMatches(t.db, later);
    const rows = await t.db.selectFrom('hot_matches').selectAll().where('merchant_id', '=', demoId).execute();
    expect(rows.filter((row) => row.is_demo)).toHaveLength(demoMatches.length);
    expect(rows.find((row) => row.id === own.id)).toBeDefined();
    // Re-timed around "ten days from now": all demo starts lie near that moment, none in the real present.
    for (const row of rows.filter((one) => one.is_demo))
      expect(Math.abs(row.start_time.getTime() - later.getTime())).toBeLessThan(3 * 24 * HOUR);
    const list = await matches();
    // Still upcoming (not live, in the future) shows; the live flag keeps the live one.
    expect(list.filter((match) => match.live)).toHaveLength(1);
    expect(list.at(-1)).toMatchObject({ title: 'Own cup', nodeId: null });
    await retimeDemoMatches(t.db);
  });

  it('drops matches that started and are not live, and those of a disabled vendor', async () => {
    await retimeDemoMatches(t.db, new Date(Date.now() - 2 * 24 * HOUR));
    const past = await matches();
    // Two days ago every fixture started within 51 hours: only the live one and later ones remain.
    expect(
      past.filter((match) => !match.live).every((match) => Date.parse(match.startTime) > Date.now()),
    ).toBe(true);
    expect(past.filter((match) => match.live)).toHaveLength(1);
    expect(past.filter((match) => match.title.startsWith('DEMO'))).toHaveLength(2);
    await retimeDemoMatches(t.db);

    await t.db
      .updateTable('vendors')
      .set({ enabled: false })
      .where('merchant_id', '=', demoId)
      .where('code', '=', 'SABA')
      .execute();
    try {
      expect((await matches()).some((match) => match.vassalage === 'SABA')).toBe(false);
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ enabled: true })
        .where('merchant_id', '=', demoId)
        .where('code', '=', 'SABA')
        .execute();
    }
    const cricket = await f.game('LUCKY_SPORTS', 'LUCKY_CRICKET');
    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', cricket.id).execute();
    try {
      const list = await matches();
      expect(
        list.filter((match) => match.vassalage === 'LUCKY_SPORTS').every((match) => match.nodeId === null),
      ).toBe(true);
    } finally {
      await t.db.updateTable('games').set({ enabled: true }).where('id', '=', cricket.id).execute();
    }
  });

  it('belong to the demo merchant only', async () => {
    await insertMerchant(t.db, 'GLMATCH');
    expect(await matches('en', 'GLMATCH')).toEqual([]);
  });

  it('have crests drawn by the demo asset route', async () => {
    for (const team of demoTeams) {
      const response = await t.app.inject({ url: `/demo-assets/crests/${team.key}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain(`${team.name.en} (demo team crest)`);
      // The short name is drawn as outlines, not as <text> that needs a font installed where it is viewed.
      expect(response.body).not.toContain('<text');
      expect(response.body).toMatch(
        /<path transform="translate\([\d. ]+\)" fill="#ffffff"[^>]* d="M[^"]{40,}"/,
      );
    }
    expect((await t.app.inject({ url: '/demo-assets/crests/no-such-team.svg' })).statusCode).toBe(404);
  });
});
