import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { catchUpAgentStats } from '../../src/modules/agents/stats-job.ts';
import { knownCaptcha, registration } from '../identity/helpers.ts';
import { randomPrivateIp, solvedChallenge, type TestApp } from '../helpers/test-app.ts';
import { promotionCalls } from '../promotions/fixture.ts';
import type { TestMember } from '../withdrawals/cashier-fixture.ts';

/** A browser of its own: the random id the web keeps per browser and sends as Device-Id. */
export const newDevice = () => randomBytes(16).toString('hex');

export interface Caller {
  ip?: string;
  device?: string;
  token?: string;
}

/**
 * The referral tests' calls: registrations as the page makes them (from an address and a browser of the test's
 * choosing), logins, the referral page and its claim, and the promotions fixture for the REFERRAL promotion, bets
 * and deposits.
 */
export function referralCalls(t: TestApp) {
  const p = promotionCalls(t);

  const headersOf = (caller: Caller) => ({
    merchant: 'DEMO',
    language: 'en',
    ...(caller.device ? { 'device-id': caller.device } : {}),
    ...(caller.token ? { authorization: caller.token } : {}),
  });

  /** Registers a new member (with `code` when given); answers the response and the member made. */
  async function register(code: string | null, caller: Caller = {}, extra: Record<string, unknown> = {}) {
    const body = registration({ ...(code ? { referralCode: code } : {}), ...extra });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/unsecure',
      headers: headersOf(caller),
      remoteAddress: caller.ip ?? randomPrivateIp(),
      payload: { ...(await knownCaptcha(t)), ...body, ...(await solvedChallenge(t)) },
    });
    const value = response.json().value as { token: string; id: number } | undefined;
    const member: TestMember | null = value
      ? { id: value.id, username: body.username, token: value.token, mobileNum: body.mobileNum }
      : null;
    return { response, member, body };
  }

  /** A member that registered by itself, from `caller`'s address and browser. */
  async function newMember(caller: Caller = {}, extra: Record<string, unknown> = {}) {
    const { response, member } = await register(null, caller, extra);
    if (!member) throw new Error(`registration failed: ${response.body}`);
    return member;
  }

  const overview = (member: TestMember | null, query = '', caller: Caller = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/wps/referral${query}`,
      headers: headersOf({ ...caller, ...(member ? { token: member.token } : {}) }),
      remoteAddress: caller.ip ?? randomPrivateIp(),
    });

  async function page(member: TestMember, query = '', caller: Caller = {}) {
    const answer = await overview(member, query, caller);
    if (answer.statusCode !== 200) throw new Error(`referral page failed: ${answer.body}`);
    return answer.json().value as {
      code: string;
      link: string;
      promotion: { id: number; rules: Record<string, unknown>; content: string } | null;
      totals: { invited: number; qualified: number; paid: string; ready: string; readyCount: number };
      friends: {
        content: Array<{
          id: string;
          account: string;
          status: string;
          reason: string | null;
          validBets: string;
          friendTurnover: string;
          ready: string;
          paid: string;
        }>;
        totalElements: number;
      };
    };
  }

  const claim = (member: TestMember) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/referral/claim',
      headers: headersOf({ token: member.token }),
      remoteAddress: randomPrivateIp(),
    });

  /** The member's code (made on its first look at the page). */
  const codeOf = async (member: TestMember) => (await page(member)).code;

  /**
   * Publishes a REFERRAL promotion (by default the demo's: ৳100 per sign-up, 20 % of the first deposit up to
   * ৳1,000, the friend's turnover ৳1,000, 3 times turnover), closing any other REFERRAL first so this one runs.
   */
  async function runReferral(rules: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
    await closeReferrals();
    return p.publish({
      type: 'REFERRAL',
      category: 'other',
      joinMode: 'AUTO',
      rules: {
        fixedAmount: '100',
        percent: '20',
        cap: '1000',
        friendTurnover: '1000',
        turnoverMultiple: 3,
        ...rules,
      },
      ...overrides,
    });
  }

  async function closeReferrals() {
    const running = await t.db
      .selectFrom('promotions')
      .select('id')
      .where('type', '=', 'REFERRAL')
      .where('status', '=', 'ACTIVE')
      .execute();
    for (const { id } of running) {
      const closed = await p.ops('POST', `/ops/promotions/${id}/status`, { status: 'CLOSED' });
      if (closed.statusCode !== 200) throw new Error(`close failed: ${closed.body}`);
    }
  }

  /** Valid bets of a member, brought into the rollups the referral reads (minor units). */
  async function play(member: TestMember, amount: bigint) {
    await p.bet(member, amount);
    await catchUpAgentStats(t.db);
  }

  const referralOf = (friendId: number) =>
    t.db.selectFrom('referrals').selectAll().where('friend_id', '=', friendId).executeTakeFirst();

  const postingsOf = async (referralIds: bigint[]) =>
    Number(
      (
        await sql<{ n: string }>`
          SELECT count(*)::text AS n FROM ledger_postings
          WHERE idempotency_key = ANY (${referralIds.flatMap((id) => [`referral:${id}:signup`, `referral:${id}:deposit`])}::text[])`.execute(
          t.db,
        )
      ).rows[0]!.n,
    );

  return {
    ...p,
    headersOf,
    register,
    newMember,
    overview,
    page,
    claim: claim,
    promotionClaim: p.claim,
    codeOf,
    runReferral,
    closeReferrals,
    play,
    referralOf,
    postingsOf,
  };
}
