import type { Generated, Selectable } from 'kysely';
import type { RebateCategory, RebatePayoutMode } from '@msp/contracts/rebates.ts';

/** The tables of the rebates module (migration 0032). Money in minor units, rates in basis points. */

export interface RebateSettingsTable {
  merchant_id: number;
  payout_mode: Generated<RebatePayoutMode>;
  turnover_multiple: Generated<number>;
  min_payout: Generated<bigint>;
  updated_at: Generated<Date>;
}

export interface RebateRatesTable {
  merchant_id: number;
  /** 0: everyone without a rate of its own rank. */
  vip_rank: number;
  category: RebateCategory;
  rate_bp: number;
}

/** A report day the job has computed for a merchant. */
export interface RebateDaysTable {
  merchant_id: number;
  day: string;
  rebates: number;
  total: bigint;
  computed_at: Generated<Date>;
}

export interface RebatePayoutsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  mode: RebatePayoutMode;
  amount: bigint;
  posting_id: bigint;
  turnover_requirement_id: bigint | null;
  created_at: Generated<Date>;
}

export interface RebatesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  day: string;
  category: RebateCategory;
  vip_rank: number;
  valid_bet: bigint;
  rate_bp: number;
  amount: bigint;
  /** Null until paid. */
  payout_id: bigint | null;
  created_at: Generated<Date>;
}

export type RebateRowData = Selectable<RebatesTable>;
