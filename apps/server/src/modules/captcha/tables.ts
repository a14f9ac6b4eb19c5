import type { Generated } from 'kysely';

export interface CaptchasTable {
  id: string;
  merchant_id: number;
  /** sha256(id + ':' + upper-cased answer), hex. */
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}
