import type { Generated } from 'kysely';

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number | null;
  kind: string;
  vendor_code: string | null;
  currency: string;
  balance: Generated<bigint>;
  version: Generated<bigint>;
  allow_negative: boolean;
  created_at: Generated<Date>;
}

export interface LedgerPostingsTable {
  id: Generated<bigint>;
  merchant_id: number;
  idempotency_key: string;
  request_hash: string;
  kind: string;
  created_at: Generated<Date>;
}

export interface LedgerTransfersTable {
  id: Generated<bigint>;
  posting_id: bigint;
  merchant_id: number;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: bigint;
  kind: string;
  reference: string | null;
  debit_balance_after: bigint;
  credit_balance_after: bigint;
  created_at: Generated<Date>;
}
