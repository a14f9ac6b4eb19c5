import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRecordPaths } from '@msp/contracts/api-paths.ts';
import { listRecentWins, maskNickname } from '../../src/modules/game-wallet/records.ts';
import { gameWalletFixture, paths, seatedPlayer, uniqueId, type GameWalletFixture } from './fixture.ts';

let fixture: GameWalletFixture;
let alice: Awaited<ReturnType<typeof seatedPlayer>>;
let bob: Awaited<ReturnType<typeof seatedPlayer>>;
let aliceToken: string;
let bobToken: string;
const rounds = { won: '', lost: '', refunded: '', open: '', old: '', transfer: '', bobs: '' };

beforeAll(async () => {
  fixture = await gameWalletFixture();
  alice = await seatedPlayer(fixture, 100_000n);
  bob = await seatedPlayer(fixture, 100_000n);
  await fixture.db
    .updateTable('members')
    .set({ nickname: 'alicewinner' })
    .where('id', '=', alice.memberId)
    .execute();
  await fixture.db.updateTable('members').set({ nickname: 'Bob' }).where('id', '=', bob.memberId).execute();
  aliceToken = await fixture.memberToken(alice.memberId);
  bobToken = await fixture.memberToken(bob.memberId);

  rounds.old = uniqueId('old');
  await alice.bet(1_000, rounds.old);
  await alice.settle(0, rounds.old);
  // Ten days ago: outside the default range of 7 days.
  await fixture.db
    .updateTable('game_rounds')
    .set({
      started_at: sql<Date>`now() - interval '10 days'`,
      settled_at: sql<Date>`now() - interval '10 days'`,
    })
    .where('round_id', '=', rounds.old)
    .execute();

  rounds.won = uniqueId('won');
  await alice.bet(1_000, rounds.won);
  await alice.bet(500, rounds.won);
  await alice.settle(4_000, rounds.won);
  rounds.lost = uniqueId('lost');
  await alice.bet(2_000, rounds.lost);
  await alice.settle(0, rounds.lost);
  rounds.refunded = uniqueId('refunded');
  await alice.bet(3_000, rounds.refunded);
  await alice.refund(rounds.refunded);
  rounds.open = uniqueId('open');
  await alice.bet(700, rounds.open);
  rounds.transfer = uniqueId('jdb');
  // The vendor reports whole milliseconds; the open round's start has microseconds. A moment later, so that the
  // transfer round is the newer one even when both fall in the same millisecond (seen once on PostgreSQL).
  await new Promise((resolve) => setTimeout(resolve, 2));
  const now = Date.now();
  const report = await fixture.call(
    paths.transferRounds,
    {
      playerId: alice.playerId,
      roundId: rounds.transfer,
      gameCode: 'JDB_UNKNOWN_GAME',
      stake: 300,
      win: 0,
      startedAt: now,
      settledAt: now,
    },
    { vendor: 'JDB' },
  );
  expect(report.status).toBe(200);
  rounds.bobs = uniqueId('bob');
  await bob.bet(5_000, rounds.bobs);
  await bob.settle(9_000, rounds.bobs);
});
afterAll(async () => fixture?.close());

