import type { Generated } from 'kysely';

export interface MembersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  type: Generated<number>;
  nickname: Generated<string>;
  language: Generated<'bn' | 'en'>;
  status: Generated<'ACTIVE' | 'LOCKED' | 'CLOSED'>;
  parent_member_id: number | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  merchant_id: number;
  member_id: number;
  ip: string | null;
  first_login: Generated<boolean>;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
}
