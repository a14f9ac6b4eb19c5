import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { uploadUrl } from '@msp/contracts/deposits.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import {
  maxBankAccounts,
  type OperatorWithdrawal,
  type WithdrawInfo,
  type Withdrawal,
  type WithdrawReceiptBody,
  type WithdrawalStatus,
} from '@msp/contracts/withdrawals.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { findMemberById } from '../identity/member-repository.ts';
import { postTransfersWithin, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { turnoverRemaining } from '../promotions/turnover.ts';
import { storeImage } from '../uploads/service.ts';
import { memberWallet, requireAmount } from '../wallet/service.ts';
import { findBankAccount, maskTail, presentBankAccount } from './bank-accounts.ts';
import { checkPaymentPassword } from './payment-password.ts';
import type { MemberBankAccountsTable, WithdrawalRequestsTable } from './tables.ts';
import { postSystemMessage } from '../messages/system-messages.ts';

type WithdrawalRow = Selectable<WithdrawalRequestsTable>;
type BankAccountRow = Selectable<MemberBankAccountsTable>;

/** The merchant's withdrawal settings, read fresh (an operator may have just changed them). */
export async function withdrawalSettings(db: Db, merchantId: number) {
  const row = await db
    .selectFrom('merchants')
    .select(['withdrawal_min_amount', 'withdrawal_max_amount', 'withdrawal_receipt_timeout_minutes'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return {
    minAmount: row.withdrawal_min_amount,
    maxAmount: row.withdrawal_max_amount,
    receiptTimeoutMinutes: row.withdrawal_receipt_timeout_minutes,
  };
}

/**
 * Turnover the member still has to play through (minor units; 0 when no requirement is open): its valid bets
 * since each requirement was set, measured from the ledger (promotions/turnover.ts).
 */
export function openTurnover(db: Db, merchant: Merchant, memberId: number): Promise<bigint> {
  return turnoverRemaining(db, merchant, memberId);
}

export async function withdrawInfo(db: Db, merchant: Merchant, memberId: number): Promise<WithdrawInfo> {
  const [settings, turnover, member] = await Promise.all([
    withdrawalSettings(db, merchant.id),
    openTurnover(db, merchant, memberId),
    findMemberById(db, merchant.id, memberId),
  ]);
  return {
    minAmount: formatMinor(settings.minAmount),
    maxAmount: formatMinor(settings.maxAmount),
    receiptTimeoutMinutes: settings.receiptTimeoutMinutes,
    turnoverRemaining: formatMinor(turnover),
    paymentPasswordSet: member.payment_password_hash !== null,
    mobileNum: member.mobile_num ? maskTail(member.mobile_num) : null,
    payeeName: member.payee_name,
    maxAccounts: maxBankAccounts,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The account a withdrawal goes to, as the member sees it (masked). */
function accountSummary(account: BankAccountRow): Withdrawal['account'] {
  const { id, kind, providerName, accountName, accountNumber, mobileNum } = presentBankAccount(account);
  return { id, kind, providerName, accountName, accountNumber, mobileNum };
}

function presentWithdrawal(row: WithdrawalRow, account: BankAccountRow, timeoutMinutes: number): Withdrawal {
  const received = row.amount_received;
  return {
    id: String(row.id),
    amount: formatMinor(row.amount),
    status: row.status,
    account: accountSummary(account),
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
    receiptDeadline:
      row.status === 'PAID' && row.paid_at
        ? new Date(row.paid_at.getTime() + timeoutMinutes * 60_000).toISOString()
        : null,
    amountReceived: received === null ? null : formatMinor(received),
    amountRemainder: received === null ? null : formatMinor(row.amount - received),
    proofImageUrl: row.receipt_proof_upload_id ? uploadUrl(row.receipt_proof_upload_id) : null,
    confirmedAt: iso(row.confirmed_at),
  };
}

/** Requests with their accounts, newest first, one page; `memberId` limits them to one member's. */
async function pageOfWithdrawals(
  db: Db,
  merchantId: number,
  filter: { memberId?: number; status?: WithdrawalStatus | undefined; id?: bigint },
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('withdrawal_requests as w').where('w.merchant_id', '=', merchantId);
  if (filter.memberId !== undefined) base = base.where('w.member_id', '=', filter.memberId);
  if (filter.status) base = base.where('w.status', '=', filter.status);
  if (filter.id !== undefined) base = base.where('w.id', '=', filter.id);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('member_bank_accounts as a', 'a.id', 'w.bank_account_id')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .selectAll('w')
      .select([
        'a.id as account_id',
        'a.kind as account_kind',
        'a.provider_name',
        'a.account_name',
        'a.account_number',
        'a.mobile_num',
        'a.created_at as account_created_at',
        'm.username',
      ])
      .orderBy('w.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  const totalElements = Number(total);
  return {
    rows: rows.map((row) => ({
      row,
      account: {
        id: row.account_id,
        merchant_id: merchantId,
        member_id: row.member_id,
        kind: row.account_kind,
        provider_name: row.provider_name,
        account_name: row.account_name,
        account_number: row.account_number,
        mobile_num: row.mobile_num,
        created_at: row.account_created_at,
      },
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(totalElements / pageSize),
    totalElements,
  };
}

/** The member's own withdrawals, newest first (DESIGN §4 paging). */
export async function listMemberWithdrawals(
  db: Db,
  merchant: Merchant,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<Page<Withdrawal>> {
  const { receiptTimeoutMinutes } = await withdrawalSettings(db, merchant.id);
  const { rows, ...paging } = await pageOfWithdrawals(db, merchant.id, { memberId }, page);
  return {
    content: rows.map(({ row, account }) => presentWithdrawal(row, account, receiptTimeoutMinutes)),
    ...paging,
  };
}

/** The merchant's withdrawals for an operator: whole account numbers (to pay to), newest first. */
export async function listOperatorWithdrawals(
  db: Db,
  merchant: Merchant,
  query: { pageNo: number; pageSize: number; status?: WithdrawalStatus | undefined; id?: bigint },
): Promise<Page<OperatorWithdrawal>> {
  const { receiptTimeoutMinutes } = await withdrawalSettings(db, merchant.id);
  const { rows, ...paging } = await pageOfWithdrawals(
    db,
    merchant.id,
    { status: query.status, ...(query.id === undefined ? {} : { id: query.id }) },
    query,
  );
  return {
    content: rows.map(({ row, account }) => ({
      ...presentWithdrawal(row, account, receiptTimeoutMinutes),
      memberId: row.member_id,
      username: row.username,
      account: {
        id: account.id,
        kind: account.kind,
        providerName: account.provider_name,
        accountName: account.account_name,
        accountNumber: account.account_number,
        mobileNum: account.mobile_num,
      },
      decidedByOperatorId: row.decided_by_operator,
      decidedAt: iso(row.decided_at),
    })),
    ...paging,
  };
}

/** One request of the merchant as an operator sees it. */
async function operatorWithdrawal(db: Db, merchant: Merchant, id: bigint): Promise<OperatorWithdrawal> {
  const page = await listOperatorWithdrawals(db, merchant, { pageNo: 1, pageSize: 1, id });
  const found = page.content[0];
  if (!found) throw new AppError('request.not.found');
  return found;
}

async function presentOne(db: Db, merchantId: number, row: WithdrawalRow): Promise<Withdrawal> {
  const [account, settings] = await Promise.all([
    db
      .selectFrom('member_bank_accounts')
      .selectAll()
      .where('id', '=', row.bank_account_id)
      .executeTakeFirstOrThrow(),
    withdrawalSettings(db, merchantId),
  ]);
  return presentWithdrawal(row, account, settings.receiptTimeoutMinutes);
}

const requestHashOf = (accountId: number, amount: bigint) =>
  createHash('sha256')
    .update(JSON.stringify([accountId, String(amount)]))
    .digest('hex');

/** The first result of a key, or 409 when the key came with another request. */
async function replayOf(
  db: Db,
  merchantId: number,
  memberId: number,
  idempotencyKey: string,
  hash: string,
): Promise<Withdrawal | undefined> {
  const existing = await db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!existing) return undefined;
  if (existing.request_hash !== hash) throw new AppError('request.idempotency.conflict');
  return presentOne(db, merchantId, existing);
}

/**
 * Asks for a withdrawal: checks the payment password, the account (the member's own), the merchant's min/max
 * and that no turnover requirement is open, then, in ONE transaction, writes the PENDING request (which claims
 * the member's idempotency key) and holds the amount (MAIN → HOLD, ledger key `withdraw-hold:<request id>`).
 * Not enough balance: `wallet.insufficient.funds` and nothing is written. A replay of the key answers the
 * first request; the key with another account or amount is a 409.
 */
export async function requestWithdrawal(
  db: Db,
  merchant: Merchant,
  memberId: number,
  body: { accountId: number; amount: string; paymentPassword: string; idempotencyKey: string },
  origin: RequestOrigin,
): Promise<Withdrawal> {
  const amount = requireAmount(body.amount);
  const member = await findMemberById(db, merchant.id, memberId);
  await checkPaymentPassword(member, body.paymentPassword);
  const hash = requestHashOf(body.accountId, amount);
  const replay = await replayOf(db, merchant.id, memberId, body.idempotencyKey, hash);
  if (replay) return replay;

  const account = await findBankAccount(db, merchant.id, memberId, body.accountId);
  if (!account) throw new AppError('withdraw.account.missing', {}, 'accountId');
  const settings = await withdrawalSettings(db, merchant.id);
  if (amount < settings.minAmount || amount > settings.maxAmount)
    throw new AppError(
      'withdraw.amount.range',
      { min: formatMinor(settings.minAmount), max: formatMinor(settings.maxAmount) },
      'amount',
    );
  const turnover = await openTurnover(db, merchant, memberId);
  if (turnover > 0n) throw new AppError('withdraw.turnover.open', { amount: formatMinor(turnover) });

  const { main, hold } = await memberWallet(db, merchant, memberId);
  const created = await db.transaction().execute(async (trx) => {
    // The key is claimed first: a concurrent request with the same key waits here for this one.
    const row = await trx
      .insertInto('withdrawal_requests')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        bank_account_id: account.id,
        amount,
        idempotency_key: body.idempotencyKey,
        request_hash: hash,
        hold_posting_id: null,
      })
      .onConflict((oc) => oc.constraint('withdrawal_requests_key_once').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const posting = await postTransfersWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey: `withdraw-hold:${row.id}`,
      kind: 'WITHDRAWAL_HOLD',
      legs: [
        {
          debitAccountId: main.id,
          creditAccountId: hold.id,
          amount,
          kind: 'WITHDRAWAL_HOLD',
          reference: `withdrawal:${row.id}`,
        },
      ],
    });
    // A bonus claimed since the check above: its posting locked the member's MAIN account as the hold now does,
    // so it committed before the hold (and its requirement is visible here) or waits until this one has ended.
    // The first must not leave with the bonus.
    const claimedSince = await trx
      .selectFrom('turnover_requirements')
      .select('required_amount')
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (claimedSince)
      throw new AppError('withdraw.turnover.open', { amount: formatMinor(claimedSince.required_amount) });
    await trx
      .updateTable('withdrawal_requests')
      .set({ hold_posting_id: posting.postingId })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId,
      action: 'WITHDRAWAL_REQUESTED',
      origin,
      detail: { withdrawalId: String(row.id), amount: formatMinor(amount), accountId: account.id },
    });
    return { ...row, hold_posting_id: posting.postingId };
  });
  if (!created) {
    const raced = await replayOf(db, merchant.id, memberId, body.idempotencyKey, hash);
    if (!raced) throw new Error('withdrawal key claimed but not found');
    return raced;
  }
  return presentWithdrawal(created, account, settings.receiptTimeoutMinutes);
}

/** The request of this merchant, or 404 (another merchant's id is never found). */
async function requestOfMerchant(db: Db, merchantId: number, id: bigint) {
  const row = await db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) throw new AppError('request.not.found');
  return row;
}

/**
 * An operator's decision on a PENDING request, race-safe: the request row is locked (`FOR UPDATE`) inside the
 * transaction, its status checked, and the money posted within the same transaction; of two concurrent
 * decisions exactly one wins, the other gets `withdraw.not.pending` (409).
 */
async function decide(
  db: Db,
  merchant: Merchant,
  operatorId: number,
  id: bigint,
  decision: { pay: true } | { pay: false; reason: string },
  origin: RequestOrigin,
): Promise<OperatorWithdrawal> {
  const known = await requestOfMerchant(db, merchant.id, id);
  const { main, hold } = await memberWallet(db, merchant, known.member_id);
  const clearing = decision.pay
    ? await systemAccountId(db, {
        merchantId: merchant.id,
        kind: 'WITHDRAWAL_CLEARING',
        currency: merchant.currency,
        shardKey: known.member_id,
      })
    : undefined;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('withdrawal_requests')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.status !== 'PENDING') throw new AppError('withdraw.not.pending');
    const kind = clearing !== undefined ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_RELEASE';
    const posting = await postTransfersWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey: `${clearing !== undefined ? 'withdraw-pay' : 'withdraw-release'}:${row.id}`,
      kind,
      legs: [
        {
          debitAccountId: hold.id,
          creditAccountId: clearing ?? main.id,
          amount: row.amount,
          kind,
          reference: `withdrawal:${row.id}`,
        },
      ],
    });
    const now = new Date();
    await trx
      .updateTable('withdrawal_requests')
      .set({
        status: decision.pay ? 'PAID' : 'REJECTED',
        settle_posting_id: posting.postingId,
        decided_by_operator: operatorId,
        decided_at: now,
        ...(decision.pay ? { paid_at: now } : { reject_reason: decision.reason }),
      })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      operatorId,
      action: decision.pay ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_REJECTED',
      origin,
      detail: {
        withdrawalId: String(row.id),
        amount: formatMinor(row.amount),
        postingId: String(posting.postingId),
        ...(decision.pay ? {} : { reason: decision.reason }),
      },
    });
    const message = { amount: row.amount, withdrawalId: String(row.id) };
    await postSystemMessage(
      trx,
      merchant.id,
      row.member_id,
      decision.pay
        ? { template: 'WITHDRAWAL_PAID', params: message }
        : { template: 'WITHDRAWAL_REJECTED', params: { ...message, reason: decision.reason } },
    );
  });
  return operatorWithdrawal(db, merchant, id);
}

