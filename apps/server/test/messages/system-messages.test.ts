import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import type { MessageItem } from '@msp/contracts/messages.ts';
import { runPaydays } from '../../src/modules/agents/contracts/payday.ts';
import {
  bonusSourceOf,
  postSystemMessage,
  postSystemMessages,
} from '../../src/modules/messages/system-messages.ts';
import { afterCurrentPeriod, contractCalls, payUntil } from '../agents/contracts/fixture.ts';
import { agentMoney } from '../agents/fixture.ts';
import { approve, reject, requestDeposit } from '../deposits/fixture.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { missionCalls } from '../missions/fixture.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { messageCalls } from './fixture.ts';

/**
 * The site's own messages, written by each event in the event's transaction: a deposit approved, a withdrawal
 * paid (or rejected), a bonus paid, a contract offered, a bill paid (set-based, one statement per payday batch).
 * Each reads in Bangla and English; a refused or rolled-back event writes none; an event that happens once writes
 * one, however often it is retried.
 */

let t: TestApp;
let c: ReturnType<typeof cashier>;
let m: ReturnType<typeof messageCalls>;
let cashierToken: string;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  m = messageCalls(t);
  cashierToken = await operatorLogin(t, 'democashier');
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => t?.close());

const systemOf = async (member: TestMember, language: 'bn' | 'en' = 'en'): Promise<MessageItem[]> =>
  (await m.inbox(member, language)).filter((item) => item.kind === 'SYSTEM');

describe('a deposit approved', () => {
  it('writes one message with the amount; a rejected deposit or a second approval writes none', async () => {
    const member = await c.newMember();
    const asked = await requestDeposit(t, member.token, { channelCode: 'BKASH', amount: '1234.50' });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().value.id as string;
    expect((await approve(t, cashierToken, id)).statusCode).toBe(200);
    expect((await approve(t, cashierToken, id)).json().errorCode).toBe('deposit.not.pending');

    const [message, ...rest] = await systemOf(member);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ topic: 'DEPOSIT', title: 'Deposit approved: ৳1,234.50', read: false });
    expect(message!.preview).toContain('Your deposit of ৳1,234.50 was approved');
    const bn = await m.opened(member, message!.id, 'bn');
    expect(bn).toMatchObject({ title: 'ডিপোজিট অনুমোদিত: ৳1,234.50', link: '/member/transactionHistory' });
    expect(bn.content).toContain(`অনুরোধ নম্বর: ${id}`);
    expect(await m.unread(member)).toBe(1);

    const refused = await requestDeposit(t, member.token, { channelCode: 'BKASH', amount: '300' });
    await reject(t, cashierToken, refused.json().value.id, 'no such payment');
    expect(await systemOf(member)).toHaveLength(1);
  });
});

describe('a withdrawal paid', () => {
  it('writes a message when paid, another kind when rejected, each with its amount', async () => {
    const member = await c.newMember();
    await c.fund(member, '5000');
    const accountId = await c.bindAccount(member);
    const paid = (await c.withdraw(member, { accountId, amount: '1200.50' })).json().value;
    expect((await c.pay(paid.id)).statusCode).toBe(200);
    const refused = (await c.withdraw(member, { accountId, amount: '300' })).json().value;
    expect((await c.reject(refused.id, 'account <b>closed</b>')).statusCode).toBe(200);

    const [rejected, sent] = await systemOf(member);
    expect(sent).toMatchObject({ topic: 'WITHDRAWAL', title: 'Withdrawal paid: ৳1,200.50' });
    expect(rejected).toMatchObject({ topic: 'WITHDRAWAL', title: 'Withdrawal rejected: ৳300.00' });
    // The operator's reason is text: escaped in the HTML, never markup.
    const opened = await m.opened(member, rejected!.id);
    expect(opened.content).toContain('Reason: account &#60;b&#62;closed&#60;/b&#62;');
    expect(opened.link).toBe('/member/withdraw');
    expect((await m.opened(member, sent!.id, 'bn')).title).toBe('উত্তোলন পরিশোধিত: ৳1,200.50');
  });
});

describe('a bonus paid', () => {
  it('writes a message with the bonus, where it came from and its turnover, once per claim', async () => {
    const missions = missionCalls(t);
    const mission = await missions.create({ target: '500', reward: '20', turnoverMultiple: 2 });
    const member = await c.newMember();
    // Not completed yet: the refused claim writes nothing.
    expect((await missions.claim(member, mission.id)).statusCode).toBe(409);
    expect(await systemOf(member)).toEqual([]);
    await missions.round(member, 'RNG', 60_000n);
    await missions.claimed(member, mission.id);
    await missions.claimed(member, mission.id);

    const [bonus, ...rest] = await systemOf(member);
    expect(rest).toEqual([]);
    expect(bonus).toMatchObject({ topic: 'BONUS', title: 'Mission reward received: ৳20.00' });
    expect(bonus!.preview).toContain('Play ৳40.00 of valid bets (turnover) before you withdraw it.');
    expect((await systemOf(member, 'bn'))[0]!.title).toBe('মিশনের পুরস্কার পেয়েছেন: ৳20.00');
  });

  it('names its source by the ledger key of every paying module', () => {
    expect(
      [
        ['promotion:3:9', 'BONUS'],
        ['mission:1:9:2026-01-01', 'BONUS'],
        ['leaderboard:1:2026-01-05:1', 'BONUS'],
        ['rebate:9:44', 'REBATE'],
        ['referral:12:signup', 'BONUS'],
        ['vip:level-up:9:2', 'BONUS'],
        ['vip:birthday:9:2026', 'BONUS'],
        ['something:else', 'BONUS'],
      ].map(([key, kind]) => bonusSourceOf(key!, kind!)),
    ).toEqual([
      'PROMOTION',
      'MISSION',
      'LEADERBOARD',
      'REBATE',
      'REFERRAL',
      'VIP_LEVEL_UP',
      'VIP_BIRTHDAY',
      'OTHER',
    ]);
  });
});

