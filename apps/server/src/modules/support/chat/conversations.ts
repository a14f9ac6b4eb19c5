import { sql, type Transaction } from 'kysely';
import {
  chatRateLimits,
  maxChatText,
  type ChatConversation,
  type ChatMessage,
  type ChatSendBody,
  type OpsChatMessage,
  type OpsConversation,
} from '@msp/contracts/support.ts';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../shared/app-error.ts';
import { pageOf } from '../../../shared/page.ts';
import { requireOwnImages, supportImage } from '../images.ts';
import type { SupportConversationRow, SupportMessageRow } from '../tables.ts';
import { characterCount, cleanText } from '../text.ts';
import { guestLabel } from './guest-token.ts';

/**
 * The live chat's conversations and messages. A member (or a visitor under its guest token) has one
 * conversation with the merchant's support team, made by its first message; every query is scoped by the
 * merchant and, on the member side, by the caller's own identity, so nobody reaches another's conversation.
 *
 * A message and the conversation's counters change together under the conversation row's lock, so messages of
 * one conversation are numbered in the order they were kept, and the unread counts are exact.
 */

type Trx = Transaction<Database>;

/** Who is chatting: resolved by the server from a session or a signed guest token, never from the client's word. */
export type ChatIdentity =
  | { kind: 'MEMBER'; merchantId: number; memberId: number }
  | { kind: 'GUEST'; merchantId: number; guestId: string };

/** One name per conversation owner: the sockets of an owner and the events about its conversation meet on it. */
export const ownerKey = (identity: ChatIdentity) =>
  identity.kind === 'MEMBER'
    ? `m:${identity.merchantId}:${identity.memberId}`
    : `g:${identity.merchantId}:${identity.guestId}`;

export const ownerKeyOf = (row: Pick<SupportConversationRow, 'merchant_id' | 'member_id' | 'guest_id'>) =>
  row.member_id !== null ? `m:${row.merchant_id}:${row.member_id}` : `g:${row.merchant_id}:${row.guest_id}`;

const senderOf = (identity: ChatIdentity) => identity.kind;

export function chatMessage(row: SupportMessageRow): ChatMessage {
  return {
    id: String(row.id),
    sender: row.sender,
    text: row.body,
    image: row.image_id ? supportImage(row.image_id) : null,
    clientId: row.sender === 'OPERATOR' ? null : row.client_id,
    createdAt: row.created_at.toISOString(),
  };
}

const ownConversation = (db: Db | Trx, identity: ChatIdentity) => {
  const query = db.selectFrom('support_conversations').where('merchant_id', '=', identity.merchantId);
  return identity.kind === 'MEMBER'
    ? query.where('member_id', '=', identity.memberId)
    : query.where('guest_id', '=', identity.guestId);
};

export const findOwnConversation = (db: Db | Trx, identity: ChatIdentity) =>
  ownConversation(db, identity).selectAll().executeTakeFirst();

/** A page of a conversation's messages, oldest first: the latest ones, or those before `before`. */
export async function messagePage(
  db: Db,
  conversationId: bigint,
  { before, limit }: { before?: string | undefined; limit: number },
): Promise<{ rows: SupportMessageRow[]; hasMore: boolean }> {
  let query = db
    .selectFrom('support_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (before) query = query.where('id', '<', BigInt(before));
  const rows = await query.execute();
  const hasMore = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), hasMore };
}

/** The caller's conversation as its chat shows it (empty until the first message). */
export async function conversationView(
  db: Db,
  identity: ChatIdentity,
  page: { before?: string | undefined; limit: number },
): Promise<ChatConversation> {
  const conversation = await findOwnConversation(db, identity);
  if (!conversation)
    return {
      conversationId: null,
      identity: identity.kind,
      messages: [],
      hasMore: false,
      unread: 0,
      supportReadUpTo: '0',
      readUpTo: '0',
    };
  const { rows, hasMore } = await messagePage(db, conversation.id, page);
  return {
    conversationId: String(conversation.id),
    identity: identity.kind,
    messages: rows.map(chatMessage),
    hasMore,
    unread: conversation.unread_for_member,
    supportReadUpTo: String(conversation.support_read_up_to),
    readUpTo: String(conversation.member_read_up_to),
  };
}

export async function unreadForMember(db: Db, identity: ChatIdentity): Promise<number> {
  const row = await ownConversation(db, identity).select('unread_for_member').executeTakeFirst();
  return row?.unread_for_member ?? 0;
}

