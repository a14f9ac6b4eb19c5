import type { Generated } from 'kysely';

export interface OperatorsTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  role: 'ADMIN' | 'CASHIER';
  status: Generated<'ACTIVE' | 'LOCKED'>;
  created_at: Generated<Date>;
}

export interface OperatorSessionsTable {
  id: Generated<bigint>;
  token_hash: string;
  operator_id: number;
  merchant_id: number;
  ip: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
  last_seen_at: Generated<Date>;
}
