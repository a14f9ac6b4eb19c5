import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import {
  BILL_RETRY_EVERY_MS,
  BILL_RETRY_HOURS,
  runPaydays,
} from '../../../src/modules/agents/contracts/payday.ts';
import { periodAt } from '../../../src/modules/agents/contracts/periods.ts';
import { operatorLogin } from '../../helpers/operators.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { cashier, type TestMember } from '../../withdrawals/cashier-fixture.ts';
import { agentMoney } from '../fixture.ts';
import { afterCurrentPeriod, contractCalls, payUntil } from './fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let money: ReturnType<typeof agentMoney>;
let calls: ReturnType<typeof contractCalls>;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  money = agentMoney(t);
  calls = contractCalls(t, await operatorLogin(t, 'demoadmin'));
}, 120_000);
afterAll(async () => t?.close());

const daily = (rate: string, minValidBet = '0', minActiveMembers = 0) => ({
  tiers: [{ minValidBet, minActiveMembers, rate }],
});
const dividend = (rate: string) => ({
  period: 'D',
  tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate }],
});

const contractOf = (agentId: number, type: string) =>
  t.db
    .selectFrom('agent_contracts')
    .select(['status', 'end_reason', 'terms'])
    .where('agent_id', '=', agentId)
    .where('type', '=', type as 'DAILY_SALARY')
    .orderBy('id', 'desc')
    .executeTakeFirst();
const billsOf = (agentId: number, type: string) =>
  t.db
    .selectFrom('agent_bills')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('type', '=', type as 'DAILY_SALARY')
    .orderBy('id')
    .execute();
const mainBalance = async (memberId: number) =>
  (
    await sql<{ balance: bigint | null }>`
      SELECT balance FROM ledger_accounts WHERE member_id = ${memberId} AND kind = 'MAIN'`.execute(t.db)
  ).rows[0]?.balance ?? 0n;
const billPostings = async () =>
  Number(
    (
      await sql<{ n: bigint }>`SELECT count(*) AS n FROM ledger_postings WHERE kind = 'AGENT_BILL'`.execute(
        t.db,
      )
    ).rows[0]!.n,
  );

