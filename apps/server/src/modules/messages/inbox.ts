import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type {
  MessageDetail,
  MessageItem,
  MessagePage,
  MessagesRead,
  MessageState,
} from '@msp/contracts/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pageOf } from '../../shared/page.ts';
import { pathOf } from '../agents/tree.ts';
import { vipRanksOf } from '../vip/ranks.ts';
import { previewOf, renderMessage, type MessageTexts } from './presentation.ts';

/**
 * A member's inbox (migration 0036 tells the tables): its own messages, and the messages to many whose audience
 * it is in when it reads. Every statement names the reader's merchant and the reader itself; a message outside
 * the reader's audience is "not found" (`message.not.found`), whoever's it is. Read and delete are idempotent,
 * and concurrent ones write one state row (its primary key, `ON CONFLICT`). The unread count is counted, never
 * kept, so no race can make it drift or go below zero.
 */

/** Who reads: what decides which messages to many are the member's. */
export interface Reader {
  merchantId: number;
  memberId: number;
  /** Messages to many sent before the member registered are not its. */
  joinedAt: Date;
  /** 0: no VIP level. */
  vipRank: number;
  /** The member's ancestors in the tree, root first (its uplines: their BRANCH messages are its). */
  uplines: number[];
}

/** The reader's audience facts, from the identity, VIP and agents modules: three small reads at once. */
export async function readerOf(db: Db, merchantId: number, memberId: number): Promise<Reader> {
  const [member, ranks, path] = await Promise.all([
    db
      .selectFrom('members')
      .select('created_at')
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
    vipRanksOf(db, merchantId, [memberId]),
    pathOf(db, memberId),
  ]);
  if (!member) throw new AppError('login.not.session');
  return {
    merchantId,
    memberId,
    joinedAt: member.created_at,
    vipRank: ranks.get(memberId) ?? 0,
    uplines: (path ?? []).slice(0, -1),
  };
}

/** `m` is a message to the reader alone that it has not deleted. */
const ownMessage = (reader: Reader) => sql`m.audience = 'MEMBER' AND m.member_id = ${reader.memberId}
  AND m.merchant_id = ${reader.merchantId} AND m.deleted_at IS NULL AND m.withdrawn_at IS NULL`;

/** `m` is a message to many whose audience the reader is in now (its state not looked at). */
const segmentMessage = (reader: Reader) => sql`m.merchant_id = ${reader.merchantId}
  AND m.audience <> 'MEMBER' AND m.withdrawn_at IS NULL AND m.created_at >= ${reader.joinedAt}
  AND (m.audience = 'ALL' OR (m.audience = 'VIP_LEVEL' AND m.vip_rank = ${reader.vipRank})
    OR (m.audience = 'BRANCH' AND m.agent_id = ANY (${reader.uplines}::int[])))`;

/** The reader's state row of `m` says read or deleted (either takes it out of the unread count). */
const stateDone = (reader: Reader) => sql`EXISTS (SELECT 1 FROM inbox_message_states s
  WHERE s.message_id = m.id AND s.member_id = ${reader.memberId}
    AND (s.read_at IS NOT NULL OR s.deleted_at IS NOT NULL))`;
const stateDeleted = (reader: Reader) => sql`EXISTS (SELECT 1 FROM inbox_message_states s
  WHERE s.message_id = m.id AND s.member_id = ${reader.memberId} AND s.deleted_at IS NOT NULL)`;

const unreadSql = (reader: Reader) => sql<number>`(
  (SELECT count(*) FROM inbox_messages m WHERE ${ownMessage(reader)} AND m.read_at IS NULL)
  + (SELECT count(*) FROM inbox_messages m WHERE ${segmentMessage(reader)} AND NOT ${stateDone(reader)}))::int`;

/** How many of the reader's messages are unread. */
export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const { rows } = await sql<{ unread: number }>`SELECT ${unreadSql(reader)} AS unread`.execute(db);
  return rows[0]?.unread ?? 0;
}

