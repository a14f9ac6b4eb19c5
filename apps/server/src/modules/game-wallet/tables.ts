import type { Generated } from 'kysely';

export type WalletMode = 'SEAMLESS' | 'TRANSFER';
export type RoundStatus = 'OPEN' | 'SETTLED' | 'REFUNDED';
export type GameTransactionKind = 'BET' | 'SETTLE' | 'REFUND' | 'ROLLBACK';
export type GameTransactionOutcome =
  'ACCEPTED' | 'TOMBSTONE' | 'SETTLED' | 'REFUNDED' | 'ROLLED_BACK' | 'TOMBSTONED' | 'NOTHING';

export interface GameVendorAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  vendor_code: string;
  wallet_mode: WalletMode;
  api_url: string | null;
  secret: string | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface GameSessionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_code: string;
  game_type: string;
  demo: boolean;
  token_hash: string;
  token_expires_at: Date;
  used_at: Date | null;
  session_hash: string | null;
  session_expires_at: Date | null;
  created_at: Generated<Date>;
}

export interface GameRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_code: string;
  game_type: string;
  round_id: string;
  wallet_mode: WalletMode;
  stake: Generated<bigint>;
  win: Generated<bigint>;
  refunded: Generated<bigint>;
  status: Generated<RoundStatus>;
  started_at: Generated<Date>;
  settled_at: Date | null;
  /** The settle-stale-rounds job's claim, or when to ask the vendor again (migration 0020). */
  check_claimed_until: Generated<Date | null>;
  /** How often the job asked the vendor about the round. */
  status_checks: Generated<number>;
}

export interface GameTransactionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  vendor_code: string;
  transaction_id: string;
  kind: GameTransactionKind;
  round_ref: bigint | null;
  member_id: number;
  amount: bigint;
  request_hash: string | null;
  outcome: GameTransactionOutcome;
  bet_transaction_id: string | null;
  tombstone: Generated<boolean>;
  created_at: Generated<Date>;
}
