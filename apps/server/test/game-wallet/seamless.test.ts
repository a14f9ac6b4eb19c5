import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { gameWalletFixture, paths, seatedPlayer, uniqueId, type GameWalletFixture } from './fixture.ts';

let fixture: GameWalletFixture;
beforeAll(async () => {
  fixture = await gameWalletFixture();
});
afterAll(async () => fixture?.close());

const round = () => uniqueId('round');

async function roundRow(roundId: string) {
  return fixture.db.selectFrom('game_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

async function postingsOf(key: string) {
  return fixture.db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_transfers', 'ledger_transfers.posting_id', 'ledger_postings.id')
    .select(['ledger_postings.kind', 'ledger_transfers.amount', 'ledger_transfers.debit_account_id'])
    .where('ledger_postings.idempotency_key', '=', key)
    .execute();
}

describe('authenticate', () => {
  it('exchanges a launch token once for a session, with the player, balance and game', async () => {
    const { memberId, playerId } = await fixture.newPlayer(50_000n, 'Rahim');
    const token = await fixture.launch(memberId);
    const answer = await fixture.call(paths.authenticate, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      playerId,
      nickname: 'Rahim',
      currency: 'BDT',
      balance: 50_000,
      language: 'bn',
      gameCode: fixture.pgGame.game_code,
      gameName: fixture.pgGame.name.bn,
      gameType: fixture.pgGame.game_type,
      demo: false,
    });
    expect(answer.body.value.sessionId).toMatch(/^[\w-]{40,}$/);
    // Only hashes are stored.
    const stored = await fixture.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.session_hash).not.toBe(answer.body.value.sessionId);
    expect(stored.session_expires_at!.getTime() - stored.used_at!.getTime()).toBe(12 * 3_600_000);

    const again = await fixture.call(paths.authenticate, { token });
    expect(again.status).toBe(401);
    expect(again.body.errorCode).toBe('vendor.token.invalid');
  });

  it('names the game in the member’s language', async () => {
    const { memberId } = await fixture.newPlayer(0n);
    await fixture.db.updateTable('members').set({ language: 'en' }).where('id', '=', memberId).execute();
    const answer = await fixture.call(paths.authenticate, { token: await fixture.launch(memberId) });
    expect(answer.body.value).toMatchObject({ language: 'en', gameName: fixture.pgGame.name.en, balance: 0 });
  });

  it('refuses an expired token, an unknown one, and one made for another vendor', async () => {
    const { memberId } = await fixture.newPlayer(0n);
    const expired = await fixture.launch(memberId);
    await fixture.db
      .updateTable('game_sessions')
      .set({ token_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('member_id', '=', memberId)
      .execute();
    expect((await fixture.call(paths.authenticate, { token: expired })).body.errorCode).toBe(
      'vendor.token.invalid',
    );
    expect((await fixture.call(paths.authenticate, { token: 'x'.repeat(43) })).status).toBe(401);

    const forJdb = await fixture.launch(memberId, { vendor: 'JDB' });
    const wrongVendor = await fixture.call(paths.authenticate, { token: forJdb });
    expect(wrongVendor.status).toBe(401);
    expect(wrongVendor.body.errorCode).toBe('vendor.token.invalid');
    // The vendor it was made for may still use it.
    expect((await fixture.call(paths.authenticate, { token: forJdb }, { vendor: 'JDB' })).status).toBe(200);
  });

  it('lets only one of two concurrent exchanges of a token win', async () => {
    const { memberId } = await fixture.newPlayer(0n);
    const token = await fixture.launch(memberId);
    const answers = await Promise.all([1, 2, 3].map(() => fixture.call(paths.authenticate, { token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('marks a demo launch, whose session can never bet', async () => {
    const { memberId, playerId } = await fixture.newPlayer(10_000n);
    const token = await fixture.launch(memberId, { demo: true });
    const answer = await fixture.call(paths.authenticate, { token });
    expect(answer.body.value.demo).toBe(true);
    const bet = await fixture.call(paths.bet, {
      playerId,
      sessionId: answer.body.value.sessionId,
      transactionId: uniqueId('t'),
      roundId: round(),
      gameCode: fixture.pgGame.game_code,
      amount: 100,
    });
    expect(bet.status).toBe(401);
    expect(bet.body.errorCode).toBe('vendor.session.invalid');
    expect(await fixture.balanceOf(memberId)).toBe(10_000n);
  });
});

describe('balance', () => {
  it('answers the main wallet, and 404 for an unknown player', async () => {
    const { playerId } = await fixture.newPlayer(777n);
    expect((await fixture.call(paths.balance, { playerId })).body.value).toEqual({
      balance: 777,
      currency: 'BDT',
    });
    for (const unknown of ['999999999', '9999999999', '99999999999', 'abc', '0', '-1', '1.5']) {
      const answer = await fixture.call(paths.balance, { playerId: unknown });
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('vendor.player.not.found');
    }
  });
});

describe('bet and settle', () => {
  it('moves the stake to the house and the win back, through the ledger, and closes the round', async () => {
    const player = await seatedPlayer(fixture, 100_000n);
    const house = await fixture.houseOf('PG', player.memberId);
    const roundId = round();
    const betId = uniqueId('bet');
    const bet = await player.bet(2_500, roundId, betId);
    expect(bet.status).toBe(200);
    expect(bet.body.value).toEqual({
      transactionId: betId,
      balance: 97_500,
      currency: 'BDT',
      duplicate: false,
    });
    const second = await player.bet(500, roundId);
    expect(second.body.value.balance).toBe(97_000);
    expect(await roundRow(roundId)).toMatchObject({ status: 'OPEN', stake: 3_000n, win: 0n });

    const settleId = uniqueId('settle');
    const settle = await player.settle(7_000, roundId, settleId);
    expect(settle.body.value).toEqual({
      transactionId: settleId,
      balance: 104_000,
      currency: 'BDT',
      duplicate: false,
    });
    const row = await roundRow(roundId);
    expect(row).toMatchObject({ status: 'SETTLED', stake: 3_000n, win: 7_000n, wallet_mode: 'SEAMLESS' });
    expect(row!.settled_at).toBeInstanceOf(Date);

    // The ledger: one posting per transaction under the game key, member MAIN → HOUSE(PG) and back.
    expect(await postingsOf(`game:PG:${betId}`)).toEqual([
      { kind: 'GAME_BET', amount: 2_500n, debit_account_id: (await fixture.mainOf(player.memberId)).id },
    ]);
    expect(await postingsOf(`game:PG:${settleId}`)).toEqual([
      { kind: 'GAME_WIN', amount: 7_000n, debit_account_id: house.id },
    ]);
    expect(await fixture.balanceOf(player.memberId)).toBe(104_000n);
    const health = await ledgerHealth(fixture.db, fixture.merchant.id);
    expect(health).toMatchObject({ sum: 0n, negativeMemberAccounts: 0, mismatchedAccounts: 0 });
  });

  it('settles a lost round with 0: nothing posted, round closed', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    await player.bet(1_000, roundId);
    const settleId = uniqueId('settle');
    const settle = await player.settle(0, roundId, settleId);
    expect(settle.body.value).toMatchObject({ balance: 9_000, duplicate: false });
    expect(await postingsOf(`game:PG:${settleId}`)).toEqual([]);
    expect(await roundRow(roundId)).toMatchObject({ status: 'SETTLED', win: 0n });
    // A repeat is a duplicate (not a second close).
    expect((await player.settle(0, roundId, settleId)).body.value).toMatchObject({ duplicate: true });
  });

  it('answers a repeated bet with the first result and the current balance, and posts once', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    const betId = uniqueId('bet');
    await player.bet(1_000, roundId, betId);
    await player.bet(2_000, roundId);
    const again = await player.bet(1_000, roundId, betId);
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual({
      transactionId: betId,
      balance: 7_000,
      currency: 'BDT',
      duplicate: true,
    });
    expect(await postingsOf(`game:PG:${betId}`)).toHaveLength(1);
    expect(await roundRow(roundId)).toMatchObject({ stake: 3_000n });
    // Still a duplicate after the round is settled (not "round closed").
    await player.settle(0, roundId);
    expect((await player.bet(1_000, roundId, betId)).body.value.duplicate).toBe(true);
  });

  it('refuses the same id with another body, or of another kind, with 409', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    const betId = uniqueId('bet');
    await player.bet(1_000, roundId, betId);
    const otherAmount = await player.bet(1_001, roundId, betId);
    expect(otherAmount.status).toBe(409);
    expect(otherAmount.body.errorCode).toBe('vendor.transaction.conflict');
    expect((await player.bet(1_000, round(), betId)).body.errorCode).toBe('vendor.transaction.conflict');
    expect((await player.settle(1_000, roundId, betId)).body.errorCode).toBe('vendor.transaction.conflict');
    expect(await fixture.balanceOf(player.memberId)).toBe(9_000n);
    expect(await roundRow(roundId)).toMatchObject({ status: 'OPEN', stake: 1_000n });
  });

  it('refuses a bet the balance cannot cover with 402, writes nothing, and lets the id be retried', async () => {
    const player = await seatedPlayer(fixture, 1_000n);
    const roundId = round();
    const betId = uniqueId('bet');
    const short = await player.bet(1_001, roundId, betId);
    expect(short.status).toBe(402);
    expect(short.body.errorCode).toBe('vendor.insufficient.funds');
    expect(await roundRow(roundId)).toBeUndefined();
    expect(
      await fixture.db
        .selectFrom('game_transactions')
        .select('id')
        .where('transaction_id', '=', betId)
        .execute(),
    ).toEqual([]);
    expect(await postingsOf(`game:PG:${betId}`)).toEqual([]);
    expect(await fixture.balanceOf(player.memberId)).toBe(1_000n);
    await fixture.fund(player.memberId, 1n);
    const retried = await player.bet(1_001, roundId, betId);
    expect(retried.body.value).toMatchObject({ balance: 0, duplicate: false });
  });

  it('refuses a bet without a live session of this player and vendor', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const other = await seatedPlayer(fixture, 10_000n);
    const base = {
      playerId: player.playerId,
      transactionId: uniqueId('bet'),
      roundId: round(),
      gameCode: fixture.pgGame.game_code,
      amount: 100,
    };
    const cases = [
      { ...base, sessionId: 'unknown-session' },
      { ...base, sessionId: other.sessionId }, // another player's
    ];
    for (const body of cases) {
      const answer = await fixture.call(paths.bet, body);
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('vendor.session.invalid');
    }
    // Expired.
    await fixture.db
      .updateTable('game_sessions')
      .set({ session_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('member_id', '=', player.memberId)
      .execute();
    expect((await player.bet(100, round())).body.errorCode).toBe('vendor.session.invalid');
    // A session of another vendor (JDB) does not bet for PG.
    const jdbSession = await fixture.sessionOf(other.memberId, 'JDB');
    const crossVendor = await fixture.call(paths.bet, {
      ...base,
      playerId: other.playerId,
      sessionId: jdbSession,
    });
    expect(crossVendor.body.errorCode).toBe('vendor.session.invalid');
    // A locked member's session stops betting.
    await fixture.db
      .updateTable('members')
      .set({ status: 'LOCKED' })
      .where('id', '=', other.memberId)
      .execute();
    expect((await other.bet(100, round())).body.errorCode).toBe('vendor.session.invalid');
    expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
    expect(await fixture.balanceOf(other.memberId)).toBe(10_000n);
  });

  it('refuses a bet into another player’s round', async () => {
    const a = await seatedPlayer(fixture, 10_000n);
    const b = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    await a.bet(100, roundId);
    const answer = await b.bet(100, roundId);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'request.invalid.field', field: 'roundId' });
    // …nor can b settle it.
    expect((await b.settle(500, roundId)).body.errorCode).toBe('vendor.round.not.found');
  });
});

describe('round closed rules', () => {
  it('refuses bets and other settlements once a round is settled', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    await player.bet(1_000, roundId);
    await player.settle(1_500, roundId);
    const lateBet = await player.bet(100, roundId);
    expect(lateBet.status).toBe(409);
    expect(lateBet.body.errorCode).toBe('vendor.round.closed');
    const secondSettle = await player.settle(1_500, roundId);
    expect(secondSettle.status).toBe(409);
    expect(secondSettle.body.errorCode).toBe('vendor.round.closed');
    const refund = await player.refund(roundId);
    expect(refund.status).toBe(409);
    expect(refund.body.errorCode).toBe('vendor.round.settled');
    expect(await fixture.balanceOf(player.memberId)).toBe(10_500n);
  });

  it('refuses bets, settlements and another refund once a round is refunded', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    await player.bet(1_000, roundId);
    await player.refund(roundId);
    expect((await player.bet(100, roundId)).body.errorCode).toBe('vendor.round.closed');
    expect((await player.settle(100, roundId)).body.errorCode).toBe('vendor.round.closed');
    expect((await player.refund(roundId)).body.errorCode).toBe('vendor.round.closed');
    expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
  });

  it('answers 404 for a settlement or refund of a round without bets', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const settle = await player.settle(100, round());
    expect(settle.status).toBe(404);
    expect(settle.body.errorCode).toBe('vendor.round.not.found');
    expect((await player.refund(round())).body.errorCode).toBe('vendor.round.not.found');
    // A round whose only bet was rolled back has no accepted bet left.
    const roundId = round();
    const betId = uniqueId('bet');
    await player.bet(300, roundId, betId);
    await player.rollback(betId);
    expect((await player.settle(100, roundId)).body.errorCode).toBe('vendor.round.not.found');
    expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
  });
});

describe('refund', () => {
  it('returns every accepted bet of an open round and closes it REFUNDED', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    await player.bet(1_000, roundId);
    await player.bet(2_000, roundId);
    expect(await fixture.balanceOf(player.memberId)).toBe(7_000n);
    const refundId = uniqueId('refund');
    const refund = await player.refund(roundId, refundId);
    expect(refund.body.value).toEqual({
      transactionId: refundId,
      balance: 10_000,
      currency: 'BDT',
      duplicate: false,
    });
    expect(await roundRow(roundId)).toMatchObject({ status: 'REFUNDED', stake: 3_000n, refunded: 3_000n });
    expect(await postingsOf(`game:PG:${refundId}`)).toEqual([
      expect.objectContaining({ kind: 'GAME_REFUND', amount: 3_000n }),
    ]);
    expect((await player.refund(roundId, refundId)).body.value).toMatchObject({
      duplicate: true,
      balance: 10_000,
    });
    expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
  });

  it('returns only what rollbacks left', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    const first = uniqueId('bet');
    await player.bet(1_000, roundId, first);
    await player.bet(2_000, roundId);
    await player.rollback(first);
    const refund = await player.refund(roundId);
    expect(refund.body.value.balance).toBe(10_000);
    expect(await roundRow(roundId)).toMatchObject({ status: 'REFUNDED', stake: 2_000n, refunded: 2_000n });
  });
});