/**
 * The member info's `unreadMessage` (and `CSP_unreadCount`): 0 for `memberId` null (a trial player, a session
 * under a restriction).
 */
export async function unreadMessageCount(db: Db, merchantId: number, memberId: number | null) {
  if (memberId === null) return 0;
  return unreadCount(db, await readerOf(db, merchantId, memberId));
}

interface ListedRow extends MessageTexts {
  id: bigint;
  created_at: Date;
  read: boolean;
}

const listedColumns = sql`m.id, m.kind, m.title, m.content, m.template, m.params, m.created_at`;

function present(row: ListedRow, language: Language, symbol: string) {
  const rendered = renderMessage(row, language, symbol);
  const item: MessageItem = {
    id: Number(row.id),
    kind: row.kind,
    topic: rendered.topic,
    title: rendered.title,
    preview: previewOf(rendered.text),
    read: row.read,
    createdAt: row.created_at.toISOString(),
  };
  return { item, rendered };
}

/** A page of the reader's messages, newest first, with the unread count of them all. */
export async function listMessages(
  db: Db,
  reader: Reader,
  page: { pageNo: number; pageSize: number },
  language: Language,
  symbol: string,
): Promise<MessagePage> {
  // The newest of each index range (the member's own, the merchant's messages to many), merged by id: a page
  // reads what comes before it, not the member's whole history.
  const offset = (page.pageNo - 1) * page.pageSize;
  const upTo = offset + page.pageSize;
  const [listed, counts] = await Promise.all([
    sql<ListedRow>`
      SELECT * FROM (
        (SELECT ${listedColumns}, m.read_at IS NOT NULL AS read
         FROM inbox_messages m WHERE ${ownMessage(reader)} ORDER BY m.id DESC LIMIT ${upTo})
        UNION ALL
        (SELECT ${listedColumns}, s.read_at IS NOT NULL AS read
         FROM inbox_messages m
         LEFT JOIN inbox_message_states s ON s.message_id = m.id AND s.member_id = ${reader.memberId}
         WHERE ${segmentMessage(reader)} AND s.deleted_at IS NULL ORDER BY m.id DESC LIMIT ${upTo})
      ) AS inbox
      ORDER BY id DESC LIMIT ${page.pageSize} OFFSET ${offset}`.execute(db),
    sql<{ total: number; unread: number }>`
      SELECT ((SELECT count(*) FROM inbox_messages m WHERE ${ownMessage(reader)})
        + (SELECT count(*) FROM inbox_messages m WHERE ${segmentMessage(reader)}
            AND NOT ${stateDeleted(reader)}))::int AS total,
        ${unreadSql(reader)} AS unread`.execute(db),
  ]);
  const { total = 0, unread = 0 } = counts.rows[0] ?? {};
  return {
    ...pageOf(
      listed.rows.map((row) => present(row, language, symbol).item),
      page.pageNo,
      page.pageSize,
      total,
    ),
    unread,
  };
}

/** One of the reader's messages to read (404 `message.not.found` for any other, or one it deleted). */
export async function messageDetail(
  db: Db,
  reader: Reader,
  id: number,
  language: Language,
  symbol: string,
): Promise<MessageDetail> {
  const { rows } = await sql<ListedRow>`
    SELECT ${listedColumns}, m.read_at IS NOT NULL AS read
    FROM inbox_messages m WHERE m.id = ${id} AND ${ownMessage(reader)}
    UNION ALL
    SELECT ${listedColumns}, s.read_at IS NOT NULL AS read
    FROM inbox_messages m
    LEFT JOIN inbox_message_states s ON s.message_id = m.id AND s.member_id = ${reader.memberId}
    WHERE m.id = ${id} AND ${segmentMessage(reader)} AND s.deleted_at IS NULL`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError('message.not.found');
  const { item, rendered } = present(row, language, symbol);
  const { preview: _preview, ...detail } = item;
  return { ...detail, content: rendered.content, link: rendered.link };
}

/**
 * Marks one message read: the reader's own message carries its state; a message to many gets the reader's state
 * row (made the first time, by its primary key: concurrent calls leave one). A deleted one is not found.
 */
