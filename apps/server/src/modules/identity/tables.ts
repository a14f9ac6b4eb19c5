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
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  fullname: string | null;
  id_number: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  telegram: string | null;
  zalo: string | null;
  birthday: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  source_of_income: string | null;
  avatar_url: string | null;
  affiliate_code: string | null;
  payment_password_hash: string | null;
  totp_secret: string | null;
  must_change_password: Generated<boolean>;
  password_changed_at: Generated<Date>;
  register_ip: string | null;
  register_url: string | null;
  register_method: string | null;
  trial_credit: Generated<bigint>;
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
  restriction: 'PASSWORD_CHANGE' | 'NEW_IP' | null;
  user_agent: string | null;
  is_agent_site: Generated<boolean>;
}

export interface LoginFailuresTable {
  merchant_id: number;
  username: string;
  failures: Generated<number>;
  last_failed_at: Generated<Date>;
  locked_until: Date | null;
}

export interface MemberKnownIpsTable {
  member_id: number;
  ip: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: number | null;
  operator_id: Generated<number | null>;
  action: string;
  ip: string | null;
  user_agent: string | null;
  detail: Generated<Record<string, unknown>>;
  created_at: Generated<Date>;
  /** The hash chain (migration 0016, modules/audit): set once, by the sealer. */
  chain_seq: Generated<string | null>;
  prev_hash: Generated<string | null>;
  row_hash: Generated<string | null>;
}

export interface MerchantKeysTable {
  merchant_id: number;
  key_id: string;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}
