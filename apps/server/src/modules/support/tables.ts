import type { Generated, Selectable } from 'kysely';
import type { ChatSender, FeedbackQuestionType, FeedbackStatus } from '@msp/contracts/support.ts';

/** The tables of the support module (migration 0037). */

export interface SupportFeedbackTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  question_type: FeedbackQuestionType;
  content: string;
  image_ids: Generated<string[]>;
  status: Generated<FeedbackStatus>;
  reply: string | null;
  replied_by: number | null;
  replied_at: Date | null;
  reply_seen_at: Date | null;
  created_at: Generated<Date>;
}

export interface SupportSettingsTable {
  merchant_id: number;
  guest_secret: Uint8Array;
  created_at: Generated<Date>;
}

export interface SupportConversationsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number | null;
  guest_id: string | null;
  last_message_id: bigint | null;
  last_message_at: Date | null;
  member_read_up_to: Generated<bigint>;
  support_read_up_to: Generated<bigint>;
  unread_for_member: Generated<number>;
  unread_for_support: Generated<number>;
  created_at: Generated<Date>;
}

export interface SupportMessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  conversation_id: bigint;
  sender: ChatSender;
  operator_id: number | null;
  body: Generated<string>;
  image_id: string | null;
  client_id: string | null;
  sender_ip: string | null;
  created_at: Generated<Date>;
}

export type SupportFeedbackRow = Selectable<SupportFeedbackTable>;
export type SupportConversationRow = Selectable<SupportConversationsTable>;
export type SupportMessageRow = Selectable<SupportMessagesTable>;
