import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { formatMinor } from '../../shared/money.ts';
import { findMemberById } from '../identity/member-repository.ts';
import { memberAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { vipRanksOf } from '../vip/ranks.ts';
import { depositReward, minimumDeposit } from './rules.ts';
import type { PromotionRow } from './tables.ts';

/**
 * What the books say about a member and a promotion: whether it may take part, and whether its condition is met
 * and for what reward. Read at claim time from the ledger (deposits are transfers of kind DEPOSIT into the
 * member's MAIN account, as deposits/service.ts posts them), so nothing hooks into the deposit flow.
 *
 * Windows are the promotion's period [starts_at, ends_at); for a BUTTON promotion they start when the member
 * joined (whichever is later). A deposit's time is its ledger transfer's.
 */

export interface Deposit {
  transferId: bigint;
  amount: bigint;
  at: Date;
  /** The deposit request's id. */
  reference: string | null;
}

/** What every promotion's rules are decided from, read once per call. */
export interface MemberFacts {
  memberId: number;
  registeredAt: Date;
  mainAccountId: bigint;
  /** The member's first credited deposit ever, if any. */
  firstDeposit: Deposit | null;
  /** The member's VIP level (0: none), for audience VIP. */
  vipRank: number;
}

export type Refusal = 'promotion.not.eligible' | 'promotion.deposit.below.minimum';

/** The outcome of a promotion's rule for a member taking part. */
export type Outcome =
  | { kind: 'REWARD'; reward: bigint; qualifyingRef: string }
  /** The condition may still be met (no qualifying deposit yet). */
  | { kind: 'WAITING' }
  /** It can no longer be met. */
  | { kind: 'INELIGIBLE'; code: Refusal; params: Record<string, string> };

interface DepositRow {
  id: bigint;
  amount: bigint;
  created_at: Date;
  reference: string | null;
}
const depositOf = (row: DepositRow): Deposit => ({
  transferId: row.id,
  amount: row.amount,
  at: row.created_at,
  reference: row.reference,
});

export async function memberFacts(db: Db, merchant: Merchant, memberId: number): Promise<MemberFacts> {
  const [member, mainAccountId, vipRanks] = await Promise.all([
    findMemberById(db, merchant.id, memberId),
    memberAccountId(db, { merchantId: merchant.id, memberId, kind: 'MAIN', currency: merchant.currency }),
    vipRanksOf(db, merchant.id, [memberId]),
  ]);
  // The ledger's (credit account, created_at, id) index gives the first one at once.
  const first = await sql<DepositRow>`
    SELECT id, amount, created_at, reference FROM ledger_transfers
    WHERE credit_account_id = ${mainAccountId} AND kind = 'DEPOSIT'
    ORDER BY created_at, id LIMIT 1`.execute(db);
  return {
    memberId,
    registeredAt: member.created_at,
    mainAccountId,
    firstDeposit: first.rows[0] ? depositOf(first.rows[0]) : null,
    vipRank: vipRanks.get(memberId) ?? 0,
  };
}

const inPeriod = (promotion: PromotionRow, at: Date) =>
  at >= promotion.starts_at && (promotion.ends_at === null || at < promotion.ends_at);

const ineligible = (code: Refusal = 'promotion.not.eligible', params: Record<string, string> = {}) =>
  ({ kind: 'INELIGIBLE', code, params }) as const;

/**
 * Why the member may not take part at all (before it joins or applies, and again at the claim), or null: the
 * audience (NEW_PLAYERS: registered at or after the start; VIP: its VIP level is one of `vip_levels`), SIGN_UP's registration period, and a FIRST_DEPOSIT
 * whose member already deposited before it could count (before joining a BUTTON promotion, before the start of an
 * AUTO one). Applications are decided by the operator, so only the audience applies to them.
 */
export function takePartRefusal(
  promotion: PromotionRow,
  facts: MemberFacts,
  joinedAt: Date | null,
): Refusal | null {
  if (promotion.audience === 'NEW_PLAYERS' && facts.registeredAt < promotion.starts_at)
    return 'promotion.not.eligible';
  if (promotion.audience === 'VIP' && !(promotion.vip_levels ?? []).includes(facts.vipRank))
    return 'promotion.not.eligible';
  if (promotion.join_mode === 'APPLICATION') return null;
  if (promotion.type === 'SIGN_UP' && !inPeriod(promotion, facts.registeredAt))
    return 'promotion.not.eligible';
  if (promotion.type === 'FIRST_DEPOSIT' && facts.firstDeposit) {
    // Not joined yet (BUTTON): the member's first deposit is already behind it, it can never count.
    if (promotion.join_mode === 'BUTTON' && joinedAt === null) return 'promotion.not.eligible';
    if (facts.firstDeposit.at < windowStart(promotion, joinedAt)) return 'promotion.not.eligible';
  }
  return null;
}

const windowStart = (promotion: PromotionRow, joinedAt: Date | null) =>
  joinedAt && joinedAt > promotion.starts_at ? joinedAt : promotion.starts_at;

const depositRef = (deposit: Deposit) =>
  deposit.reference ? `deposit:${deposit.reference}` : `transfer:${deposit.transferId}`;

/** The reward of a qualifying deposit (nothing when the percentage rounds it down to zero). */
function rewardOfDeposit(promotion: PromotionRow, deposit: Deposit): Outcome {
  const reward = depositReward(promotion.rules, deposit.amount);
  return reward > 0n ? { kind: 'REWARD', reward, qualifyingRef: depositRef(deposit) } : ineligible();
}

/**
 * The outcome of each promotion's rule for a member taking part (a BUTTON promotion it joined at `joinedAt`, an
 * AUTO one with `joinedAt` null), in one read of the ledger for all of them:
 * - FIRST_DEPOSIT: the member's first deposit ever, made in the window, of at least the minimum;
 * - DEPOSIT_BONUS: the first deposit in the window of at least the minimum;
 * - RELOAD: the same, not counting the member's first deposit ever;
 * - SIGN_UP: registered in the period (the fixed amount).
 * Deposit rewards are deposit × percent, at most the cap. Only the ruled types and join modes come here.
 */
export async function outcomesOf(
  db: Db,
  facts: MemberFacts,
  items: ReadonlyArray<{ promotion: PromotionRow; joinedAt: Date | null }>,
): Promise<Outcome[]> {
  const outcomes: Array<Outcome | undefined> = items.map(({ promotion, joinedAt }) => {
    const refusal = takePartRefusal(promotion, facts, joinedAt);
    if (refusal) return ineligible(refusal);
    switch (promotion.type) {
      case 'SIGN_UP':
        return {
          kind: 'REWARD',
          reward: BigInt(promotion.rules.fixedAmount!),
          qualifyingRef: `member:${facts.memberId}`,
        };
      case 'FIRST_DEPOSIT': {
        const first = facts.firstDeposit;
        if (!first) return { kind: 'WAITING' };
        if (!inPeriod(promotion, first.at)) return ineligible();
        const min = minimumDeposit(promotion.rules);
        if (first.amount < min)
          return ineligible('promotion.deposit.below.minimum', { min: formatMinor(min) });
        return rewardOfDeposit(promotion, first);
      }
      case 'DEPOSIT_BONUS':
      case 'RELOAD':
        return undefined; // read below, all windows in one statement
      default:
        throw new Error(`no rule for promotion type ${promotion.type}`);
    }
  });
  const windows = items.flatMap(({ promotion, joinedAt }, index) =>
    outcomes[index] === undefined ? [{ index, promotion, from: windowStart(promotion, joinedAt) }] : [],
  );
  if (windows.length > 0) {
    const found = await sql<DepositRow & { n: string }>`
      SELECT w.n::text AS n, d.id, d.amount, d.created_at, d.reference
      FROM unnest(${windows.map((w) => w.from.toISOString())}::timestamptz[],
          ${windows.map((w) => w.promotion.ends_at?.toISOString() ?? null)}::timestamptz[],
          ${windows.map((w) => String(minimumDeposit(w.promotion.rules)))}::bigint[],
          ${windows.map((w) => w.promotion.type === 'RELOAD')}::boolean[])
        WITH ORDINALITY AS w(from_at, to_at, min_amount, skip_first, n)
      CROSS JOIN LATERAL (
        SELECT t.id, t.amount, t.created_at, t.reference FROM ledger_transfers t
        WHERE t.credit_account_id = ${facts.mainAccountId} AND t.kind = 'DEPOSIT' AND t.created_at >= w.from_at
          AND (w.to_at IS NULL OR t.created_at < w.to_at) AND t.amount >= w.min_amount
          AND (NOT w.skip_first OR t.id IS DISTINCT FROM ${facts.firstDeposit?.transferId ?? null}::bigint)
        ORDER BY t.created_at, t.id LIMIT 1) d`.execute(db);
    const byWindow = new Map(found.rows.map((row) => [Number(row.n) - 1, depositOf(row)]));
    windows.forEach((window, n) => {
      const deposit = byWindow.get(n);
      outcomes[window.index] = deposit ? rewardOfDeposit(window.promotion, deposit) : { kind: 'WAITING' };
    });
  }
  return outcomes as Outcome[];
}
