import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { gameWalletFixture, seatedPlayer, uniqueId, type GameWalletFixture } from './fixture.ts';

/**
 * Model test: random sequences of bets, settlements, refunds and rollbacks by two players, with transaction
 * and round ids drawn from small pools (so repeats, conflicts, tombstones and closed rounds come up often), are
 * sent through the signed HTTP protocol and also run against a plain model of docs/vendor-protocol.md. Every
 * answer (status, error code, balance, duplicate) and the final balances and rounds must match.
 */

type Command =
  | { type: 'bet'; player: number; tx: number; round: number; amount: number }
  | { type: 'settle'; player: number; tx: number; round: number; amount: number }
  | { type: 'refund'; player: number; tx: number; round: number }
  | { type: 'rollback'; player: number; tx: number; bet: number };

const player = fc.integer({ min: 0, max: 1 });
const tx = fc.integer({ min: 0, max: 7 });
const round = fc.integer({ min: 0, max: 3 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      player,
      tx,
      round,
      amount: fc.constantFrom(1, 500, 1_000, 2_500, 6_000),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('settle' as const),
      player,
      tx,
      round,
      amount: fc.constantFrom(0, 0, 700, 3_000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('refund' as const), player, tx, round }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('rollback' as const), player, tx, bet: tx }) },
);

interface ModelTx {
  kind: 'BET' | 'SETTLE' | 'REFUND' | 'ROLLBACK';
  body: string;
  player: number;
  tombstone: boolean;
  round?: number;
  amount: number;
  rolledBack: boolean;
}
interface ModelRound {
  player: number;
  status: 'OPEN' | 'SETTLED' | 'REFUNDED';
  stake: number;
  win: number;
  refunded: number;
}
type Outcome = { status: number; errorCode?: string; duplicate?: boolean; balance?: number };

/** The protocol's rules, as the document states them. */
class Model {
  balances: number[];
  txs = new Map<number, ModelTx>();
  rounds = new Map<number, ModelRound>();
  constructor(balances: number[]) {
    this.balances = [...balances];
  }

  private replay(existing: ModelTx, kind: ModelTx['kind'], body: string, player: number): Outcome {
    if (existing.tombstone)
      return {
        status: 409,
        errorCode: kind === 'BET' ? 'vendor.bet.rolled.back' : 'vendor.transaction.conflict',
      };
    if (existing.kind !== kind || existing.body !== body)
      return { status: 409, errorCode: 'vendor.transaction.conflict' };
    if (kind === 'BET' && existing.rolledBack) return { status: 409, errorCode: 'vendor.bet.rolled.back' };
    return { status: 200, duplicate: true, balance: this.balances[player] };
  }

  private ok(player: number): Outcome {
    return { status: 200, duplicate: false, balance: this.balances[player] };
  }