describe('rollback', () => {
  it('returns the stake of a known bet of an open round, once', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    const betId = uniqueId('bet');
    await player.bet(1_000, roundId, betId);
    await player.bet(500, roundId);
    const rollbackId = uniqueId('rollback');
    const rollback = await player.rollback(betId, rollbackId);
    expect(rollback.body.value).toEqual({
      transactionId: rollbackId,
      balance: 9_500,
      currency: 'BDT',
      duplicate: false,
    });
    expect(await roundRow(roundId)).toMatchObject({ status: 'OPEN', stake: 500n });
    // The same rollback again: a duplicate; another rollback of the same bet: nothing more to return.
    expect((await player.rollback(betId, rollbackId)).body.value).toMatchObject({ duplicate: true });
    expect((await player.rollback(betId)).body.value).toMatchObject({ duplicate: false, balance: 9_500 });
    expect(await fixture.balanceOf(player.memberId)).toBe(9_500n);
    // The bet itself, repeated, is refused: it was rolled back.
    const repeated = await player.bet(1_000, roundId, betId);
    expect(repeated.status).toBe(409);
    expect(repeated.body.errorCode).toBe('vendor.bet.rolled.back');
    // The round goes on.
    expect((await player.settle(2_000, roundId)).body.value.balance).toBe(11_500);
  });

  it('refuses to roll back a bet of a settled round (and of a refunded one)', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    const betId = uniqueId('bet');
    await player.bet(1_000, roundId, betId);
    await player.settle(0, roundId);
    const answer = await player.rollback(betId);
    expect(answer.status).toBe(409);
    expect(answer.body.errorCode).toBe('vendor.round.settled');
    expect(await fixture.balanceOf(player.memberId)).toBe(9_000n);

    const refunded = round();
    const refundedBet = uniqueId('bet');
    await player.bet(1_000, refunded, refundedBet);
    await player.refund(refunded);
    expect((await player.rollback(refundedBet)).body.errorCode).toBe('vendor.round.closed');
    expect(await fixture.balanceOf(player.memberId)).toBe(9_000n);
  });

  it('writes a tombstone for an unknown bet, and refuses the late bet', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const betId = uniqueId('bet');
    const rollbackId = uniqueId('rollback');
    const rollback = await player.rollback(betId, rollbackId);
    expect(rollback.status).toBe(200);
    expect(rollback.body.value).toEqual({
      transactionId: rollbackId,
      balance: 10_000,
      currency: 'BDT',
      duplicate: false,
    });
    const rows = await fixture.db
      .selectFrom('game_transactions')
      .select(['transaction_id', 'kind', 'outcome', 'tombstone', 'amount'])
      .where('transaction_id', 'in', [betId, rollbackId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { transaction_id: betId, kind: 'BET', outcome: 'TOMBSTONE', tombstone: true, amount: 0n },
      { transaction_id: rollbackId, kind: 'ROLLBACK', outcome: 'TOMBSTONED', tombstone: false, amount: 0n },
    ]);
    const roundId = round();
    const late = await player.bet(1_000, roundId, betId);
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('vendor.bet.rolled.back');
    expect(await roundRow(roundId)).toBeUndefined();
    expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
    // Repeats: the rollback is a duplicate; a second rollback of the tombstoned bet is fine and moves nothing.
    expect((await player.rollback(betId, rollbackId)).body.value.duplicate).toBe(true);
    expect((await player.rollback(betId)).body.value).toMatchObject({ duplicate: false, balance: 10_000 });
    expect(await fixture.balanceOf(player.memberId)).toBe(10_000n);
  });

  it('refuses a rollback naming a non-bet or another player’s bet, or itself', async () => {
    const player = await seatedPlayer(fixture, 10_000n);
    const other = await seatedPlayer(fixture, 10_000n);
    const roundId = round();
    const betId = uniqueId('bet');
    const settleId = uniqueId('settle');
    await player.bet(1_000, roundId, betId);
    await player.settle(0, roundId, settleId);
    expect((await player.rollback(settleId)).body.errorCode).toBe('vendor.transaction.conflict');
    const otherRound = round();
    const otherBet = uniqueId('bet');
    await other.bet(1_000, otherRound, otherBet);
    expect((await player.rollback(otherBet)).body.errorCode).toBe('vendor.transaction.conflict');
    expect(await fixture.balanceOf(other.memberId)).toBe(9_000n);
    const self = uniqueId('rb');
    expect((await player.rollback(self, self)).body).toMatchObject({ field: 'betTransactionId' });
  });
});

