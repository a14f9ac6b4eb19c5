import { sql } from 'kysely';
import { isAgentType } from '@msp/contracts/enums.ts';
import { languages, type Language } from '@msp/contracts/errors.ts';
import type { OpsMessage, OpsMessageBody } from '@msp/contracts/messages.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { LocalizedText } from '../../shared/localized.ts';
import { pageOf } from '../../shared/page.ts';
import { sanitizeContentHtml } from '../../shared/sanitize.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { ladderOf } from '../vip/ladder.ts';
import { plainText, renderMessage } from './presentation.ts';
import type { InboxMessageRow } from './tables.ts';

/**
 * The operators' side: send a message to a member, a VIP level, an agent's downline or everyone; list what was
 * sent with how many have read it; withdraw one. Every change is checked first (localized errors, nothing
 * written when refused) and audited. A message to many is one row whatever the audience's size.
 */

type Target = Pick<InboxMessageRow, 'audience' | 'member_id' | 'vip_rank' | 'agent_id'>;

/** The audience's member, level or agent exists at this merchant. */
async function targetOf(db: Db, merchantId: number, body: OpsMessageBody): Promise<Target> {
  const none = { member_id: null, vip_rank: null, agent_id: null };
  switch (body.audience) {
    case 'ALL':
      return { audience: 'ALL', ...none };
    case 'VIP_LEVEL': {
      const ladder = await ladderOf(db, merchantId);
      if (!ladder.levels.some((level) => level.rank === body.vipRank))
        throw new AppError('vip.level.not.found', { rank: String(body.vipRank) }, 'vipRank');
      return { audience: 'VIP_LEVEL', ...none, vip_rank: body.vipRank };
    }
    case 'MEMBER':
    case 'BRANCH': {
      const id = body.audience === 'MEMBER' ? body.memberId : body.agentId;
      const member = await db
        .selectFrom('members')
        .select(['id', 'type'])
        .where('id', '=', id)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (body.audience === 'MEMBER') {
        if (!member) throw new AppError('message.member.not.found', { id: String(id) }, 'memberId');
        return { audience: 'MEMBER', ...none, member_id: member.id };
      }
      if (!member || !isAgentType(member.type))
        throw new AppError('message.agent.invalid', { id: String(id) }, 'agentId');
      return { audience: 'BRANCH', ...none, agent_id: member.id };
    }
  }
}

/** The content of each language sanitized; `message.content.empty` when nothing readable is left of one. */
function sanitizedContent(content: Record<Language, string>): Record<Language, string> {
  const clean = {} as Record<Language, string>;
  for (const language of languages) {
    const html = sanitizeContentHtml(content[language]).trim();
    if (plainText(html) === '' && !/<img\b/i.test(html))
      throw new AppError('message.content.empty', { language }, `content.${language}`);
    clean[language] = html;
  }
  return clean;
}

interface OpsRow extends InboxMessageRow {
  account: string | null;
  reads: number;
  deletions: number;
}

const both = (text: LocalizedText | null) => ({ bn: text?.bn ?? '', en: text?.en ?? '' });

function presentOps(row: OpsRow, symbol: string): OpsMessage {
  const bn = renderMessage(row, 'bn', symbol);
  const en = renderMessage(row, 'en', symbol);
  return {
    id: Number(row.id),
    kind: row.kind,
    topic: en.topic,
    audience: row.audience,
    memberId: row.member_id,
    agentId: row.agent_id,
    account: row.account,
    vipRank: row.vip_rank,
    title: row.kind === 'OPERATOR' ? both(row.title) : { bn: bn.title, en: en.title },
    content: row.kind === 'OPERATOR' ? both(row.content) : { bn: bn.content, en: en.content },
    reads: row.reads,
    deletions: row.deletions,
    operatorId: row.operator_id,
    createdAt: row.created_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  };
}

