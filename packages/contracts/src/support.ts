import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { chatSenders, feedbackQuestionTypes, feedbackStatuses } from './support-constants.ts';

export * from './support-constants.ts';

/**
 * Support: the footer's feedback dialog and the live chat with customer service (docs/support.md).
 *
 * Feedback: a member sends a question type, at most 140 characters and up to 3 png/jpg images of at most 5 MB
 * each (spec §5, §9); an operator answers it once; the member reads the answer in the dialog's "My feedback" tab,
 * marked until seen.
 *
 * Live chat: one conversation per member (or per visitor, under a signed guest token the browser keeps) with the
 * merchant's support team. Messages are kept in the database; a WebSocket pushes them both ways, and plain HTTP
 * calls load the history and send when the socket is down. Unread marks go both ways: the member's count of
 * support messages not read yet, the team's count of the member's messages no operator has read.
 */

// ---- Shared pieces -------------------------------------------------------------------------------------------

/** An upload's id (the uploads module's random ids). */
export const uploadIdSchema = z.string().regex(/^[\w-]{8,64}$/);
/** A message id: a bigint, as decimal text. */
export const messageIdSchema = z.string().regex(/^[1-9]\d{0,18}$/);
/** A client-made id of a message being sent (a retry sends the same one; the message is kept once). */
export const clientMessageIdSchema = z.string().regex(/^[\w-]{8,64}$/);

export const supportImageSchema = z.object({ id: z.string(), url: z.string() });
export type SupportImage = z.infer<typeof supportImageSchema>;

/**
 * One image as a data URL. The uploads module decides what it is from its bytes (png or jpeg, at most 5 MB), so
 * a gif or a text file is refused with the spec's own message (`upload.image.type`), not as a malformed field.
 */
export const supportImageBodySchema = z.object({
  image: z
    .string()
    .max(8 * 1024 * 1024)
    .startsWith('data:'),
});

// ---- Feedback ------------------------------------------------------------------------------------------------

