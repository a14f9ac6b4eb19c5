import { sql } from 'kysely';
import { uploadUrl } from '@msp/contracts/deposits.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type {
  OpsPromotionEntry,
  Promotion,
  PromotionDetail,
  opsPromotionEntryQuerySchema,
  promotionListQuerySchema,
} from '@msp/contracts/promotions.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { pageOf } from '../../shared/page.ts';
import type { Merchant } from '../merchant/service.ts';
import { memberFacts, outcomesOf, takePartRefusal, type Outcome } from './books.ts';
import { merchantPromotion, promotionRow, publishedPromotion } from './catalogue.ts';
import { apiRules, isRuledType } from './rules.ts';
import { stateOf, type CallerState } from './states.ts';
import type { PromotionEntryRow, PromotionRow } from './tables.ts';
import { openRequirements } from './turnover.ts';

/** What the promotions pages read: the list and a detail with the caller's state, and the operator's entries. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Whether the member's state of a promotion comes from the books: it takes part in one that pays by a rule (a
 * BUTTON promotion it joined, or an AUTO one not paid yet). Only these, and approved applications, can be `claim`.
 */
export function takesPartByRule(promotion: PromotionRow, entry: PromotionEntryRow | undefined): boolean {
  const takingPart = entry?.status === 'JOINED' || (!entry && promotion.join_mode === 'AUTO');
  return takingPart && promotion.join_mode !== 'APPLICATION' && isRuledType(promotion.type);
}

/**
 * The caller's state of each promotion (states.ts). A member's is read from its entries (or given: `known`, the
 * member's entries, those of other promotions ignored), the books (one read for every promotion that pays by a
 * rule; none when nothing needs them) and its open turnover (only when one of them was paid); a visitor
 * (`memberId` null) has none of those.
 */
export async function callerStates(
  db: Db,
  merchant: Merchant,
  memberId: number | null,
  promotions: readonly PromotionRow[],
  now: Date,
  known?: readonly PromotionEntryRow[],
): Promise<{ states: CallerState[]; entries: Map<number, PromotionEntryRow> }> {
  const entries = new Map<number, PromotionEntryRow>();
  const visitor = (promotion: PromotionRow) =>
    stateOf({
      promotion,
      entry: null,
      member: false,
      outcome: null,
      refusal: null,
      turnoverOpen: false,
      now,
    });
  if (memberId === null || promotions.length === 0) return { states: promotions.map(visitor), entries };

  const rows =
    known ??
    (await db
      .selectFrom('promotion_entries')
      .selectAll()
      .where('member_id', '=', memberId)
      .where(
        'promotion_id',
        'in',
        promotions.map((promotion) => promotion.id),
      )
      .execute());
  const listed = new Set(promotions.map((promotion) => promotion.id));
  for (const row of rows) if (listed.has(row.promotion_id)) entries.set(row.promotion_id, row);
  const byRule = promotions.filter((promotion) => takesPartByRule(promotion, entries.get(promotion.id)));
  // The books answer those taking part by a rule, and whether the member may take part where it has no entry.
  const needsFacts = byRule.length > 0 || promotions.some((promotion) => !entries.has(promotion.id));
  const facts = needsFacts ? await memberFacts(db, merchant, memberId) : null;
  const outcomes = facts
    ? await outcomesOf(
        db,
        facts,
        byRule.map((promotion) => ({
          promotion,
          joinedAt: promotion.join_mode === 'BUTTON' ? (entries.get(promotion.id)?.created_at ?? null) : null,
        })),
      )
    : [];
  const outcomeOf = new Map<number, Outcome>(byRule.map((promotion, i) => [promotion.id, outcomes[i]!]));
  const paid = [...entries.values()].some((entry) => entry.turnover_requirement_id !== null);
  const open = new Set<bigint | null>(
    paid ? (await openRequirements(db, merchant, memberId)).map((requirement) => requirement.id) : [],
  );
  const states = promotions.map((promotion) => {
    const entry = entries.get(promotion.id) ?? null;
    return stateOf({
      promotion,
      entry,
      member: true,
      outcome: outcomeOf.get(promotion.id) ?? null,
      refusal: entry || !facts ? null : takePartRefusal(promotion, facts, null),
      turnoverOpen: open.has(entry?.turnover_requirement_id ?? null),
      now,
    });
  });
  return { states, entries };
}