describe('transfer-wallet round reports', () => {
  it('records a finished round once (no money moves), a different report under the id is 409', async () => {
    const { memberId, playerId } = await fixture.newPlayer(5_000n);
    const report = {
      playerId,
      roundId: uniqueId('jdb'),
      gameCode: 'JDB_ANY',
      stake: 1_000,
      win: 2_500,
      startedAt: '2026-01-02T03:04:05.000Z',
      settledAt: Date.parse('2026-01-02T03:05:00.000Z'),
    };
    const first = await fixture.call(paths.transferRounds, report, { vendor: 'JDB' });
    expect(first.body).toEqual({ success: true, value: { roundId: report.roundId, duplicate: false } });
    const again = await fixture.call(paths.transferRounds, report, { vendor: 'JDB' });
    expect(again.body.value.duplicate).toBe(true);
    const conflict = await fixture.call(paths.transferRounds, { ...report, win: 2_600 }, { vendor: 'JDB' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe('vendor.transaction.conflict');
    expect(await roundRow(report.roundId)).toMatchObject({
      wallet_mode: 'TRANSFER',
      status: 'SETTLED',
      stake: 1_000n,
      win: 2_500n,
      member_id: memberId,
    });
    expect(await fixture.balanceOf(memberId)).toBe(5_000n);
    const backwards = await fixture.call(
      paths.transferRounds,
      { ...report, roundId: uniqueId('jdb'), settledAt: '2026-01-01T00:00:00Z' },
      { vendor: 'JDB' },
    );
    expect(backwards.body).toMatchObject({ errorCode: 'request.invalid.field', field: 'settledAt' });
  });
});

describe('game transactions', () => {
  it('are append-only', async () => {
    await expect(sql`UPDATE game_transactions SET amount = amount + 1`.execute(fixture.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM game_transactions`.execute(fixture.db)).rejects.toThrow(/append-only/);
  });
});
