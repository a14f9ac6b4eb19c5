import { sql } from 'kysely';
import type { RebateClaim, RebatePayoutMode } from '@msp/contracts/rebates.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import { memberAccountId, systemAccountId } from '../ledger/service.ts';
import { payBonusWithin } from '../promotions/bonus-payment.ts';
import { rebateConfigOf, type RebateConfig } from './settings.ts';

/**
 * Paying a member's unpaid rebates, all together in ONE transaction: the rows are locked (in id order), summed,
 * and when the sum reaches the minimum payout it is posted through the ledger from the merchant's BONUS account
 * to the member's MAIN account (key `rebate:<member>:<first row id>`: every row is paid once, so the first row of
 * a payout names it), the turnover requirement written (amount × the merchant's multiple), a payout row written
 * and the rows pointed at it. Below the minimum nothing is paid and the rows wait for more.
 *
 * Concurrency: a claim waits for another payment's row locks (FOR UPDATE) and then sees the rows paid (PostgreSQL
 * re-checks `payout_id IS NULL` on the locked rows), so claims at the same moment pay once; the job's AUTO payment
 * skips rows another process holds (SKIP LOCKED). No network call happens inside.
 */

export type PaidOutcome =
  | { kind: 'PAID'; amount: bigint; rebates: number; turnover: bigint; payoutId: bigint }
  | { kind: 'EMPTY' }
  | { kind: 'BELOW_MINIMUM'; amount: bigint };

export async function payRebates(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'currency'>,
  memberId: number,
  mode: RebatePayoutMode,
  config: RebateConfig,
  origin?: RequestOrigin,
): Promise<PaidOutcome> {
  // Opened before the transaction (opening an account is idempotent and moves no money).
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const accounts = {
    bonus: await systemAccountId(db, { ...base, kind: 'BONUS', shardKey: memberId }),
    main: await memberAccountId(db, { ...base, memberId, kind: 'MAIN' }),
  };
  return db.transaction().execute(async (trx): Promise<PaidOutcome> => {
    const { rows } = await sql<{ id: bigint; amount: bigint }>`
      SELECT id, amount FROM rebates
      WHERE merchant_id = ${merchant.id} AND member_id = ${memberId} AND payout_id IS NULL
      ORDER BY id
      FOR UPDATE ${mode === 'AUTO' ? sql`SKIP LOCKED` : sql``}`.execute(trx);
    if (rows.length === 0) return { kind: 'EMPTY' };
    const amount = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    if (amount < config.minPayout) return { kind: 'BELOW_MINIMUM', amount };
    const turnover = amount * BigInt(config.turnoverMultiple);
    const first = rows[0]!.id;
    const { postingId, requirementId } = await payBonusWithin(trx, accounts, {
      merchantId: merchant.id,
      memberId,
      amount,
      idempotencyKey: `rebate:${memberId}:${first}`,
      kind: 'REBATE',
      reference: `rebate:${first}`,
      turnover,
    });
    const payout = await trx
      .insertInto('rebate_payouts')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        mode,
        amount,
        posting_id: postingId,
        turnover_requirement_id: requirementId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('rebates')
      .set({ payout_id: payout.id })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    if (origin)
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId,
        action: 'REBATE_CLAIMED',
        origin,
        detail: {
          payoutId: String(payout.id),
          amount: formatMinor(amount),
          rebates: rows.length,
          postingId: String(postingId),
          turnover: formatMinor(turnover),
        },
      });
    return { kind: 'PAID', amount, rebates: rows.length, turnover, payoutId: payout.id };
  });
}

/**
 * `POST /wps/rebates/claim`: pays all the caller's unpaid rebates as one payout. 409 `rebate.claim.automatic`
 * (the merchant pays by the job), `rebate.claim.empty` (nothing unpaid: also a claim repeated after one that
 * paid), `rebate.claim.below.minimum` (the total is under the minimum payout).
 */
export async function claimRebates(
  db: Db,
  merchant: Merchant,
  memberId: number,
  origin: RequestOrigin,
): Promise<RebateClaim> {
  const config = await rebateConfigOf(db, merchant.id);
  if (config.payoutMode !== 'CLAIM') throw new AppError('rebate.claim.automatic');
  const outcome = await payRebates(db, merchant, memberId, 'CLAIM', config, origin);
  if (outcome.kind === 'EMPTY') throw new AppError('rebate.claim.empty');
  if (outcome.kind === 'BELOW_MINIMUM')
    throw new AppError('rebate.claim.below.minimum', {
      minimum: formatMinor(config.minPayout),
      amount: formatMinor(outcome.amount),
    });
  return {
    amount: formatMinor(outcome.amount),
    rebates: outcome.rebates,
    turnoverRequired: formatMinor(outcome.turnover),
  };
}