describe('daily salary contracts', () => {
  let top: TestMember;
  let sub: TestMember;
  let subsub: TestMember;
  let p1: TestMember;
  let p2: TestMember;
  let p3: TestMember;
  let otherAgent: TestMember;
  let plain: TestMember;
  let foreignAgent: TestMember;

  beforeAll(async () => {
    top = await c.newMember({ type: memberTypes.agent });
    sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
    subsub = await c.newMember({ type: memberTypes.agentSub, parentId: sub.id });
    p1 = await c.newMember({ parentId: subsub.id });
    p2 = await c.newMember({ parentId: sub.id });
    p3 = await c.newMember({ parentId: top.id });
    otherAgent = await c.newMember({ type: memberTypes.agent });
    plain = await c.newMember();
    const { insertMerchant } = await import('../../helpers/merchants.ts');
    await insertMerchant(t.db, 'AGC');
    foreignAgent = await cashier(t, 'AGC').newMember({ type: memberTypes.agent });
  }, 120_000);

  it('offers within the rate cap to direct sub-agents only, answered by the sub-agent', async () => {
    await calls.siteContract(top, 'DAILY_SALARY', daily('1'));
    const mine = (await calls.call('GET', top, '/wps/agent/contracts/daily-salary')).json().value;
    expect(mine).toMatchObject({
      enabled: true,
      canOffer: true,
      contract: { upline: null, terms: { tiers: [{ rate: '1.00', minValidBet: '0.00' }] }, status: 'ACTIVE' },
    });

    const refusal = async (response: Promise<{ statusCode: number; json(): unknown }>) => {
      const answer = await response;
      return [answer.statusCode, (answer.json() as { errorCode?: string }).errorCode];
    };
    expect(await refusal(calls.offer(top, 'daily-salary', sub, daily('1.2')))).toEqual([
      400,
      'agent.contract.rate.cap',
    ]);
    expect(await refusal(calls.offer(top, 'daily-salary', subsub, daily('0.5')))).toEqual([
      403,
      'agent.contract.not.direct',
    ]);
    expect(await refusal(calls.offer(top, 'daily-salary', p3, daily('0.5')))).toEqual([
      400,
      'agent.contract.downline.not.agent',
    ]);
    expect(await refusal(calls.offer(otherAgent, 'daily-salary', sub, daily('0.5')))).toEqual([
      403,
      'agent.not.downline',
    ]);
    expect(
      await refusal(
        calls.call(
          'POST',
          foreignAgent,
          '/wps/agent/contracts/daily-salary/requests',
          {
            downlineId: sub.id,
            kind: 'NEW',
            terms: daily('0.5'),
          },
          'AGC',
        ),
      ),
    ).toEqual([403, 'agent.not.downline']);
    expect(await refusal(calls.offer(plain, 'daily-salary', sub, daily('0.5')))).toEqual([
      403,
      'agent.not.agent',
    ]);
    // Without a contract of its own, the sub-agent can offer nothing.
    expect(await refusal(calls.offer(sub, 'daily-salary', subsub, daily('0.5')))).toEqual([
      400,
      'agent.contract.none',
    ]);
    // Nothing was written by the refusals.
    expect(
      await t.db.selectFrom('agent_contract_requests').select('id').where('agent_id', '=', sub.id).execute(),
    ).toEqual([]);

    const first = await calls.offer(top, 'daily-salary', sub, daily('0.8'));
    expect(first.statusCode).toBe(200);
    expect(await refusal(calls.offer(top, 'daily-salary', sub, daily('0.7')))).toEqual([
      409,
      'agent.contract.offer.pending',
    ]);
    // Only the agent offered answers: another agent learns nothing.
    expect(
      await refusal(
        calls.call('POST', otherAgent, `/wps/agent/contracts/requests/${first.json().value.id}/decision`, {
          decision: 'ACCEPT',
        }),
      ),
    ).toEqual([404, 'agent.contract.request.not.found']);
    await calls.decide(sub, first.json().value.id, 'REJECT');
    expect(
      await refusal(
        calls.call('POST', sub, `/wps/agent/contracts/requests/${first.json().value.id}/decision`, {
          decision: 'ACCEPT',
        }),
      ),
    ).toEqual([409, 'agent.contract.request.decided']);
    expect(await contractOf(sub.id, 'DAILY_SALARY')).toBeUndefined();

    await calls.contract(top, 'daily-salary', sub, daily('0.8'));
    await calls.contract(sub, 'daily-salary', subsub, daily('0.7'));
    expect(await contractOf(subsub.id, 'DAILY_SALARY')).toMatchObject({ status: 'ACTIVE' });
    const given = (await calls.call('GET', top, '/wps/agent/contracts/daily-salary/downlines')).json().value;
    expect(given.content).toEqual([
      expect.objectContaining({
        member: { memberId: sub.id, account: sub.username },
        contract: expect.objectContaining({ terms: { tiers: [expect.objectContaining({ rate: '0.80' })] } }),
      }),
    ]);
  });

  it('ends the contracts a lower rate no longer covers, down the tree, once the agent accepts it', async () => {
    await calls.siteContract(top, 'DAILY_SALARY', daily('0.6'));
    expect(await contractOf(top.id, 'DAILY_SALARY')).toMatchObject({ status: 'ACTIVE' });
    expect(await contractOf(sub.id, 'DAILY_SALARY')).toMatchObject({
      status: 'ENDED',
      end_reason: 'UPLINE_RATE_LOWERED',
    });
    expect(await contractOf(subsub.id, 'DAILY_SALARY')).toMatchObject({
      status: 'ENDED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'member_id'])
      .where('action', 'in', ['AGENT_CONTRACT_OFFERED', 'AGENT_CONTRACT_DECIDED'])
      .where('member_id', 'in', [top.id, sub.id, subsub.id])
      .execute();
    expect(audited.filter((row) => row.action === 'AGENT_CONTRACT_DECIDED').length).toBeGreaterThanOrEqual(5);

    await calls.contract(top, 'daily-salary', sub, daily('0.5'));
    await calls.contract(sub, 'daily-salary', subsub, daily('0.4'));
  });

  it('pays each bill once from the upline, explained, however often the payday runs', async () => {
    await money.play(p1.id, { bets: [10_000n, 5_000n], win: 0n, refund: 0n });
    await money.play(p2.id, { bets: [20_000n], win: 0n, refund: 0n });
    await money.play(p3.id, { bets: [40_000n], win: 0n, refund: 0n });
    const now = afterCurrentPeriod('D');
    await payUntil(t, now, async () => (await billsOf(subsub.id, 'DAILY_SALARY')).length > 0);

    // Team valid bets: top 750.00 (0.6 % = 4.50), sub 350.00 (0.5 % = 1.75), subsub 150.00 (0.4 % = 0.60).
    const [topBill] = await billsOf(top.id, 'DAILY_SALARY');
    const [subBill] = await billsOf(sub.id, 'DAILY_SALARY');
    const [subsubBill] = await billsOf(subsub.id, 'DAILY_SALARY');
    expect(
      [topBill, subBill, subsubBill].map((bill) => [bill?.amount, bill?.subtracted, bill?.status]),
    ).toEqual([
      [450n, 175n, 'PAID'],
      [175n, 60n, 'PAID'],
      [60n, 0n, 'PAID'],
    ]);
    expect(await mainBalance(top.id)).toBe(450n - 175n);
    expect(await mainBalance(sub.id)).toBe(175n - 60n);
    expect(await mainBalance(subsub.id)).toBe(60n);

    const postings = await billPostings();
    const again = await runPaydays(t.db, { now });
    const later = await runPaydays(t.db, { now: new Date(now.getTime() + BILL_RETRY_EVERY_MS * 2) });
    expect([again, later].map((r) => r.billsWritten + r.paymentsPosted)).toEqual([0, 0]);
    expect(await billPostings()).toBe(postings);
    expect(await mainBalance(sub.id)).toBe(115n);

    const mine = (await calls.call('GET', sub, '/wps/agent/contracts/daily-salary/bills')).json().value;
    expect(mine.content).toEqual([
      expect.objectContaining({
        amount: '1.75',
        paid: '1.75',
        subtracted: '0.60',
        net: '1.15',
        status: 'PAID',
        upline: { memberId: top.id, account: top.username },
        period: expect.objectContaining({ label: periodAt('D', Date.now(), 360).label }),
        explanation: expect.objectContaining({
          teamValidBet: '350.00',
          activeMembers: 2,
          rate: '0.50',
          base: '350.00',
          subAgentBills: 1,
          tier: expect.objectContaining({ index: 1, rate: '0.50' }),
        }),
      }),
    ]);
    const paying = (
      await calls.call('GET', top, '/wps/agent/contracts/daily-salary/bills?scope=DOWNLINES')
    ).json().value;
    expect(paying.content.map((bill: { agent: { memberId: number } }) => bill.agent.memberId)).toEqual([
      sub.id,
    ]);
    const detail = (await calls.call('GET', top, `/wps/agent/contracts/bills/${topBill!.id}`)).json().value;
    expect(detail.subAgentBills.map((bill: { amount: string }) => bill.amount)).toEqual(['1.75']);
    expect(detail.payments).toEqual([expect.objectContaining({ amount: '4.50' })]);

    // The sub-agent's own records: the salary in from its upline, out to its sub-agent.
    const records = (await calls.call('GET', sub, '/wps/records/transactions?type=SALARY')).json().value;
    expect(
      records.content.map((row: { amount: string; kind: string }) => [row.amount, row.kind]).sort(),
    ).toEqual([
      ['-0.60', 'SALARY_DAILY'],
      ['1.75', 'SALARY_DAILY'],
    ]);

    // Another branch, another merchant: no such bill.
    for (const [who, merchant] of [
      [otherAgent, 'DEMO'],
      [foreignAgent, 'AGC'],
      [p3, 'DEMO'],
    ] as const) {
      const probe = await calls.call(
        'GET',
        who,
        `/wps/agent/contracts/bills/${subBill!.id}`,
        undefined,
        merchant,
      );
      expect([probe.statusCode, probe.json().errorCode]).toEqual(
        who === p3 ? [403, 'agent.not.agent'] : [404, 'agent.bill.not.found'],
      );
    }
    const foreignList = await calls.call(
      'GET',
      foreignAgent,
      `/wps/agent/contracts/daily-salary/bills?scope=DOWNLINES&downlineId=${sub.id}`,
      undefined,
      'AGC',
    );
    expect([foreignList.statusCode, foreignList.json().errorCode]).toEqual([403, 'agent.not.downline']);
  });

  it('simulates the next payday and what an offer would cost', async () => {
    const next = (await calls.call('GET', sub, '/wps/agent/contracts/daily-salary/simulation')).json().value;
    expect(next.bill).toMatchObject({
      amount: '1.75',
      subtracted: '0.60',
      net: '1.15',
      period: { label: periodAt('D', Date.now(), 360).label },
    });
    const cost = await calls.call('POST', top, '/wps/agent/contracts/daily-salary/simulation', {
      downlineId: sub.id,
      terms: daily('0.5'),
    });
    expect(cost.json().value.cost).toMatchObject({
      period: { label: periodAt('D', Date.now() - 86_400_000, 360).label },
      explanation: expect.objectContaining({ rate: expect.anything() }),
    });
    const capped = await calls.call('POST', otherAgent, '/wps/agent/contracts/daily-salary/simulation', {
      downlineId: sub.id,
      terms: daily('0.5'),
    });
    expect(capped.json().errorCode).toBe('agent.not.downline');
  });

  it('lets an agent end its own contract, and the site switch a type off', async () => {
    const ended = await calls.call('POST', subsub, '/wps/agent/contracts/daily-salary/termination');
    expect(ended.statusCode).toBe(200);
    expect(await contractOf(subsub.id, 'DAILY_SALARY')).toMatchObject({ end_reason: 'TERMINATED_BY_AGENT' });
    const flags = (await calls.call('GET', sub, '/wps/member/info/funds/consolidated')).json().value;
    expect(flags).toMatchObject({
      divtypereq: 1,
      dailysalreqtype: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
    });
    expect((await calls.call('GET', p3, '/wps/member/info/funds/consolidated')).json().value).toMatchObject({
      dailysalreqtype: 0,
    });
    const off = await calls.call('PUT' as 'POST', null, '/ops/agents/contract-types', {
      types: ['DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY'],
    });
    expect(off.statusCode).toBe(200);
    expect((await calls.call('GET', sub, '/wps/member/info/funds/consolidated')).json().value).toMatchObject({
      contracthoursalreq: 0,
    });
    const refused = await calls.call('GET', sub, '/wps/agent/contracts/hourly-salary/simulation');
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'agent.contract.disabled']);
    await calls.call('PUT' as 'POST', null, '/ops/agents/contract-types', {
      types: ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'],
    });
  });
});

