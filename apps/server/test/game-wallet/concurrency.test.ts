import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import {
  createWideTestApp,
  gameWalletFixture,
  paths,
  seatedPlayer,
  uniqueId,
  type GameWalletFixture,
} from './fixture.ts';

/**
 * Races of the seamless wallet. Only PostgreSQL runs transactions truly at once (PGlite hands its one
 * connection to one transaction at a time), so these run where DATABASE_URL is set, as the bank test does.
 */
const COPIES = 20;

describe.runIf(process.env.DATABASE_URL)('seamless wallet races (PostgreSQL)', () => {
  let fixture: GameWalletFixture;
  beforeAll(async () => {
    fixture = await gameWalletFixture(await createWideTestApp(COPIES + 6));
  }, 120_000);
  afterAll(async () => fixture?.close());

  const countPostings = async (key: string) =>
    (
      await fixture.db
        .selectFrom('ledger_postings')
        .select('id')
        .where('merchant_id', '=', fixture.merchant.id)
        .where('idempotency_key', '=', key)
        .execute()
    ).length;

  it(`posts ${COPIES} concurrent copies of one bet exactly once, and answers them all the same`, async () => {
    const player = await seatedPlayer(fixture, 100_000n);
    const roundId = uniqueId('round');
    const betId = uniqueId('bet');
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () => player.bet(2_500, roundId, betId)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(COPIES).fill(200));
    expect(answers.filter((answer) => !answer.body.value.duplicate)).toHaveLength(1);
    for (const answer of answers)
      expect(answer.body.value).toMatchObject({ transactionId: betId, balance: 97_500, currency: 'BDT' });
    expect(await countPostings(`game:PG:${betId}`)).toBe(1);
    expect(await fixture.balanceOf(player.memberId)).toBe(97_500n);
    const round = await fixture.db
      .selectFrom('game_rounds')
      .select('stake')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round.stake).toBe(2_500n);
  });

  it('posts concurrent copies of a settle, a refund and a rollback once each', async () => {
    const player = await seatedPlayer(fixture, 100_000n);
    const settled = uniqueId('round');
    await player.bet(1_000, settled);
    const settleId = uniqueId('settle');
    const settles = await Promise.all(
      Array.from({ length: COPIES }, () => player.settle(4_000, settled, settleId)),
    );
    expect(settles.every((answer) => answer.status === 200)).toBe(true);
    expect(settles.filter((answer) => !answer.body.value.duplicate)).toHaveLength(1);
    expect(await countPostings(`game:PG:${settleId}`)).toBe(1);

    const refunded = uniqueId('round');
    await player.bet(1_000, refunded);
    await player.bet(2_000, refunded);
    const refundId = uniqueId('refund');
    const refunds = await Promise.all(
      Array.from({ length: COPIES }, () => player.refund(refunded, refundId)),
    );
    expect(refunds.every((answer) => answer.status === 200)).toBe(true);
    expect(await countPostings(`game:PG:${refundId}`)).toBe(1);

    const open = uniqueId('round');
    const betId = uniqueId('bet');
    await player.bet(1_000, open, betId);
    // Copies of one rollback and other rollbacks of the same bet: the stake comes back once.
    const rollbackId = uniqueId('rollback');
    const rollbacks = await Promise.all(
      Array.from({ length: COPIES }, (_, index) =>
        player.rollback(betId, index % 2 === 0 ? rollbackId : uniqueId('rollback')),
      ),
    );
    expect(rollbacks.every((answer) => answer.status === 200)).toBe(true);
    expect(await fixture.balanceOf(player.memberId)).toBe(100_000n - 1_000n + 4_000n);
    const returned = await fixture.db
      .selectFrom('game_transactions')
      .select('id')
      .where('bet_transaction_id', '=', betId)
      .where('outcome', '=', 'ROLLED_BACK')
      .execute();
    expect(returned).toHaveLength(1);
  });

  it('lets exactly one of a settle and a refund of the same round win', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const player = await seatedPlayer(fixture, 10_000n);
      const roundId = uniqueId('round');
      await player.bet(1_000, roundId);
      const [settle, refund] = await Promise.all([player.settle(3_000, roundId), player.refund(roundId)]);
      const statuses = [settle.status, refund.status].sort();
      expect(statuses).toEqual([200, 409]);
      const balance = await fixture.balanceOf(player.memberId);
      expect(balance).toBe(settle.status === 200 ? 12_000n : 10_000n);
    }
  });

  it('never takes money for a bet whose rollback raced it', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const player = await seatedPlayer(fixture, 10_000n);
      const roundId = uniqueId('round');
      const betId = uniqueId('bet');
      const [bet, rollback] = await Promise.all([player.bet(1_000, roundId, betId), player.rollback(betId)]);
      expect(rollback.status).toBe(200);
      // Either the bet came first and was returned, or the tombstone came first and the bet was refused.
      if (bet.status === 409) expect(bet.body.errorCode).toBe('vendor.bet.rolled.back');
      else expect(bet.status).toBe(200);
      expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
      // The vendor's retry of the bet is refused either way.
      expect((await player.bet(1_000, roundId, betId)).body.errorCode).toBe('vendor.bet.rolled.back');
      expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
    }
  });

  it('never overdraws a player betting in many rounds at once', async () => {
    const player = await seatedPlayer(fixture, 1_000n);
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () => player.bet(100, uniqueId('round'))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(COPIES - 10);
    expect(await fixture.balanceOf(player.memberId)).toBe(0n);
    const rounds = await fixture.db
      .selectFrom('game_rounds')
      .select('id')
      .where('member_id', '=', player.memberId)
      .execute();
    expect(rounds).toHaveLength(10);
    expect(await ledgerHealth(fixture.db, fixture.merchant.id)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });

  it('opens a new round once when its first bets arrive together', async () => {
    const player = await seatedPlayer(fixture, 100_000n);
    const roundId = uniqueId('round');
    const answers = await Promise.all(Array.from({ length: COPIES }, () => player.bet(100, roundId)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const round = await fixture.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', '=', roundId)
      .execute();
    expect(round).toHaveLength(1);
    expect(round[0]!.stake).toBe(BigInt(COPIES * 100));
    expect((await fixture.call(paths.balance, { playerId: player.playerId })).body.value.balance).toBe(
      100_000 - COPIES * 100,
    );
  });
});
