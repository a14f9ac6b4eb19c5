import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import { runPaydays } from '../../../src/modules/agents/contracts/payday.ts';
import { periodAt } from '../../../src/modules/agents/contracts/periods.ts';
import { ledgerHealth } from '../../../src/modules/ledger/service.ts';
import { gameWalletFixture, paths, uniqueId, type GameWalletFixture } from '../../game-wallet/fixture.ts';
import { operatorLogin } from '../../helpers/operators.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { cashier, type TestMember } from '../../withdrawals/cashier-fixture.ts';
import { agentMoney } from '../fixture.ts';
import { afterCurrentPeriod, contractCalls, payUntil } from './fixture.ts';

/**
 * The hourly and real-time salaries, and paydays of several processes at once. The real-time salary counts the
 * bets settled in each 5-minute window; on PostgreSQL a settlement still open at the window's end holds the
 * window until it commits, and is then counted once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let f: GameWalletFixture;
let c: ReturnType<typeof cashier>;
let calls: ReturnType<typeof contractCalls>;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 8 });
  f = await gameWalletFixture(t);
  c = cashier(t);
  calls = contractCalls(t, await operatorLogin(t, 'demoadmin'));
}, 120_000);
afterAll(async () => t?.close());

const billTotals = async (agentId: number, type: string) => {
  const { rows } = await sql<{ amount: string | null; bills: bigint; periods: bigint }>`
    SELECT sum(amount)::text AS amount, count(*) AS bills, count(DISTINCT period_start) AS periods
    FROM agent_bills WHERE agent_id = ${agentId} AND type = ${type}`.execute(t.db);
  return {
    amount: BigInt(rows[0]?.amount ?? 0),
    bills: Number(rows[0]!.bills),
    periods: Number(rows[0]!.periods),
  };
};

/** A player under `agent` with a seamless session, and a round it bets on and the vendor settles. */
async function playerUnder(agent: TestMember) {
  const player = await c.newMember({ parentId: agent.id });
  await f.fund(player.id, 1_000_000n);
  const sessionId = await f.sessionOf(player.id);
  const bet = async (amount: number) => {
    const roundId = uniqueId('round');
    const placed = await f.call(paths.bet, {
      playerId: String(player.id),
      sessionId,
      transactionId: uniqueId('bet'),
      roundId,
      gameCode: f.pgGame.game_code,
      amount,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return roundId;
  };
  const settle = async (roundId: string, amount: number) => {
    const settled = await f.call(paths.settle, {
      playerId: String(player.id),
      transactionId: uniqueId('settle'),
      roundId,
      amount,
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  };
  return { player, round: async (stake: number, win: number) => settle(await bet(stake), win), bet };
}

describe('the real-time salary', () => {
  let top: TestMember;
  let sub: TestMember;

  beforeAll(async () => {
    top = await c.newMember({ type: memberTypes.agent });
    sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
    await calls.siteContract(top, 'REALTIME_SALARY', { winRate: '0.2', lossRate: '0.6', minBet: '100' });
    await calls.contract(top, 'realtime-salary', sub, { winRate: '0.1', lossRate: '0.5', minBet: '100' });
  }, 60_000);

  it('pays the win rate on counted bets not lost and the loss rate on those lost, window by window', async () => {
    const r1 = await playerUnder(sub);
    const r2 = await playerUnder(top);
    await r1.round(20_000, 40_000); // won
    await r1.round(15_000, 0); // lost
    await r1.round(5_000, 0); // below the 100.00 minimum: not counted
    await r2.round(100_000, 0); // lost
    await r2.round(10_000, 10_000); // pushed: not lost
    // One more round, left open now and settled as the payday runs (PostgreSQL: in a transaction held open).
    const late = await r1.bet(30_000);

    let lateSettled = false;
    if (onPostgres) {
      await t.db.connection().execute(async (held) => {
        await sql`BEGIN`.execute(held);
        await sql`UPDATE game_rounds SET status = 'SETTLED', win = 0, settled_at = now() WHERE round_id = ${late}`.execute(
          held,
        );
        const heldSince = Date.now();
        // While the settlement is open, its window (and every later one) waits.
        await runPaydays(t.db, { now: afterCurrentPeriod('WINDOW', 10 * 60_000) });
        const written = await sql<{ start: Date }>`
          SELECT max(period_start) AS start FROM agent_bills WHERE type = 'REALTIME_SALARY'`.execute(t.db);
        const lastStart = written.rows[0]?.start;
        const heldWindow = periodAt('WINDOW', heldSince, 360).start.getTime();
        if (lastStart) expect(lastStart.getTime()).toBeLessThan(heldWindow);
        const cursor = await t.db
          .selectFrom('agent_payday_cursor')
          .select('next_start')
          .where('type', '=', 'REALTIME_SALARY')
          .where('merchant_id', '=', f.merchant.id)
          .executeTakeFirstOrThrow();
        expect(cursor.next_start.getTime()).toBeLessThanOrEqual(heldWindow);
        await sql`COMMIT`.execute(held);
      });
      lateSettled = true;
    } else {
      await f.call(paths.settle, {
        playerId: String(r1.player.id),
        transactionId: uniqueId('settle'),
        roundId: late,
        amount: 0,
      });
      lateSettled = true;
    }
    expect(lateSettled).toBe(true);

    // top: won 200.00 + 100.00 at 0.2 % = 0.60, lost 150.00 + 1,000.00 + 300.00 at 0.6 % = 8.70 → 9.30
    // sub: won 200.00 at 0.1 % = 0.20, lost 150.00 + 300.00 at 0.5 % = 2.25 → 2.45
    const now = afterCurrentPeriod('WINDOW', 10 * 60_000);
    await payUntil(t, now, async () => (await billTotals(top.id, 'REALTIME_SALARY')).amount === 930n);
    expect((await billTotals(top.id, 'REALTIME_SALARY')).amount).toBe(930n);
    expect((await billTotals(sub.id, 'REALTIME_SALARY')).amount).toBe(245n);
    const bills = await t.db
      .selectFrom('agent_bills')
      .select(['status', 'explanation', 'subtracted', 'agent_id', 'period_start'])
      .where('agent_id', 'in', [top.id, sub.id])
      .where('type', '=', 'REALTIME_SALARY')
      .execute();
    expect(bills.every((bill) => bill.status === 'PAID')).toBe(true);
    const counted = bills
      .filter((bill) => bill.agent_id === top.id)
      .reduce(
        (sum, bill) => {
          const e = bill.explanation as { winBets: { count: number }; lossBets: { count: number } };
          return { won: sum.won + e.winBets.count, lost: sum.lost + e.lossBets.count };
        },
        { won: 0, lost: 0 },
      );
    expect(counted).toEqual({ won: 2, lost: 3 });

    // Again, and later: nothing more.
    const before = await billTotals(top.id, 'REALTIME_SALARY');
    await runPaydays(t.db, { now });
    await runPaydays(t.db, { now: new Date(now.getTime() + 60 * 60_000) });
    expect(await billTotals(top.id, 'REALTIME_SALARY')).toEqual(before);
    expect((await ledgerHealth(t.db, f.merchant.id)).sum).toBe(0n);
  });
});

describe('the hourly salary', () => {
  it('pays on the hour’s team valid bet when the hour’s tier is reached', async () => {
    const top = await c.newMember({ type: memberTypes.agent });
    const sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
    await calls.siteContract(top, 'HOURLY_SALARY', {
      tiers: [
        { minValidBet: '100', minActiveMembers: 1, rate: '0.3' },
        { minValidBet: '500', minActiveMembers: 2, rate: '0.5' },
      ],
    });
    await calls.contract(top, 'hourly-salary', sub, {
      tiers: [{ minValidBet: '100', minActiveMembers: 1, rate: '0.2' }],
    });
    const p1 = await playerUnder(sub);
    const p2 = await playerUnder(top);
    // Both members play in the same hour: not in its last seconds.
    const left = periodAt('HOUR', Date.now(), 360).end.getTime() - Date.now();
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 500));
    await p1.round(40_000, 0);
    await p2.round(30_000, 0);
    // top: 700.00 valid by 2 active members → 0.5 % = 3.50; sub: 400.00 by 1 → 0.2 % = 0.80
    await payUntil(
      t,
      afterCurrentPeriod('HOUR'),
      async () => (await billTotals(sub.id, 'HOURLY_SALARY')).bills > 0,
    );
    expect(await billTotals(top.id, 'HOURLY_SALARY')).toEqual({ amount: 350n, bills: 1, periods: 1 });
    expect((await billTotals(sub.id, 'HOURLY_SALARY')).amount).toBe(80n);
    const [topBill] = await t.db
      .selectFrom('agent_bills')
      .select(['subtracted', 'explanation', 'status', 'period_label'])
      .where('agent_id', '=', top.id)
      .where('type', '=', 'HOURLY_SALARY')
      .execute();
    expect(topBill).toMatchObject({ status: 'PAID' });
    expect(topBill!.period_label).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00–\d{2}:00$/);
  });
});

describe.runIf(onPostgres)('paydays of several processes at once', () => {
  it('write each bill once and pay it once', async () => {
    const money = agentMoney(t);
    const top = await c.newMember({ type: memberTypes.agent });
    await calls.siteContract(top, 'DAILY_SALARY', {
      tiers: [{ minValidBet: '0', minActiveMembers: 0, rate: '1' }],
    });
    const subs: TestMember[] = [];
    for (let index = 0; index < 12; index += 1) {
      const sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
      await calls.contract(top, 'daily-salary', sub, {
        tiers: [{ minValidBet: '0', minActiveMembers: 0, rate: '0.5' }],
      });
      const player = await c.newMember({ parentId: sub.id });
      await money.play(player.id, {
        deposit: 200_000n,
        bets: [10_000n * BigInt(index + 1)],
        win: 0n,
        refund: 0n,
      });
      subs.push(sub);
    }
    const now = afterCurrentPeriod('D');
    // Four payday runs at once, twice over, on a pool of their own connections.
    for (let round = 0; round < 2; round += 1)
      await Promise.all([1, 2, 3, 4].map(() => runPaydays(t.db, { now }).catch(() => undefined)));
    await payUntil(t, now, async () => {
      const { rows } = await sql<{ n: bigint }>`
        SELECT count(*) AS n FROM agent_bills
        WHERE agent_id = ANY (${subs.map((s) => s.id)}::int[]) AND type = 'DAILY_SALARY' AND status = 'PAID'`.execute(
        t.db,
      );
      return Number(rows[0]!.n) === subs.length;
    });
    const { rows } = await sql<{ bill_id: bigint; payments: bigint; paid: bigint; amount: bigint }>`
      SELECT b.id AS bill_id, count(p.*) AS payments, b.paid, b.amount
      FROM agent_bills b LEFT JOIN agent_bill_payments p ON p.bill_id = b.id
      WHERE b.agent_id = ANY (${[top.id, ...subs.map((s) => s.id)]}::int[]) AND b.type = 'DAILY_SALARY'
      GROUP BY b.id`.execute(t.db);
    expect(rows).toHaveLength(13);
    expect(rows.every((row) => row.payments === 1n && row.paid === row.amount)).toBe(true);
    // The ledger moved exactly the bills: top got 1 % of 7,800.00, paid its subs 0.5 % of each team's bets.
    const { rows: balances } = await sql<{ member_id: number; balance: bigint }>`
      SELECT member_id, balance FROM ledger_accounts
      WHERE kind = 'MAIN' AND member_id = ANY (${[top.id, ...subs.map((s) => s.id)]}::int[])`.execute(t.db);
    const balanceOf = new Map(balances.map((row) => [row.member_id, row.balance]));
    expect(balanceOf.get(top.id)).toBe(7_800n - 3_900n);
    subs.forEach((sub, index) => expect(balanceOf.get(sub.id)).toBe(50n * BigInt(index + 1)));
    expect((await ledgerHealth(t.db, f.merchant.id)).sum).toBe(0n);
  });

  it('pay from an upline that spends at the same time: never more than it has, every payment accounted', async () => {
    const money = agentMoney(t);
    const top = await c.newMember({ type: memberTypes.agent });
    await calls.siteContract(top, 'DIVIDEND', {
      period: 'D',
      tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '10' }],
    });
    const subs: TestMember[] = [];
    for (let index = 0; index < 8; index += 1) {
      const sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
      await calls.contract(top, 'dividend', sub, {
        period: 'D',
        tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '10' }],
      });
      const player = await c.newMember({ parentId: sub.id });
      await money.play(player.id, { deposit: 200_000n, bets: [20_000n], win: 0n, refund: 0n });
      subs.push(sub);
    }
    // The top agent's own player wins big: its team won, so the site pays it nothing and it pays its
    // sub-agents (20.00 each) from a deposit of 100.00 it spends on bets at the same time.
    const winner = await c.newMember({ parentId: top.id });
    await money.play(winner.id, { deposit: 100_000n, bets: [10_000n], win: 500_000n, refund: 0n });
    await money.post(top.id, 'DEPOSIT', 10_000n);
    const now = afterCurrentPeriod('D');
    const spend = async () => {
      for (let bet = 0; bet < 12; bet += 1) await money.post(top.id, 'GAME_BET', 700n).catch(() => undefined);
    };
    const ids = [top.id, ...subs.map((sub) => sub.id)];
    const dividendBills = async () => {
      const { rows } = await sql<{ n: bigint }>`
        SELECT count(*) AS n FROM agent_bills WHERE agent_id = ANY (${ids}::int[]) AND type = 'DIVIDEND'`.execute(
        t.db,
      );
      return Number(rows[0]!.n);
    };
    // Three rounds at least, and on until the period is billed: a transaction another test file holds open over
    // the period's end postpones it, and a payday that waits for it writes nothing yet.
    const until = Date.now() + 30_000;
    for (let round = 0; round < 3 || (await dividendBills()) < 9; round += 1) {
      if (Date.now() > until) throw new Error('the dividend period was never billed');
      await Promise.all([
        spend(),
        ...[1, 2, 3].map(() =>
          runPaydays(t.db, { now: new Date(now.getTime() + round * 11 * 60_000) }).catch(() => undefined),
        ),
      ]);
    }
    const { rows: bills } = await sql<{ agent_id: number; amount: bigint; paid: bigint; payments: bigint }>`
      SELECT b.agent_id, b.amount, b.paid, coalesce(sum(p.amount), 0)::bigint AS payments FROM agent_bills b
      LEFT JOIN agent_bill_payments p ON p.bill_id = b.id
      WHERE b.agent_id = ANY (${ids}::int[]) AND b.type = 'DIVIDEND' GROUP BY b.id`.execute(t.db);
    expect(bills).toHaveLength(9);
    for (const bill of bills) {
      expect(bill.paid).toBe(bill.payments);
      expect(bill.paid <= bill.amount).toBe(true);
    }
    const subPaid = bills
      .filter((bill) => bill.agent_id !== top.id)
      .reduce((sum, bill) => sum + bill.paid, 0n);
    // Money did move while the upline spent: part of the 160.00 owed, never more than it had.
    expect(subPaid > 0n && subPaid < 16_000n).toBe(true);
    const { rows: spent } = await sql<{ total: bigint }>`
      SELECT coalesce(sum(t.amount), 0)::bigint AS total FROM ledger_transfers t
      JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE a.member_id = ${top.id} AND a.kind = 'MAIN' AND t.kind = 'GAME_BET'`.execute(t.db);
    const { rows: balance } = await sql<{ balance: bigint }>`
      SELECT balance FROM ledger_accounts WHERE member_id = ${top.id} AND kind = 'MAIN'`.execute(t.db);
    expect(balance[0]!.balance).toBe(10_000n - subPaid - spent[0]!.total);
    expect(balance[0]!.balance >= 0n).toBe(true);
    expect(await ledgerHealth(t.db, f.merchant.id)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });
});