const get = async (url: string, token: string | undefined, language = 'en') => {
  const response = await fixture.app.app.inject({
    url,
    headers: { merchant: 'DEMO', language, ...(token ? { authorization: token } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
};

describe('betting record', () => {
  it('lists the member’s own rounds of the range, newest first, with totals', async () => {
    const { status, body } = await get(gameRecordPaths.records, aliceToken);
    expect(status).toBe(200);
    const page = body.value;
    expect(page.content.map((record: { roundId: string }) => record.roundId)).toEqual([
      rounds.transfer,
      rounds.open,
      rounds.refunded,
      rounds.lost,
      rounds.won,
    ]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalElements: 5 });
    // Stakes 1500 + 2000 + 3000 (refunded) + 700 + 300; wins 4000.
    expect(page.totals).toEqual({ stake: '45.00', win: '40.00', profit: '-5.00', rounds: 5 });
    const won = page.content.find((record: { roundId: string }) => record.roundId === rounds.won);
    expect(won).toMatchObject({
      vendor: 'PG',
      gameCode: fixture.pgGame.game_code,
      gameName: fixture.pgGame.name.en,
      gameType: fixture.pgGame.game_type,
      stake: '15.00',
      win: '40.00',
      refunded: '0.00',
      profit: '25.00',
      status: 'SETTLED',
    });
    expect(won.settledAt).not.toBeNull();
    expect(
      page.content.find((record: { roundId: string }) => record.roundId === rounds.refunded),
    ).toMatchObject({
      stake: '30.00',
      refunded: '30.00',
      profit: '0.00',
      status: 'REFUNDED',
    });
    expect(page.content.find((record: { roundId: string }) => record.roundId === rounds.open)).toMatchObject({
      status: 'OPEN',
      profit: '-7.00',
      settledAt: null,
    });
    // A game the catalogue does not know shows its code.
    expect(page.content[0]).toMatchObject({ gameName: 'JDB_UNKNOWN_GAME', vendor: 'JDB' });
    // …and takes the vendor's category.
    const jdbCategory = await fixture.db
      .selectFrom('vendors')
      .select('game_type')
      .where('code', '=', 'JDB')
      .orderBy('sort_order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(page.content[0].gameType).toBe(jdbCategory.game_type);
  });

  it('pages, and filters by vendor, game type and range', async () => {
    const second = (await get(`${gameRecordPaths.records}?pageNo=2&pageSize=2`, aliceToken)).body.value;
    expect(second).toMatchObject({ pageNum: 2, totalPages: 3, totalElements: 5 });
    expect(second.content.map((record: { roundId: string }) => record.roundId)).toEqual([
      rounds.refunded,
      rounds.lost,
    ]);
    expect(second.totals.rounds).toBe(5);
    const jdb = (await get(`${gameRecordPaths.records}?vendor=JDB`, aliceToken)).body.value;
    expect(jdb.totals).toEqual({ stake: '3.00', win: '0.00', profit: '-3.00', rounds: 1 });
    const byType = (await get(`${gameRecordPaths.records}?gameType=${fixture.pgGame.game_type}`, aliceToken))
      .body.value;
    const jdbType = (await get(`${gameRecordPaths.records}?vendor=JDB`, aliceToken)).body.value.content[0]
      .gameType;
    expect(byType.totalElements).toBe(jdbType === fixture.pgGame.game_type ? 5 : 4);
    expect(
      byType.content.every((record: { gameType: string }) => record.gameType === fixture.pgGame.game_type),
    ).toBe(true);
    const day = 24 * 3_600_000;
    const all = (
      await get(`${gameRecordPaths.records}?from=${Date.now() - 30 * day}&to=${Date.now()}`, aliceToken)
    ).body.value;
    expect(all.totalElements).toBe(6);
    expect(all.content.at(-1).roundId).toBe(rounds.old);
    const bad = await get(`${gameRecordPaths.records}?from=${Date.now() - 100 * day}`, aliceToken);
    expect(bad.status).toBe(400);
    expect((await get(`${gameRecordPaths.records}?gameType=NOPE`, aliceToken)).status).toBe(400);
  });

  it('needs a session', async () => {
    const answer = await get(gameRecordPaths.records, undefined);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('login.not.session');
  });
});

describe('round detail', () => {
  const idOf = async (roundId: string) =>
    String(
      (
        await fixture.db
          .selectFrom('game_rounds')
          .select('id')
          .where('round_id', '=', roundId)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('shows the round with what was bet, won and refunded, and when', async () => {
    const detail = (
      await get(gameRecordPaths.recordDetail.replace(':id', await idOf(rounds.won)), aliceToken)
    ).body.value;
    expect(detail).toMatchObject({ roundId: rounds.won, stake: '15.00', win: '40.00', status: 'SETTLED' });
    expect(
      detail.transactions.map((row: { kind: string; amount: string; outcome: string }) => [
        row.kind,
        row.amount,
        row.outcome,
      ]),
    ).toEqual([
      ['BET', '10.00', 'ACCEPTED'],
      ['BET', '5.00', 'ACCEPTED'],
      ['SETTLE', '40.00', 'SETTLED'],
    ]);
    expect(Date.parse(detail.transactions[0].time)).toBeGreaterThan(0);
    const refunded = (
      await get(gameRecordPaths.recordDetail.replace(':id', await idOf(rounds.refunded)), aliceToken)
    ).body.value;
    expect(
      refunded.transactions.map((row: { kind: string; amount: string }) => [row.kind, row.amount]),
    ).toEqual([
      ['BET', '30.00'],
      ['REFUND', '30.00'],
    ]);
  });

  it('is 404 for another member’s round, and for one that does not exist', async () => {
    const bobsRound = await idOf(rounds.bobs);
    expect((await get(gameRecordPaths.recordDetail.replace(':id', bobsRound), bobToken)).status).toBe(200);
    const stolen = await get(gameRecordPaths.recordDetail.replace(':id', bobsRound), aliceToken);
    expect(stolen.status).toBe(404);
    expect(stolen.body.errorCode).toBe('request.not.found');
    expect((await get(gameRecordPaths.recordDetail.replace(':id', '987654321'), aliceToken)).status).toBe(
      404,
    );
    expect((await get(gameRecordPaths.recordDetail.replace(':id', 'abc'), aliceToken)).status).toBe(400);
    // Bob's list does not show Alice's rounds either.
    expect((await get(gameRecordPaths.records, bobToken)).body.value.totalElements).toBe(1);
  });
});

describe('personal profit and loss', () => {
  it('includes the game results of the rounds settled in the range', async () => {
    const profit = (await get('/wps/records/profit', aliceToken)).body.value;
    // Settled in range: won (stake 1500, win 4000), lost (2000, 0), transfer (300, 0). Open and refunded: no result.
    expect(profit).toMatchObject({
      betAmount: '38.00',
      gameWinLoss: '2.00',
      gameRecordsAvailable: true,
      net: '2.00',
    });
    const bobs = (await get('/wps/records/profit', bobToken)).body.value;
    expect(bobs).toMatchObject({ betAmount: '50.00', gameWinLoss: '40.00' });
  });
});

describe('winner board', () => {
  it('lists settled rounds that paid more than their stake, newest first, names masked', async () => {
    const wins = await listRecentWins(fixture.db, fixture.merchant.id, 10);
    expect(wins.map((win) => [win.nickname, win.win, win.stake])).toEqual([
      ['B***b', 9_000n, 5_000n],
      ['al***er', 4_000n, 1_500n],
    ]);
    expect(wins[0]).toMatchObject({ vendorCode: 'PG', gameCode: fixture.pgGame.game_code });
    expect(wins[0]!.gameName).toEqual(fixture.pgGame.name);
    expect(wins[0]!.time).toBeInstanceOf(Date);
    expect(await listRecentWins(fixture.db, fixture.merchant.id, 1)).toHaveLength(1);
    expect(await listRecentWins(fixture.db, fixture.merchant.id, 10, { gameType: 'LIVE' })).toEqual([]);
  });

  it('masks names like de***er', () => {
    expect(maskNickname('demoplayer')).toBe('de***er');
    expect(maskNickname('Rahim')).toBe('Ra***im');
    expect(maskNickname('Abu')).toBe('A***u');
    expect(maskNickname('Al')).toBe('A***');
    expect(maskNickname('')).toBe('***');
    expect(maskNickname('রহিমউদ্দিন')).toMatch(/^রহ\*\*\*/);
  });
});
