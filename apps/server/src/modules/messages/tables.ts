import type { Generated, Selectable } from 'kysely';
import type { MessageAudience, MessageKind } from '@msp/contracts/messages.ts';
import type { LocalizedText } from '../../shared/localized.ts';

/** The tables of the messages module (migration 0036). */

export interface InboxMessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  audience: MessageAudience;
  /** MEMBER: the recipient. */
  member_id: number | null;
  /** VIP_LEVEL: the level. */
  vip_rank: number | null;
  /** BRANCH: the agent whose descendants it is for. */
  agent_id: number | null;
  kind: MessageKind;
  /** OPERATOR: the texts as written (the content sanitized HTML). */
  title: LocalizedText | null;
  content: LocalizedText | null;
  /** SYSTEM: a template of templates.ts and its parameters (strings). */
  template: string | null;
  params: Record<string, string | null> | null;
  operator_id: number | null;
  created_at: Generated<Date>;
  withdrawn_at: Date | null;
  /** MEMBER only: the recipient's own state. */
  read_at: Date | null;
  deleted_at: Date | null;
}

/** A member's state of a message to many, written the first time it reads or deletes it. */
export interface InboxMessageStatesTable {
  message_id: bigint;
  member_id: number;
  merchant_id: number;
  read_at: Date | null;
  deleted_at: Date | null;
}

export type InboxMessageRow = Selectable<InboxMessagesTable>;
