/**
 * The support module's paths, limits and value lists, without zod: the site's shell (the side menu's live-chat
 * entry) and the chat read them without loading the schemas of support.ts, which re-exports all of this.
 */

// ---- Paths ---------------------------------------------------------------------------------------------------

export const feedbackPaths = {
  /** PUT (spec §7, token): send feedback. GET: the caller's feedback, newest first, with the answers. */
  feedback: '/wps/feedback',
  /** POST: the caller has seen the answers it was shown (their unread marks go). */
  read: '/wps/feedback/read',
} as const;

export const supportPaths = {
  /** POST (member): one image (a data URL), checked by its bytes and kept; answers its id for feedback or chat. */
  images: '/wps/support/images',
  /** POST (tokenless): a guest identity for a visitor's chat: a signed token the browser keeps. */
  guest: '/wps/support/chat/guest',
  /** GET: the caller's conversation: a page of messages (older ones with `before`), unread count and read marks. */
  conversation: '/wps/support/chat',
  /** POST: send a message (text and/or an image); a repeated `clientId` answers the message already sent. */
  messages: '/wps/support/chat/messages',
  /** POST: the caller has read the support team's messages up to `upTo`. */
  read: '/wps/support/chat/read',
  /** GET: how many of the support team's messages the caller has not read (the side menu's badge). */
  unread: '/wps/support/chat/unread',
  /** GET with `Upgrade: websocket`: the caller's live chat (see `chatClientMessageSchema`). */
  socket: '/wps/support/chat/ws',
} as const;

/** Operator calls (any role): feedback and the live chat's inbox. */
export const opsSupportPaths = {
  /** GET: the merchant's feedback, newest first (filter `status`). */
  feedback: '/ops/feedback',
  /** POST: answer one feedback (once). */
  feedbackReply: '/ops/feedback/:id/reply',
  /** GET: the conversations, latest activity first, with unread counts (filter `unreadOnly`). */
  conversations: '/ops/support/chat/conversations',
  /** GET: a page of a conversation's messages (older ones with `before`); POST: reply. */
  messages: '/ops/support/chat/conversations/:id/messages',
  /** POST: the team has read the conversation's messages up to `upTo`. */
  read: '/ops/support/chat/conversations/:id/read',
  /** GET with `Upgrade: websocket`: every conversation's new messages and read marks, live. */
  socket: '/ops/support/chat/ws',
} as const;

/**
 * The site's own customer-service chat page (no header or footer): the customer-service window opens it, and a
 * LIVE_CHAT or CUSTOMER_SERVICE resource whose url is this path opens the site's chat rather than an outside page.
 */
export const customerServicePath = '/customerService';

/** The header that carries a visitor's guest token on the chat's HTTP calls (a member sends `Authorization`). */
export const supportGuestHeader = 'support-guest';

// ---- Limits --------------------------------------------------------------------------------------------------

/** Feedback: spec §5 and §9. */
export const maxFeedbackContent = 140;
export const maxFeedbackImages = 3;
export const maxFeedbackReply = 1_000;
/** A chat message's text, in characters (code points). */
export const maxChatText = 1_000;
/**
 * Messages a minute a member, a visitor (guest) and one address may send. The address's limit is looser:
 * Bangladesh's mobile carriers put many subscribers behind one address (docs/design-notes.md, "Carrier-grade NAT").
 */
export const chatRateLimits = { memberPerMinute: 20, guestPerMinute: 10, addressPerMinute: 40 } as const;

export const feedbackQuestionTypes = [
  'deposit',
  'withdraw',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

export const feedbackStatuses = ['OPEN', 'REPLIED'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** Who wrote a chat message: the member, a visitor under a guest token, or an operator of the support team. */
export const chatSenders = ['MEMBER', 'GUEST', 'OPERATOR'] as const;
export type ChatSender = (typeof chatSenders)[number];

/** Close codes of the chat sockets (4000–4999 are the application's). */
export const chatCloseCodes = {
  /** No valid `auth` in time, or the session ended: sign in again (or take a new guest token). */
  unauthorized: 4401,
  /** Not JSON, or not a message this socket knows. */
  badMessage: 4400,
} as const;
