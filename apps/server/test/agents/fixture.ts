import { sql } from 'kysely';
import { catchUpAgentStats } from '../../src/modules/agents/stats-job.ts';
import { memberAccountId, postTransfers, systemAccountId } from '../../src/modules/ledger/service.ts';
import type { Db } from '../../src/db/database.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { newKey } from '../withdrawals/cashier-fixture.ts';

/**
 * Money for the agent tests, posted through the ledger itself with the kinds the money modules use (DEPOSIT,
 * GAME_BET, GAME_WIN, GAME_REFUND, WITHDRAWAL_PAID), so the rollup job reads what production writes.
 */
export function agentMoney(t: TestApp, merchant = 'DEMO') {
  const merchantRow = (db: Db) =>
    db
      .selectFrom('merchants')
      .select(['id', 'currency'])
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();

  async function accounts(memberId: number, db: Db) {
    const { id: merchantId, currency } = await merchantRow(db);
    const [main, hold, clearing, house, payout] = await Promise.all([
      memberAccountId(db, { merchantId, memberId, kind: 'MAIN', currency }),
      memberAccountId(db, { merchantId, memberId, kind: 'HOLD', currency }),
      systemAccountId(db, { merchantId, kind: 'DEPOSIT_CLEARING', currency, shardKey: memberId }),
      systemAccountId(db, {
        merchantId,
        kind: 'HOUSE',
        vendorCode: 'AGENTTEST',
        currency,
        shardKey: memberId,
      }),
      systemAccountId(db, { merchantId, kind: 'WITHDRAWAL_CLEARING', currency, shardKey: memberId }),
    ]);
    return { merchantId, main, hold, clearing, house, payout };
  }

  /** One transfer of the kind; `via` a transaction of the caller's, to commit or roll back with it. */
  async function post(memberId: number, kind: string, amount: bigint, via: Db = t.db) {
    const a = await accounts(memberId, via);
    const leg = {
      DEPOSIT: { debitAccountId: a.clearing, creditAccountId: a.main },
      GAME_BET: { debitAccountId: a.main, creditAccountId: a.house },
      GAME_WIN: { debitAccountId: a.house, creditAccountId: a.main },
      GAME_REFUND: { debitAccountId: a.house, creditAccountId: a.main },
      WITHDRAWAL_HOLD: { debitAccountId: a.main, creditAccountId: a.hold },
      WITHDRAWAL_PAID: { debitAccountId: a.hold, creditAccountId: a.payout },
      BONUS: { debitAccountId: a.clearing, creditAccountId: a.main },
    }[kind];
    if (!leg) throw new Error(`no leg for ${kind}`);
    return postTransfers(via, {
      merchantId: a.merchantId,
      idempotencyKey: newKey(`agents-${kind}`),
      kind,
      legs: [{ ...leg, amount, kind }],
    });
  }

  /** A day of play: a deposit, bets, a win and a refund of one bet. Returns what the rollups should say. */
  async function play(
    memberId: number,
    { deposit = 100_000n, bets = [5_000n, 3_000n], win = 4_000n, refund = 3_000n } = {},
  ) {
    await post(memberId, 'DEPOSIT', deposit);
    for (const bet of bets) await post(memberId, 'GAME_BET', bet);
    if (win > 0n) await post(memberId, 'GAME_WIN', win);
    if (refund > 0n) await post(memberId, 'GAME_REFUND', refund);
    const betTotal = bets.reduce((sum, bet) => sum + bet, 0n);
    return { deposit, bet: betTotal, validBet: betTotal - refund, win, betCount: bets.length };
  }

  return { post, play, catchUp: () => catchUpAgentStats(t.db) };
}

/**
 * The rollups recomputed from scratch from the ledger (the job's definition, written independently): per member
 * its valid bets, deposits and wins of all time, and per agent the sum over its current descendants.
 */
export async function rollupsFromLedger(t: TestApp) {
  const { rows } = await sql<{ member_id: number; deposit: string; valid_bet: string; win: string }>`
    with legs as (
      select a.member_id, t.kind, t.amount as credited, 0::bigint as debited from ledger_transfers t
        join ledger_accounts a on a.id = t.credit_account_id where a.member_id is not null
      union all
      select a.member_id, t.kind, 0::bigint, t.amount from ledger_transfers t
        join ledger_accounts a on a.id = t.debit_account_id where a.member_id is not null
    )
    select member_id,
      coalesce(sum(credited - debited) filter (where kind = 'DEPOSIT'), 0)::text as deposit,
      coalesce(sum(debited - credited) filter (where kind in ('GAME_BET', 'GAME_REFUND', 'GAME_ROLLBACK',
        'LOTTERY_BET', 'LOTTERY_REFUND', 'LOTTERY_CANCEL')), 0)::text as valid_bet,
      coalesce(sum(credited - debited) filter (where kind in ('GAME_WIN', 'LOTTERY_PAYOUT', 'LOTTERY_CORRECTION')), 0)::text as win
    from legs group by member_id`.execute(t.db);
  return new Map(
    rows.map((row) => [
      row.member_id,
      { deposit: BigInt(row.deposit), validBet: BigInt(row.valid_bet), win: BigInt(row.win) },
    ]),
  );
}

/** The rollups as stored: per member (all days) and per agent's team (all days). */
export async function storedRollups(t: TestApp) {
  const own = await sql<{ id: number; deposit: string; valid_bet: string; win: string }>`
    select member_id as id, sum(deposit)::text as deposit, sum(valid_bet)::text as valid_bet, sum(win)::text as win
    from member_daily_stats group by member_id`.execute(t.db);
  const team = await sql<{ id: number; deposit: string; valid_bet: string; win: string }>`
    select agent_id as id, sum(deposit)::text as deposit, sum(valid_bet)::text as valid_bet, sum(win)::text as win
    from team_daily_stats group by agent_id`.execute(t.db);
  const toMap = (rows: { id: number; deposit: string; valid_bet: string; win: string }[]) =>
    new Map(
      rows.map((row) => [
        row.id,
        { deposit: BigInt(row.deposit), validBet: BigInt(row.valid_bet), win: BigInt(row.win) },
      ]),
    );
  return { own: toMap(own.rows), team: toMap(team.rows) };
}

/** Every agent's team rollup must equal the sum of its current descendants' own rollups (zeros omitted). */
export async function teamMismatches(t: TestApp) {
  const { own, team } = await storedRollups(t);
  const tree = await t.db.selectFrom('member_tree').select(['member_id', 'path']).execute();
  const expected = new Map<number, { deposit: bigint; validBet: bigint; win: bigint }>();
  for (const node of tree) {
    const mine = own.get(node.member_id);
    if (!mine) continue;
    for (const ancestor of node.path.slice(0, -1)) {
      const sum = expected.get(ancestor) ?? { deposit: 0n, validBet: 0n, win: 0n };
      expected.set(ancestor, {
        deposit: sum.deposit + mine.deposit,
        validBet: sum.validBet + mine.validBet,
        win: sum.win + mine.win,
      });
    }
  }
  const problems: string[] = [];
  const ids = new Set([...expected.keys(), ...team.keys()]);
  for (const id of ids) {
    const want = expected.get(id) ?? { deposit: 0n, validBet: 0n, win: 0n };
    const have = team.get(id) ?? { deposit: 0n, validBet: 0n, win: 0n };
    if (want.deposit !== have.deposit || want.validBet !== have.validBet || want.win !== have.win)
      problems.push(
        `agent ${id}: want ${JSON.stringify(want, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}, have ${JSON.stringify(have, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
      );
  }
  return problems;
}
