import type { Generated } from 'kysely';
import type { LocalizedText } from '../../shared/localized.ts';

export type DepositChannelKind = 'BANK_TRANSFER' | 'MOBILE_WALLET' | 'GATEWAY';
export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface DepositChannelsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  kind: DepositChannelKind;
  name: LocalizedText;
  account_name: Generated<string>;
  account_number: Generated<string>;
  provider_name: Generated<string>;
  min_amount: bigint;
  max_amount: bigint;
  enabled: Generated<boolean>;
  sort_order: Generated<number>;
  gateway_provider: string | null;
  gateway_secret: string | null;
  demo: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface DepositRequestsTable {
  id: string;
  seq: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  amount: bigint;
  payer_account: string;
  payment_reference: string;
  proof_upload_id: string | null;
  status: Generated<DepositStatus>;
  reject_reason: string | null;
  idempotency_key: string;
  request_hash: string;
  gateway_txn_id: string | null;
  payment_url: string | null;
  posting_id: bigint | null;
  decided_by_operator: number | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
}
