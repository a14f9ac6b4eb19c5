import type { Page } from '@msp/contracts/envelope.ts';
import {
  maxFeedbackContent,
  maxFeedbackImages,
  maxFeedbackReply,
  type FeedbackBody,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackStatus,
  type OpsFeedbackItem,
} from '@msp/contracts/support.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pageOf } from '../../shared/page.ts';
import { requireOwnImages, supportImage } from './images.ts';
import type { SupportFeedbackRow } from './tables.ts';
import { characterCount, cleanText } from './text.ts';

/**
 * Feedback (the footer's dialog): a member sends it, sees its own with the answers (an unseen answer is marked
 * until the member has seen it), and an operator of the merchant answers each one once.
 */

interface Member {
  merchantId: number;
  memberId: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function memberItem(row: SupportFeedbackRow): FeedbackItem {
  return {
    id: String(row.id),
    questionType: row.question_type,
    content: row.content,
    images: row.image_ids.map(supportImage),
    status: row.status,
    reply: row.reply,
    createdAt: row.created_at.toISOString(),
    repliedAt: iso(row.replied_at),
    replyUnread: row.status === 'REPLIED' && row.reply_seen_at === null,
  };
}

/**
 * Keeps a member's feedback: its content is not empty (`feedback.content.empty`, the spec's "input cannot be
 * empty") and at most 140 characters once trimmed (`feedback.content.too.long`); at most 3 images, each an upload
 * of the member's own (png/jpg ≤ 5 MB, checked by the uploads module when it was kept). Nothing is kept on a
 * refusal.
 */
export async function submitFeedback(db: Db, member: Member, body: FeedbackBody): Promise<FeedbackItem> {
  const content = cleanText(body.content, 'content');
  if (content === '') throw new AppError('feedback.content.empty', {}, 'content');
  if (characterCount(content) > maxFeedbackContent)
    throw new AppError('feedback.content.too.long', { max: String(maxFeedbackContent) }, 'content');
  const imageIds = await requireOwnImages(db, member, body.imageIds ?? [], maxFeedbackImages);
  const row = await db
    .insertInto('support_feedback')
    .values({
      merchant_id: member.merchantId,
      member_id: member.memberId,
      question_type: body.questionType,
      content,
      image_ids: imageIds,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return memberItem(row);
}

const unseenReplies = (db: Db, member: Member) =>
  db
    .selectFrom('support_feedback')
    .select((eb) => eb.fn.countAll<string>().as('unseen'))
    .where('merchant_id', '=', member.merchantId)
    .where('member_id', '=', member.memberId)
    .where('status', '=', 'REPLIED')
    .where('reply_seen_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.unseen));

/** The member's own feedback, newest first, with the answers and how many of them it has not seen. */
export async function listMemberFeedback(
  db: Db,
  member: Member,
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
): Promise<FeedbackPage> {
  const own = db
    .selectFrom('support_feedback')
    .where('merchant_id', '=', member.merchantId)
    .where('member_id', '=', member.memberId);
  const [rows, total, unreadReplies] = await Promise.all([
    own
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    own
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.total)),
    unseenReplies(db, member),
  ]);
  return { ...pageOf(rows.map(memberItem), pageNo, pageSize, total), unreadReplies };
}

/** The member has seen these answers (or, without ids, all of its answers): their marks go. */
export async function markFeedbackRepliesSeen(
  db: Db,
  member: Member,
  ids: readonly string[] | undefined,
): Promise<{ unreadReplies: number }> {
  let update = db
    .updateTable('support_feedback')
    .set({ reply_seen_at: new Date() })
    .where('merchant_id', '=', member.merchantId)
    .where('member_id', '=', member.memberId)
    .where('status', '=', 'REPLIED')
    .where('reply_seen_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return { unreadReplies: await unseenReplies(db, member) };
    update = update.where(
      'id',
      'in',
      ids.map((id) => BigInt(id)),
    );
  }
  await update.execute();
  return { unreadReplies: await unseenReplies(db, member) };
}

const opsFeedbackQuery = (db: Db, merchantId: number) =>
  db
    .selectFrom('support_feedback as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .leftJoin('operators as o', 'o.id', 'f.replied_by')
    .where('f.merchant_id', '=', merchantId);

function opsItem(
  row: SupportFeedbackRow & { username: string; replied_by_name: string | null },
): OpsFeedbackItem {
  const { replyUnread: _unread, ...item } = memberItem(row);
  return {
    ...item,
    memberId: row.member_id,
    username: row.username,
    repliedBy: row.replied_by_name,
    replySeenAt: iso(row.reply_seen_at),
  };
}

/** The merchant's feedback for its operators, newest first (filter by status). */
export async function listOpsFeedback(
  db: Db,
  merchantId: number,
  { pageNo, pageSize, status }: { pageNo: number; pageSize: number; status?: FeedbackStatus | undefined },
): Promise<Page<OpsFeedbackItem>> {
  let query = opsFeedbackQuery(db, merchantId);
  if (status) query = query.where('f.status', '=', status);
  const [rows, total] = await Promise.all([
    query
      .selectAll('f')
      .select(['m.username', 'o.username as replied_by_name'])
      .orderBy('f.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    query
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.total)),
  ]);
  return pageOf(rows.map(opsItem), pageNo, pageSize, total);
}

/**
 * An operator answers a feedback of its merchant, once: a second answer is `feedback.already.replied`, another
 * merchant's feedback (or none) `feedback.not.found`. The answer is at most 1,000 characters, not empty.
 */
export async function replyToFeedback(
  db: Db,
  { merchantId, operatorId }: { merchantId: number; operatorId: number },
  feedbackId: number,
  body: { reply: string },
): Promise<OpsFeedbackItem> {
  const reply = cleanText(body.reply, 'reply');
  if (reply === '') throw new AppError('feedback.content.empty', {}, 'reply');
  if (characterCount(reply) > maxFeedbackReply)
    throw new AppError('support.chat.too.long', { max: String(maxFeedbackReply) }, 'reply');
  const answered = await db
    .updateTable('support_feedback')
    .set({ status: 'REPLIED', reply, replied_by: operatorId, replied_at: new Date() })
    .where('id', '=', BigInt(feedbackId))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'OPEN')
    .returning('id')
    .executeTakeFirst();
  if (!answered) {
    const exists = await db
      .selectFrom('support_feedback')
      .select('id')
      .where('id', '=', BigInt(feedbackId))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    throw new AppError(exists ? 'feedback.already.replied' : 'feedback.not.found');
  }
  const row = await opsFeedbackQuery(db, merchantId)
    .selectAll('f')
    .select(['m.username', 'o.username as replied_by_name'])
    .where('f.id', '=', answered.id)
    .executeTakeFirstOrThrow();
  return opsItem(row);
}