describe('a member moved to another upline', () => {
  it('loses the contracts of its old upline, and its sub-agents theirs', async () => {
    const top = await c.newMember({ type: memberTypes.agent });
    const sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
    const below = await c.newMember({ type: memberTypes.agentSub, parentId: sub.id });
    const elsewhere = await c.newMember({ type: memberTypes.agent });
    await calls.siteContract(top, 'DAILY_SALARY', daily('1'));
    await calls.contract(top, 'daily-salary', sub, daily('0.5'));
    await calls.contract(sub, 'daily-salary', below, daily('0.3'));
    const moved = await calls.call('POST', null, '/ops/agents/move', {
      memberId: sub.id,
      newParentId: elsewhere.id,
      reason: 'agent changed teams',
    });
    expect(moved.statusCode).toBe(200);
    expect(await contractOf(sub.id, 'DAILY_SALARY')).toMatchObject({ status: 'ENDED', end_reason: 'MOVED' });
    expect(await contractOf(below.id, 'DAILY_SALARY')).toMatchObject({
      status: 'ENDED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    expect(await contractOf(top.id, 'DAILY_SALARY')).toMatchObject({ status: 'ACTIVE' });
  });
});

describe('dividends an upline cannot pay at once', () => {
  it('are retried until paid, in part then whole; cancelled by the operator; or expire', async () => {
    const top = await c.newMember({ type: memberTypes.agent });
    const subs = [
      await c.newMember({ type: memberTypes.agentSub, parentId: top.id }),
      await c.newMember({ type: memberTypes.agentSub, parentId: top.id }),
      await c.newMember({ type: memberTypes.agentSub, parentId: top.id }),
    ];
    const [paidLater, cancelled, expiring] = subs as [TestMember, TestMember, TestMember];
    await calls.siteContract(top, 'DIVIDEND', dividend('30'));
    for (const sub of subs) await calls.contract(top, 'dividend', sub, dividend('20'));
    // Each sub-agent's player loses 10,000.00; the top's own player wins 3,100.00 more than it bet: the top's team
    // as a whole won (net loss −1,000.00 → no dividend), each sub-agent's team lost 10,000.00 (20 % = 2,000.00).
    for (const sub of subs) {
      const player = await c.newMember({ parentId: sub.id });
      await money.play(player.id, { deposit: 2_000_000n, bets: [1_000_000n], win: 0n, refund: 0n });
    }
    const winner = await c.newMember({ parentId: top.id });
    await money.play(winner.id, { deposit: 100_000n, bets: [100_000n], win: 3_200_000n, refund: 0n });

    const now = afterCurrentPeriod('D');
    await payUntil(t, now, async () => (await billsOf(expiring.id, 'DIVIDEND')).length > 0);
    const [topBill] = await billsOf(top.id, 'DIVIDEND');
    expect(topBill).toMatchObject({ amount: 0n, status: 'PAID' });
    expect(topBill!.explanation).toMatchObject({ netLoss: '-1000.00', tier: null, base: '0.00' });
    for (const sub of subs)
      expect(await billsOf(sub.id, 'DIVIDEND')).toEqual([
        expect.objectContaining({ amount: 200_000n, paid: 0n, status: 'INSUFFICIENT' }),
      ]);
    const [cancelledBill] = await billsOf(cancelled.id, 'DIVIDEND');
    const cancel = () => calls.call('POST', null, `/ops/agents/bills/${cancelledBill!.id}/cancel`);
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).json().errorCode).toBe('agent.bill.closed');

    // The sub-agent sees why.
    const seen = (await calls.call('GET', paidLater, '/wps/agent/contracts/dividend/bills')).json().value
      .content[0];
    expect(seen).toMatchObject({
      status: 'INSUFFICIENT',
      paid: '0.00',
      amount: '2000.00',
      lastAttemptAt: expect.any(String),
      explanation: expect.objectContaining({ netLoss: '10000.00', rate: '20.00' }),
    });

    await money.post(top.id, 'DEPOSIT', 50_000n);
    // Too soon for a retry: nothing moves.
    expect((await runPaydays(t.db, { now: new Date(now.getTime() + 60_000) })).paymentsPosted).toBe(0);
    const retry = new Date(now.getTime() + BILL_RETRY_EVERY_MS + 60_000);
    await runPaydays(t.db, { now: retry });
    expect((await billsOf(paidLater.id, 'DIVIDEND'))[0]).toMatchObject({
      paid: 50_000n,
      status: 'PARTLY_PAID',
    });
    expect((await billsOf(expiring.id, 'DIVIDEND'))[0]).toMatchObject({ paid: 0n, status: 'INSUFFICIENT' });

    await money.post(top.id, 'DEPOSIT', 150_000n);
    await runPaydays(t.db, { now: new Date(retry.getTime() + BILL_RETRY_EVERY_MS + 60_000) });
    const [paid] = await billsOf(paidLater.id, 'DIVIDEND');
    expect(paid).toMatchObject({ paid: 200_000n, status: 'PAID' });
    expect(await mainBalance(paidLater.id)).toBe(200_000n);
    expect(await mainBalance(top.id)).toBe(0n);
    const detail = (await calls.call('GET', paidLater, `/wps/agent/contracts/bills/${paid!.id}`)).json()
      .value;
    expect(detail.payments.map((p: { amount: string }) => p.amount)).toEqual(['500.00', '1500.00']);

    await runPaydays(t.db, { now: new Date(now.getTime() + BILL_RETRY_HOURS * 3_600_000) });
    expect((await billsOf(expiring.id, 'DIVIDEND'))[0]).toMatchObject({ paid: 0n, status: 'EXPIRED' });
    expect((await billsOf(cancelled.id, 'DIVIDEND'))[0]).toMatchObject({ paid: 0n, status: 'CANCELLED' });
    // A deposit after the deadline pays nothing more.
    await money.post(top.id, 'DEPOSIT', 500_000n);
    await runPaydays(t.db, {
      now: new Date(now.getTime() + BILL_RETRY_HOURS * 3_600_000 + BILL_RETRY_EVERY_MS * 2),
    });
    expect(await mainBalance(expiring.id)).toBe(0n);
  });
});