/** The messages with their read and delete counts (a message to one: its own state). */
async function opsRows(
  db: Db,
  merchantId: number,
  where: ReturnType<typeof sql>,
  page?: { limit: number; offset: number },
) {
  const { rows } = await sql<OpsRow>`
    SELECT m.*, a.username AS account,
      CASE WHEN m.audience = 'MEMBER' THEN (m.read_at IS NOT NULL)::int
        ELSE (SELECT count(*) FROM inbox_message_states s WHERE s.message_id = m.id AND s.read_at IS NOT NULL)::int
      END AS reads,
      CASE WHEN m.audience = 'MEMBER' THEN (m.deleted_at IS NOT NULL)::int
        ELSE (SELECT count(*) FROM inbox_message_states s
              WHERE s.message_id = m.id AND s.deleted_at IS NOT NULL)::int
      END AS deletions
    FROM inbox_messages m
    LEFT JOIN members a ON a.id = coalesce(m.member_id, m.agent_id)
    WHERE m.merchant_id = ${merchantId} AND ${where}
    ORDER BY m.id DESC
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`.execute(db);
  return rows;
}

/**
 * A page of messages: the operators' (newest first), or with `memberId` every message to that member alone (the
 * site's SYSTEM messages too).
 */
export async function listOpsMessages(
  db: Db,
  merchant: { id: number; currency_symbol: string },
  query: { pageNo: number; pageSize: number; memberId?: number | undefined },
): Promise<Page<OpsMessage>> {
  const where =
    query.memberId === undefined
      ? sql`m.kind = 'OPERATOR'`
      : sql`m.audience = 'MEMBER' AND m.member_id = ${query.memberId}`;
  const [rows, total] = await Promise.all([
    opsRows(db, merchant.id, where, {
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    sql<{ n: number }>`
      SELECT count(*)::int AS n FROM inbox_messages m WHERE m.merchant_id = ${merchant.id} AND ${where}`.execute(
      db,
    ),
  ]);
  return pageOf(
    rows.map((row) => presentOps(row, merchant.currency_symbol)),
    query.pageNo,
    query.pageSize,
    total.rows[0]?.n ?? 0,
  );
}

async function opsMessage(db: Db, merchant: { id: number; currency_symbol: string }, id: bigint) {
  const [row] = await opsRows(db, merchant.id, sql`m.id = ${id}`);
  if (!row) throw new AppError('message.not.found');
  return presentOps(row, merchant.currency_symbol);
}

/** Sends an operator's message: one row, whatever the audience (its members are decided when they read). */
export async function sendMessage(
  db: Db,
  merchant: { id: number; currency_symbol: string },
  operatorId: number,
  body: OpsMessageBody,
  origin: RequestOrigin,
): Promise<OpsMessage> {
  const content = sanitizedContent(body.content);
  const target = await targetOf(db, merchant.id, body);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('inbox_messages')
      .values({
        merchant_id: merchant.id,
        ...target,
        kind: 'OPERATOR',
        title: { bn: body.title.bn, en: body.title.en },
        content,
        template: null,
        params: null,
        operator_id: operatorId,
        withdrawn_at: null,
        read_at: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: target.member_id,
      operatorId,
      action: 'MESSAGE_SENT',
      origin,
      detail: {
        messageId: String(row.id),
        audience: target.audience,
        memberId: target.member_id,
        vipRank: target.vip_rank,
        agentId: target.agent_id,
        title: body.title.en,
      },
    });
    return row.id;
  });
  return opsMessage(db, merchant, id);
}

/**
 * Withdraws an operator's message: nobody sees it from then on (its read states stay, for the record). A
 * second withdrawal answers the same; a SYSTEM message records an event and is refused (`message.system.fixed`).
 */
export async function withdrawMessage(
  db: Db,
  merchant: { id: number; currency_symbol: string },
  operatorId: number,
  id: number,
  origin: RequestOrigin,
): Promise<OpsMessage> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('inbox_messages')
      .select(['id', 'kind', 'audience', 'member_id', 'withdrawn_at'])
      .where('id', '=', BigInt(id))
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('message.not.found');
    if (row.kind === 'SYSTEM') throw new AppError('message.system.fixed');
    if (row.withdrawn_at) return;
    await trx
      .updateTable('inbox_messages')
      .set({ withdrawn_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      operatorId,
      action: 'MESSAGE_WITHDRAWN',
      origin,
      detail: { messageId: String(row.id), audience: row.audience },
    });
  });
  return opsMessage(db, merchant, BigInt(id));
}
