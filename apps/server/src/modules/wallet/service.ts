import type { Balance } from '@msp/contracts/wallet.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor, parseMajor } from '../../shared/money.ts';
import type { AuditAction, RequestOrigin } from '../identity/audit.ts';
import { accountBalances, memberAccountId, postTransfers, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';

/** The member's MAIN and HOLD accounts (opened on first use) with their balances, read in one statement. */
export async function memberWallet(db: Db, merchant: Merchant, memberId: number) {
  const base = { merchantId: merchant.id, memberId, currency: merchant.currency };
  const [mainId, holdId] = await Promise.all([
    memberAccountId(db, { ...base, kind: 'MAIN' }),
    memberAccountId(db, { ...base, kind: 'HOLD' }),
  ]);
  const balances = await accountBalances(db, [mainId, holdId]);
  return {
    main: { id: mainId, balance: balances.get(mainId) ?? 0n },
    hold: { id: holdId, balance: balances.get(holdId) ?? 0n },
  };
}

const balanceOf = (merchant: Merchant, main: bigint, held: bigint): Balance => ({
  balance: formatMinor(main),
  held: formatMinor(held),
  currency: merchant.currency,
  currencySymbol: merchant.currency_symbol,
});

export async function memberBalance(db: Db, merchant: Merchant, memberId: number): Promise<Balance> {
  const { main, hold } = await memberWallet(db, merchant, memberId);
  return balanceOf(merchant, main.balance, hold.balance);
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
  const minor = requireAmount(amount);
  // Opening the member's accounts checks the member is this merchant's (404 otherwise).
  const base = { merchantId: merchant.id, memberId, currency: merchant.currency };
  const [main, hold, adjustment] = await Promise.all([
    memberAccountId(db, { ...base, kind: 'MAIN' }),
    memberAccountId(db, { ...base, kind: 'HOLD' }),
    systemAccountId(db, { ...base, kind: 'ADJUSTMENT', shardKey: memberId }),
  ]);
  const [debit, credit] = direction === 'CREDIT' ? [adjustment, main] : [main, adjustment];
  // One round trip: the posting, its audit row, and the held balance for the answer.
  const result = await postTransfers(
    db,
    {
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
    },
    {
      audit: {
        memberId,
        operatorId,
        action: 'BALANCE_ADJUSTED' satisfies AuditAction,
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 512) ?? null,
        detail: { amount, direction, reason },
      },
      readBalancesOf: [hold],
    },
  );
  const leg = result.transfers[0]!;
  const mainAfter = direction === 'CREDIT' ? leg.creditBalanceAfter : leg.debitBalanceAfter;
  // A replay answers with the balance right after the first posting, as the first answer did.
  return balanceOf(merchant, mainAfter, result.balances.get(hold) ?? 0n);
}
