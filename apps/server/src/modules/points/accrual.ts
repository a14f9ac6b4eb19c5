import { sql } from 'kysely';
import { trialMemberTypes } from '@msp/contracts/enums.ts';
import { pointsCategories, type PointsCategory } from '@msp/contracts/points.ts';
import type { Db } from '../../db/database.ts';
import { validBetsByCategory } from '../bet-stats/valid-bets.ts';
import { settledBefore } from '../rebates/job.ts';
import { accrueWithin, type AccrualCredit } from './ledger.ts';
import { pointsMallOpen, ratiosOf } from './settings.ts';

/**
 * The points accrual job (`points-accrual` in server-jobs.ts), every minute in every server process.
 *
 * Each merchant whose accrual has started (a row in `points_accrual_cursor`, made when its ratios are first set)
 * has a cursor: valid bets settled before it have earned their points. A run takes the windows after the cursor
 * that are due, oldest first: a window ends on a `ACCRUAL_STEP_MS` boundary at least `ACCRUAL_GRACE_MS` ago, is at
 * most `MAX_WINDOW_MS` long (catching up after a pause takes several), and is taken only once no transaction that
 * began before its end is still open (every bet settled in it has committed). One transaction per window:
 *
 * 1. the cursor's row is locked with SKIP LOCKED: another process working on the merchant makes this one move on;
 *    a cursor that moved since it was read means the window was done;
 * 2. the window's valid bets per member and category (modules/bet-stats: settle time, stake − refunded) are added
 *    to the member's carry of that category (valid bets not yet worth a whole point); each whole
 *    `valid_bet_per_point` is a point, the rest is the new carry. Trial players earn nothing; a category without a
 *    ratio earns nothing (and carries nothing);
 * 3. one ACCRUAL entry per member with points, under the key `accrual:<from>/<to>` (points_accrue: unique per
 *    member, so even a second credit of the window could not be written), the carries, and the cursor moved to the
 *    window's end — all or nothing.
 *
 * So a window is credited once whatever runs it, however many at once. While the merchant's mall is closed (PTSYS3
 * off) the cursor moves on without crediting: bets placed while the mall is closed earn nothing. Points never
 * expire: nothing here or anywhere takes them away but the member's own redemptions and conversions.
 */

/** A window ends this long before now at the latest: the settlements of its last moments have landed. */
export const ACCRUAL_GRACE_MS = 60_000;
/** Window ends fall on these boundaries (points show within minutes of a bet's settlement). */
export const ACCRUAL_STEP_MS = 5 * 60_000;
/** The longest window (the first run after a pause catches up a day per transaction). */
export const MAX_WINDOW_MS = 24 * 3_600_000;
/** Windows one run of one merchant takes at most (the next run goes on). */
const MAX_WINDOWS_PER_RUN = 200;
/** Carries written by one statement. */
const CARRY_BATCH = 10_000;

export interface AccrualReport {
  windows: number;
  entries: number;
  points: bigint;
}

/** The end of the last window due at `now`. */
export const dueEnd = (now: Date) =>
  new Date(Math.floor((now.getTime() - ACCRUAL_GRACE_MS) / ACCRUAL_STEP_MS) * ACCRUAL_STEP_MS);

export async function runPointsAccrual(
  db: Db,
  { now = new Date(), merchantId }: { now?: Date; merchantId?: number } = {},
): Promise<AccrualReport> {
  let query = db.selectFrom('points_accrual_cursor').select('merchant_id').orderBy('merchant_id');
  if (merchantId !== undefined) query = query.where('merchant_id', '=', merchantId);
  const report: AccrualReport = { windows: 0, entries: 0, points: 0n };
  for (const { merchant_id: id } of await query.execute()) {
    const open = await pointsMallOpen(db, id);
    for (let taken = 0; taken < MAX_WINDOWS_PER_RUN; taken += 1) {
      const window = await accrueNextWindow(db, id, dueEnd(now), open);
      if (window === null) break;
      report.windows += 1;
      report.entries += window.entries;
      report.points += window.points;
    }
  }
  return report;
}

