import type { Language } from '@msp/contracts/errors.ts';
import { maxBankAccounts, type BankAccount, type BindBankAccountBody } from '@msp/contracts/withdrawals.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { findMemberById } from '../identity/member-repository.ts';
import type { Merchant } from '../merchant/service.ts';
import { normalizeMobileNumber, smsDestination } from '../verification/destination.ts';
import type { MessageSender } from '../verification/senders.ts';
import { consumeVerificationCode, issueVerificationCode } from '../verification/service.ts';
import { checkPaymentPassword } from './payment-password.ts';
import type { MemberBankAccountsTable } from './tables.ts';

/**
 * The verification purpose of the binding code. The verification module's purposes are a fixed list (and a
 * CHECK in its table); BIND_MOBILE fits: it proves the member holds the mobile number bound to the account,
 * and the code goes only to the member's own number.
 */
const BIND_PURPOSE = 'BIND_MOBILE' as const;

/** All but the last `visible` characters as '*': "01712345678" → "*******5678". */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return value;
  return '*'.repeat(value.length - visible) + value.slice(-visible);
}

/** Names compare without case and with runs of spaces as one. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

type BankAccountRow = Pick<
  MemberBankAccountsTable,
  'kind' | 'provider_name' | 'account_name' | 'account_number' | 'mobile_num'
> & { id: number; created_at: Date };

/** The account as the member sees it: numbers masked but for their last 4 digits. */
export function presentBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    kind: row.kind,
    providerName: row.provider_name,
    accountName: row.account_name,
    accountNumber: maskTail(row.account_number),
    mobileNum: maskTail(row.mobile_num),
    createdAt: row.created_at.toISOString(),
  };
}

export async function listBankAccounts(db: Db, merchantId: number, memberId: number): Promise<BankAccount[]> {
  const rows = await db
    .selectFrom('member_bank_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map(presentBankAccount);
}

/** The member's own account of this id, or undefined (another member's account is never found). */
export function findBankAccount(db: Db, merchantId: number, memberId: number, accountId: number) {
  return db
    .selectFrom('member_bank_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Where the member's binding code goes: the mobile number bound to the member (`verification.mobile.invalid` if none). */
function memberSmsDestination(member: { mobile_num: string | null; country_dialing_code: string | null }) {
  if (!member.mobile_num) throw new AppError('verification.mobile.invalid');
  return smsDestination(member.country_dialing_code ?? '880', member.mobile_num);
}

/** Sends the binding code to the member's own bound mobile number (throttled by the verification module). */
export async function sendBankAccountCode(
  db: Db,
  sender: MessageSender,
  merchant: Merchant,
  memberId: number,
  language: Language,
  origin: RequestOrigin,
) {
  const member = await findMemberById(db, merchant.id, memberId);
  return issueVerificationCode(db, sender, {
    merchantId: merchant.id,
    channel: 'SMS',
    destination: memberSmsDestination(member),
    purpose: BIND_PURPOSE,
    language,
    ip: origin.ip,
    brand: merchant.name,
  });
}

/** A national mobile number, or `verification.mobile.invalid` naming the field it came in. */
function nationalMobile(value: string, dialingCode: string, field: string): string {
  try {
    return normalizeMobileNumber(value, dialingCode).nationalNumber;
  } catch (error) {
    if (error instanceof AppError) throw new AppError('verification.mobile.invalid', {}, field);
    throw error;
  }
}

/** The fields as kept: digits only, a mobile wallet's number and every mobile number as a national number. */
function normalizeAccount(body: BindBankAccountBody, dialingCode: string) {
  const digits = body.accountNumber.replace(/[\s-]/g, '');
  if (!/^\d{6,20}$/.test(digits)) throw new AppError('withdraw.account.number', {}, 'accountNumber');
  return {
    kind: body.kind,
    provider_name: body.providerName.trim().replace(/\s+/g, ' '),
    account_name: body.accountName.trim().replace(/\s+/g, ' '),
    account_number:
      body.kind === 'MOBILE_WALLET' ? nationalMobile(digits, dialingCode, 'accountNumber') : digits,
    mobile_num: nationalMobile(body.mobileNum, dialingCode, 'mobileNum'),
  };
}

/**
 * Binds a withdrawal account (spec §3 "Bank details"): needs the payment password and the SMS code sent to the
 * member's bound mobile. The account name must be the member's payee name when one is set (the name the new-IP
 * step asks for); the first account sets it. At most 3 accounts, counted under a lock of the member row so two
 * concurrent bindings cannot both be the third. Cheap checks run before the code is used up.
 */
export async function bindBankAccount(
  db: Db,
  merchant: Merchant,
  memberId: number,
  body: BindBankAccountBody,
  origin: RequestOrigin,
): Promise<BankAccount[]> {
  const member = await findMemberById(db, merchant.id, memberId);
  await checkPaymentPassword(member, body.paymentPassword);
  const destination = memberSmsDestination(member);
  const account = normalizeAccount(body, member.country_dialing_code ?? '880');

  const checkBindable = async (executor: Db, payeeName: string | null) => {
    if (payeeName && !sameName(payeeName, account.account_name))
      throw new AppError('withdraw.account.name', {}, 'accountName');
    const existing = await executor
      .selectFrom('member_bank_accounts')
      .select(['kind', 'provider_name', 'account_number'])
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .execute();
    if (existing.length >= maxBankAccounts) throw new AppError('withdraw.account.limit', {}, 'accounts');
    if (
      existing.some(
        (row) =>
          row.kind === account.kind &&
          row.provider_name === account.provider_name &&
          row.account_number === account.account_number,
      )
    )
      throw new AppError('withdraw.account.duplicate', {}, 'accountNumber');
  };
  await checkBindable(db, member.payee_name);

  await consumeVerificationCode(db, {
    merchantId: merchant.id,
    channel: 'SMS',
    destination,
    purpose: BIND_PURPOSE,
    code: body.verificationCode,
  });

  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('members')
      .select('payee_name')
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await checkBindable(trx, locked.payee_name);
    const inserted = await trx
      .insertInto('member_bank_accounts')
      .values({ merchant_id: merchant.id, member_id: memberId, ...account })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!locked.payee_name)
      await trx
        .updateTable('members')
        .set({ payee_name: account.account_name })
        .where('id', '=', memberId)
        .where('payee_name', 'is', null)
        .execute();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId,
      action: 'BANK_ACCOUNT_BOUND',
      origin,
      detail: {
        accountId: inserted.id,
        kind: account.kind,
        providerName: account.provider_name,
        accountNumber: maskTail(account.account_number),
      },
    });
  });
  return listBankAccounts(db, merchant.id, memberId);
}