export const presentPromotion = (row: PromotionRow, caller: CallerState, language: Language): Promotion => ({
  id: row.id,
  code: row.code,
  type: row.type,
  category: row.category,
  tags: row.tags,
  title: pickLanguage(row.title, language),
  summary: pickLanguage(row.summary, language),
  imageUrl: row.image_url,
  startsAt: row.starts_at.toISOString(),
  endsAt: iso(row.ends_at),
  joinMode: row.join_mode,
  audience: row.audience,
  ...(row.audience === 'VIP' ? { vipLevels: row.vip_levels ?? [] } : {}),
  state: caller.state,
  closedReason: caller.closedReason,
  reward: caller.reward === null ? null : formatMinor(caller.reward),
});

/** The merchant's ACTIVE promotions in display order, filtered by category and tag, with the caller's states. */
export async function listPromotions(
  db: Db,
  merchant: Merchant,
  memberId: number | null,
  query: z.infer<typeof promotionListQuerySchema>,
  language: Language,
  now = new Date(),
): Promise<Page<Promotion>> {
  let base = db
    .selectFrom('promotions')
    .where('merchant_id', '=', merchant.id)
    .where('status', '=', 'ACTIVE');
  if (query.category) base = base.where('category', '=', query.category);
  if (query.tag) base = base.where(sql<boolean>`${query.tag} = ANY (tags)`);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const promotions = rows.map(promotionRow);
  const { states } = await callerStates(db, merchant, memberId, promotions, now);
  return pageOf(
    promotions.map((row, i) => presentPromotion(row, states[i]!, language)),
    query.pageNo,
    query.pageSize,
    Number(total),
  );
}

/**
 * One promotion (ACTIVE or CLOSED) with its content, its rules in display form, what is left of its budget as a
 * percentage (the amounts are the operator's business) and the caller's own entry.
 */
export async function promotionDetail(
  db: Db,
  merchant: Merchant,
  memberId: number | null,
  id: number,
  language: Language,
  now = new Date(),
): Promise<PromotionDetail> {
  const row = await publishedPromotion(db, merchant.id, id);
  const { states, entries } = await callerStates(db, merchant, memberId, [row], now);
  const entry = entries.get(row.id);
  return {
    ...presentPromotion(row, states[0]!, language),
    content: pickLanguage(row.content, language),
    rules: apiRules(row.rules),
    budgetLeftPercent: row.budget === null ? null : Number(((row.budget - row.spent) * 100n) / row.budget),
    entry: entry
      ? {
          status: entry.status,
          remark: entry.remark,
          imageUrls: entry.image_ids.map(uploadUrl),
          note: entry.note,
          reward: entry.reward === null ? null : formatMinor(entry.reward),
          createdAt: entry.created_at.toISOString(),
          decidedAt: iso(entry.decided_at),
          claimedAt: iso(entry.claimed_at),
        }
      : null,
  };
}

/** A promotion's entries for its operators (e.g. the applications waiting), oldest first. */
export async function listEntries(
  db: Db,
  merchantId: number,
  promotionId: number,
  query: z.infer<typeof opsPromotionEntryQuerySchema>,
): Promise<Page<OpsPromotionEntry>> {
  await merchantPromotion(db, merchantId, promotionId);
  let base = db
    .selectFrom('promotion_entries as e')
    .where('e.promotion_id', '=', promotionId)
    .where('e.merchant_id', '=', merchantId);
  if (query.status) base = base.where('e.status', '=', query.status);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .selectAll('e')
      .select('m.username')
      .orderBy('e.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: String(row.id),
      memberId: row.member_id,
      username: row.username,
      status: row.status,
      remark: row.remark,
      imageUrls: row.image_ids.map(uploadUrl),
      reward: row.reward === null ? null : formatMinor(row.reward),
      qualifyingRef: row.qualifying_ref,
      note: row.note,
      decidedBy: row.decided_by,
      createdAt: row.created_at.toISOString(),
      decidedAt: iso(row.decided_at),
      claimedAt: iso(row.claimed_at),
    })),
    query.pageNo,
    query.pageSize,
    Number(total),
  );
}
