import type { Generated } from 'kysely';

export type BankAccountKind = 'BANK' | 'MOBILE_WALLET';
export type WithdrawalStatus =
  'PENDING' | 'PAID' | 'REJECTED' | 'CONFIRMED' | 'DISPUTED' | 'CONFIRMED_BY_TIMEOUT';

/** The merchant's withdrawal settings: columns this module adds to `merchants` (migration 0007). */
export interface MerchantWithdrawalColumns {
  /** Minor units. */
  withdrawal_min_amount: Generated<bigint>;
  withdrawal_max_amount: Generated<bigint>;
  /** A PAID withdrawal without the member's receipt after this many minutes counts as received. */
  withdrawal_receipt_timeout_minutes: Generated<number>;
}

export interface MemberBankAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: BankAccountKind;
  provider_name: string;
  account_name: string;
  account_number: string;
  mobile_num: string;
  created_at: Generated<Date>;
}

export interface WithdrawalRequestsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  bank_account_id: number;
  amount: bigint;
  status: Generated<WithdrawalStatus>;
  idempotency_key: string;
  request_hash: string;
  /** Written in the same transaction as the row: never null once committed. */
  hold_posting_id: bigint | null;
  settle_posting_id: bigint | null;
  reject_reason: string | null;
  decided_by_operator: number | null;
  decided_at: Date | null;
  paid_at: Date | null;
  receipt_received: boolean | null;
  amount_received: bigint | null;
  receipt_proof_upload_id: string | null;
  confirmed_at: Date | null;
  created_at: Generated<Date>;
}

export interface TurnoverRequirementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  required_amount: bigint;
  completed_amount: Generated<bigint>;
  status: Generated<'OPEN' | 'DONE'>;
  source: string;
  created_at: Generated<Date>;
  done_at: Date | null;
  /** The promotion whose bonus set it (migration 0030). */
  promotion_id: number | null;
  /**
   * Progress is `completed_amount` (counted up to this ledger transfer id) plus the valid bets in the member's
   * later transfers, which are no older than `counted_from`. Set by the database on insert (promotions/turnover.ts).
   */
  counted_after_transfer_id: Generated<bigint>;
  counted_from: Generated<Date>;
}