export const feedbackBodySchema = z.object({
  questionType: z.enum(feedbackQuestionTypes),
  /** At most 140 characters once trimmed (`feedback.content.too.long`), not empty (`feedback.content.empty`). */
  content: z.string().max(4_000),
  /** Ids answered by `supportPaths.images`, at most 3 (`upload.image.count`). */
  imageIds: z.array(uploadIdSchema).max(20).default([]),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackItemSchema = z.object({
  id: z.string(),
  questionType: z.enum(feedbackQuestionTypes),
  content: z.string(),
  images: z.array(supportImageSchema),
  status: z.enum(feedbackStatuses),
  reply: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
  /** The answer came and the member has not seen it yet. */
  replyUnread: z.boolean(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackPageSchema = pageOf(feedbackItemSchema).extend({
  /** Answers the member has not seen, over all its feedback. */
  unreadReplies: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const feedbackQuerySchema = pageQuerySchema;

export const feedbackReadBodySchema = z.object({
  /** The feedback whose answers were shown; none: every answer. */
  ids: z.array(messageIdSchema).max(100).optional(),
});

export const feedbackReadSchema = z.object({ unreadReplies: z.number().int() });

export const opsFeedbackQuerySchema = pageQuerySchema.extend({
  status: z.enum(feedbackStatuses).optional(),
});

export const opsFeedbackItemSchema = feedbackItemSchema.omit({ replyUnread: true }).extend({
  memberId: z.number().int(),
  username: z.string(),
  repliedBy: z.string().nullable(),
  /** When the member first saw the answer. */
  replySeenAt: z.string().nullable(),
});
export type OpsFeedbackItem = z.infer<typeof opsFeedbackItemSchema>;
export const opsFeedbackPageSchema = pageOf(opsFeedbackItemSchema);

export const feedbackReplyBodySchema = z.object({
  /** At most 1,000 characters once trimmed, not empty. */
  reply: z.string().max(8_000),
});

// ---- Live chat: member and visitor side ----------------------------------------------------------------------

export const chatGuestSchema = z.object({
  /** Kept by the browser (localStorage) and sent as `support-guest` or in the socket's `auth`. */
  guestToken: z.string(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(chatSenders),
  text: z.string(),
  image: supportImageSchema.nullable(),
  /** The sender's own id of the message (members and guests), to match a send with its answer. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryQuerySchema = z.object({
  /** Messages before this id (older); none: the latest. */
  before: messageIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const chatConversationSchema = z.object({
  /** Null until the first message. */
  conversationId: z.string().nullable(),
  identity: z.enum(['MEMBER', 'GUEST']),
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** Older messages exist before the first one given. */
  hasMore: z.boolean(),
  /** Support messages the caller has not read. */
  unread: z.number().int(),
  /** The caller's own messages up to this id have been read by the support team ('0': none). */
  supportReadUpTo: z.string(),
  /** The caller has read the team's messages up to this id ('0': none). */
  readUpTo: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatSendBodySchema = z.object({
  clientId: clientMessageIdSchema,
  /** At most 1,000 characters once trimmed; may be empty when an image goes. */
  text: z.string().max(8_000).default(''),
  /** An image the member uploaded (`supportPaths.images`); visitors send text only. */
  imageId: uploadIdSchema.optional(),
});
export type ChatSendBody = z.input<typeof chatSendBodySchema>;

export const chatReadBodySchema = z.object({ upTo: messageIdSchema });
export const chatUnreadSchema = z.object({ unread: z.number().int() });

/** What a page sends on the socket. The first message must be `auth` (within 10 seconds). */
export const chatClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    /** A member's session token, or a visitor's guest token. */
    token: z.string().max(512).optional(),
    guestToken: z.string().max(512).optional(),
  }),
  z.object({
    type: z.literal('send'),
    clientId: clientMessageIdSchema,
    text: z.string().max(8_000).default(''),
    imageId: uploadIdSchema.optional(),
  }),
  z.object({ type: z.literal('read'), upTo: messageIdSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientMessage = z.input<typeof chatClientMessageSchema>;

/** What the server sends a page on the socket. */
export type ChatServerEvent =
  | {
      type: 'ready';
      identity: 'MEMBER' | 'GUEST';
      conversationId: string | null;
      /** The latest messages, oldest first (older ones: the HTTP call with `before`). */
      messages: ChatMessage[];
      hasMore: boolean;
      unread: number;
      supportReadUpTo: string;
      readUpTo: string;
    }
  /** A message of the caller's conversation (its own ones too: from another tab, or the answer to a send). */
  | { type: 'message'; message: ChatMessage; unread: number }
  /** The support team has read the caller's messages up to `upTo`; or the caller has (another tab). */
  | { type: 'read'; reader: 'SUPPORT' | 'MEMBER'; upTo: string; unread: number }
  | { type: 'error'; clientId?: string; errorCode: string; message: string }
  | { type: 'pong' };

// ---- Live chat: operator side --------------------------------------------------------------------------------

export const opsChatMessageSchema = chatMessageSchema.extend({
  /** The operator who wrote it (OPERATOR messages). */
  operator: z.string().nullable(),
});
export type OpsChatMessage = z.infer<typeof opsChatMessageSchema>;

export const opsConversationSchema = z.object({
  id: z.string(),
  kind: z.enum(['MEMBER', 'GUEST']),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** A visitor's short label, e.g. "Guest 3F9A2C". */
  guestLabel: z.string().nullable(),
  lastMessage: z
    .object({ sender: z.enum(chatSenders), text: z.string(), hasImage: z.boolean(), createdAt: z.string() })
    .nullable(),
  /** The member's (or visitor's) messages no operator has read. */
  unread: z.number().int(),
  /** The team's messages the member has not read. */
  memberUnread: z.number().int(),
  /** The team's messages up to this id have been read by the member ('0': none). */
  memberReadUpTo: z.string(),
  createdAt: z.string(),
});
export type OpsConversation = z.infer<typeof opsConversationSchema>;

export const opsConversationQuerySchema = pageQuerySchema.extend({
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const opsConversationPageSchema = pageOf(opsConversationSchema).extend({
  /** Conversations with unread messages, over the whole inbox. */
  unreadConversations: z.number().int(),
});

export const opsMessagesSchema = z.object({
  conversation: opsConversationSchema,
  messages: z.array(opsChatMessageSchema),
  hasMore: z.boolean(),
});

export const opsReplyBodySchema = z.object({
  clientId: clientMessageIdSchema.optional(),
  text: z.string().max(8_000),
});

export const opsChatClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(512) }),
  z.object({ type: z.literal('ping') }),
]);

export type OpsChatServerEvent =
  | { type: 'ready'; unreadConversations: number }
  | { type: 'message'; conversation: OpsConversation; message: OpsChatMessage }
  | { type: 'read'; conversation: OpsConversation; reader: 'SUPPORT' | 'MEMBER'; upTo: string }
  | { type: 'error'; errorCode: string; message: string }
  | { type: 'pong' };
