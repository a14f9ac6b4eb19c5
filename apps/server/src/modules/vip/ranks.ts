import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The VIP rank of each member (0: no VIP level), for the modules that pay by level (rebates, promotions' VIP
 * audience). Members without a row are 0.
 */
export async function vipRanksOf(
  db: Db,
  merchantId: number,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const ranks = new Map<number, number>(memberIds.map((id) => [id, 0]));
  if (memberIds.length === 0) return ranks;
  const rows = await db
    .selectFrom('member_vip')
    .select(['member_id', 'rank'])
    .where('merchant_id', '=', merchantId)
    // One array parameter, however many members (a statement takes at most 65,535 parameters).
    .where(sql<boolean>`member_id = ANY(${[...memberIds]}::int[])`)
    .execute();
  for (const row of rows) ranks.set(row.member_id, row.rank);
  return ranks;
}