/** Pays a PENDING request: HOLD → WITHDRAWAL_CLEARING, status PAID; the member's receipt clock starts. */
export function payWithdrawal(
  db: Db,
  merchant: Merchant,
  operatorId: number,
  id: bigint,
  origin: RequestOrigin,
) {
  return decide(db, merchant, operatorId, id, { pay: true }, origin);
}

/** Rejects a PENDING request: the hold goes back (HOLD → MAIN), status REJECTED with the reason. */
export function rejectWithdrawal(
  db: Db,
  merchant: Merchant,
  operatorId: number,
  id: bigint,
  reason: string,
  origin: RequestOrigin,
) {
  return decide(db, merchant, operatorId, id, { pay: false, reason }, origin);
}

/** Major units with zero allowed ("0", "12.5") to minor units. */
function parseReceived(text: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new AppError('withdraw.receipt.invalid', {}, 'amountReceived');
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The member's receipt of a PAID withdrawal (spec §3 "Withdrawal confirmation"): received in full → CONFIRMED;
 * not received, or only part (`amountReceived` below the amount), with a proof image → DISPUTED, for the
 * operator to follow up (no money moves). Only the member's own PAID request; once answered, or after the
 * time-out confirmed it, `withdraw.not.pending`.
 */
export async function confirmReceipt(
  db: Db,
  merchant: Merchant,
  memberId: number,
  id: bigint,
  body: WithdrawReceiptBody,
  origin: RequestOrigin,
): Promise<Withdrawal> {
  const known = await db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!known) throw new AppError('request.not.found');
  const checkStatus = (status: WithdrawalStatus) => {
    if (status === 'PENDING' || status === 'REJECTED') throw new AppError('withdraw.receipt.invalid');
    if (status !== 'PAID') throw new AppError('withdraw.not.pending');
  };
  checkStatus(known.status);

  let amountReceived: bigint;
  if (body.received) {
    amountReceived = body.amountReceived === undefined ? known.amount : parseReceived(body.amountReceived);
    if (amountReceived !== known.amount) throw new AppError('withdraw.receipt.invalid', {}, 'amountReceived');
  } else {
    amountReceived = body.amountReceived === undefined ? 0n : parseReceived(body.amountReceived);
    if (amountReceived >= known.amount) throw new AppError('withdraw.receipt.invalid', {}, 'amountReceived');
    if (!body.proofImage) throw new AppError('withdraw.receipt.invalid', {}, 'proofImage');
  }
  // The image is checked and kept before the transaction (it is large; the row lock is held briefly).
  const proof = body.proofImage
    ? await storeImage(db, { merchantId: merchant.id, memberId, dataUrl: body.proofImage })
    : undefined;

  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('withdrawal_requests')
      .select('status')
      .where('id', '=', id)
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    checkStatus(row.status);
    const status = body.received ? 'CONFIRMED' : 'DISPUTED';
    const changed = await trx
      .updateTable('withdrawal_requests')
      .set({
        status,
        receipt_received: body.received,
        amount_received: amountReceived,
        receipt_proof_upload_id: proof?.uploadId ?? null,
        confirmed_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId,
      action: 'WITHDRAWAL_CONFIRMED',
      origin,
      detail: {
        withdrawalId: String(id),
        status,
        amountReceived: formatMinor(amountReceived),
        proofUploadId: proof?.uploadId ?? null,
      },
    });
    return changed;
  });
  return presentOne(db, merchant.id, updated);
}
