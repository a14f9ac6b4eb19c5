import type { Selectable } from 'kysely';
import type { Page } from '@msp/contracts/envelope.ts';
import type { PromotionStatus } from '@msp/contracts/enums.ts';
import type { OpsPromotion, PromotionBody, opsPromotionQuerySchema } from '@msp/contracts/promotions.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { pageOf } from '../../shared/page.ts';
import { sanitizeContentHtml } from '../../shared/sanitize.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { apiRules, minorOf, storedRules, type StoredRules } from './rules.ts';
import type { PromotionRow, PromotionsTable } from './tables.ts';

/**
 * The merchant's promotions as its operators keep them: created as a DRAFT, changed, published (ACTIVE) and
 * closed. Every change is audited. Members see ACTIVE and CLOSED promotions only (a DRAFT is "not found").
 */

export const promotionRow = (row: Selectable<PromotionsTable>): PromotionRow => ({
  ...row,
  rules: row.rules as StoredRules,
});

/** A promotion of the merchant as an operator sees it, or 404 `promotion.not.found`. */
export async function merchantPromotion(db: Db, merchantId: number, id: number): Promise<PromotionRow> {
  const row = await db
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) throw new AppError('promotion.not.found');
  return promotionRow(row);
}

/** A promotion members may see (ACTIVE or CLOSED), or 404 `promotion.not.found`. */
export async function publishedPromotion(db: Db, merchantId: number, id: number): Promise<PromotionRow> {
  const row = await merchantPromotion(db, merchantId, id);
  if (row.status === 'DRAFT') throw new AppError('promotion.not.found');
  return row;
}

export const presentOpsPromotion = (row: PromotionRow): OpsPromotion => ({
  id: row.id,
  code: row.code,
  type: row.type,
  category: row.category,
  tags: row.tags,
  title: { bn: row.title.bn ?? '', en: row.title.en ?? '' },
  summary: { bn: row.summary.bn ?? '', en: row.summary.en ?? '' },
  content: { bn: row.content.bn ?? '', en: row.content.en ?? '' },
  imageUrl: row.image_url,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  status: row.status,
  audience: row.audience,
  vipLevels: row.vip_levels,
  joinMode: row.join_mode,
  rules: apiRules(row.rules),
  budget: row.budget === null ? null : formatMinor(row.budget),
  spent: formatMinor(row.spent),
  sort: row.sort,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The body checked and in stored form: period, rules for the type and join mode, sanitized content. */
function storedValues(body: PromotionBody) {
  const startsAt = new Date(body.startsAt);
  const endsAt = body.endsAt === null ? null : new Date(body.endsAt);
  if (endsAt && endsAt <= startsAt) throw new AppError('promotion.period.invalid', {}, 'endsAt');
  const budget = body.budget === null ? null : minorOf(body.budget);
  if (budget !== null && budget <= 0n) throw new AppError('wallet.amount.invalid', {}, 'budget');
  const vipLevels = body.audience === 'VIP' ? [...new Set(body.vipLevels ?? [])].sort((a, b) => a - b) : null;
  if (vipLevels?.length === 0) throw new AppError('promotion.vip.levels.missing', {}, 'vipLevels');
  return {
    code: body.code,
    type: body.type,
    category: body.category,
    tags: [...new Set(body.tags)],
    title: body.title,
    summary: body.summary,
    // Sanitized when written, so every reader gets safe HTML (as the content module does).
    content: { bn: sanitizeContentHtml(body.content.bn), en: sanitizeContentHtml(body.content.en) },
    image_url: body.imageUrl,
    starts_at: startsAt,
    ends_at: endsAt,
    audience: body.audience,
    vip_levels: vipLevels,
    join_mode: body.joinMode,
    rules: JSON.stringify(storedRules(body.type, body.joinMode, body.rules)),
    budget,
    sort: body.sort,
  };
}

const auditDetail = (row: PromotionRow) => ({
  promotionId: row.id,
  code: row.code,
  type: row.type,
  joinMode: row.join_mode,
  status: row.status,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  rules: row.rules,
  budget: row.budget === null ? null : String(row.budget),
});

/** A new promotion, as a DRAFT; 409 `promotion.code.taken` when the merchant has the code already. */
export async function createPromotion(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: PromotionBody,
  origin: RequestOrigin,
): Promise<OpsPromotion> {
  const values = storedValues(body);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('promotions')
      .values({ ...values, merchant_id: merchantId })
      .onConflict((conflict) => conflict.constraint('promotions_code_once').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new AppError('promotion.code.taken', {}, 'code');
    const row = promotionRow(inserted);
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'PROMOTION_CREATED',
      origin,
      detail: auditDetail(row),
    });
    return presentOpsPromotion(row);
  });
}

/**
 * Changes a promotion. Its budget may not go below what it has paid; once members have taken part its type and
 * join mode stay (their entries were made under them). New rules apply to claims from now on.
 */
export async function updatePromotion(
  db: Db,
  merchantId: number,
  operatorId: number,
  id: number,
  body: PromotionBody,
  origin: RequestOrigin,
): Promise<OpsPromotion> {
  const values = storedValues(body);
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('promotions')
      .select(['id', 'type', 'join_mode', 'spent'])
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('promotion.not.found');
    if (values.budget !== null && values.budget < current.spent)
      throw new AppError('promotion.budget.below.spent', { spent: formatMinor(current.spent) }, 'budget');
    if (current.type !== values.type || current.join_mode !== values.join_mode) {
      const entry = await trx
        .selectFrom('promotion_entries')
        .select('id')
        .where('promotion_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (entry) throw new AppError('promotion.has.entries');
    }
    const taken = await trx
      .selectFrom('promotions')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('code', '=', values.code)
      .where('id', '<>', id)
      .executeTakeFirst();
    if (taken) throw new AppError('promotion.code.taken', {}, 'code');
    const updated = await trx
      .updateTable('promotions')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Another change took the code since the check above.
        if ((error as { code?: string }).code === '23505')
          throw new AppError('promotion.code.taken', {}, 'code');
        throw error;
      });
    const row = promotionRow(updated);
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'PROMOTION_UPDATED',
      origin,
      detail: auditDetail(row),
    });
    return presentOpsPromotion(row);
  });
}

/** Publishes (ACTIVE), closes (CLOSED) or reopens a promotion; a published one never goes back to DRAFT. */
export async function setPromotionStatus(
  db: Db,
  merchantId: number,
  operatorId: number,
  id: number,
  status: PromotionStatus,
  origin: RequestOrigin,
): Promise<OpsPromotion> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('promotions')
      .select('status')
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('promotion.not.found');
    if (status === 'DRAFT' && current.status !== 'DRAFT') throw new AppError('promotion.status.invalid');
    const updated = await trx
      .updateTable('promotions')
      .set({ status, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'PROMOTION_STATUS_SET',
      origin,
      detail: { promotionId: id, from: current.status, to: status },
    });
    return presentOpsPromotion(promotionRow(updated));
  });
}

/** The merchant's promotions for its operators, newest first. */
export async function listOpsPromotions(
  db: Db,
  merchantId: number,
  query: z.infer<typeof opsPromotionQuerySchema>,
): Promise<Page<OpsPromotion>> {
  let base = db.selectFrom('promotions').where('merchant_id', '=', merchantId);
  if (query.status) base = base.where('status', '=', query.status);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return pageOf(
    rows.map((row) => presentOpsPromotion(promotionRow(row))),
    query.pageNo,
    query.pageSize,
    Number(total),
  );
}