/** The caller's conversation, made if it has none yet, locked until the transaction ends. */
async function lockOwnConversation(trx: Trx, identity: ChatIdentity): Promise<SupportConversationRow> {
  const insert = trx.insertInto('support_conversations');
  if (identity.kind === 'MEMBER')
    await insert
      .values({ merchant_id: identity.merchantId, member_id: identity.memberId })
      .onConflict((conflict) =>
        conflict.columns(['merchant_id', 'member_id']).where('member_id', 'is not', null).doNothing(),
      )
      .execute();
  else
    await insert
      .values({ merchant_id: identity.merchantId, guest_id: identity.guestId })
      .onConflict((conflict) =>
        conflict.columns(['merchant_id', 'guest_id']).where('guest_id', 'is not', null).doNothing(),
      )
      .execute();
  return ownConversation(trx, identity).selectAll().forUpdate().executeTakeFirstOrThrow();
}

/** Messages sent within the last minute by a sender, and how long until the oldest of them leaves the window. */
async function sentLastMinute(
  trx: Trx,
  where: { conversationId: bigint; sender: 'MEMBER' | 'GUEST' } | { merchantId: number; address: string },
): Promise<{ sent: number; waitSeconds: number }> {
  const filter =
    'conversationId' in where
      ? sql`conversation_id = ${where.conversationId} AND sender = ${where.sender}`
      : sql`merchant_id = ${where.merchantId} AND sender_ip = ${where.address} AND sender <> 'OPERATOR'`;
  const { rows } = await sql<{ sent: number; wait: number | null }>`
    SELECT count(*)::integer AS sent,
           ceil(extract(epoch FROM min(created_at) + interval '1 minute' - now()))::integer AS wait
    FROM support_messages
    WHERE ${filter} AND created_at > now() - interval '1 minute'`.execute(trx);
  const row = rows[0]!;
  return { sent: row.sent, waitSeconds: Math.max(1, row.wait ?? 1) };
}

export interface SentMessage {
  conversation: SupportConversationRow;
  message: SupportMessageRow;
  /** The same `clientId` was sent before: nothing new was kept. */
  replay: boolean;
}

/**
 * A member's or visitor's message: text of at most 1,000 characters and/or (members only) an image of its own
 * uploads. At most 20 a minute per member, 10 per visitor and 40 per address (`support.chat.too.fast`, saying
 * how many seconds to wait). A repeated `clientId` answers the message it made, whenever it is sent again.
 */
