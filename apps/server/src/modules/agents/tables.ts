import type { Generated } from 'kysely';

/** The tables of the agents module (migration 0026). */

export type JoinedVia = 'NONE' | 'CODE' | 'LINK' | 'AGENT' | 'OPERATOR';

export interface MemberTreeTable {
  member_id: number;
  merchant_id: number;
  /** Ids from the member's root down to itself. */
  path: number[];
  joined_at: Date;
  joined_via: Generated<JoinedVia>;
  link_id: number | null;
}

/** The money columns both rollups share. */
export interface DailyMoneyColumns {
  deposit: Generated<bigint>;
  deposit_count: Generated<number>;
  withdrawal: Generated<bigint>;
  bet: Generated<bigint>;
  bet_count: Generated<number>;
  valid_bet: Generated<bigint>;
  win: Generated<bigint>;
  bonus: Generated<bigint>;
  rebate: Generated<bigint>;
  salary: Generated<bigint>;
  dividend: Generated<bigint>;
}

export interface MemberDailyStatsTable extends DailyMoneyColumns {
  member_id: number;
  day: string;
  merchant_id: number;
  path: number[];
}

export interface TeamDailyStatsTable extends DailyMoneyColumns {
  agent_id: number;
  day: string;
  merchant_id: number;
}

export interface AgentStatsCursorTable {
  singleton: Generated<boolean>;
  last_transfer_id: Generated<string>;
}

export interface AgentStatsGapsTable {
  transfer_id: string;
  horizon: string;
}

export interface AgentInvitationLinksTable {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  code: string;
  label: string;
  kind: 'PLAYER' | 'AGENT';
  registrations: Generated<number>;
  created_at: Generated<Date>;
  retired_at: Date | null;
}

export interface AgentApplicationsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  plan: string;
  contact: string;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  note: string | null;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

/** The agents module's per-merchant settings, columns of `merchants` (migration 0026). */
export interface MerchantAgentColumns {
  /** Deepest level a member may sit at (a root member is level 1). */
  agent_max_depth: Generated<number>;
  /** Reports count days in this offset from UTC. */
  report_utc_offset_minutes: Generated<number>;
  /** The contract types the site offers (migration 0027). */
  agent_contract_types: Generated<string[]>;
}

/** Contracts and their bills (migration 0027). */
export type ContractTypeColumn = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

export interface AgentContractsTable {
  id: Generated<number>;
  merchant_id: number;
  type: ContractTypeColumn;
  agent_id: number;
  upline_id: number | null;
  /** StoredTerms (contracts/terms.ts). */
  terms: unknown;
  status: Generated<'ACTIVE' | 'ENDED'>;
  started_at: Generated<Date>;
  ended_at: Date | null;
  end_reason: string | null;
}

export interface AgentContractRequestsTable {
  id: Generated<number>;
  merchant_id: number;
  type: ContractTypeColumn;
  kind: 'NEW' | 'TERMINATE';
  agent_id: number;
  upline_id: number | null;
  operator_id: number | null;
  terms: unknown;
  status: Generated<'PENDING' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED' | 'WITHDRAWN'>;
  created_at: Generated<Date>;
  expires_at: Date;
  decided_at: Date | null;
}

export interface AgentBillsTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: ContractTypeColumn;
  contract_id: number;
  agent_id: number;
  upline_id: number | null;
  depth: number;
  period_start: Date;
  period_end: Date;
  period_label: string;
  amount: bigint;
  paid: Generated<bigint>;
  subtracted: Generated<bigint>;
  explanation: unknown;
  status: Generated<'PENDING' | 'PAID' | 'PARTLY_PAID' | 'INSUFFICIENT' | 'EXPIRED' | 'CANCELLED'>;
  deadline: Date;
  attempts: Generated<number>;
  last_attempt_at: Date | null;
  paid_at: Date | null;
  created_at: Generated<Date>;
}

export interface AgentBillPaymentsTable {
  bill_id: bigint;
  attempt: number;
  posting_id: bigint;
  amount: bigint;
  paid_at: Generated<Date>;
}

export interface AgentPaydayCursorTable {
  merchant_id: number;
  type: string;
  period: Generated<string>;
  next_start: Date;
}
