import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type { VipPublicState } from '@msp/contracts/session.ts';
import type { VipMember, VipPage, VipReward } from '@msp/contracts/vip.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { agentSettings } from '../agents/rollups.ts';
import type { Merchant } from '../merchant/service.ts';
import { openRequirements } from '../promotions/turnover.ts';
import type { LocalizedText } from '../../shared/localized.ts';
import { vipCalendar } from './calendar.ts';
import { ladderOf, presentLevel, type Ladder } from './ladder.ts';

/**
 * What members read of VIP: the page (`GET /wps/vip`: the ladder for anyone, and the caller's own level, progress,
 * keep check and bonuses) and the member info's VIP fields. A member reads only its own rows: every read below is
 * by the caller's member id.
 */

/** The VIP bonuses the page lists, newest first. */
const HISTORY_SIZE = 50;

/** `GET /wps/vip`: `memberId` null for visitors, trial players and restricted sessions (no personal part). */
export async function vipPage(
  db: Db,
  merchant: Merchant,
  memberId: number | null,
  language: Language,
  now = new Date(),
): Promise<VipPage> {
  const ladder = await ladderOf(db, merchant.id);
  return {
    qualifyDays: ladder.qualifyDays,
    upgradeRule: ladder.upgradeRule,
    levels: ladder.levels.map((level) => presentLevel(level, language)),
    member:
      memberId === null || ladder.levels.length === 0
        ? null
        : await memberPart(db, merchant, ladder, memberId, language, now),
  };
}

async function memberPart(
  db: Db,
  merchant: Merchant,
  ladder: Ladder,
  memberId: number,
  language: Language,
  now: Date,
): Promise<VipMember> {
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const calendar = vipCalendar(now, utcOffsetMinutes, ladder.qualifyDays);
  const [vip, figures] = await Promise.all([
    db
      .selectFrom('member_vip')
      .select(['rank', 'reached_at'])
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst(),
    // The period's deposits and valid bets, and this month's valid bets (the keep check's), in one read.
    sql<{ deposit: bigint; valid_bet: bigint; month_bets: bigint }>`
      SELECT coalesce(sum(deposit) FILTER (WHERE day >= ${calendar.periodFrom}::date), 0)::bigint AS deposit,
        coalesce(sum(valid_bet) FILTER (WHERE day >= ${calendar.periodFrom}::date), 0)::bigint AS valid_bet,
        coalesce(sum(valid_bet) FILTER (WHERE day >= ${calendar.month}::date), 0)::bigint AS month_bets
      FROM member_daily_stats
      WHERE member_id = ${memberId} AND day >= least(${calendar.periodFrom}::date, ${calendar.month}::date)
        AND day <= ${calendar.today}::date`.execute(db),
  ]);
  const { deposit, valid_bet: validBet, month_bets: monthBets } = figures.rows[0]!;
  // A level the ladder no longer has cannot be held (removing it is refused), so the rank names a level.
  const rank = Math.min(vip?.rank ?? 0, ladder.levels.length);
  const level = rank > 0 ? ladder.levels[rank - 1]! : null;
  const reachedAt = vip?.reached_at ?? null;
  const keepRequired = level?.keep_valid_bet ?? 0n;
  return {
    rank,
    label: level ? pickLanguage(level.label, language) : null,
    reachedAt: reachedAt?.toISOString() ?? null,
    progress: {
      from: calendar.periodFrom,
      to: calendar.today,
      deposits: formatMinor(deposit),
      validBets: formatMinor(validBet),
      nextRank: rank < ladder.levels.length ? rank + 1 : null,
    },
    keep: level
      ? {
          month: calendar.month,
          checkOn: calendar.nextMonth,
          required: formatMinor(keepRequired),
          validBets: formatMinor(monthBets),
          remaining: formatMinor(monthBets >= keepRequired ? 0n : keepRequired - monthBets),
          status:
            reachedAt !== null && reachedAt >= calendar.monthStartsAt
              ? 'REACHED'
              : monthBets >= keepRequired
                ? 'MET'
                : 'OPEN',
        }
      : null,
    rewards: await rewardHistory(db, merchant, ladder, memberId, language),
  };
}

/** The member's VIP bonuses, newest first, each `process` while its turnover is open (brought up to date here). */
async function rewardHistory(
  db: Db,
  merchant: Merchant,
  ladder: Ladder,
  memberId: number,
  language: Language,
): Promise<VipReward[]> {
  const rows = await db
    .selectFrom('vip_rewards')
    .select(['kind', 'rank', 'amount', 'turnover_required', 'turnover_requirement_id', 'paid_at'])
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchant.id)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_SIZE)
    .execute();
  const open = rows.some((row) => row.turnover_requirement_id !== null)
    ? new Set((await openRequirements(db, merchant, memberId)).map((requirement) => requirement.id))
    : new Set<bigint>();
  return rows.map((row) => ({
    kind: row.kind,
    rank: row.rank,
    label: pickLanguage(ladder.levels[row.rank - 1]?.label, language),
    amount: formatMinor(row.amount),
    turnoverRequired: formatMinor(row.turnover_required),
    paidAt: row.paid_at.toISOString(),
    state:
      row.turnover_requirement_id !== null && open.has(row.turnover_requirement_id) ? 'process' : 'issued',
  }));
}

const noVip: VipPublicState = { hasVip: false, vipLabelName: null, vipRankLevel: 0 };

/**
 * The member info's VIP fields, in one small read (the header asks on every page): whether the merchant has
 * levels, and the caller's level and its label in the request's language. Nothing for `memberId` null (a trial
 * player, a session under a restriction).
 */
export async function vipPublicState(
  db: Db,
  merchantId: number,
  memberId: number | null,
  language: Language,
): Promise<VipPublicState> {
  if (memberId === null) return noVip;
  const { rows } = await sql<{ has_vip: boolean; rank: number | null; label: LocalizedText | null }>`
    SELECT EXISTS (SELECT 1 FROM vip_levels WHERE merchant_id = ${merchantId}) AS has_vip, v.rank, l.label
    FROM (SELECT 1) AS one
    LEFT JOIN member_vip v ON v.member_id = ${memberId} AND v.merchant_id = ${merchantId} AND v.rank > 0
    LEFT JOIN vip_levels l ON l.merchant_id = ${merchantId} AND l.rank = v.rank`.execute(db);
  const row = rows[0];
  if (!row?.has_vip) return noVip;
  return row.label
    ? { hasVip: true, vipLabelName: pickLanguage(row.label, language), vipRankLevel: row.rank ?? 0 }
    : { hasVip: true, vipLabelName: null, vipRankLevel: 0 };
}
