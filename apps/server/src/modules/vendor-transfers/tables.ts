import type { Generated } from 'kysely';

export interface VendorTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
  transfer_id: string;
  idempotency_key: string;
  request_hash: string;
  status: Generated<'PENDING' | 'SUCCESS' | 'FAILED' | 'UNKNOWN'>;
  error_code: string | null;
  attempts: Generated<number>;
  claimed_until: Date | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface VendorTransferMismatchesTable {
  id: Generated<bigint>;
  merchant_id: number;
  transfer_id: string;
  ours: string;
  theirs: string;
  detail: Generated<unknown>;
  found_at: Generated<Date>;
}
