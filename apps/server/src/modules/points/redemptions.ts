import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Page } from '@msp/contracts/envelope.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type {
  OpsRedemption,
  RedeemBody,
  RedeemResult,
  Redemption,
  RedemptionDecisionBody,
  RedemptionStatus,
} from '@msp/contracts/points.ts';
import { retryingDeadlocks } from '../../db/deadlock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { pageOf } from '../../shared/page.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { findMemberById } from '../identity/member-repository.ts';
import { accountBalance, postTransfers, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { bonusAccountsOf, payBonusWithin } from '../promotions/bonus-payment.ts';
import { checkPaymentPassword } from '../withdrawals/payment-password.ts';
import { pointsOf, postPoints } from './ledger.ts';
import { defaultPointsSettings } from './settings.ts';
import type { PointsItemRow, PointsRedemptionRow } from './tables.ts';

/**
 * Redemptions: a member spends points (and any cash top-up) on an item; an operator fulfils a gift or a voucher.
 *
 * Redeem (`redeemItem`), in one transaction, each account in the one lock order of the mall (the redemption's own
 * row, then the member's points account, then the money accounts in id order by the ledger, then the item's row):
 * the redemption row is inserted under the member's Idempotency-Key (a concurrent request with the key waits on the
 * unique index, then answers the first one), the points go out (points_post refuses a balance below zero), the
 * cash top-up moves from the member's MAIN account to the points mall's house account, a BONUS_CREDIT item's bonus
 * moves from the BONUS account to MAIN with its turnover requirement, and last the item's quantity goes down by one
 * conditional UPDATE (`quantity_left >= quantity`, re-checked on the row as a concurrent redemption left it, and a
 * CHECK besides): when too few are left, all of it rolls back. No network call happens inside.
 *
 * A BONUS_CREDIT redemption is APPROVED at once; a PHYSICAL or VOUCHER one is IN_PROCESS until an operator approves
 * it or rejects it (`decideRedemption`). A rejection gives back the points and the cash top-up and puts the
 * quantity back, once: the decision locks the redemption's row and only an IN_PROCESS one is decided.
 */

/** The points mall's own house account: cash top-ups go in, refunds come out (a system account: may go negative). */
export const POINTS_MALL_HOUSE = 'POINTS_MALL';

const hashOf = (body: { itemId: number; quantity: number; note: string | null }) =>
  createHash('sha256')
    .update(JSON.stringify([body.itemId, body.quantity, body.note]))
    .digest('hex');

export function presentRedemption(row: PointsRedemptionRow, language: Language): Redemption {
  return {
    id: String(row.id),
    itemId: row.item_id,
    kind: row.kind,
    name: pickLanguage(row.item_name, language),
    imageUrl: row.image_url,
    quantity: row.quantity,
    points: Number(row.points),
    cashAmount: formatMinor(row.cash),
    bonusAmount: row.kind === 'BONUS_CREDIT' ? formatMinor(row.bonus) : null,
    turnoverRequired: formatMinor(row.turnover_required),
    status: row.status,
    memberNote: row.member_note,
    operatorNote: row.operator_note,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

const redemptionByKey = (db: Db, memberId: number, key: string) =>
  db
    .selectFrom('points_redemptions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/** The accounts a redemption of the member moves money between, opened before the transaction if new. */
async function moneyAccountsOf(db: Db, merchant: Merchant, memberId: number) {
  const [house, bonus] = await Promise.all([
    systemAccountId(db, {
      merchantId: merchant.id,
      kind: 'HOUSE',
      vendorCode: POINTS_MALL_HOUSE,
      currency: merchant.currency,
      shardKey: memberId,
    }),
    bonusAccountsOf(db, merchant, memberId),
  ]);
  return { house, main: bonus.mainAccountId, bonus: bonus.bonusAccountId };
}

/** Why the item cannot go now: not the merchant's, off sale, or too few left. */
function itemRefusal(item: Pick<PointsItemRow, 'status' | 'quantity_left'> | undefined, quantity: number) {
  if (!item) return new AppError('points.item.not.found');
  if (item.status !== 'ON_SALE') return new AppError('points.item.off.sale');
  if (item.quantity_left < quantity)
    return new AppError('points.item.sold.out', { left: String(item.quantity_left) });
  return undefined;
}

export async function redeemItem(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: RedeemBody & { idempotencyKey: string },
  origin: RequestOrigin,
  language: Language,
): Promise<RedeemResult> {
  const member = await findMemberById(db, merchant.id, memberId);
  await checkPaymentPassword(member, request.paymentPassword);
  return placeRedemption(db, merchant, memberId, request, origin, language);
}

/** A redemption once the member's payment password has been checked (`redeemItem`; bench/points calls it alone). */
export async function placeRedemption(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: Omit<RedeemBody, 'paymentPassword'> & { idempotencyKey: string },
  origin: RequestOrigin,
  language: Language,
): Promise<RedeemResult> {
  const note = request.note?.trim() || null;
  const hash = hashOf({ itemId: request.itemId, quantity: request.quantity, note });
  // Opened once and remembered: no round trip after a member's first redemption.
  const accounts = await moneyAccountsOf(db, merchant, memberId);
  const answer = async (row: PointsRedemptionRow): Promise<RedeemResult> => {
    if (row.request_hash !== hash) throw new AppError('request.idempotency.conflict');
    const [points, cash] = await Promise.all([pointsOf(db, memberId), accountBalance(db, accounts.main)]);
    return {
      redemption: presentRedemption(row, language),
      points: Number(points),
      balance: formatMinor(cash),
    };
  };

  // One read: the item, an earlier redemption under the key, the member's points and cash, the merchant's limit.
  const state = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('points_redemptions')
        .select('id')
        .where('member_id', '=', memberId)
        .where('idempotency_key', '=', request.idempotencyKey)
        .as('earlier_id'),
      eb.selectFrom('points_accounts').select('balance').where('member_id', '=', memberId).as('points'),
      eb.selectFrom('ledger_accounts').select('balance').where('id', '=', accounts.main).as('cash'),
      eb
        .selectFrom('points_settings')
        .select('max_redeem_quantity')
        .where('merchant_id', '=', merchant.id)
        .as('max_quantity'),
    ])
    .executeTakeFirstOrThrow();
  if (state.earlier_id !== null) {
    const earlier = await redemptionByKey(db, memberId, request.idempotencyKey);
    if (earlier) return answer(earlier);
  }
  const maxQuantity = state.max_quantity ?? defaultPointsSettings.maxRedeemQuantity;
  if (request.quantity > maxQuantity)
    throw new AppError('points.quantity.invalid', { max: String(maxQuantity) }, 'quantity');
  const item = await db
    .selectFrom('points_items')
    .selectAll()
    .where('id', '=', request.itemId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!item) throw new AppError('points.item.not.found');
  const refusal = itemRefusal(item, request.quantity);
  if (refusal) throw refusal;
  const quantity = BigInt(request.quantity);
  const points = item.points_cost * quantity;
  const cash = item.cash_cost * quantity;
  const bonus = item.bonus_amount * quantity;
  const turnover = bonus * BigInt(item.turnover_multiple);
  // Clear answers before any write; the transaction checks both again on the locked rows.
  const have = state.points ?? 0n;
  if (have < points)
    throw new AppError('points.insufficient', { needed: String(points), points: String(have) });
  if (cash > 0n && (state.cash ?? 0n) < cash)
    throw new AppError('points.cash.insufficient', { amount: formatMinor(cash) });

  const done = await retryingDeadlocks(() =>
    db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('points_redemptions')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          item_id: item.id,
          kind: item.kind,
          item_name: item.name,
          image_url: item.image_url,
          quantity: request.quantity,
          points,
          cash,
          bonus,
          turnover_required: turnover,
          // A bonus is credited now; a gift or a voucher waits for an operator.
          status: item.kind === 'BONUS_CREDIT' ? 'APPROVED' : 'IN_PROCESS',
          decided_at: item.kind === 'BONUS_CREDIT' ? sql`now()` : null,
          member_note: note,
          operator_note: null,
          idempotency_key: request.idempotencyKey,
          request_hash: hash,
          points_entry_id: null,
          cash_posting_id: null,
          bonus_posting_id: null,
          turnover_requirement_id: null,
          refund_entry_id: null,
          refund_posting_id: null,
          decided_by_operator_id: null,
        })
        .onConflict((conflict) => conflict.constraint('points_redemptions_key_once').doNothing())
        .returning('id')
        .executeTakeFirst();
      // The same key committed first (a double click, a retry at another server): answer that one.
      if (!inserted) return null;
      const spent = await postPoints(trx, {
        merchantId: merchant.id,
        memberId,
        points: -points,
        kind: 'REDEEM',
        idempotencyKey: `redeem:${inserted.id}`,
        detail: {
          redemptionId: String(inserted.id),
          itemId: item.id,
          itemName: item.name,
          quantity: request.quantity,
        },
      });
      let paid: Awaited<ReturnType<typeof postTransfers>> | null = null;
      if (cash > 0n) {
        try {
          paid = await postTransfers(trx, {
            merchantId: merchant.id,
            idempotencyKey: `points-redeem:${inserted.id}`,
            kind: 'POINTS_REDEEM',
            legs: [
              {
                debitAccountId: accounts.main,
                creditAccountId: accounts.house,
                amount: cash,
                kind: 'POINTS_REDEEM',
                reference: `points-redemption:${inserted.id}`,
              },
            ],
          });
        } catch (error) {
          if (error instanceof AppError && error.code === 'wallet.insufficient.funds')
            throw new AppError('points.cash.insufficient', { amount: formatMinor(cash) });
          throw error;
        }
      }
      const credited =
        bonus > 0n
          ? await payBonusWithin(
              trx,
              { bonus: accounts.bonus, main: accounts.main },
              {
                merchantId: merchant.id,
                memberId,
                amount: bonus,
                idempotencyKey: `points-bonus:${inserted.id}`,
                kind: 'BONUS_POINTS',
                reference: `points-redemption:${inserted.id}`,
                turnover,
              },
            )
          : null;
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId,
        action: 'POINTS_REDEEMED',
        origin,
        detail: {
          redemptionId: String(inserted.id),
          itemId: item.id,
          kind: item.kind,
          quantity: request.quantity,
          points: String(points),
          cash: formatMinor(cash),
          bonus: formatMinor(bonus),
          turnover: formatMinor(turnover),
          pointsEntryId: String(spent.entryId),
          cashPostingId: paid ? String(paid.postingId) : null,
          bonusPostingId: credited ? String(credited.postingId) : null,
        },
      });
      // Last, in one statement just before the commit, so the item's row (every redemption of the item waits for
      // it) is held for the shortest time: the quantity goes down, and the redemption records what moved.
      const { rows } = await sql<PointsRedemptionRow>`
        WITH taken AS (
          UPDATE points_items SET quantity_left = quantity_left - ${request.quantity}::integer, updated_at = now()
          WHERE id = ${item.id} AND status = 'ON_SALE' AND quantity_left >= ${request.quantity}::integer
          RETURNING id
        )
        UPDATE points_redemptions r SET points_entry_id = ${spent.entryId}::bigint,
          cash_posting_id = ${paid?.postingId ?? null}::bigint, bonus_posting_id = ${credited?.postingId ?? null}::bigint,
          turnover_requirement_id = ${credited?.requirementId ?? null}::bigint
        FROM taken WHERE r.id = ${inserted.id}::bigint
        RETURNING r.*`.execute(trx);
      const row = rows[0];
      if (!row) {
        const now = await trx
          .selectFrom('points_items')
          .select(['status', 'quantity_left'])
          .where('id', '=', item.id)
          .executeTakeFirst();
        throw itemRefusal(now, request.quantity) ?? new Error('the item could not be taken');
      }
      return { row, points: spent.balanceAfter, cashAfter: paid?.transfers[0]?.debitBalanceAfter ?? null };
    }),
  );
  if (!done) {
    const first = await redemptionByKey(db, memberId, request.idempotencyKey);
    if (!first) throw new Error('a redemption key was taken but its redemption is gone');
    return answer(first);
  }
  // A bonus moved the wallet again after the top-up: read it; otherwise the top-up's balance after, or as it was.
  const balance = bonus > 0n ? await accountBalance(db, accounts.main) : (done.cashAfter ?? state.cash ?? 0n);
  return {
    redemption: presentRedemption(done.row, language),
    points: Number(done.points),
    balance: formatMinor(balance),
  };
}

