import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type { Turnover } from '@msp/contracts/promotions.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { memberAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';

/**
 * Turnover requirements (a bonus's "play it N times before withdrawing"), measured exactly from the ledger.
 *
 * - A requirement's progress is the member's **valid bets** after it was set: stakes out of its MAIN account minus
 *   stakes given back, exactly the rollups' definition (migration 0026: GAME_BET and LOTTERY_BET debit MAIN;
 *   GAME_REFUND, GAME_ROLLBACK, LOTTERY_REFUND and LOTTERY_CANCEL credit it back), in transfers with an id above
 *   the one the requirement counts after (migration 0030 notes the last transfer id when it is written).
 * - Several open requirements are met in the order they were set: valid bets fill the oldest first, then the
 *   next; a bet before a requirement existed never counts for it. As levels of one running sum: requirement i
 *   starts at max(its own start, where requirement i-1 ends) and its progress is the sum now minus its start,
 *   between 0 and what it requires. A stake given back lowers the sum, so it undoes the newest progress first.
 * - Requirements are brought up to date when read (the withdrawal check, the turnover page, the promotions
 *   list), under their row locks: a met one becomes DONE, and the others keep their progress with the transfer
 *   it was counted to (`completed_amount`, `counted_after_transfer_id`), so the next read starts there. A
 *   member's MAIN transfers are written under the account's row lock, so their ids grow in commit order and
 *   nothing behind that transfer can still appear.
 */

const VALID_BET_KINDS = [
  'GAME_BET',
  'LOTTERY_BET',
  'GAME_REFUND',
  'GAME_ROLLBACK',
  'LOTTERY_REFUND',
  'LOTTERY_CANCEL',
];

export interface RequirementProgress {
  id: bigint;
  required: bigint;
  completed: bigint;
  remaining: bigint;
  promotionId: number | null;
  source: string;
  createdAt: Date;
}

interface OpenRow {
  id: bigint;
  required_amount: bigint;
  completed_amount: bigint;
  counted_after_transfer_id: bigint;
  counted_from: Date;
  promotion_id: number | null;
  source: string;
  created_at: Date;
}

interface Filled {
  row: OpenRow;
  progress: bigint;
  /** Stakes given back after it started took its sum below its start: its progress is held at 0. */
  inDebt: boolean;
}

/**
 * Fills the requirements, oldest first, from the valid bets: `before[i]` is the running sum at requirement i's
 * transfer, `total` the sum now (both since the same anchor).
 */
function fillInOrder(rows: readonly OpenRow[], before: readonly bigint[], total: bigint): Filled[] {
  let previousEnd: bigint | null = null;
  return rows.map((row, i) => {
    const own = before[i]! - row.completed_amount;
    const start = previousEnd !== null && previousEnd > own ? previousEnd : own;
    previousEnd = start + row.required_amount;
    const raw = total - start;
    const progress = raw < 0n ? 0n : raw > row.required_amount ? row.required_amount : raw;
    return { row, progress, inDebt: raw < 0n };
  });
}

