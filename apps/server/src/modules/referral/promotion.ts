import type { Db } from '../../db/database.ts';
import { promotionRow } from '../promotions/catalogue.ts';
import type { PromotionRow } from '../promotions/tables.ts';

/**
 * The REFERRAL promotions the referral module pays by (join mode AUTO; rules in promotions/rules.ts). The one
 * running now (ACTIVE, its period started and not ended; the first in display order when several are) is what a
 * new friend signs up under and what the referral page shows; a friend's rewards stay with the promotion it
 * signed up under.
 */

export async function runningReferralPromotion(
  db: Db,
  merchantId: number,
  now: Date,
): Promise<PromotionRow | undefined> {
  const row = await db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', '=', 'REFERRAL')
    .where('join_mode', '=', 'AUTO')
    .where('status', '=', 'ACTIVE')
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && promotionRow(row);
}

/** The merchant's promotions of these ids (the ones referrals signed up under). */
export async function promotionsById(
  db: Db,
  merchantId: number,
  ids: readonly number[],
): Promise<Map<number, PromotionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, promotionRow(row)]));
}
