import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import {
  createWideTestApp,
  gameWalletFixture,
  seatedPlayer,
  uniqueId,
  type GameWalletFixture,
} from './fixture.ts';
import { mulberry32 as random } from '@msp/contracts/testing/seeded-random.ts';

/**
 * Totals reconcile: several players play random rounds (bets that may be short of money, repeats, rollbacks of
 * known and unknown bets, wins, losses, refunds, rounds left open) — at once on PostgreSQL, one after another
 * on PGlite. Afterwards the rounds, the house account and every member's ledger must agree to the paisa.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const PLAYERS = onPostgres ? 12 : 4;
const ROUNDS_PER_PLAYER = onPostgres ? 40 : 15;

let fixture: GameWalletFixture;
beforeAll(async () => {
  fixture = await gameWalletFixture(await createWideTestApp(PLAYERS + 4));
}, 120_000);
afterAll(async () => fixture?.close());

describe(`totals reconcile (${PLAYERS} players × ${ROUNDS_PER_PLAYER} rounds)`, () => {
  it('rounds, the house account and every member balance agree', async () => {
    const seed = Number(process.env.GAME_SEED ?? Date.now() % 1_000_000);
    const house = await fixture.houseOf();
    const houseBefore = house.balance;
    const counts = {
      bets: 0,
      short: 0,
      repeats: 0,
      rollbacks: 0,
      tombstones: 0,
      wins: 0,
      refunds: 0,
      open: 0,
    };

    const play = async (index: number) => {
      const next = random(seed * 31 + index);
      let funds = BigInt(5_000 + Math.floor(next() * 20_000));
      const player = await seatedPlayer(fixture, funds);
      let expected = funds;
      for (let r = 0; r < ROUNDS_PER_PLAYER; r += 1) {
        if (expected < 2_000n && next() < 0.5) {
          // A deposit now and then, so a losing player keeps playing (and is sometimes short).
          await fixture.fund(player.memberId, 10_000n);
          funds += 10_000n;
          expected += 10_000n;
        }
        const roundId = uniqueId(`p${index}r${r}`);
        const bets: Array<{ id: string; amount: number }> = [];
        for (let b = 0, n = 1 + Math.floor(next() * 3); b < n; b += 1) {
          const amount = 1 + Math.floor(next() * 4_000);
          const id = uniqueId('bet');
          const answer = await player.bet(amount, roundId, id);
          if (answer.status === 402) {
            expect(BigInt(amount)).toBeGreaterThan(expected);
            counts.short += 1;
            continue;
          }
          expect(answer.status).toBe(200);
          expected -= BigInt(amount);
          expect(answer.body.value.balance).toBe(Number(expected));
          bets.push({ id, amount });
          counts.bets += 1;
          if (next() < 0.2) {
            const repeat = await player.bet(amount, roundId, id);
            expect(repeat.body.value).toMatchObject({ duplicate: true, balance: Number(expected) });
            counts.repeats += 1;
          }
        }
        if (bets.length > 0 && next() < 0.2) {
          const cancelled = bets.splice(Math.floor(next() * bets.length), 1)[0]!;
          expect((await player.rollback(cancelled.id)).status).toBe(200);
          expected += BigInt(cancelled.amount);
          counts.rollbacks += 1;
        }
        if (next() < 0.1) {
          const ghost = uniqueId('ghost');
          expect((await player.rollback(ghost)).status).toBe(200);
          expect((await player.bet(10, roundId, ghost)).body.errorCode).toBe('vendor.bet.rolled.back');
          counts.tombstones += 1;
        }
        const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
        if (stake === 0) continue;
        const ending = next();
        if (ending < 0.7) {
          const win = next() < 0.45 ? 0 : Math.floor(next() * stake * 3);
          const settle = await player.settle(win, roundId);
          expect(settle.status).toBe(200);
          expected += BigInt(win);
          expect(settle.body.value.balance).toBe(Number(expected));
          counts.wins += 1;
        } else if (ending < 0.85) {
          expect((await player.refund(roundId)).status).toBe(200);
          expected += BigInt(stake);
          counts.refunds += 1;
        } else {
          counts.open += 1;
        }
      }
      return { memberId: player.memberId, funds, expected };
    };

    const players = onPostgres
      ? await Promise.all(Array.from({ length: PLAYERS }, (_, index) => play(index)))
      : await Array.from({ length: PLAYERS }, (_, index) => index).reduce(
          async (done, index) => [...(await done), await play(index)],
          Promise.resolve([] as Array<Awaited<ReturnType<typeof play>>>),
        );

    const memberIds = players.map((player) => player.memberId);
    const rounds = await fixture.db
      .selectFrom('game_rounds')
      .select(['stake', 'win', 'refunded', 'status', 'member_id'])
      .where('member_id', 'in', memberIds)
      .execute();
    const houseTake = rounds.reduce((sum, round) => sum + round.stake - round.win - round.refunded, 0n);
    const houseAfter = (await fixture.houseOf()).balance;
    expect(houseAfter - houseBefore).toBe(houseTake);

    for (const player of players) {
      const { id: mainId, balance } = await fixture.mainOf(player.memberId);
      expect(balance).toBe(player.expected);
      // The member's balance is the sum of its ledger transfers…
      const flows = await fixture.db
        .selectFrom('ledger_transfers')
        .select(['debit_account_id', 'credit_account_id', 'amount'])
        .where((eb) => eb.or([eb('debit_account_id', '=', mainId), eb('credit_account_id', '=', mainId)]))
        .execute();
      const net = flows.reduce(
        (sum, flow) => sum + (flow.credit_account_id === mainId ? flow.amount : -flow.amount),
        0n,
      );
      expect(net).toBe(balance);
      // …and its funding less its rounds' result.
      const own = rounds.filter((round) => round.member_id === player.memberId);
      expect(
        player.funds - own.reduce((sum, round) => sum + round.stake - round.win - round.refunded, 0n),
      ).toBe(balance);
    }
    expect(await ledgerHealth(fixture.db, fixture.merchant.id)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
    expect(
      rounds.filter((round) => round.status === 'REFUNDED').every((round) => round.refunded === round.stake),
    ).toBe(true);
    expect(counts.bets).toBeGreaterThan(PLAYERS * ROUNDS_PER_PLAYER);
    expect(counts.wins + counts.refunds).toBeGreaterThan(0);
    console.log(`game wallet reconcile seed ${seed}:`, counts);
  }, 300_000);
});
