import { maxPromotionImages, maxPromotionRemark } from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import { distinctUploadIds, requireOwnUploads } from '../uploads/service.ts';
import { requireAmount } from '../wallet/service.ts';
import { memberFacts, takePartRefusal } from './books.ts';
import { merchantPromotion, publishedPromotion } from './catalogue.ts';
import type { PromotionRow } from './tables.ts';

/**
 * How a member takes part: joining a BUTTON promotion, applying to an APPLICATION one (remark and images), and the
 * operator's decision on an application. AUTO promotions need neither (the claim writes their entry). Each writes
 * one entry per member and promotion (unique), with its audit row in the same transaction.
 */

/** A promotion open for taking part now: published, started, not ended, budget not spent. */
function requireOpen(promotion: PromotionRow, now: Date) {
  if (promotion.status === 'CLOSED') throw new AppError('promotion.ended');
  if (now < promotion.starts_at) throw new AppError('promotion.not.started');
  if (promotion.ends_at !== null && now >= promotion.ends_at) throw new AppError('promotion.ended');
  if (promotion.budget !== null && promotion.spent >= promotion.budget)
    throw new AppError('promotion.budget.exhausted');
}

async function requireEligible(db: Db, merchant: Merchant, memberId: number, promotion: PromotionRow) {
  const refusal = takePartRefusal(promotion, await memberFacts(db, merchant, memberId), null);
  if (refusal) throw new AppError(refusal);
}

/** Joins a BUTTON promotion: what happens from now on counts (`promotion.already.joined` the second time). */
export async function joinPromotion(
  db: Db,
  merchant: Merchant,
  memberId: number,
  promotionId: number,
  origin: RequestOrigin,
  now = new Date(),
) {
  const promotion = await publishedPromotion(db, merchant.id, promotionId);
  if (promotion.join_mode === 'AUTO') throw new AppError('promotion.join.automatic');
  if (promotion.join_mode === 'APPLICATION') throw new AppError('promotion.application.only');
  requireOpen(promotion, now);
  await requireEligible(db, merchant, memberId, promotion);
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .insertInto('promotion_entries')
      .values({
        merchant_id: merchant.id,
        promotion_id: promotion.id,
        member_id: memberId,
        status: 'JOINED',
      })
      .onConflict((conflict) => conflict.constraint('promotion_entries_once').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entry) throw new AppError('promotion.already.joined');
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId,
      action: 'PROMOTION_JOINED',
      origin,
      detail: { promotionId: promotion.id, entryId: String(entry.id) },
    });
  });
}

/**
 * Applies to an APPLICATION promotion: a remark of at most 140 characters and up to 3 images, each an upload of
 * the member's own (png/jpg ≤ 5 MB, as the uploads module checked it when it was stored).
 */
export async function applyForPromotion(
  db: Db,
  merchant: Merchant,
  memberId: number,
  promotionId: number,
  body: { remark: string; imageIds: string[] },
  origin: RequestOrigin,
  now = new Date(),
) {
  const promotion = await publishedPromotion(db, merchant.id, promotionId);
  if (promotion.join_mode !== 'APPLICATION') throw new AppError('promotion.not.application');
  const remark = body.remark.trim();
  // Characters as the database counts them (code points).
  if ([...remark].length > maxPromotionRemark)
    throw new AppError('promotion.remark.too.long', { max: String(maxPromotionRemark) }, 'remark');
  const imageIds = distinctUploadIds(body.imageIds, maxPromotionImages, 'promotion.image.invalid');
  requireOpen(promotion, now);
  await requireEligible(db, merchant, memberId, promotion);
  await requireOwnUploads(db, { merchantId: merchant.id, memberId }, imageIds, 'promotion.image.invalid');
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .insertInto('promotion_entries')
      .values({
        merchant_id: merchant.id,
        promotion_id: promotion.id,
        member_id: memberId,
        status: 'APPLYING',
        remark: remark === '' ? null : remark,
        image_ids: imageIds,
      })
      .onConflict((conflict) => conflict.constraint('promotion_entries_once').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entry) throw new AppError('promotion.already.joined');
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId,
      action: 'PROMOTION_APPLIED',
      origin,
      detail: { promotionId: promotion.id, entryId: String(entry.id), images: imageIds.length },
    });
  });
}

/**
 * The operator's decision on an application waiting (locked, so two decisions never both apply): approve with the
 * amount to pay (at most the rules' cap) → CLAIMABLE, the member claims it; reject with a note → REJECTED.
 */
export async function decideApplication(
  db: Db,
  merchantId: number,
  operatorId: number,
  entryId: number,
  body: { approve: boolean; amount?: string | undefined; note?: string | undefined },
  origin: RequestOrigin,
  now = new Date(),
) {
  const amount = body.approve ? requireAmount(body.amount ?? '') : null;
  const note = body.note?.trim() || null;
  if (!body.approve && !note) throw new AppError('promotion.note.required', {}, 'note');
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('promotion_entries')
      .select(['id', 'promotion_id', 'member_id', 'status'])
      .where('id', '=', BigInt(entryId))
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw new AppError('promotion.entry.not.found');
    if (entry.status !== 'APPLYING') throw new AppError('promotion.entry.decided');
    if (amount !== null) {
      const { rules } = await merchantPromotion(trx, merchantId, entry.promotion_id);
      if (rules.cap !== undefined && amount > BigInt(rules.cap))
        throw new AppError('promotion.amount.over.cap', { cap: formatMinor(BigInt(rules.cap)) }, 'amount');
    }
    await trx
      .updateTable('promotion_entries')
      .set({
        status: amount !== null ? 'CLAIMABLE' : 'REJECTED',
        reward: amount,
        note,
        decided_by: operatorId,
        decided_at: now,
      })
      .where('id', '=', entry.id)
      .execute();
    await writeAudit(trx, {
      merchantId,
      memberId: entry.member_id,
      operatorId,
      action: 'PROMOTION_APPLICATION_DECIDED',
      origin,
      detail: {
        entryId: String(entry.id),
        promotionId: entry.promotion_id,
        approve: body.approve,
        amount: amount === null ? null : formatMinor(amount),
        note,
      },
    });
  });
}
