import { sql } from 'kysely';
import type { ReferralFriendStatus, ReferralRefusalReason } from '@msp/contracts/referral.ts';
import type { Db } from '../../db/database.ts';
import { depositReward, minimumDeposit } from '../promotions/rules.ts';
import type { PromotionRow } from '../promotions/tables.ts';
import { selfReferrals } from './abuse.ts';
import { promotionsById } from './promotion.ts';
import type { ReferralRewardKind, ReferralRow } from './tables.ts';

/**
 * Where each friend of a referrer stands, decided from the books when asked (nothing hooks into betting or
 * deposits):
 * - **turnover**: the friend's valid bets since it registered, from the agent rollups (`member_daily_stats`, a few
 *   seconds behind the ledger, never ahead); met once they reach the promotion's `friendTurnover` (recorded as
 *   QUALIFIED, so a later refund does not take it back);
 * - **rewards**, once the turnover is met: the sign-up's `fixedAmount`, and the friend's first deposit ever (from
 *   the ledger, of at least `minDeposit`) × `percent`, at most `cap`; each paid at most once (referral_rewards);
 * - **refusals**: the one recorded at the sign-up; SELF_REFERRAL found now (abuse.ts); FRIEND_LIMIT once the
 *   referrer was rewarded for the promotion's `maxFriends` friends (friends take the places left in the order
 *   they registered); PROMOTION_CLOSED when the operator closed the promotion before the friend earned anything.
 */

export interface ReadyReward {
  kind: ReferralRewardKind;
  amount: bigint;
  qualifyingRef: string;
}

export interface FriendStanding {
  row: ReferralRow;
  promotion: PromotionRow | null;
  /** Minor units. */
  validBets: bigint;
  friendTurnover: bigint;
  qualified: boolean;
  /** The turnover was met since the last look (to record as QUALIFIED). */
  newlyQualified: boolean;
  refusal: ReferralRefusalReason | null;
  /** A refusal found now (to record). */
  foundRefusal: 'SELF_REFERRAL' | null;
  ready: ReadyReward[];
  paid: bigint;
  status: ReferralFriendStatus;
}

/** The referrer's referrals that may still earn (not refused, not done), oldest first. */
export function openReferrals(db: Db, referrerId: number): Promise<ReferralRow[]> {
  return db
    .selectFrom('referrals')
    .selectAll()
    .where('referrer_id', '=', referrerId)
    .where('status', 'in', ['PENDING', 'QUALIFIED'])
    .orderBy('id')
    .execute();
}

/** The kinds of reward a promotion's rules pay per friend. */
export const rewardKindsOf = (promotion: PromotionRow): ReferralRewardKind[] => [
  ...(promotion.rules.fixedAmount !== undefined ? (['SIGNUP'] as const) : []),
  ...(promotion.rules.percentBp !== undefined ? (['DEPOSIT'] as const) : []),
];

interface FirstDeposit {
  id: bigint;
  amount: bigint;
  reference: string | null;
}

/** Each friend's first deposit ever (a DEPOSIT transfer into its MAIN account), one lateral read for all. */
async function firstDeposits(
  db: Db,
  merchantId: number,
  friendIds: readonly number[],
): Promise<Map<number, FirstDeposit>> {
  if (friendIds.length === 0) return new Map();
  const { rows } = await sql<FirstDeposit & { member_id: number }>`
    SELECT a.member_id, d.id, d.amount, d.reference FROM ledger_accounts a
    CROSS JOIN LATERAL (
      SELECT t.id, t.amount, t.reference FROM ledger_transfers t
      WHERE t.credit_account_id = a.id AND t.kind = 'DEPOSIT'
      ORDER BY t.created_at, t.id LIMIT 1) d
    WHERE a.merchant_id = ${merchantId} AND a.member_id = ANY (${[...friendIds]}::int[]) AND a.kind = 'MAIN'`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.member_id, row]));
}

