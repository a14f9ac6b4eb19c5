import type { Generated } from 'kysely';

export interface OperatorsTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  role: 'ADMIN' | 'CASHIER';
  status: Generated<'ACTIVE' | 'LOCKED'>;
  created_at: Generated<Date>;
  /** Null until the operator's first login enrols an authenticator app. */
  totp_secret: string | null;
  /** The last TOTP time step a code was accepted for: a code works once. */
  totp_last_step: bigint | null;
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

export interface OperatorTotpEnrolmentsTable {
  token_hash: string;
  operator_id: number;
  merchant_id: number;
  secret: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface OperatorRecoveryCodesTable {
  id: Generated<bigint>;
  operator_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}