  run(c: Command): Outcome {
    const p = c.player;
    switch (c.type) {
      case 'bet': {
        const body = `${p}/${c.round}/${c.amount}`;
        const existing = this.txs.get(c.tx);
        if (existing) return this.replay(existing, 'BET', body, p);
        const r = this.rounds.get(c.round);
        if (r && r.player !== p) return { status: 400, errorCode: 'request.invalid.field' };
        if (r && r.status !== 'OPEN') return { status: 409, errorCode: 'vendor.round.closed' };
        if (this.balances[p]! < c.amount) return { status: 402, errorCode: 'vendor.insufficient.funds' };
        this.balances[p]! -= c.amount;
        const target = r ?? { player: p, status: 'OPEN' as const, stake: 0, win: 0, refunded: 0 };
        target.stake += c.amount;
        this.rounds.set(c.round, target);
        this.txs.set(c.tx, {
          kind: 'BET',
          body,
          player: p,
          tombstone: false,
          round: c.round,
          amount: c.amount,
          rolledBack: false,
        });
        return this.ok(p);
      }
      case 'settle': {
        const body = `${p}/${c.round}/${c.amount}`;
        const existing = this.txs.get(c.tx);
        if (existing) return this.replay(existing, 'SETTLE', body, p);
        const r = this.rounds.get(c.round);
        if (!r || r.player !== p) return { status: 404, errorCode: 'vendor.round.not.found' };
        if (r.status !== 'OPEN') return { status: 409, errorCode: 'vendor.round.closed' };
        if (r.stake === 0) return { status: 404, errorCode: 'vendor.round.not.found' };
        r.status = 'SETTLED';
        r.win = c.amount;
        this.balances[p]! += c.amount;
        this.txs.set(c.tx, {
          kind: 'SETTLE',
          body,
          player: p,
          tombstone: false,
          round: c.round,
          amount: c.amount,
          rolledBack: false,
        });
        return this.ok(p);
      }
      case 'refund': {
        const body = `${p}/${c.round}`;
        const existing = this.txs.get(c.tx);
        if (existing) return this.replay(existing, 'REFUND', body, p);
        const r = this.rounds.get(c.round);
        if (!r || r.player !== p) return { status: 404, errorCode: 'vendor.round.not.found' };
        if (r.status === 'SETTLED') return { status: 409, errorCode: 'vendor.round.settled' };
        if (r.status !== 'OPEN') return { status: 409, errorCode: 'vendor.round.closed' };
        if (r.stake === 0) return { status: 404, errorCode: 'vendor.round.not.found' };
        r.status = 'REFUNDED';
        r.refunded = r.stake;
        this.balances[p]! += r.stake;
        this.txs.set(c.tx, {
          kind: 'REFUND',
          body,
          player: p,
          tombstone: false,
          round: c.round,
          amount: r.stake,
          rolledBack: false,
        });
        return this.ok(p);
      }
      case 'rollback': {
        if (c.tx === c.bet) return { status: 400, errorCode: 'request.invalid.field' };
        const body = `${p}/${c.bet}`;
        const existing = this.txs.get(c.tx);
        if (existing) return this.replay(existing, 'ROLLBACK', body, p);
        const record = (amount: number) =>
          this.txs.set(c.tx, {
            kind: 'ROLLBACK',
            body,
            player: p,
            tombstone: false,
            amount,
            rolledBack: false,
          });
        const bet = this.txs.get(c.bet);
        if (!bet) {
          this.txs.set(c.bet, {
            kind: 'BET',
            body: '',
            player: p,
            tombstone: true,
            amount: 0,
            rolledBack: false,
          });
          record(0);
          return this.ok(p);
        }
        if (bet.kind !== 'BET' || bet.player !== p)
          return { status: 409, errorCode: 'vendor.transaction.conflict' };
        if (bet.tombstone) {
          record(0);
          return this.ok(p);
        }
        const r = this.rounds.get(bet.round!)!;
        if (r.status === 'SETTLED') return { status: 409, errorCode: 'vendor.round.settled' };
        if (r.status !== 'OPEN') return { status: 409, errorCode: 'vendor.round.closed' };
        if (!bet.rolledBack) {
          bet.rolledBack = true;
          r.stake -= bet.amount;
          this.balances[p]! += bet.amount;
        }
        record(bet.amount);
        return this.ok(p);
      }
    }
  }
}

let fixture: GameWalletFixture;
beforeAll(async () => {
  fixture = await gameWalletFixture();
});
afterAll(async () => fixture?.close());

describe('seamless wallet against its model', () => {
  it('answers every call as the protocol says, and ends in the same balances and rounds', async () => {
    const funds = [5_000, 3_000];
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const run = uniqueId('m');
        const players = [
          await seatedPlayer(fixture, BigInt(funds[0]!)),
          await seatedPlayer(fixture, BigInt(funds[1]!)),
        ];
        const model = new Model(funds);
        const txId = (n: number) => `${run}-t${n}`;
        const roundId = (n: number) => `${run}-r${n}`;
        for (const c of commands) {
          const expected = model.run(c);
          const actor = players[c.player]!;
          const answer =
            c.type === 'bet'
              ? await actor.bet(c.amount, roundId(c.round), txId(c.tx))
              : c.type === 'settle'
                ? await actor.settle(c.amount, roundId(c.round), txId(c.tx))
                : c.type === 'refund'
                  ? await actor.refund(roundId(c.round), txId(c.tx))
                  : await actor.rollback(txId(c.bet), txId(c.tx));
          const actual: Outcome = answer.body.success
            ? {
                status: answer.status,
                duplicate: answer.body.value.duplicate,
                balance: answer.body.value.balance,
              }
            : { status: answer.status, errorCode: answer.body.errorCode };
          expect({ command: c, ...actual }).toEqual({ command: c, ...expected });
        }
        for (const [index, actor] of players.entries())
          expect(await fixture.balanceOf(actor.memberId)).toBe(BigInt(model.balances[index]!));
        for (const [n, expected] of model.rounds) {
          const row = await fixture.db
            .selectFrom('game_rounds')
            .select(['member_id', 'status', 'stake', 'win', 'refunded'])
            .where('round_id', '=', roundId(n))
            .executeTakeFirstOrThrow();
          expect(row).toEqual({
            member_id: players[expected.player]!.memberId,
            status: expected.status,
            stake: BigInt(expected.stake),
            win: BigInt(expected.win),
            refunded: BigInt(expected.refunded),
          });
        }
      }),
      { numRuns: Number(process.env.GAME_MODEL_RUNS ?? 40) },
    );
    expect(await ledgerHealth(fixture.db, fixture.merchant.id)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  }, 300_000);
});
