import type { Generated, Selectable } from 'kysely';
import type { VipRewardKind, VipUpgradeRule } from '@msp/contracts/vip.ts';
import type { LocalizedText } from '../../shared/localized.ts';

/** The tables of the vip module (migration 0031). Rank 0 is "no VIP level". */

export interface VipSettingsTable {
  merchant_id: number;
  qualify_days: Generated<number>;
  upgrade_rule: Generated<VipUpgradeRule>;
  /** Moves with every change of the ladder. */
  version: Generated<number>;
  /** The ladder version and report day of the job's last complete upgrade pass. */
  scanned_version: Generated<number>;
  scanned_day: string | null;
  updated_at: Generated<Date>;
}

export interface VipLevelsTable {
  merchant_id: number;
  rank: number;
  label: LocalizedText;
  /** Minor units over the last `qualify_days` report days; null: the figure does not count for the level. */
  deposit_threshold: bigint | null;
  valid_bet_threshold: bigint | null;
  keep_valid_bet: Generated<bigint>;
  level_up_bonus: Generated<bigint>;
  birthday_bonus: Generated<bigint>;
  turnover_multiple: Generated<number>;
}

export interface MemberVipTable {
  member_id: number;
  merchant_id: number;
  rank: number;
  /** When the member last went up (its figures or an operator). */
  reached_at: Date | null;
  /** The first day of the last month whose keep check the member has had (or went up in). */
  kept_month: string | null;
  updated_at: Generated<Date>;
}

export interface VipRewardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  kind: VipRewardKind;
  rank: number;
  /** The ledger posting's key: `vip:level-up:<member>:<rank>`, `vip:birthday:<member>:<year>`. */
  idempotency_key: string;
  amount: bigint;
  turnover_required: Generated<bigint>;
  posting_id: bigint;
  turnover_requirement_id: bigint | null;
  paid_at: Generated<Date>;
}

export type VipLevelRow = Selectable<VipLevelsTable>;
