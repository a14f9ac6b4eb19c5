import type { Generated, Selectable } from 'kysely';
import type {
  LeaderboardPeriod,
  MissionCategory,
  MissionKind,
  MissionPeriod,
  MissionStatus,
} from '@msp/contracts/missions.ts';
import type { LocalizedText } from '../../shared/localized.ts';

/** The tables of the missions module (migration 0033). */

export interface MissionsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  period: MissionPeriod;
  kind: MissionKind;
  category: MissionCategory | null;
  /** Minor units (BET_CATEGORY, DEPOSIT) or a count (LOTTERY_DRAWS, LOGIN_DAYS). */
  target: bigint;
  reward: bigint;
  turnover_multiple: Generated<number>;
  title: LocalizedText;
  description: LocalizedText;
  status: Generated<MissionStatus>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MissionClaimsTable {
  id: Generated<bigint>;
  merchant_id: number;
  mission_id: number;
  member_id: number;
  /** `YYYY-MM-DD` (a date column, read as text). */
  period_start: string;
  progress: bigint;
  reward: bigint;
  turnover_required: Generated<bigint>;
  posting_id: bigint | null;
  turnover_requirement_id: bigint | null;
  claimed_at: Generated<Date>;
}

export interface MissionLeaderboardsTable {
  id: Generated<number>;
  merchant_id: number;
  period: LeaderboardPeriod;
  /** Minor units, rank 1 first. */
  prizes: bigint[];
  turnover_multiple: Generated<number>;
  status: Generated<MissionStatus>;
  closed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MissionLeaderboardPeriodsTable {
  leaderboard_id: number;
  period_start: string;
  posting_id: bigint | null;
  paid_at: Generated<Date>;
}

export interface MissionLeaderboardPrizesTable {
  leaderboard_id: number;
  period_start: string;
  rank: number;
  merchant_id: number;
  member_id: number;
  valid_bet: bigint;
  prize: bigint;
  turnover_requirement_id: bigint | null;
}

export type MissionRow = Selectable<MissionsTable>;
export type MissionClaimRow = Selectable<MissionClaimsTable>;
export type LeaderboardRow = Selectable<MissionLeaderboardsTable>;