/** One window of the merchant, if one is due and no other process holds the cursor; null otherwise. */
async function accrueNextWindow(db: Db, merchantId: number, due: Date, open: boolean) {
  const cursor = await db
    .selectFrom('points_accrual_cursor')
    .select('accrued_to')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!cursor || cursor.accrued_to >= due) return null;
  const from = cursor.accrued_to;
  const to = new Date(Math.min(from.getTime() + MAX_WINDOW_MS, due.getTime()));
  // Outside the window's transaction (which must not count itself); a late commit postpones the window.
  if (!(await settledBefore(db, to))) return null;
  return db
    .transaction()
    .execute(async (trx) => {
      const locked = await sql<{ accrued_to: Date }>`
      SELECT accrued_to FROM points_accrual_cursor WHERE merchant_id = ${merchantId}
      FOR UPDATE SKIP LOCKED`.execute(trx);
      const held = locked.rows[0];
      // Another process holds the merchant, or has done this window since the cursor was read.
      if (!held || new Date(held.accrued_to).getTime() !== from.getTime()) return null;
      const credited = open ? await creditWindow(trx, merchantId, from, to) : { entries: 0, points: 0n };
      // Only from where this window began: a cursor that moved means another run did it, and all of this rolls back.
      const moved = await trx
        .updateTable('points_accrual_cursor')
        .set({ accrued_to: to, updated_at: sql`now()` })
        .where('merchant_id', '=', merchantId)
        .where('accrued_to', '=', from)
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) throw new WindowTaken();
      return credited;
    })
    .catch((error: unknown) => {
      if (error instanceof WindowTaken) return null;
      throw error;
    });
}

/** Rolls a window's transaction back: another run credited it first. */
class WindowTaken extends Error {}

interface MemberAccrual {
  validBet: bigint;
  points: bigint;
  categories: Partial<Record<PointsCategory, { validBet: string; points: string }>>;
}

const isPointsCategory = (category: string): category is PointsCategory =>
  (pointsCategories as readonly string[]).includes(category);

/** The window's points, carries and entries (inside the window's transaction). */
async function creditWindow(trx: Db, merchantId: number, from: Date, to: Date) {
  const ratios = await ratiosOf(trx, merchantId);
  const bets = (await validBetsByCategory(trx, merchantId, { from, to })).filter(
    (bet) => isPointsCategory(bet.category) && ratios.has(bet.category),
  );
  if (bets.length === 0) return { entries: 0, points: 0n };
  const memberIds = [...new Set(bets.map((bet) => bet.memberId))];
  const trial = new Set(
    (
      await trx
        .selectFrom('members')
        .select('id')
        // One array parameter: a window's players can pass the 65,535 parameters of a statement.
        .where(sql<boolean>`id = ANY(${memberIds}::int[])`)
        .where('type', 'in', [...trialMemberTypes])
        .execute()
    ).map((row) => row.id),
  );
  const carried = new Map(
    (
      await sql<{ member_id: number; category: string; valid_bet: bigint }>`
        SELECT member_id, category, valid_bet FROM points_accrual_carry
        WHERE member_id = ANY (${memberIds}::int[])`.execute(trx)
    ).rows.map((row) => [`${row.member_id}:${row.category}`, BigInt(row.valid_bet)]),
  );

  const members = new Map<number, MemberAccrual>();
  const carries: Array<{ memberId: number; category: PointsCategory; validBet: bigint }> = [];
  for (const bet of bets) {
    if (trial.has(bet.memberId) || !isPointsCategory(bet.category)) continue;
    const perPoint = ratios.get(bet.category)!;
    const before = carried.get(`${bet.memberId}:${bet.category}`) ?? 0n;
    const total = before + bet.validBet;
    const points = total / perPoint;
    const carry = total % perPoint;
    if (carry !== before) carries.push({ memberId: bet.memberId, category: bet.category, validBet: carry });
    const member = members.get(bet.memberId) ?? { validBet: 0n, points: 0n, categories: {} };
    member.validBet += bet.validBet;
    member.points += points;
    member.categories[bet.category] = { validBet: String(bet.validBet), points: String(points) };
    members.set(bet.memberId, member);
  }

  for (let start = 0; start < carries.length; start += CARRY_BATCH) {
    const chunk = carries.slice(start, start + CARRY_BATCH);
    await sql`
      INSERT INTO points_accrual_carry (member_id, category, merchant_id, valid_bet)
      SELECT c.member_id, c.category, ${merchantId}, c.valid_bet
      FROM unnest(${chunk.map((c) => c.memberId)}::int[], ${chunk.map((c) => c.category)}::text[],
        ${chunk.map((c) => String(c.validBet))}::bigint[]) AS c(member_id, category, valid_bet)
      ON CONFLICT (member_id, category) DO UPDATE SET valid_bet = excluded.valid_bet`.execute(trx);
  }

  const credits: AccrualCredit[] = [];
  for (const [memberId, member] of members) {
    if (member.points <= 0n) continue;
    credits.push({
      memberId,
      points: member.points,
      detail: {
        from: from.toISOString(),
        to: to.toISOString(),
        validBet: String(member.validBet),
        categories: member.categories,
      },
    });
  }
  credits.sort((a, b) => a.memberId - b.memberId);
  const entries = await accrueWithin(trx, merchantId, accrualKey(from, to), credits);
  return { entries, points: credits.reduce((sum, credit) => sum + credit.points, 0n) };
}

/** The idempotency key of a window's accrual entries (one per member). */
export const accrualKey = (from: Date, to: Date) => `accrual:${from.toISOString()}/${to.toISOString()}`;
