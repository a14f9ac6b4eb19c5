import { sql } from 'kysely';
import { addDays, reportDayStart } from '../../src/modules/agents/rollups.ts';
import { REBATE_GRACE_MS, runRebates } from '../../src/modules/rebates/job.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { promotionCalls } from '../promotions/fixture.ts';
import type { TestMember } from '../withdrawals/cashier-fixture.ts';

/** The demo merchant's report time zone (UTC+6). */
const OFFSET = 360;
let rounds = 0;

/**
 * Rebate tests' calls: the member's and operator's rebate calls (through the promotions fixture's `call`), game
 * rounds settled on a report day (what valid bets are read from), VIP ranks, and the job run as the scheduler
 * runs it, at a moment just after a day is due.
 */
export function rebateCalls(t: TestApp) {
  const p = promotionCalls(t);

  /** A seamless round of `category` staking `stake` (minor units), settled at noon of the report day. */
  async function play(member: { id: number }, day: string, category: string, stake: bigint) {
    rounds += 1;
    const at = new Date(reportDayStart(day, OFFSET).getTime() + 12 * 3_600_000);
    await t.db
      .insertInto('game_rounds')
      .values({
        merchant_id: await p.merchantId(),
        member_id: member.id,
        vendor_code: 'RBT',
        game_code: 'G',
        game_type: category,
        round_id: `rebate-test-${rounds}-${Math.random().toString(36).slice(2)}`,
        wallet_mode: 'SEAMLESS',
        stake,
        status: 'SETTLED',
        started_at: at,
        settled_at: at,
      })
      .execute();
  }

  /** The member's VIP rank, as the VIP module keeps it. */
  async function setRank(member: { id: number }, rank: number) {
    await sql`INSERT INTO member_vip (member_id, merchant_id, rank) VALUES (${member.id}, ${await p.merchantId()}, ${rank})
              ON CONFLICT (member_id) DO UPDATE SET rank = excluded.rank`.execute(t.db);
  }

  /** The first moment the job computes `day`. */
  const dueAt = (day: string) =>
    new Date(reportDayStart(addDays(day, 1), OFFSET).getTime() + REBATE_GRACE_MS);
  const runJob = async (day: string) =>
    runRebates(t.db, { now: dueAt(day), merchantId: await p.merchantId() });

  const summary = async (member: TestMember, query = '') => {
    const response = await p.call('GET', member.token, `/wps/rebates${query}`);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().value;
  };
  const claim = (member: TestMember) => p.call('POST', member.token, '/wps/rebates/claim');
  const settings = (body: Record<string, unknown>) => p.ops('PUT', '/ops/rebates/settings', body);
  const rates = (body: Record<string, unknown>) => p.ops('PUT', '/ops/rebates/rates', body);

  /** What the member has been paid in rebates, in ledger postings and in total (minor units). */
  async function paid(member: { id: number }) {
    const { rows } = await sql<{ postings: string; total: string }>`
      SELECT count(DISTINCT t.posting_id)::text AS postings, coalesce(sum(t.amount), 0)::text AS total
      FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
      WHERE a.member_id = ${member.id} AND t.kind = 'REBATE'`.execute(t.db);
    return { postings: Number(rows[0]!.postings), total: BigInt(rows[0]!.total) };
  }

  return { ...p, play, setRank, dueAt, runJob, summary, claimRebates: claim, settings, rates, paid };
}

/** Report days for one test file, each later than the last (the job computes a merchant's days in order). */
export function dayCounter(first: string) {
  let next = first;
  return () => {
    const day = next;
    next = addDays(next, 1);
    return day;
  };
}
