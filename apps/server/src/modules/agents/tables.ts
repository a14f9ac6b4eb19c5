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
}