export async function markRead(db: Db, reader: Reader, id: number): Promise<MessageState> {
  const own = await sql`
    UPDATE inbox_messages m SET read_at = coalesce(m.read_at, now())
    WHERE m.id = ${id} AND ${ownMessage(reader)} RETURNING m.id`.execute(db);
  if (own.rows.length === 0) {
    const state = await sql`
      INSERT INTO inbox_message_states AS s (message_id, member_id, merchant_id, read_at)
      SELECT m.id, ${reader.memberId}, ${reader.merchantId}, now() FROM inbox_messages m
      WHERE m.id = ${id} AND ${segmentMessage(reader)} AND NOT ${stateDeleted(reader)}
      ON CONFLICT (message_id, member_id) DO UPDATE SET read_at = coalesce(s.read_at, excluded.read_at)
        WHERE s.deleted_at IS NULL
      RETURNING s.message_id`.execute(db);
    if (state.rows.length === 0) throw new AppError('message.not.found');
  }
  return { id, read: true, deleted: false, unread: await unreadCount(db, reader) };
}

/**
 * Deletes a message from the reader's inbox (its own state; others still see a message to many). Idempotent: a
 * message the reader has deleted already answers the same.
 */
export async function deleteMessage(db: Db, reader: Reader, id: number): Promise<MessageState> {
  const own = await sql<{ read: boolean }>`
    UPDATE inbox_messages m SET deleted_at = coalesce(m.deleted_at, now())
    WHERE m.id = ${id} AND m.audience = 'MEMBER' AND m.member_id = ${reader.memberId}
      AND m.merchant_id = ${reader.merchantId} AND m.withdrawn_at IS NULL
    RETURNING m.read_at IS NOT NULL AS read`.execute(db);
  let read = own.rows[0]?.read;
  if (read === undefined) {
    const state = await sql<{ read: boolean }>`
      INSERT INTO inbox_message_states AS s (message_id, member_id, merchant_id, deleted_at)
      SELECT m.id, ${reader.memberId}, ${reader.merchantId}, now() FROM inbox_messages m
      WHERE m.id = ${id} AND ${segmentMessage(reader)}
      ON CONFLICT (message_id, member_id) DO UPDATE SET deleted_at = coalesce(s.deleted_at, excluded.deleted_at)
      RETURNING s.read_at IS NOT NULL AS read`.execute(db);
    read = state.rows[0]?.read;
    if (read === undefined) throw new AppError('message.not.found');
  }
  return { id, read, deleted: true, unread: await unreadCount(db, reader) };
}

/**
 * Marks every message of the reader read, in one transaction: its own unread ones, and a state row for each
 * message to many it has not read (set-based, however many).
 */
export async function markAllRead(db: Db, reader: Reader): Promise<MessagesRead> {
  const marked = await db.transaction().execute(async (trx) => {
    // Rows are locked and state rows written in id order, so two of these at once never deadlock.
    const own = await sql`
      UPDATE inbox_messages SET read_at = now() WHERE read_at IS NULL AND id IN (
        SELECT m.id FROM inbox_messages m WHERE ${ownMessage(reader)} AND m.read_at IS NULL
        ORDER BY m.id FOR UPDATE)`.execute(trx);
    const segments = await sql`
      INSERT INTO inbox_message_states AS s (message_id, member_id, merchant_id, read_at)
      SELECT m.id, ${reader.memberId}, ${reader.merchantId}, now() FROM inbox_messages m
      WHERE ${segmentMessage(reader)} AND NOT ${stateDone(reader)}
      ORDER BY m.id
      ON CONFLICT (message_id, member_id) DO UPDATE SET read_at = coalesce(s.read_at, excluded.read_at)
        WHERE s.deleted_at IS NULL`.execute(trx);
    return Number(own.numAffectedRows ?? 0n) + Number(segments.numAffectedRows ?? 0n);
  });
  return { marked, unread: await unreadCount(db, reader) };
}
