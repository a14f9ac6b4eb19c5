import type { Generated } from 'kysely';

export interface ChallengesTable {
  id: string;
  merchant_id: number;
  salt: string;
  difficulty: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}
