import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { rowIdParamSchema, rowIdSchema } from './row-id.ts';

/**
 * The member's inbox (the member center's `messageV2`, docs/messages.md).
 *
 * A message goes to one member, to a segment (the members at a VIP level, or an agent's whole downline) or to
 * all members of the merchant. A segment's members are decided when the inbox is read, never copied at sending:
 * a member who reaches the level or joins the branch later sees the message, one who leaves it no longer does.
 * Operators write messages (title and HTML content in Bangla and English); the site writes SYSTEM messages when
 * something happens to the member's money or contracts (a deposit approved, a withdrawal paid, a bonus, a
 * contract offer, a bill paid), rendered in the reader's language from a template.
 */
export { messagePaths, opsMessagePaths } from './api-paths.ts';

export const messageAudiences = ['MEMBER', 'VIP_LEVEL', 'BRANCH', 'ALL'] as const;
export type MessageAudience = (typeof messageAudiences)[number];

export const messageKinds = ['OPERATOR', 'SYSTEM'] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * What a message is about (the page draws an icon for it): an operator's NOTICE, or the event of a SYSTEM
 * message.
 */
export const messageTopics = ['NOTICE', 'DEPOSIT', 'WITHDRAWAL', 'BONUS', 'CONTRACT', 'BILL'] as const;
export type MessageTopic = (typeof messageTopics)[number];

/** Longest title and HTML content an operator may write, per language. */
export const maxMessageTitle = 120;
export const maxMessageContent = 20_000;

// ---- Member side ---------------------------------------------------------------------------------------------

/** `GET /wps/relay/CSP_unreadCount`: the caller's unread messages (0 for a trial player). */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const messageListQuerySchema = pageQuerySchema;

/** A message in the list, in the request's language. */
export const messageItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  topic: z.enum(messageTopics),
  title: z.string(),
  /** The content as plain text, cut to about 140 characters. */
  preview: z.string(),
  read: z.boolean(),
  /** ISO instant it was sent. */
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

/** A page of the caller's messages, newest first, and its unread count (all pages). */
export const messagePageSchema = pageOf(messageItemSchema).extend({ unread: z.number().int().min(0) });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** One message, to read: its content is sanitized HTML. */
export const messageDetailSchema = messageItemSchema.omit({ preview: true }).extend({
  content: z.string(),
  /** A page of the site the message is about (`/member/withdraw`…), or null. */
  link: z.string().nullable(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const messageIdParamsSchema = z.object({ id: rowIdParamSchema });

/** After marking one message read or deleting it: its state, and the caller's unread count now. */
export const messageStateSchema = z.object({
  id: z.number().int(),
  read: z.boolean(),
  deleted: z.boolean(),
  unread: z.number().int().min(0),
});
export type MessageState = z.infer<typeof messageStateSchema>;

/** After marking every message read: how many were marked, and the unread count now. */
export const messagesReadSchema = z.object({
  marked: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type MessagesRead = z.infer<typeof messagesReadSchema>;

// ---- Operator side -------------------------------------------------------------------------------------------

const localized = (max: number) =>
  z.object({ bn: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const localizedOut = z.object({ bn: z.string(), en: z.string() });

const texts = {
  title: localized(maxMessageTitle),
  /** HTML, sanitized when written (`message.content.empty` when nothing readable is left). */
  content: localized(maxMessageContent),
};

/** A message to send: to one member, the members at a VIP level, an agent's downline, or everyone. */
export const opsMessageBodySchema = z.discriminatedUnion('audience', [
  z.object({ audience: z.literal('MEMBER'), memberId: rowIdSchema, ...texts }),
  /** The members at this level when they read (`vip.level.not.found` when the site has no such level). */
  z.object({ audience: z.literal('VIP_LEVEL'), vipRank: z.number().int().min(1).max(1_000), ...texts }),
  /** The agent's descendants (not the agent itself) when they read (`message.agent.invalid`). */
  z.object({ audience: z.literal('BRANCH'), agentId: rowIdSchema, ...texts }),
  z.object({ audience: z.literal('ALL'), ...texts }),
]);
export type OpsMessageBody = z.infer<typeof opsMessageBodySchema>;

/**
 * Without `memberId`: the messages operators wrote, newest first. With it: every message to that member alone,
 * the site's SYSTEM messages too (the messages to many it reads are not repeated there).
 */
export const opsMessageQuerySchema = pageQuerySchema.extend({ memberId: rowIdParamSchema.optional() });

/** A message as its operators see it, with how many of its members have read it. */
export const opsMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  topic: z.enum(messageTopics),
  audience: z.enum(messageAudiences),
  /** MEMBER: the member. */
  memberId: z.number().int().nullable(),
  /** BRANCH: the agent whose downline it is for. */
  agentId: z.number().int().nullable(),
  /** The account of the member or the agent. */
  account: z.string().nullable(),
  /** VIP_LEVEL: the level. */
  vipRank: z.number().int().nullable(),
  title: localizedOut,
  content: localizedOut,
  /** Members who have opened it (of a MEMBER message: 0 or 1). */
  reads: z.number().int().min(0),
  /** Members who have deleted it from their inbox. */
  deletions: z.number().int().min(0),
  operatorId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When an operator withdrew it (nobody sees it since), or null. */
  withdrawnAt: z.string().nullable(),
});
export type OpsMessage = z.infer<typeof opsMessageSchema>;

export const opsMessagePageSchema = pageOf(opsMessageSchema);
