import type { Db } from '../../db/database.ts';

/** The key `countRecentPlayers` answers under: `<vendor code>/<game code>`. */
export const gameKey = (vendorCode: string, gameCode: string) => `${vendorCode}/${gameCode}`;

/**
 * How many members have a game session at each game of these vendors that was opened (launched or
 * authenticated) since `since`: `gameKey(vendor, game)` → members. Games nobody played are absent.
 */
export async function countRecentPlayers(
  db: Db,
  merchantId: number,
  vendorCodes: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (vendorCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_sessions')
    .select((eb) => [
      'vendor_code',
      'game_code',
      eb.fn.count<string | number | bigint>('member_id').distinct().as('players'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', 'in', vendorCodes)
    .where((eb) => eb.or([eb('created_at', '>=', since), eb('used_at', '>=', since)]))
    .groupBy(['vendor_code', 'game_code'])
    .execute();
  return new Map(rows.map((row) => [gameKey(row.vendor_code, row.game_code), Number(row.players)]));
}
