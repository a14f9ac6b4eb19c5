import type { Balance } from '@msp/contracts/wallet.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor, parseMajor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { memberAccount, postTransfers, systemAccount } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';

/** The member's MAIN and HOLD accounts (opened on first use). */
export async function memberWallet(db: Db, merchant: Merchant, memberId: number) {
  const base = { merchantId: merchant.id, memberId, currency: merchant.currency };
  const [main, hold] = await Promise.all([
    memberAccount(db, { ...base, kind: 'MAIN' }),
    memberAccount(db, { ...base, kind: 'HOLD' }),
  ]);
  return { main, hold };
}

export async function memberBalance(db: Db, merchant: Merchant, memberId: number): Promise<Balance> {
  const { main, hold } = await memberWallet(db, merchant, memberId);
  return {
    balance: formatMinor(main.balance),
    held: formatMinor(hold.balance),
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
  };
}

export function requireAmount(text: string): bigint {
  const amount = parseMajor(text);
  if (amount === undefined) throw new AppError('wallet.amount.invalid', {}, 'amount');
  return amount;
}

/** An operator's correction of a member balance, against the merchant's ADJUSTMENT account, with a reason. */
export async function adjustBalance(
  db: Db,
  merchant: Merchant,
  {
    operatorId,
    memberId,
    amount,
    direction,
    reason,
    idempotencyKey,
  }: {
    operatorId: number;
    memberId: number;
    amount: string;
    direction: 'CREDIT' | 'DEBIT';
    reason: string;
    idempotencyKey: string;
  },
  origin: RequestOrigin,
) {
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!member) throw new AppError('member.not.found');
  const minor = requireAmount(amount);
  const { main } = await memberWallet(db, merchant, memberId);
  const adjustment = await systemAccount(db, {
    merchantId: merchant.id,
    kind: 'ADJUSTMENT',
    currency: merchant.currency,
  });
  const [debit, credit] = direction === 'CREDIT' ? [adjustment.id, main.id] : [main.id, adjustment.id];
  const result = await postTransfers(db, {
    merchantId: merchant.id,
    idempotencyKey: `adjust:${idempotencyKey}`,
    kind: 'ADJUSTMENT',
    legs: [
      {
        debitAccountId: debit,
        creditAccountId: credit,
        amount: minor,
        kind: 'ADJUSTMENT',
        reference: reason,
      },
    ],
  });
  if (!result.replayed) {
    await writeAudit(db, {
      merchantId: merchant.id,
      memberId,
      operatorId,
      action: 'BALANCE_ADJUSTED',
      origin,
      detail: { amount, direction, reason, postingId: String(result.postingId) },
    });
  }
  return memberBalance(db, merchant, memberId);
}
