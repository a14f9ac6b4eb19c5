import { sql } from 'kysely';
import {
  percentOfBp,
  rebateCategories,
  type MemberRebates,
  type PaidRebate,
  type RebateRow,
} from '@msp/contracts/rebates.ts';
import type { Db } from '../../db/database.ts';
import { formatMinor } from '../../shared/money.ts';
import { pageOf } from '../../shared/page.ts';
import type { Merchant } from '../merchant/service.ts';
import { vipRanksOf } from '../vip/ranks.ts';
import type { RebateRowData } from './tables.ts';
import { rateTableOf, rebateConfigOf } from './settings.ts';

/** The member's side: its own rebates only (every read is by the session's member id). */

const presentRow = (row: RebateRowData): RebateRow => ({
  id: String(row.id),
  day: row.day,
  category: row.category,
  validBet: formatMinor(row.valid_bet),
  percent: percentOfBp(row.rate_bp),
  amount: formatMinor(row.amount),
});

/** The member's unpaid rebates, newest day first (the `rebates_unpaid` index). */
const unpaidOf = (db: Db, merchantId: number, memberId: number) =>
  db
    .selectFrom('rebates')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('payout_id', 'is', null)
    .orderBy('day', 'desc')
    .orderBy('category')
    .execute();

/** `GET /wps/rebates`: unpaid rebates and their total, a page of the paid ones, and the caller's rates now. */
export async function memberRebates(
  db: Db,
  merchant: Merchant,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<MemberRebates> {
  const [config, rates, ranks, unpaid, paid, paidCount] = await Promise.all([
    rebateConfigOf(db, merchant.id),
    rateTableOf(db, merchant.id),
    vipRanksOf(db, merchant.id, [memberId]),
    unpaidOf(db, merchant.id, memberId),
    db
      .selectFrom('rebates')
      .innerJoin('rebate_payouts', 'rebate_payouts.id', 'rebates.payout_id')
      .selectAll('rebates')
      .select(['rebate_payouts.created_at as paid_at', 'rebate_payouts.mode'])
      .where('rebates.member_id', '=', memberId)
      .where('rebates.merchant_id', '=', merchant.id)
      .where('rebates.payout_id', 'is not', null)
      .orderBy('rebates.day', 'desc')
      .orderBy('rebates.category')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('rebates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchant.id)
      .where('payout_id', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  const vipRank = ranks.get(memberId) ?? 0;
  const unpaidTotal = unpaid.reduce((sum, row) => sum + row.amount, 0n);
  const history: PaidRebate[] = paid.map((row) => ({
    ...presentRow(row),
    paidAt: row.paid_at.toISOString(),
    mode: row.mode,
  }));
  return {
    payoutMode: config.payoutMode,
    minPayout: formatMinor(config.minPayout),
    turnoverMultiple: config.turnoverMultiple,
    unpaidTotal: formatMinor(unpaidTotal),
    claimable: isClaimable(config, unpaidTotal),
    unpaid: unpaid.map(presentRow),
    history: pageOf(history, page.pageNo, page.pageSize, Number(paidCount.n)),
    vipRank,
    rates: rebateCategories.map((category) => ({
      category,
      percent: percentOfBp(rates.rateOf(vipRank, category)),
    })),
  };
}

const isClaimable = (config: Awaited<ReturnType<typeof rebateConfigOf>>, unpaidTotal: bigint) =>
  config.payoutMode === 'CLAIM' && unpaidTotal > 0n && unpaidTotal >= config.minPayout;

/**
 * The rebates' part of the member info's `availablePromoCount`: 1 when the member has rebates to claim (CLAIM,
 * and together they reach the minimum), else 0. One, not one per day: a single claim pays them all, as one
 * reward. Nothing for `memberId` null (visitors, trial players, sessions under a restriction). Two small reads.
 */
export async function rebatePromoCount(db: Db, merchant: Merchant, memberId: number | null): Promise<number> {
  if (memberId === null) return 0;
  const [config, sum] = await Promise.all([
    rebateConfigOf(db, merchant.id),
    sql<{ total: bigint | null }>`
      SELECT sum(amount)::int8 AS total FROM rebates
      WHERE merchant_id = ${merchant.id} AND member_id = ${memberId} AND payout_id IS NULL`.execute(db),
  ]);
  return isClaimable(config, BigInt(sum.rows[0]?.total ?? 0n)) ? 1 : 0;
}
