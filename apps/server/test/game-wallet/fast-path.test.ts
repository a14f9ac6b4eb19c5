import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransfers } from '../../src/modules/ledger/service.ts';
import { gameWalletFixture, seatedPlayer, uniqueId, type GameWalletFixture } from './fixture.ts';

/**
 * The one-statement bet and settle (game_call / game_calls_many, migration 0014): what they write is what the
 * careful path writes, and a call that is not the common case rolls back alone, leaving nothing behind.
 */
let fixture: GameWalletFixture;
beforeAll(async () => {
  fixture = await gameWalletFixture();
}, 120_000);
afterAll(async () => fixture?.close());

const roundOf = (roundId: string) =>
  fixture.db.selectFrom('game_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();

describe('the one-statement bet and settle', () => {
  it('write the ledger posting the careful path would: the same request hash, so the key replays', async () => {
    const player = await seatedPlayer(fixture, 50_000n);
    const house = await fixture.houseOf('PG', player.memberId);
    const main = await fixture.mainOf(player.memberId);
    const roundId = uniqueId('round');
    const betId = uniqueId('bet');
    expect((await player.bet(1_200, roundId, betId)).status).toBe(200);
    const settleId = uniqueId('settle');
    expect((await player.settle(3_000, roundId, settleId)).status).toBe(200);
    const round = await roundOf(roundId);

    // The same postings asked for again through the ledger's own API are replays, not conflicts (409).
    const replays = await Promise.all([
      postTransfers(fixture.db, {
        merchantId: fixture.merchant.id,
        idempotencyKey: `game:PG:${betId}`,
        kind: 'GAME_BET',
        legs: [
          {
            debitAccountId: main.id,
            creditAccountId: house.id,
            amount: 1_200n,
            kind: 'GAME_BET',
            reference: `game-round:${round.id}`,
          },
        ],
      }),
      postTransfers(fixture.db, {
        merchantId: fixture.merchant.id,
        idempotencyKey: `game:PG:${settleId}`,
        kind: 'GAME_WIN',
        legs: [
          {
            debitAccountId: house.id,
            creditAccountId: main.id,
            amount: 3_000n,
            kind: 'GAME_WIN',
            reference: `game-round:${round.id}`,
          },
        ],
      }),
    ]);
    expect(replays.map((replay) => replay.replayed)).toEqual([true, true]);
    expect(await fixture.balanceOf(player.memberId)).toBe(51_800n);
  });

  it('commit the common calls of one statement and roll back, alone, the one that is not', async () => {
    const player = await seatedPlayer(fixture, 1_000n);
    const main = await fixture.mainOf(player.memberId);
    const house = await fixture.houseOf('PG', player.memberId);
    const [first, second, tooBig] = [uniqueId('round'), uniqueId('round'), uniqueId('round')];
    const bet = (transactionId: string, roundId: string, amount: number) => ({
      kind: 'BET',
      transactionId,
      roundId,
      amount: String(amount),
    });
    const calls = [
      bet('fast-1', first, 300),
      bet('fast-1', second, 300), // the same id again: the careful path answers it
      bet('fast-2', tooBig, 5_000), // more than the balance: the careful path refuses it
      { kind: 'SETTLE', transactionId: 'fast-3', roundId: first, amount: '900' },
    ];
    const rows = await sql<{ call_index: number; balance: bigint | null }>`
      SELECT * FROM game_calls_many(
        ${calls.map((call) => call.kind)}::text[], ${calls.map(() => fixture.merchant.id)}::integer[],
        ${calls.map(() => 'PG')}::text[], ${calls.map(() => player.memberId)}::integer[],
        ${calls.map((call) => `${player.memberId}-${call.transactionId}`)}::text[],
        ${calls.map((call) => call.roundId)}::text[], ${calls.map((call) => call.amount)}::bigint[],
        ${calls.map((call) => `hash-${call.transactionId}`)}::text[], ${calls.map(() => fixture.pgGame.game_code)}::text[],
        ${calls.map(() => fixture.pgGame.game_type)}::text[], ${calls.map(() => String(main.id))}::bigint[],
        ${calls.map(() => String(house.id))}::bigint[])`.execute(fixture.db);
    expect(rows.rows).toEqual([
      { call_index: 1, balance: 700n },
      { call_index: 2, balance: null },
      { call_index: 3, balance: null },
      { call_index: 4, balance: 1_600n },
    ]);
    // Nothing of the refused calls is left: no round, no second claim of the id, no posting.
    const rounds = await fixture.db
      .selectFrom('game_rounds')
      .select(['round_id', 'status'])
      .where('member_id', '=', player.memberId)
      .execute();
    expect(rounds).toEqual([{ round_id: first, status: 'SETTLED' }]);
    const claimed = await fixture.db
      .selectFrom('game_transactions')
      .select('transaction_id')
      .where('member_id', '=', player.memberId)
      .orderBy('id')
      .execute();
    expect(claimed.map((row) => row.transaction_id)).toEqual([
      `${player.memberId}-fast-1`,
      `${player.memberId}-fast-3`,
    ]);
    expect(await fixture.balanceOf(player.memberId)).toBe(1_600n);
  });
});
