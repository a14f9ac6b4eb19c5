import type { Generated, Selectable } from 'kysely';
import type { ReferralRefusalReason } from '@msp/contracts/referral.ts';

/** The tables of the referral module (migration 0034). */

export interface ReferralCodesTable {
  member_id: number;
  merchant_id: number;
  code: string;
  created_at: Generated<Date>;
}

export interface MemberDevicesTable {
  member_id: number;
  /** sha-256 (hex) of the browser's Device-Id. */
  fingerprint: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

export type ReferralStatus = 'PENDING' | 'QUALIFIED' | 'DONE' | 'NOT_ELIGIBLE';
/** The reasons recorded on a referral (FRIEND_LIMIT and PROMOTION_CLOSED are shown, never recorded). */
export type RecordedRefusal = Exclude<ReferralRefusalReason, 'FRIEND_LIMIT' | 'PROMOTION_CLOSED'>;

export interface ReferralsTable {
  id: Generated<bigint>;
  merchant_id: number;
  referrer_id: number;
  friend_id: number;
  code: string;
  promotion_id: number | null;
  signup_ip: string;
  signup_user_agent: string | null;
  signup_device: string | null;
  status: ReferralStatus;
  reason: RecordedRefusal | null;
  created_at: Generated<Date>;
  qualified_at: Date | null;
  refused_at: Date | null;
}

export type ReferralRewardKind = 'SIGNUP' | 'DEPOSIT';

export interface ReferralRewardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  referral_id: bigint;
  referrer_id: number;
  promotion_id: number;
  kind: ReferralRewardKind;
  amount: bigint;
  qualifying_ref: string;
  posting_id: bigint;
  turnover_requirement_id: bigint | null;
  paid_at: Generated<Date>;
}

export type ReferralRow = Selectable<ReferralsTable>;
export type ReferralRewardRow = Selectable<ReferralRewardsTable>;
