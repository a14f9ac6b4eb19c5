import type { Generated } from 'kysely';
import type { VerificationChannel, VerificationPurpose } from '@msp/contracts/verification.ts';

export interface VerificationCodesTable {
  id: Generated<string>;
  merchant_id: number;
  channel: VerificationChannel;
  /** SMS: dialing code and national digits without the trunk 0 ('8801712345678'); EMAIL: lower case. */
  destination: string;
  purpose: VerificationPurpose;
  /** sha256(salt + code), hex. */
  code_hash: string;
  salt: string;
  ip: string | null;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  voided_at: Date | null;
  created_at: Generated<Date>;
}

/** Development only: what would have been sent, code included. */
export interface MessageOutboxTable {
  id: Generated<string>;
  merchant_id: number;
  channel: VerificationChannel;
  destination: string;
  purpose: VerificationPurpose;
  code: string;
  text: string;
  created_at: Generated<Date>;
}
