import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';

/** A member's accounts: MAIN is spendable, HOLD keeps withdrawals that wait for the operator. */
export type MemberAccountKind = 'MAIN' | 'HOLD';
/** The merchant's own accounts: they may go negative (money that came in or went out of the platform). */
export type SystemAccountKind =
  | 'DEPOSIT_CLEARING'
  | 'WITHDRAWAL_CLEARING'
  | 'BONUS'
  | 'SALARY'
  | 'DIVIDEND'
  | 'HOUSE'
  | 'ADJUSTMENT'
  /** Per transfer-wallet vendor: the net money members moved into that vendor's wallets. */
  | 'VENDOR_TRANSFER';

export interface TransferLeg {
  debitAccountId: bigint;
  creditAccountId: bigint;
  /** Minor units, > 0. */
  amount: bigint;
  kind: string;
  reference?: string | null;
}

export interface PostingRequest {
  merchantId: number;
  /** Client- or flow-generated; the same key posts once. */
  idempotencyKey: string;
  kind: string;
  legs: TransferLeg[];
}

export interface PostedTransfer {
  id: bigint;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  kind: string;
  reference: string | null;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
}

export interface PostingResult {
  postingId: bigint;
  transfers: PostedTransfer[];
  /** True when the key had posted before: nothing moved this time. */
  replayed: boolean;
}

async function ensureAccount(
  db: Db,
  values: {
    merchantId: number;
    memberId: number | null;
    kind: string;
    vendorCode: string | null;
    currency: string;
  },
) {
  const find = () => {
    let query = db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('merchant_id', '=', values.merchantId)
      .where('kind', '=', values.kind);
    query =
      values.memberId === null
        ? query.where('member_id', 'is', null)
        : query.where('member_id', '=', values.memberId);
    query =
      values.vendorCode === null
        ? query.where('vendor_code', 'is', null)
        : query.where('vendor_code', '=', values.vendorCode);
    return query.executeTakeFirst();
  };
  const existing = await find();
  if (existing) return existing;
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_id: values.merchantId,
      member_id: values.memberId,
      kind: values.kind,
      vendor_code: values.vendorCode,
      currency: values.currency,
      allow_negative: values.memberId === null,
    })
    .onConflict((oc) => oc.constraint('ledger_accounts_one_per_kind').doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error('ledger account could not be created');
  return created;
}

/** The member's account of a kind, opened on first use. */
export function memberAccount(
  db: Db,
  {
    merchantId,
    memberId,
    kind,
    currency,
  }: { merchantId: number; memberId: number; kind: MemberAccountKind; currency: string },
) {
  return ensureAccount(db, { merchantId, memberId, kind, vendorCode: null, currency });
}

/** A system account of the merchant, opened on first use (HOUSE accounts are per game vendor). */
export function systemAccount(
  db: Db,
  {
    merchantId,
    kind,
    vendorCode = null,
    currency,
  }: { merchantId: number; kind: SystemAccountKind; vendorCode?: string | null; currency: string },
) {
  return ensureAccount(db, { merchantId, memberId: null, kind, vendorCode, currency });
}

const requestHash = (request: PostingRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        request.kind,
        request.legs.map((leg) => [
          String(leg.debitAccountId),
          String(leg.creditAccountId),
          String(leg.amount),
          leg.kind,
          leg.reference ?? null,
        ]),
      ]),
    )
    .digest('hex');

async function readPosting(db: Db, postingId: bigint): Promise<PostedTransfer[]> {
  const rows = await db
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('posting_id', '=', postingId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: row.amount,
    kind: row.kind,
    reference: row.reference,
    debitBalanceAfter: row.debit_balance_after,
    creditBalanceAfter: row.credit_balance_after,
  }));
}

/**
 * The one way money moves. In a single transaction: claims the idempotency key (a concurrent claim of the
 * same key waits for this one, then sees it), locks every touched account in id order (so two postings
 * can never deadlock), refuses to take a member account below zero, writes the transfers with the balances
 * after them, and the new balances. A replay of the key returns the first result; the same key with a
 * different request is a 409. No network call happens in here.
 */
export function postTransfers(db: Db, request: PostingRequest): Promise<PostingResult> {
  return db.transaction().execute((trx) => postTransfersWithin(trx, request));
}