/** The member's open requirements brought up to date (met ones marked DONE), oldest first. */
export async function openRequirements(
  db: Db,
  merchant: Merchant,
  memberId: number,
): Promise<RequirementProgress[]> {
  const anyOpen = await db
    .selectFrom('turnover_requirements')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'OPEN')
    .limit(1)
    .executeTakeFirst();
  if (!anyOpen) return [];
  const main = await memberAccountId(db, {
    merchantId: merchant.id,
    memberId,
    kind: 'MAIN',
    currency: merchant.currency,
  });
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('turnover_requirements')
      .select([
        'id',
        'required_amount',
        'completed_amount',
        'counted_after_transfer_id',
        'counted_from',
        'promotion_id',
        'source',
        'created_at',
      ])
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .where('status', '=', 'OPEN')
      .orderBy('id')
      .forUpdate()
      .execute();
    if (rows.length === 0) return [];
    // Read before the bets (see migration 0030): a transfer the read below cannot see yet belongs to a
    // transaction open now or begun later, so it is no older than this.
    const { rows: floorRows } = await sql<{ at: Date }>`
      SELECT least(now(), min(xact_start)) AS at FROM pg_stat_activity
      WHERE datname = current_database() AND xact_start IS NOT NULL`.execute(trx);
    const floor = floorRows[0]!.at;
    const anchor = rows.reduce(
      (min, row) => (row.counted_after_transfer_id < min ? row.counted_after_transfer_id : min),
      rows[0]!.counted_after_transfer_id,
    );
    const since = rows.reduce(
      (min, row) => (row.counted_from < min ? row.counted_from : min),
      rows[0]!.counted_from,
    );
    // One statement, so one snapshot: the sums and the last transfer they reach agree.
    const { rows: sums } = await sql<{ total: bigint; last_id: bigint; before: string[] }>`
      WITH bets AS (
        SELECT id, amount AS valid FROM ledger_transfers
        WHERE debit_account_id = ${String(main)}::bigint AND created_at >= ${since}
          AND id > ${String(anchor)}::bigint AND kind = ANY (${VALID_BET_KINDS}::text[])
        UNION ALL
        SELECT id, -amount FROM ledger_transfers
        WHERE credit_account_id = ${String(main)}::bigint AND created_at >= ${since}
          AND id > ${String(anchor)}::bigint AND kind = ANY (${VALID_BET_KINDS}::text[])
      )
      SELECT coalesce((SELECT sum(valid) FROM bets), 0)::bigint AS total,
        coalesce((SELECT max(id) FROM bets), ${String(anchor)}::bigint) AS last_id,
        ARRAY(SELECT coalesce((SELECT sum(valid) FROM bets WHERE bets.id <= c.at), 0)::text
              FROM unnest(${rows.map((row) => String(row.counted_after_transfer_id))}::bigint[])
                WITH ORDINALITY AS c(at, n)
              ORDER BY c.n) AS before`.execute(trx);
    const { total, last_id: lastId, before } = sums[0]!;
    const filled = fillInOrder(rows, before.map(BigInt), total);

    const now = new Date();
    const open: RequirementProgress[] = [];
    for (const { row, progress, inDebt } of filled) {
      if (progress === row.required_amount) {
        await trx
          .updateTable('turnover_requirements')
          .set({ status: 'DONE', completed_amount: row.required_amount, done_at: now })
          .where('id', '=', row.id)
          .execute();
        continue;
      }
      open.push({
        id: row.id,
        required: row.required_amount,
        completed: progress,
        remaining: row.required_amount - progress,
        promotionId: row.promotion_id,
        source: row.source,
        createdAt: row.created_at,
      });
      // Keep the progress with the transfer it reaches (not while in debt: 0 would forget the debt).
      const after = lastId > row.counted_after_transfer_id ? lastId : row.counted_after_transfer_id;
      if (inDebt || (after === row.counted_after_transfer_id && progress === row.completed_amount)) continue;
      await trx
        .updateTable('turnover_requirements')
        .set({
          completed_amount: progress,
          counted_after_transfer_id: after,
          counted_from: after === row.counted_after_transfer_id ? row.counted_from : floor,
        })
        .where('id', '=', row.id)
        .execute();
    }
    return open;
  });
}

/** What the member still has to bet before withdrawing: the sum of its open requirements' remainders. */
export async function turnoverRemaining(db: Db, merchant: Merchant, memberId: number): Promise<bigint> {
  const open = await openRequirements(db, merchant, memberId);
  return open.reduce((total, requirement) => total + requirement.remaining, 0n);
}

/** The turnover page: each open requirement with its promotion's title, and the total the withdrawal waits for. */
export async function memberTurnover(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: Language,
): Promise<Turnover> {
  const open = await openRequirements(db, merchant, memberId);
  const promotionIds = [...new Set(open.flatMap((r) => (r.promotionId === null ? [] : [r.promotionId])))];
  const titles =
    promotionIds.length === 0
      ? []
      : await db
          .selectFrom('promotions')
          .select(['id', 'title'])
          .where('merchant_id', '=', merchant.id)
          .where('id', 'in', promotionIds)
          .execute();
  const titleOf = new Map(titles.map((row) => [row.id, pickLanguage(row.title, language)]));
  return {
    remaining: formatMinor(open.reduce((total, requirement) => total + requirement.remaining, 0n)),
    requirements: open.map((requirement) => ({
      id: String(requirement.id),
      required: formatMinor(requirement.required),
      completed: formatMinor(requirement.completed),
      remaining: formatMinor(requirement.remaining),
      promotionId: requirement.promotionId,
      promotionTitle:
        requirement.promotionId === null ? null : (titleOf.get(requirement.promotionId) ?? null),
      source: requirement.source,
      createdAt: requirement.createdAt.toISOString(),
    })),
  };
}
