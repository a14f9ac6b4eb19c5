import type { Generated, Selectable } from 'kysely';
import type {
  PointsCategory,
  PointsEntryKind,
  PointsItemKind,
  PointsItemStatus,
  RedemptionStatus,
} from '@msp/contracts/points.ts';
import type { LocalizedText } from '../../shared/localized.ts';

/** The tables of the points module (migration 0035). Points are whole numbers, money minor units. */

export interface PointsSettingsTable {
  merchant_id: number;
  convert_enabled: Generated<boolean>;
  convert_points: Generated<number>;
  convert_amount: Generated<bigint>;
  min_convert_points: Generated<bigint>;
  max_convert_points: Generated<bigint>;
  convert_turnover_multiple: Generated<number>;
  max_redeem_quantity: Generated<number>;
  updated_at: Generated<Date>;
}

export interface PointsRatiosTable {
  merchant_id: number;
  category: PointsCategory;
  /** Minor units of valid bets per point. */
  valid_bet_per_point: bigint;
}

/** A member's points (never below zero: a CHECK). Written only by points_post and points_accrue. */
export interface PointsAccountsTable {
  member_id: number;
  merchant_id: number;
  balance: Generated<bigint>;
  version: Generated<bigint>;
  updated_at: Generated<Date>;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface PointsEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  kind: PointsEntryKind;
  /** Signed. */
  points: bigint;
  balance_after: bigint;
  idempotency_key: string;
  detail: Generated<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface PointsAccrualCursorTable {
  merchant_id: number;
  accrued_to: Date;
  updated_at: Generated<Date>;
}

export interface PointsAccrualCarryTable {
  member_id: number;
  category: PointsCategory;
  merchant_id: number;
  /** Minor units of valid bets not yet worth a whole point. */
  valid_bet: bigint;
}

export interface PointsItemsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: PointsItemKind;
  name: LocalizedText;
  image_url: string;
  points_cost: bigint;
  cash_cost: Generated<bigint>;
  bonus_amount: Generated<bigint>;
  turnover_multiple: Generated<number>;
  quantity_left: number;
  remark: Generated<LocalizedText>;
  status: Generated<PointsItemStatus>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PointsRedemptionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  item_id: number;
  kind: PointsItemKind;
  item_name: LocalizedText;
  image_url: string;
  quantity: number;
  points: bigint;
  cash: bigint;
  bonus: bigint;
  turnover_required: Generated<bigint>;
  status: RedemptionStatus;
  member_note: string | null;
  operator_note: string | null;
  idempotency_key: string;
  request_hash: string;
  points_entry_id: bigint | null;
  cash_posting_id: bigint | null;
  bonus_posting_id: bigint | null;
  turnover_requirement_id: bigint | null;
  refund_entry_id: bigint | null;
  refund_posting_id: bigint | null;
  decided_by_operator_id: number | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
}

export type PointsItemRow = Selectable<PointsItemsTable>;
export type PointsRedemptionRow = Selectable<PointsRedemptionsTable>;
export type PointsEntryRow = Selectable<PointsEntriesTable>;