/** The caller's redemptions, newest first. */
export async function memberRedemptions(
  db: Db,
  merchantId: number,
  memberId: number,
  query: { pageNo: number; pageSize: number; status?: RedemptionStatus | undefined },
  language: Language,
): Promise<Page<Redemption>> {
  let base = db
    .selectFrom('points_redemptions')
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst(),
  ]);
  return pageOf(
    rows.map((row) => presentRedemption(row, language)),
    query.pageNo,
    query.pageSize,
    Number(count?.count ?? 0),
  );
}

const presentOps = (row: PointsRedemptionRow & { username: string }, language: Language): OpsRedemption => ({
  ...presentRedemption(row, language),
  memberId: row.member_id,
  username: row.username,
  decidedByOperatorId: row.decided_by_operator_id,
});

/** The merchant's redemptions for its operators, newest first (e.g. those waiting: `status=IN_PROCESS`). */
export async function opsRedemptions(
  db: Db,
  merchantId: number,
  query: {
    pageNo: number;
    pageSize: number;
    status?: RedemptionStatus | undefined;
    memberId?: number | undefined;
  },
  language: Language,
): Promise<Page<OpsRedemption>> {
  let base = db
    .selectFrom('points_redemptions')
    .innerJoin('members', 'members.id', 'points_redemptions.member_id')
    .where('points_redemptions.merchant_id', '=', merchantId);
  if (query.status) base = base.where('points_redemptions.status', '=', query.status);
  if (query.memberId) base = base.where('points_redemptions.member_id', '=', query.memberId);
  const [rows, count] = await Promise.all([
    base
      .selectAll('points_redemptions')
      .select('members.username')
      .orderBy('points_redemptions.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst(),
  ]);
  return pageOf(
    rows.map((row) => presentOps(row, language)),
    query.pageNo,
    query.pageSize,
    Number(count?.count ?? 0),
  );
}

/**
 * An operator's decision on an IN_PROCESS redemption (a gift or a voucher). Approving records it (with the
 * operator's note, e.g. the voucher code). Rejecting, in one transaction: the points come back (REDEEM_REFUND,
 * key `redeem-refund:<id>`), the cash top-up comes back from the house account (key `points-redeem-refund:<id>`),
 * the quantity goes back on the item. Once: the redemption's row is locked first and a decided one is refused
 * (`points.redemption.decided`), and the keys could not post twice anyway.
 */
export async function decideRedemption(
  db: Db,
  merchant: Merchant,
  operatorId: number,
  id: bigint,
  body: RedemptionDecisionBody,
  origin: RequestOrigin,
  language: Language,
): Promise<OpsRedemption> {
  const note = body.note?.trim() || null;
  if (!body.approve && !note) throw new AppError('points.redemption.note.required', {}, 'note');
  const current = await db
    .selectFrom('points_redemptions')
    .select(['member_id', 'status'])
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!current) throw new AppError('points.redemption.not.found');
  if (current.status !== 'IN_PROCESS') throw new AppError('points.redemption.decided');
  const accounts = await moneyAccountsOf(db, merchant, current.member_id);

  await retryingDeadlocks(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('points_redemptions')
        .selectAll()
        .where('id', '=', id)
        .where('merchant_id', '=', merchant.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.status !== 'IN_PROCESS') throw new AppError('points.redemption.decided');
      let refund: { entryId: bigint; postingId: bigint | null } | null = null;
      if (!body.approve) {
        const returned = await postPoints(trx, {
          merchantId: merchant.id,
          memberId: row.member_id,
          points: row.points,
          kind: 'REDEEM_REFUND',
          idempotencyKey: `redeem-refund:${row.id}`,
          detail: {
            redemptionId: String(row.id),
            itemId: row.item_id,
            itemName: row.item_name,
            quantity: row.quantity,
          },
        });
        let postingId: bigint | null = null;
        if (row.cash > 0n) {
          const paid = await postTransfers(trx, {
            merchantId: merchant.id,
            idempotencyKey: `points-redeem-refund:${row.id}`,
            kind: 'POINTS_REDEEM_REFUND',
            legs: [
              {
                debitAccountId: accounts.house,
                creditAccountId: accounts.main,
                amount: row.cash,
                kind: 'POINTS_REDEEM_REFUND',
                reference: `points-redemption:${row.id}`,
              },
            ],
          });
          postingId = paid.postingId;
        }
        await trx
          .updateTable('points_items')
          .set((eb) => ({ quantity_left: eb('quantity_left', '+', row.quantity), updated_at: sql`now()` }))
          .where('id', '=', row.item_id)
          .execute();
        refund = { entryId: returned.entryId, postingId };
      }
      await trx
        .updateTable('points_redemptions')
        .set({
          status: body.approve ? 'APPROVED' : 'REJECTED',
          operator_note: note,
          decided_by_operator_id: operatorId,
          decided_at: sql`now()`,
          refund_entry_id: refund?.entryId ?? null,
          refund_posting_id: refund?.postingId ?? null,
        })
        .where('id', '=', row.id)
        .execute();
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId: row.member_id,
        operatorId,
        action: 'POINTS_REDEMPTION_DECIDED',
        origin,
        detail: {
          redemptionId: String(row.id),
          approve: body.approve,
          note,
          refundedPoints: refund ? String(row.points) : null,
          refundedCash: refund ? formatMinor(row.cash) : null,
          refundEntryId: refund ? String(refund.entryId) : null,
          refundPostingId: refund?.postingId ? String(refund.postingId) : null,
        },
      });
    }),
  );
  const decided = await db
    .selectFrom('points_redemptions')
    .innerJoin('members', 'members.id', 'points_redemptions.member_id')
    .selectAll('points_redemptions')
    .select('members.username')
    .where('points_redemptions.id', '=', id)
    .executeTakeFirstOrThrow();
  return presentOps(decided, language);
}
