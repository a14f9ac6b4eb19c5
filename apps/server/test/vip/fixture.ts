import { sql } from 'kysely';
import { reportDayOf } from '../../src/modules/agents/rollups.ts';
import { runVipLevels } from '../../src/modules/vip/job.ts';
import { agentMoney } from '../agents/fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { promotionCalls } from '../promotions/fixture.ts';
import type { TestMember } from '../withdrawals/cashier-fixture.ts';

/**
 * The VIP tests' ladder and calls: the operator's ladder and member-level calls, the member's page and info,
 * money posted through the ledger with the kinds the money modules use (so the rollups read what production
 * writes), and the job run as the scheduler runs it, after the rollups have caught up.
 */

/** Three levels: deposits OR valid bets over 30 days (amounts in major units). */
export const testLadder = {
  qualifyDays: 30,
  upgradeRule: 'ANY',
  levels: [
    {
      rank: 1,
      label: { bn: 'ব্রোঞ্জ', en: 'Bronze' },
      depositThreshold: '1000',
      validBetThreshold: '5000',
      keepValidBet: '0',
      levelUpBonus: '10',
      birthdayBonus: '20',
      turnoverMultiple: 2,
    },
    {
      rank: 2,
      label: { bn: 'সিলভার', en: 'Silver' },
      depositThreshold: '5000',
      validBetThreshold: '20000',
      keepValidBet: '2000',
      levelUpBonus: '50',
      birthdayBonus: '100',
      turnoverMultiple: 3,
    },
    {
      rank: 3,
      label: { bn: 'গোল্ড', en: 'Gold' },
      depositThreshold: '20000',
      validBetThreshold: '80000',
      keepValidBet: '10000',
      levelUpBonus: '200',
      birthdayBonus: '300',
      turnoverMultiple: 5,
    },
  ],
};

export function vipCalls(t: TestApp, merchant = 'DEMO') {
  const p = promotionCalls(t, merchant);
  const money = agentMoney(t, merchant);

  const setLadder = (body: unknown = testLadder, language: 'en' | 'bn' = 'en') =>
    p.adminToken().then((token) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/vip/levels',
        headers: { merchant, language, authorization: token },
        payload: body as object,
      }),
    );
  async function ladder(body: unknown = testLadder) {
    const answer = await setLadder(body);
    if (answer.statusCode !== 200) throw new Error(`ladder refused: ${answer.body}`);
  }
  const setLevel = (memberId: number, rank: number, language: 'en' | 'bn' = 'en') =>
    p.adminToken().then((token) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/vip/members/${memberId}/level`,
        headers: { merchant, language, authorization: token },
        payload: { rank, note: 'test' },
      }),
    );
  async function level(memberId: number, rank: number) {
    const answer = await setLevel(memberId, rank);
    if (answer.statusCode !== 200) throw new Error(`level refused: ${answer.body}`);
  }

  const page = async (member: TestMember | null, language: 'en' | 'bn' = 'en') => {
    const answer = await t.app.inject({
      url: '/wps/vip',
      headers: { merchant, language, ...(member ? { authorization: member.token } : {}) },
    });
    if (answer.statusCode !== 200) throw new Error(`vip page failed: ${answer.body}`);
    return answer.json().value;
  };
  const info = async (member: TestMember, language: 'en' | 'bn' = 'en') =>
    (
      await t.app.inject({
        url: '/wps/member/info',
        headers: { merchant, language, authorization: member.token },
      })
    ).json().value as { hasVip: boolean; vipLabelName: string | null; vipRankLevel: number };

  /** The member's rank as stored (0 without a row). */
  const rankOf = async (memberId: number) =>
    (await t.db.selectFrom('member_vip').select('rank').where('member_id', '=', memberId).executeTakeFirst())
      ?.rank ?? 0;
  const rewardsOf = (memberId: number) =>
    t.db.selectFrom('vip_rewards').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const vipPostings = async (memberId: number) =>
    Number(
      (
        await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_postings
          WHERE idempotency_key LIKE ${`vip:%:${memberId}:%`}`.execute(t.db)
      ).rows[0]!.n,
    );

  /** Minor units. A deposit (DEPOSIT_CLEARING → MAIN, kind DEPOSIT). */
  const deposit = (member: { id: number }, amount: bigint) => money.post(member.id, 'DEPOSIT', amount);
  /** Valid bets of `amount` without any deposit: the money comes as a game win first. */
  async function bets(member: { id: number }, amount: bigint) {
    await money.post(member.id, 'GAME_WIN', amount);
    await money.post(member.id, 'GAME_BET', amount);
  }

  /** The job as the scheduler runs it, once the rollups have caught up with the ledger. */
  async function run(now = new Date()) {
    await money.catchUp();
    return runVipLevels(t.db, { now, merchantId: await p.merchantId() });
  }

  /** Today's report day (UTC+6, the demo merchant's). */
  const today = (now = Date.now()) => reportDayOf(now, 360);

  return {
    ...p,
    setLadder,
    ladder,
    setLevel,
    level,
    page,
    info,
    rankOf,
    rewardsOf,
    vipPostings,
    deposit,
    bets,
    run,
    catchUpStats: money.catchUp,
    today,
  };
}