/**
 * `postTransfers` inside a transaction the caller already holds, so a status change of its own (a deposit
 * approved, a withdrawal paid) commits or rolls back together with the money.
 */
export async function postTransfersWithin(
  trx: Transaction<Database>,
  request: PostingRequest,
): Promise<PostingResult> {
  if (request.legs.length === 0) throw new AppError('wallet.amount.invalid');
  for (const leg of request.legs) {
    if (leg.amount <= 0n || leg.debitAccountId === leg.creditAccountId)
      throw new AppError('wallet.amount.invalid');
  }
  const hash = requestHash(request);
  const claimed = await trx
    .insertInto('ledger_postings')
    .values({
      merchant_id: request.merchantId,
      idempotency_key: request.idempotencyKey,
      request_hash: hash,
      kind: request.kind,
    })
    .onConflict((oc) => oc.constraint('ledger_postings_key_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    const first = await trx
      .selectFrom('ledger_postings')
      .select(['id', 'request_hash'])
      .where('merchant_id', '=', request.merchantId)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirstOrThrow();
    if (first.request_hash !== hash) throw new AppError('request.idempotency.conflict');
    return { postingId: first.id, transfers: await readPosting(trx, first.id), replayed: true };
  }

  const ids = [...new Set(request.legs.flatMap((leg) => [leg.debitAccountId, leg.creditAccountId]))].sort(
    (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  );
  const locked = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'allow_negative', 'merchant_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const balances = new Map(locked.map((row) => [String(row.id), row]));
  if (locked.length !== ids.length || locked.some((row) => row.merchant_id !== request.merchantId)) {
    throw new Error('posting names an account that is not this merchant’s');
  }

  const transfers: PostedTransfer[] = [];
  for (const leg of request.legs) {
    const debit = balances.get(String(leg.debitAccountId))!;
    const credit = balances.get(String(leg.creditAccountId))!;
    if (!debit.allow_negative && debit.balance < leg.amount) throw new AppError('wallet.insufficient.funds');
    debit.balance -= leg.amount;
    credit.balance += leg.amount;
    const row = await trx
      .insertInto('ledger_transfers')
      .values({
        posting_id: claimed.id,
        merchant_id: request.merchantId,
        debit_account_id: leg.debitAccountId,
        credit_account_id: leg.creditAccountId,
        amount: leg.amount,
        kind: leg.kind,
        reference: leg.reference ?? null,
        debit_balance_after: debit.balance,
        credit_balance_after: credit.balance,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    transfers.push({
      id: row.id,
      debitAccountId: leg.debitAccountId,
      creditAccountId: leg.creditAccountId,
      amount: leg.amount,
      kind: leg.kind,
      reference: leg.reference ?? null,
      debitBalanceAfter: debit.balance,
      creditBalanceAfter: credit.balance,
    });
  }
  for (const account of balances.values()) {
    await trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: account.balance, version: eb('version', '+', 1n) }))
      .where('id', '=', account.id)
      .execute();
  }
  return { postingId: claimed.id, transfers, replayed: false };
}

export async function accountBalance(db: Db, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/**
 * The ledger's invariants for one merchant, as numbers a test or an operator check can assert on: the sum of
 * all balances (always 0), member accounts below zero (always none), and accounts whose balance differs from
 * the sum of their transfers (always none).
 */
export async function ledgerHealth(db: Db, merchantId: number) {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'member_id'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const flows = await db
    .selectFrom('ledger_transfers')
    .select(['debit_account_id', 'credit_account_id', 'amount'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const net = new Map<string, bigint>();
  for (const flow of flows) {
    net.set(String(flow.debit_account_id), (net.get(String(flow.debit_account_id)) ?? 0n) - flow.amount);
    net.set(String(flow.credit_account_id), (net.get(String(flow.credit_account_id)) ?? 0n) + flow.amount);
  }
  return {
    sum: accounts.reduce((total, account) => total + account.balance, 0n),
    negativeMemberAccounts: accounts.filter((account) => account.member_id !== null && account.balance < 0n)
      .length,
    mismatchedAccounts: accounts.filter((account) => (net.get(String(account.id)) ?? 0n) !== account.balance)
      .length,
    accounts: accounts.length,
    transfers: flows.length,
  };
}