export async function sendOwnMessage(
  db: Db,
  identity: ChatIdentity,
  body: ChatSendBody,
  address: string,
): Promise<SentMessage> {
  const text = cleanText(body.text ?? '', 'text');
  if (characterCount(text) > maxChatText)
    throw new AppError('support.chat.too.long', { max: String(maxChatText) }, 'text');
  if (text === '' && !body.imageId) throw new AppError('support.chat.empty', {}, 'text');
  if (body.imageId) {
    if (identity.kind === 'GUEST') throw new AppError('support.chat.guest.image', {}, 'imageId');
    await requireOwnImages(db, identity, [body.imageId], 1);
  }
  const sender = senderOf(identity);
  return db.transaction().execute(async (trx) => {
    const conversation = await lockOwnConversation(trx, identity);
    const earlier = await trx
      .selectFrom('support_messages')
      .selectAll()
      .where('conversation_id', '=', conversation.id)
      .where('sender', '=', sender)
      .where('client_id', '=', body.clientId)
      .executeTakeFirst();
    if (earlier) return { conversation, message: earlier, replay: true };

    const ownLimit =
      identity.kind === 'MEMBER' ? chatRateLimits.memberPerMinute : chatRateLimits.guestPerMinute;
    const own = await sentLastMinute(trx, { conversationId: conversation.id, sender });
    if (own.sent >= ownLimit)
      throw new AppError('support.chat.too.fast', { seconds: String(own.waitSeconds) });
    // Sends from one address take turns here (after the conversation's lock: always in that order), so the
    // address's count is exact even when its conversations send at once.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`support-address:${identity.merchantId}:${address}`}))`.execute(
      trx,
    );
    const fromAddress = await sentLastMinute(trx, { merchantId: identity.merchantId, address });
    if (fromAddress.sent >= chatRateLimits.addressPerMinute)
      throw new AppError('support.chat.too.fast', { seconds: String(fromAddress.waitSeconds) });

    const message = await trx
      .insertInto('support_messages')
      .values({
        merchant_id: identity.merchantId,
        conversation_id: conversation.id,
        sender,
        body: text,
        image_id: body.imageId ?? null,
        client_id: body.clientId,
        sender_ip: address,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable('support_conversations')
      .set((eb) => ({
        last_message_id: message.id,
        last_message_at: message.created_at,
        unread_for_support: eb('unread_for_support', '+', 1),
      }))
      .where('id', '=', conversation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { conversation: updated, message, replay: false };
  });
}

/** How many messages of the other side follow `upTo`. */
async function unreadAfter(trx: Trx, conversationId: bigint, upTo: bigint, reader: 'MEMBER' | 'SUPPORT') {
  const row = await trx
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('conversation_id', '=', conversationId)
    .where('id', '>', upTo)
    .where('sender', reader === 'MEMBER' ? '=' : '<>', 'OPERATOR')
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

export interface ReadMark {
  conversation: SupportConversationRow;
  /** The mark moved (an earlier or repeated mark changes nothing). */
  moved: boolean;
}

/**
 * Moves a read mark of a locked conversation forward to `upTo` (never back, never past its last message) and
 * counts what is left unread for that reader.
 */
async function moveReadMark(
  trx: Trx,
  conversation: SupportConversationRow,
  reader: 'MEMBER' | 'SUPPORT',
  upTo: bigint,
): Promise<ReadMark> {
  const current = reader === 'MEMBER' ? conversation.member_read_up_to : conversation.support_read_up_to;
  const last = conversation.last_message_id ?? 0n;
  const target = upTo > last ? last : upTo;
  if (target <= current) return { conversation, moved: false };
  const unread = await unreadAfter(trx, conversation.id, target, reader);
  const updated = await trx
    .updateTable('support_conversations')
    .set(
      reader === 'MEMBER'
        ? { member_read_up_to: target, unread_for_member: unread }
        : { support_read_up_to: target, unread_for_support: unread },
    )
    .where('id', '=', conversation.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { conversation: updated, moved: true };
}

/** The member (or visitor) has read the team's messages up to `upTo`. */
export async function markReadByOwner(
  db: Db,
  identity: ChatIdentity,
  upTo: string,
): Promise<ReadMark | undefined> {
  return db.transaction().execute(async (trx) => {
    const conversation = await ownConversation(trx, identity).selectAll().forUpdate().executeTakeFirst();
    return conversation ? moveReadMark(trx, conversation, 'MEMBER', BigInt(upTo)) : undefined;
  });
}

// ---- The support team's side ----------------------------------------------------------------------------------

type InboxRow = SupportConversationRow & {
  username: string | null;
  last_sender: SupportMessageRow['sender'] | null;
  last_body: string | null;
  last_image_id: string | null;
};

const inbox = (db: Db, merchantId: number) =>
  db
    .selectFrom('support_conversations as c')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('support_messages as lm', 'lm.id', 'c.last_message_id')
    .selectAll('c')
    .select([
      'm.username',
      'lm.sender as last_sender',
      'lm.body as last_body',
      'lm.image_id as last_image_id',
    ])
    .where('c.merchant_id', '=', merchantId);

/** Long texts are cut for the inbox's list. */
const PREVIEW_CHARACTERS = 120;

export function opsConversation(row: InboxRow): OpsConversation {
  return {
    id: String(row.id),
    kind: row.member_id !== null ? 'MEMBER' : 'GUEST',
    memberId: row.member_id,
    username: row.username,
    guestLabel: row.guest_id ? guestLabel(row.guest_id) : null,
    lastMessage:
      row.last_sender && row.last_message_at
        ? {
            sender: row.last_sender,
            text: [...(row.last_body ?? '')].slice(0, PREVIEW_CHARACTERS).join(''),
            hasImage: row.last_image_id !== null,
            createdAt: row.last_message_at.toISOString(),
          }
        : null,
    unread: row.unread_for_support,
    memberUnread: row.unread_for_member,
    memberReadUpTo: String(row.member_read_up_to),
    createdAt: row.created_at.toISOString(),
  };
}

export async function opsConversationById(
  db: Db,
  merchantId: number,
  conversationId: bigint,
): Promise<OpsConversation | undefined> {
  const row = await inbox(db, merchantId).where('c.id', '=', conversationId).executeTakeFirst();
  return row ? opsConversation(row) : undefined;
}

export const unreadConversations = (db: Db, merchantId: number) =>
  db
    .selectFrom('support_conversations')
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .where('merchant_id', '=', merchantId)
    .where('unread_for_support', '>', 0)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.waiting));

/** The merchant's conversations, latest activity first, with their unread counts. */
export async function listConversations(
  db: Db,
  merchantId: number,
  { pageNo, pageSize, unreadOnly }: { pageNo: number; pageSize: number; unreadOnly: boolean },
) {
  let rows = inbox(db, merchantId).where('c.last_message_id', 'is not', null);
  if (unreadOnly) rows = rows.where('c.unread_for_support', '>', 0);
  let count = db
    .selectFrom('support_conversations')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('merchant_id', '=', merchantId)
    .where('last_message_id', 'is not', null);
  if (unreadOnly) count = count.where('unread_for_support', '>', 0);
  const [page, total, waiting] = await Promise.all([
    rows
      .orderBy('c.last_message_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow().then((row) => Number(row.total)),
    unreadConversations(db, merchantId),
  ]);
  return { ...pageOf(page.map(opsConversation), pageNo, pageSize, total), unreadConversations: waiting };
}

export async function opsMessages(
  db: Db,
  rows: SupportMessageRow[],
  merchantId: number,
): Promise<OpsChatMessage[]> {
  const operatorIds = [...new Set(rows.flatMap((row) => (row.operator_id ? [row.operator_id] : [])))];
  const names = new Map(
    operatorIds.length === 0
      ? []
      : (
          await db
            .selectFrom('operators')
            .select(['id', 'username'])
            .where('merchant_id', '=', merchantId)
            .where('id', 'in', operatorIds)
            .execute()
        ).map((row) => [row.id, row.username] as const),
  );
  return rows.map((row) => ({
    ...chatMessage(row),
    clientId: row.client_id,
    operator: row.operator_id ? (names.get(row.operator_id) ?? null) : null,
  }));
}

/** A conversation of the merchant and a page of its messages, for an operator. */
export async function opsConversationMessages(
  db: Db,
  merchantId: number,
  conversationId: bigint,
  page: { before?: string | undefined; limit: number },
) {
  const conversation = await opsConversationById(db, merchantId, conversationId);
  if (!conversation) throw new AppError('support.conversation.not.found');
  const { rows, hasMore } = await messagePage(db, conversationId, page);
  return { conversation, messages: await opsMessages(db, rows, merchantId), hasMore };
}

/** Locks a conversation of this merchant (another merchant's is `support.conversation.not.found`). */
async function lockMerchantConversation(trx: Trx, merchantId: number, conversationId: bigint) {
  const conversation = await trx
    .selectFrom('support_conversations')
    .selectAll()
    .where('id', '=', conversationId)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
  if (!conversation) throw new AppError('support.conversation.not.found');
  return conversation;
}

/**
 * An operator's reply (text, at most 1,000 characters). Answering means the operator has read what came
 * before it, so the team's read mark moves to it. A repeated `clientId` answers the reply already kept.
 */
export async function sendOperatorMessage(
  db: Db,
  { merchantId, operatorId }: { merchantId: number; operatorId: number },
  conversationId: bigint,
  body: { text: string; clientId?: string | undefined },
): Promise<SentMessage> {
  const text = cleanText(body.text, 'text');
  if (text === '') throw new AppError('support.chat.empty', {}, 'text');
  if (characterCount(text) > maxChatText)
    throw new AppError('support.chat.too.long', { max: String(maxChatText) }, 'text');
  return db.transaction().execute(async (trx) => {
    const conversation = await lockMerchantConversation(trx, merchantId, conversationId);
    if (body.clientId) {
      const earlier = await trx
        .selectFrom('support_messages')
        .selectAll()
        .where('conversation_id', '=', conversation.id)
        .where('sender', '=', 'OPERATOR')
        .where('client_id', '=', body.clientId)
        .executeTakeFirst();
      if (earlier) return { conversation, message: earlier, replay: true };
    }
    const message = await trx
      .insertInto('support_messages')
      .values({
        merchant_id: merchantId,
        conversation_id: conversation.id,
        sender: 'OPERATOR',
        operator_id: operatorId,
        body: text,
        client_id: body.clientId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable('support_conversations')
      .set((eb) => ({
        last_message_id: message.id,
        last_message_at: message.created_at,
        unread_for_member: eb('unread_for_member', '+', 1),
        support_read_up_to: message.id,
        unread_for_support: 0,
      }))
      .where('id', '=', conversation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { conversation: updated, message, replay: false };
  });
}

/** The support team has read a conversation of the merchant up to `upTo`. */
export async function markReadBySupport(
  db: Db,
  merchantId: number,
  conversationId: bigint,
  upTo: string,
): Promise<ReadMark> {
  return db.transaction().execute(async (trx) => {
    const conversation = await lockMerchantConversation(trx, merchantId, conversationId);
    return moveReadMark(trx, conversation, 'SUPPORT', BigInt(upTo));
  });
}
