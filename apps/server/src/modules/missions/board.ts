import type { Language } from '@msp/contracts/errors.ts';
import type { Mission, MissionBoard, MissionState } from '@msp/contracts/missions.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { agentSettings } from '../agents/rollups.ts';
import { displayOf, unitOf } from './catalogue.ts';
import { periodAt, periodSpan, type Period } from './periods.ts';
import { measure, percentOf, periodKey, progressOf } from './progress.ts';
import type { MissionRow } from './tables.ts';

/**
 * The caller's missions of the current day and week: each ACTIVE mission of the merchant with its progress, read
 * from the statistics now (progress.ts), and its state — `claimed` when the member's claim of this period exists,
 * `claim` once the target is reached, else `inProgress`.
 */

export interface MissionProgress {
  mission: MissionRow;
  period: Period;
  current: bigint;
  state: MissionState;
}

/** The merchant's ACTIVE missions in the members' order. */
export function activeMissions(db: Db, merchantId: number) {
  return db
    .selectFrom('missions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The periods running now, in the merchant's report time zone. */
export async function currentPeriods(db: Db, merchantId: number, now: Date) {
  const { utcOffsetMinutes } = await agentSettings(db, merchantId);
  return {
    utcOffsetMinutes,
    daily: periodAt('DAILY', now, utcOffsetMinutes),
    weekly: periodAt('WEEKLY', now, utcOffsetMinutes),
  };
}

/** The progress and state of missions for a member in the periods running now (or the ones given). */
export async function progressOfMissions(
  db: Db,
  merchantId: number,
  memberId: number,
  missions: readonly MissionRow[],
  periods: { utcOffsetMinutes: number; daily: Period; weekly: Period },
): Promise<MissionProgress[]> {
  if (missions.length === 0) return [];
  const periodOf = (mission: MissionRow) => (mission.period === 'DAILY' ? periods.daily : periods.weekly);
  const claims = await db
    .selectFrom('mission_claims')
    .select(['mission_id', 'period_start'])
    .where('member_id', '=', memberId)
    .where(
      'mission_id',
      'in',
      missions.map((mission) => mission.id),
    )
    .where('period_start', 'in', [periods.daily.start, periods.weekly.start])
    .execute();
  const claimed = new Set(claims.map((claim) => `${claim.mission_id}:${claim.period_start}`));
  const isClaimed = (mission: MissionRow) => claimed.has(`${mission.id}:${periodOf(mission).start}`);
  // Only what an unclaimed mission needs is read: a member who claimed everything costs one query.
  const measured = await measure(
    db,
    merchantId,
    memberId,
    missions
      .filter((mission) => !isClaimed(mission))
      .map((mission) => ({ kind: mission.kind, period: periodOf(mission) })),
    periods.utcOffsetMinutes,
  );
  return missions.map((mission) => {
    const period = periodOf(mission);
    const current = progressOf(mission, measured.get(periodKey(period)));
    const state: MissionState = isClaimed(mission)
      ? 'claimed'
      : current >= mission.target
        ? 'claim'
        : 'inProgress';
    return { mission, period, current, state };
  });
}

const presentMission = (
  { mission, period, current, state }: MissionProgress,
  language: Language,
): Mission => ({
  id: mission.id,
  period: mission.period,
  kind: mission.kind,
  category: mission.category,
  title: pickLanguage(mission.title, language),
  description: pickLanguage(mission.description, language),
  unit: unitOf(mission.kind),
  target: displayOf(mission.kind, mission.target),
  current: displayOf(mission.kind, current > 0n ? current : 0n),
  // A claimed mission was complete when it was paid, whatever a later refund did to the figure.
  percent: state === 'claimed' ? 100 : percentOf(current, mission.target),
  state,
  reward: formatMinor(mission.reward),
  turnoverMultiple: mission.turnover_multiple,
  periodStart: period.start,
  endsAt: period.endsAt.toISOString(),
});

/** `GET /wps/missions`: the caller's missions of today and this week, daily first, in the request's language. */
export async function missionBoard(
  db: Db,
  merchantId: number,
  memberId: number,
  language: Language,
  now = new Date(),
): Promise<MissionBoard> {
  const [missions, periods, boards] = await Promise.all([
    activeMissions(db, merchantId),
    currentPeriods(db, merchantId, now),
    db
      .selectFrom('mission_leaderboards')
      .select('period')
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'ACTIVE')
      .orderBy('period', 'desc')
      .execute(),
  ]);
  const ordered = [...missions].sort((a, b) => Number(a.period === 'WEEKLY') - Number(b.period === 'WEEKLY'));
  const progress = await progressOfMissions(db, merchantId, memberId, ordered, periods);
  return {
    missions: progress.map((item) => presentMission(item, language)),
    toClaim: progress.filter((item) => item.state === 'claim').length,
    daily: periodSpan(periods.daily),
    weekly: periodSpan(periods.weekly),
    leaderboards: boards.map((board) => board.period),
  };
}

/**
 * The member info's `missionsToClaim`: how many of the caller's missions are ready to claim now. 0 for
 * `memberId` null (a visitor, a trial player, a session under a restriction). The header asks on every page: the
 * missions and the member's claims of this period are two small reads, and the statistics are read only for the
 * missions still open.
 */
export async function missionsToClaim(
  db: Db,
  merchantId: number,
  memberId: number | null,
  now = new Date(),
): Promise<number> {
  if (memberId === null) return 0;
  const missions = await activeMissions(db, merchantId);
  if (missions.length === 0) return 0;
  const periods = await currentPeriods(db, merchantId, now);
  const progress = await progressOfMissions(db, merchantId, memberId, missions, periods);
  return progress.filter((item) => item.state === 'claim').length;
}
