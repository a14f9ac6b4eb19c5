import { sql } from 'kysely';
import type { MissionKind } from '@msp/contracts/missions.ts';
import type { Db } from '../../db/database.ts';
import { addDays, sumsByOwner } from '../agents/rollups.ts';
import { validBetsByCategory } from '../bet-stats/valid-bets.ts';
import type { Period } from './periods.ts';
import type { MissionRow } from './tables.ts';

/**
 * A member's progress on missions, read from the statistics when asked: nothing is counted in the betting,
 * deposit or login paths. Each kind has one source:
 *
 * | kind          | source                                                                                        |
 * | ------------- | --------------------------------------------------------------------------------------------- |
 * | BET_CATEGORY  | `validBetsByCategory` (bet-stats): settled seamless rounds of the category, and our lottery's |
 * |               | settled bets under LOTT/ELOTT, over the period, by settle time                                |
 * | DEPOSIT       | the agents module's daily rollups (`member_daily_stats.deposit`) over the period's report days |
 * | LOTTERY_DRAWS | distinct numeros of the member's lottery bets placed in the period (not refunded or cancelled) |
 * | LOGIN_DAYS    | distinct report days of the member's logins (the audit trail's LOGIN rows) in the period      |
 *
 * The rollups follow the ledger within seconds (docs/agents.md), so a deposit shows a few seconds after it is
 * made. Amounts are minor units, counts whole numbers.
 */

export interface Measure {
  kind: MissionKind;
  period: Period;
}

/** What the member has done of each kind in a period; BET_CATEGORY per category. */
export interface Measured {
  byCategory: Map<string, bigint>;
  deposit: bigint;
  lotteryDraws: bigint;
  loginDays: bigint;
}

const emptyMeasured = (): Measured => ({
  byCategory: new Map(),
  deposit: 0n,
  lotteryDraws: 0n,
  loginDays: 0n,
});

async function categoryBets(db: Db, merchantId: number, memberId: number, period: Period) {
  const rows = await validBetsByCategory(db, merchantId, {
    from: period.startsAt,
    to: period.endsAt,
    memberIds: [memberId],
  });
  return new Map(rows.map((row) => [row.category as string, row.validBet]));
}

async function deposits(db: Db, memberId: number, period: Period) {
  const sums = await sumsByOwner(db, 'member_daily_stats', [memberId], {
    from: period.start,
    to: addDays(period.end, -1),
  });
  return BigInt(sums.get(memberId)?.deposit ?? '0');
}

/** The lottery module's bets: a draw counts once, whatever the member bet on it, unless given back. */
async function lotteryDraws(db: Db, merchantId: number, memberId: number, period: Period) {
  const { rows } = await sql<{ draws: string }>`
    SELECT count(DISTINCT numero_id)::text AS draws FROM lottery_bets
    WHERE member_id = ${memberId} AND merchant_id = ${merchantId}
      AND placed_at >= ${period.startsAt} AND placed_at < ${period.endsAt}
      AND status NOT IN ('REFUNDED', 'CANCELLED')`.execute(db);
  return BigInt(rows[0]?.draws ?? '0');
}

/** The identity module's audit trail: a password or SMS login (a sign-up logs in too) opens a day. */
async function loginDays(
  db: Db,
  merchantId: number,
  memberId: number,
  period: Period,
  offsetMinutes: number,
) {
  const { rows } = await sql<{ days: string }>`
    SELECT count(DISTINCT ((created_at + make_interval(mins => ${offsetMinutes}::int)) AT TIME ZONE 'UTC')::date)::text
      AS days
    FROM audit_log
    WHERE member_id = ${memberId} AND merchant_id = ${merchantId} AND action = 'LOGIN'
      AND created_at >= ${period.startsAt} AND created_at < ${period.endsAt}`.execute(db);
  return BigInt(rows[0]?.days ?? '0');
}

/**
 * Measures what the missions need, each source once per period: a list of daily and weekly missions of every
 * kind costs at most one read per kind and period.
 */
export async function measure(
  db: Db,
  merchantId: number,
  memberId: number,
  needs: readonly Measure[],
  utcOffsetMinutes: number,
): Promise<Map<string, Measured>> {
  const found = new Map<string, Measured>();
  const done = new Set<string>();
  for (const { kind, period } of needs) {
    const key = `${kind}:${period.kind}:${period.start}`;
    if (done.has(key)) continue;
    done.add(key);
    let measured = found.get(periodKey(period));
    if (!measured) found.set(periodKey(period), (measured = emptyMeasured()));
    switch (kind) {
      case 'BET_CATEGORY':
        measured.byCategory = await categoryBets(db, merchantId, memberId, period);
        break;
      case 'DEPOSIT':
        measured.deposit = await deposits(db, memberId, period);
        break;
      case 'LOTTERY_DRAWS':
        measured.lotteryDraws = await lotteryDraws(db, merchantId, memberId, period);
        break;
      case 'LOGIN_DAYS':
        measured.loginDays = await loginDays(db, merchantId, memberId, period, utcOffsetMinutes);
        break;
    }
  }
  return found;
}

export const periodKey = (period: Period) => `${period.kind}:${period.start}`;

/** A mission's progress from what was measured in its period. */
export function progressOf(mission: MissionRow, measured: Measured | undefined): bigint {
  if (!measured) return 0n;
  switch (mission.kind) {
    case 'BET_CATEGORY':
      return measured.byCategory.get(mission.category ?? '') ?? 0n;
    case 'DEPOSIT':
      return measured.deposit;
    case 'LOTTERY_DRAWS':
      return measured.lotteryDraws;
    case 'LOGIN_DAYS':
      return measured.loginDays;
  }
}

/** 0–100, rounded down: 100 only once the target is reached. */
export function percentOf(current: bigint, target: bigint): number {
  if (current <= 0n) return 0;
  if (current >= target) return 100;
  return Number((current * 100n) / target);
}
