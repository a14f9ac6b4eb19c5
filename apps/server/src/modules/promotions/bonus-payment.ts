import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { memberAccountId, postTransfers, systemAccountId } from '../ledger/service.ts';
import { postBonusMessages } from '../messages/system-messages.ts';

/**
 * Paying bonuses inside the caller's transaction: the one way a reward reaches a member's wallet (promotions,
 * VIP bonuses, rebates, missions, leaderboard prizes). Each payee's amount moves from the merchant's BONUS account
 * (the payee's shard, so members never wait on one row) to the payee's MAIN account, and a turnover requirement
 * is written for it (none when 0), source `<kind>:<posting id>`, counted from this moment (migration 0030's
 * trigger), and a "bonus received" message for the payee's inbox (the messages module). The accounts are opened
 * before the transaction (`bonusAccountsOf`: opening one is idempotent and moves no money).
 *
 * The caller has already made sure, under its own row lock or unique row, that this reward is paid once: a
 * replayed key here means the books and the caller's record disagree, which stops the transaction rather than
 * pay twice.
 */

export interface BonusPayee {
  memberId: number;
  bonusAccountId: bigint;
  mainAccountId: bigint;
  /** Minor units, > 0. */
  amount: bigint;
  /** The transfer's reference, e.g. `promotion:<id>`. */
  reference: string;
  /** The valid bets to play through before a withdrawal, minor units; 0n for none. */
  turnoverRequired: bigint;
  /** The promotion that pays it, when one does (the turnover page shows its title). */
  promotionId?: number | null;
}

export interface BonusesPaid {
  postingId: bigint;
  /** Per payee, in order: its turnover requirement, null when none. */
  requirementIds: (bigint | null)[];
}

/** The two accounts a member's bonus moves between, opened if new: read before the paying transaction. */
export async function bonusAccountsOf(
  db: Db,
  merchant: { id: number; currency: string },
  memberId: number,
): Promise<Pick<BonusPayee, 'bonusAccountId' | 'mainAccountId'>> {
  const bonusAccountId = await systemAccountId(db, {
    merchantId: merchant.id,
    kind: 'BONUS',
    currency: merchant.currency,
    shardKey: memberId,
  });
  const mainAccountId = await memberAccountId(db, {
    merchantId: merchant.id,
    memberId,
    kind: 'MAIN',
    currency: merchant.currency,
  });
  return { bonusAccountId, mainAccountId };
}

/**
 * Posts the bonuses of one decision as ONE posting under `idempotencyKey` (the ledger locks every account it
 * touches in id order) and writes their turnover requirements. `trx` must be a transaction.
 */
export async function payBonusesWithin(
  trx: Db,
  {
    merchantId,
    idempotencyKey,
    payees,
    kind = 'BONUS',
  }: { merchantId: number; idempotencyKey: string; payees: BonusPayee[]; kind?: string },
): Promise<BonusesPaid> {
  if (!trx.isTransaction) throw new Error('bonuses are paid inside the caller’s transaction');
  const posting = await postTransfers(trx, {
    merchantId,
    idempotencyKey,
    kind,
    legs: payees.map((payee) => ({
      debitAccountId: payee.bonusAccountId,
      creditAccountId: payee.mainAccountId,
      amount: payee.amount,
      kind,
      reference: payee.reference,
    })),
  });
  if (posting.replayed) throw new Error(`${idempotencyKey}: bonus posted but not recorded as paid`);
  const requirementIds: (bigint | null)[] = [];
  for (const payee of payees) {
    if (payee.turnoverRequired <= 0n) {
      requirementIds.push(null);
      continue;
    }
    const requirement = await trx
      .insertInto('turnover_requirements')
      .values({
        merchant_id: merchantId,
        member_id: payee.memberId,
        required_amount: payee.turnoverRequired,
        source: `${kind}:${posting.postingId}`,
        promotion_id: payee.promotionId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    requirementIds.push(requirement.id);
  }
  await postBonusMessages(trx, { merchantId, idempotencyKey, kind, payees });
  return { postingId: posting.postingId, requirementIds };
}

/** One member's bonus (`payBonusesWithin` with one payee). */
export async function payBonusWithin(
  trx: Db,
  accounts: { bonus: bigint; main: bigint },
  payment: {
    merchantId: number;
    memberId: number;
    /** Minor units, > 0. */
    amount: bigint;
    idempotencyKey: string;
    /** The posting's and the transfer's kind (BONUS…). */
    kind: string;
    reference: string;
    /** Minor units; 0n for none. */
    turnover: bigint;
    promotionId?: number | null;
  },
): Promise<{ postingId: bigint; requirementId: bigint | null }> {
  const paid = await payBonusesWithin(trx, {
    merchantId: payment.merchantId,
    idempotencyKey: payment.idempotencyKey,
    kind: payment.kind,
    payees: [
      {
        memberId: payment.memberId,
        bonusAccountId: accounts.bonus,
        mainAccountId: accounts.main,
        amount: payment.amount,
        reference: payment.reference,
        turnoverRequired: payment.turnover,
        promotionId: payment.promotionId ?? null,
      },
    ],
  });
  return { postingId: paid.postingId, requirementId: paid.requirementIds[0] ?? null };
}

/**
 * Reserves a promotion's reward from its budget by one conditional statement, so concurrent claims can never
 * overspend it: each waits for the promotion's row and re-checks `spent + reward <= budget` on the row as the
 * previous one left it. `promotion.budget.exhausted` when the budget cannot pay it, `promotion.ended` when the
 * promotion is no longer ACTIVE.
 */
export async function reserveBudgetWithin(trx: Db, promotionId: number, reward: bigint): Promise<void> {
  const reserved = await sql<{ id: number }>`
    UPDATE promotions SET spent = spent + ${String(reward)}::bigint
    WHERE id = ${promotionId} AND status = 'ACTIVE'
      AND (budget IS NULL OR spent + ${String(reward)}::bigint <= budget)
    RETURNING id`.execute(trx);
  if (reserved.rows.length > 0) return;
  const current = await trx
    .selectFrom('promotions')
    .select('status')
    .where('id', '=', promotionId)
    .executeTakeFirstOrThrow();
  throw new AppError(current.status === 'ACTIVE' ? 'promotion.budget.exhausted' : 'promotion.ended');
}