describe('contracts', () => {
  const daily = (rate: string) => ({ tiers: [{ minValidBet: '0', minActiveMembers: 0, rate }] });

  it('an offer to an agent, from the site or its upline, writes the agent a message', async () => {
    const calls = contractCalls(t, await operatorLogin(t, 'demoadmin'));
    const top = await c.newMember({ type: memberTypes.agent });
    const sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
    await calls.siteContract(top, 'DAILY_SALARY', daily('1'));
    const [fromSite] = await systemOf(top);
    expect(fromSite).toMatchObject({ topic: 'CONTRACT', title: 'New daily salary contract offered' });
    expect(fromSite!.preview).toContain('The site offers you a daily salary contract.');
    expect((await m.opened(top, fromSite!.id)).link).toBe('/agent/agentDailyWages2');

    // Over the cap: refused, no message.
    expect((await calls.offer(top, 'daily-salary', sub, daily('2'))).statusCode).toBe(400);
    expect(await systemOf(sub)).toEqual([]);
    expect((await calls.offer(top, 'daily-salary', sub, daily('0.5'))).statusCode).toBe(200);
    const [fromUpline] = await systemOf(sub, 'bn');
    expect(fromUpline).toMatchObject({ topic: 'CONTRACT', title: 'নতুন দৈনিক বেতন চুক্তির প্রস্তাব' });
    expect(fromUpline!.preview).toContain(`আপনার আপলাইন ${top.username}`);
  });

  it('a payday writes a "bill paid" message to each agent paid, once however often it runs', async () => {
    const calls = contractCalls(t, await operatorLogin(t, 'demoadmin'));
    const money = agentMoney(t);
    const top = await c.newMember({ type: memberTypes.agent });
    const sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
    await calls.siteContract(top, 'DIVIDEND', {
      period: 'D',
      tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '10' }],
    });
    await calls.contract(top, 'dividend', sub, {
      period: 'D',
      tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '5' }],
    });
    const player = await c.newMember({ parentId: sub.id });
    await money.play(player.id, { deposit: 100_000n, bets: [50_000n], win: 0n, refund: 0n });
    const bills = () =>
      t.db
        .selectFrom('agent_bills')
        .select(['id', 'agent_id', 'amount', 'paid', 'period_label', 'status'])
        .where('agent_id', 'in', [top.id, sub.id])
        .where('type', '=', 'DIVIDEND')
        .orderBy('agent_id')
        .execute();
    const now = afterCurrentPeriod('D');
    await payUntil(
      t,
      now,
      async () => (await bills()).every((bill) => bill.status === 'PAID') && (await bills()).length === 2,
    );
    await runPaydays(t.db, { now });

    const [topBill, subBill] = await bills();
    // Net loss 500.00: top 10 % = 50.00, sub 5 % = 25.00.
    expect([topBill!.amount, subBill!.amount]).toEqual([5_000n, 2_500n]);
    for (const [agent, bill] of [
      [top, topBill!],
      [sub, subBill!],
    ] as const) {
      const paid = (await systemOf(agent)).filter((item) => item.topic === 'BILL');
      expect(paid).toHaveLength(1);
      const amount = `৳${(Number(bill.amount) / 100).toFixed(2)}`;
      expect(paid[0]).toMatchObject({ title: `Dividend paid: ${amount}` });
      const opened = await m.opened(agent, paid[0]!.id);
      expect(opened.content).toContain(`of your dividend bill for ${bill.period_label} was added`);
      expect(opened.content).toContain(`Bill number: ${bill.id}`);
      expect(opened.content).toContain('The bill is paid in full.');
      expect(opened.link).toBe('/agent/agentDividendRecordCopy2');
    }
    expect(
      await m.count('inbox_messages', sql`template = 'BILL_PAID' AND member_id IN (${top.id}, ${sub.id})`),
    ).toBe(2);
  });
});

describe('the writing itself', () => {
  it('happens in the event’s transaction only, and goes with it when it rolls back', async () => {
    const member = await c.newMember();
    await expect(
      postSystemMessage(t.db, merchantId, member.id, {
        template: 'DEPOSIT_APPROVED',
        params: { amount: 100n, depositId: 'x' },
      }),
    ).rejects.toThrow('transaction');
    await t.db
      .transaction()
      .execute(async (trx) => {
        await postSystemMessages(trx, merchantId, [
          { memberId: member.id, template: 'DEPOSIT_APPROVED', params: { amount: 100n, depositId: 'x' } },
          { memberId: member.id, template: 'DEPOSIT_APPROVED', params: { amount: 200n, depositId: 'y' } },
        ]);
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect(await m.idsOf(member)).toEqual([]);
    await t.db.transaction().execute((trx) =>
      postSystemMessages(
        trx,
        merchantId,
        Array.from({ length: 3 }, (_, index) => ({
          memberId: member.id,
          template: 'DEPOSIT_APPROVED' as const,
          params: { amount: BigInt(index + 1) * 100n, depositId: `d${index}` },
        })),
      ),
    );
    expect((await m.inbox(member)).map((item) => item.title)).toEqual([
      'Deposit approved: ৳3.00',
      'Deposit approved: ৳2.00',
      'Deposit approved: ৳1.00',
    ]);
  });
});