/** Each friend's valid bets since it registered (all its rollup days: it had none before). */
async function validBetsOf(db: Db, friendIds: readonly number[]): Promise<Map<number, bigint>> {
  if (friendIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_daily_stats')
    .select(['member_id', (eb) => eb.fn.sum<string>('valid_bet').as('valid')])
    .where('member_id', 'in', [...friendIds])
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((row) => [row.member_id, BigInt(row.valid)]));
}

const statusOf = (standing: Omit<FriendStanding, 'status'>): ReferralFriendStatus => {
  if (standing.refusal) return 'notEligible';
  if (standing.ready.length > 0) return 'ready';
  if (standing.qualified && standing.paid > 0n) return 'paid';
  return 'waiting';
};

/**
 * The standing of each referral in `rows` (the referrer's; they must include all its open referrals, which share
 * the friend limit), in the order given. Reads only: the caller records what is found (claim.ts, queries.ts).
 */
export async function standingsOf(
  db: Db,
  merchantId: number,
  referrerId: number,
  rows: readonly ReferralRow[],
): Promise<FriendStanding[]> {
  if (rows.length === 0) return [];
  const open = rows.filter((row) => row.status === 'PENDING' || row.status === 'QUALIFIED');
  const openFriends = open.map((row) => row.friend_id);
  const [promotions, rewards, rewardedFriends, validBets, selfReferred] = await Promise.all([
    promotionsById(
      db,
      merchantId,
      rows.flatMap((row) => (row.promotion_id === null ? [] : [row.promotion_id])),
    ),
    db
      .selectFrom('referral_rewards')
      .select(['referral_id', 'kind', 'amount'])
      .where(
        'referral_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute(),
    // Friends already rewarded, per promotion (for `maxFriends`), over all the referrer's referrals.
    db
      .selectFrom('referral_rewards')
      .select(['promotion_id', (eb) => eb.fn.count<string>('referral_id').distinct().as('friends')])
      .where('referrer_id', '=', referrerId)
      .groupBy('promotion_id')
      .execute(),
    validBetsOf(db, openFriends),
    selfReferrals(db, referrerId, openFriends),
  ]);
  const paidOf = new Map<bigint, Map<ReferralRewardKind, bigint>>();
  for (const reward of rewards) {
    const kinds = paidOf.get(reward.referral_id) ?? new Map<ReferralRewardKind, bigint>();
    kinds.set(reward.kind, reward.amount);
    paidOf.set(reward.referral_id, kinds);
  }
  const friendTurnoverOf = (promotion: PromotionRow | null) => BigInt(promotion?.rules.friendTurnover ?? '0');
  const qualifiedNow = (row: ReferralRow) => {
    const promotion = row.promotion_id === null ? null : (promotions.get(row.promotion_id) ?? null);
    return row.status === 'QUALIFIED' || (validBets.get(row.friend_id) ?? 0n) >= friendTurnoverOf(promotion);
  };
  // Only a qualified friend of a percentage promotion whose deposit reward is unpaid needs its first deposit.
  const deposits = await firstDeposits(
    db,
    merchantId,
    open
      .filter((row) => {
        const promotion = row.promotion_id === null ? undefined : promotions.get(row.promotion_id);
        return (
          promotion?.rules.percentBp !== undefined &&
          !paidOf.get(row.id)?.has('DEPOSIT') &&
          !selfReferred.has(row.friend_id) &&
          qualifiedNow(row)
        );
      })
      .map((row) => row.friend_id),
  );
  const rewardedSoFar = new Map(
    rewardedFriends.map((row) => [row.promotion_id, Number(row.friends)] as const),
  );

  const byId = new Map<bigint, FriendStanding>();
  // Oldest first: friends take the places the friend limit leaves in the order they registered.
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const promotion = row.promotion_id === null ? null : (promotions.get(row.promotion_id) ?? null);
    const paidKinds = paidOf.get(row.id) ?? new Map<ReferralRewardKind, bigint>();
    const paid = [...paidKinds.values()].reduce((sum, amount) => sum + amount, 0n);
    const friendTurnover = friendTurnoverOf(promotion);
    const bets = validBets.get(row.friend_id) ?? 0n;
    const base = {
      row,
      promotion,
      validBets: bets,
      friendTurnover,
      paid,
      qualified: row.status === 'QUALIFIED',
      newlyQualified: false,
      foundRefusal: null,
      ready: [] as ReadyReward[],
    };
    if (row.status === 'NOT_ELIGIBLE' || !promotion) {
      const standing = { ...base, refusal: row.reason ?? 'NO_PROMOTION' };
      byId.set(row.id, { ...standing, status: statusOf(standing) });
      continue;
    }
    if (row.status === 'DONE') {
      const standing = { ...base, qualified: true, refusal: null };
      byId.set(row.id, { ...standing, status: statusOf(standing) });
      continue;
    }
    if (selfReferred.has(row.friend_id)) {
      const standing = { ...base, refusal: 'SELF_REFERRAL' as const, foundRefusal: 'SELF_REFERRAL' as const };
      byId.set(row.id, { ...standing, status: statusOf(standing) });
      continue;
    }
    const qualified = qualifiedNow(row);
    const ready: ReadyReward[] = [];
    if (qualified && promotion.status !== 'CLOSED') {
      const { rules } = promotion;
      if (rules.fixedAmount !== undefined && !paidKinds.has('SIGNUP'))
        ready.push({
          kind: 'SIGNUP',
          amount: BigInt(rules.fixedAmount),
          qualifyingRef: `member:${row.friend_id}`,
        });
      const deposit = deposits.get(row.friend_id);
      if (rules.percentBp !== undefined && !paidKinds.has('DEPOSIT') && deposit) {
        const amount = deposit.amount >= minimumDeposit(rules) ? depositReward(rules, deposit.amount) : 0n;
        if (amount > 0n)
          ready.push({
            kind: 'DEPOSIT',
            amount,
            qualifyingRef: deposit.reference ? `deposit:${deposit.reference}` : `transfer:${deposit.id}`,
          });
      }
    }
    let refusal: ReferralRefusalReason | null = null;
    if (paid === 0n) {
      const max = promotion.rules.maxFriends;
      const rewarded = rewardedSoFar.get(promotion.id) ?? 0;
      if (max !== undefined && rewarded >= max) refusal = 'FRIEND_LIMIT';
      else if (promotion.status === 'CLOSED') refusal = 'PROMOTION_CLOSED';
      // A friend about to be paid takes a place now, so the ones after it see what is left.
      else if (ready.length > 0) rewardedSoFar.set(promotion.id, rewarded + 1);
    }
    const standing = {
      ...base,
      qualified,
      newlyQualified: qualified && row.status === 'PENDING',
      refusal,
      ready: refusal ? [] : ready,
    };
    byId.set(row.id, { ...standing, status: statusOf(standing) });
  }
  return rows.map((row) => byId.get(row.id)!);
}

/** Records what a look found: friends refused now (SELF_REFERRAL) and turnovers newly met (QUALIFIED). */
export async function recordFindings(db: Db, standings: readonly FriendStanding[], now: Date) {
  const refused = standings.filter((standing) => standing.foundRefusal).map((standing) => standing.row.id);
  const qualified = standings
    .filter((standing) => standing.newlyQualified && !standing.refusal)
    .map((standing) => standing.row.id);
  if (refused.length > 0)
    await db
      .updateTable('referrals')
      .set({ status: 'NOT_ELIGIBLE', reason: 'SELF_REFERRAL', refused_at: now })
      .where('id', 'in', refused)
      .where('status', '<>', 'NOT_ELIGIBLE')
      .execute();
  if (qualified.length > 0)
    await db
      .updateTable('referrals')
      .set({ status: 'QUALIFIED', qualified_at: now })
      .where('id', 'in', qualified)
      .where('status', '=', 'PENDING')
      .execute();
}
