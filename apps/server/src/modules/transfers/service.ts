import { isAgentType } from '@msp/contracts/enums.ts';
import type { TransferResult } from '@msp/contracts/transfers.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { findMemberById, normalizeUsername } from '../identity/member-repository.ts';
import { postTransfersWithin } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { memberWallet, requireAmount } from '../wallet/service.ts';
import { checkPaymentPassword } from '../withdrawals/payment-password.ts';

interface TransferRequest {
  amount: string;
  paymentPassword: string;
  idempotencyKey: string;
}

/** An active member of the merchant by id, or undefined. */
function activeMember(db: Db, merchantId: number, where: { id: number } | { username: string }) {
  let query = db
    .selectFrom('members')
    .select(['id', 'username', 'parent_member_id'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE');
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('username', '=', normalizeUsername(where.username));
  return query.executeTakeFirst();
}

/** The member's upline (its `parent_member_id`), when it has an active one. */
export async function uplineOf(db: Db, merchant: Merchant, memberId: number) {
  const member = await findMemberById(db, merchant.id, memberId);
  return member.parent_member_id === null
    ? undefined
    : activeMember(db, merchant.id, { id: member.parent_member_id });
}

/**
 * Moves money MAIN → MAIN between two members of the merchant, once per key (ledger key
 * `transfer:<sender id>:<key>`: a replay answers the first transfer, the key with another request is a 409), and
 * writes the TRANSFER audit row. The answer of a replay is the first one's (its balance after included).
 */
async function transfer(
  db: Db,
  merchant: Merchant,
  from: { id: number },
  to: { id: number; username: string },
  direction: 'UPLINE' | 'DOWNLINE',
  request: TransferRequest,
  origin: RequestOrigin,
): Promise<TransferResult> {
  const amount = requireAmount(request.amount);
  const [sender, receiver] = await Promise.all([
    memberWallet(db, merchant, from.id),
    memberWallet(db, merchant, to.id),
  ]);
  // The money and its audit row commit together.
  const { result, time } = await db.transaction().execute(async (trx) => {
    const posted = await postTransfersWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey: `transfer:${from.id}:${request.idempotencyKey}`,
      kind: 'TRANSFER',
      legs: [
        {
          debitAccountId: sender.main.id,
          creditAccountId: receiver.main.id,
          amount,
          kind: 'TRANSFER',
          reference: `${direction}:${to.id}`,
        },
      ],
    });
    if (!posted.replayed) {
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId: from.id,
        action: 'TRANSFER',
        origin,
        detail: {
          direction,
          toMemberId: to.id,
          amount: formatMinor(amount),
          postingId: String(posted.postingId),
        },
      });
    }
    const row = await trx
      .selectFrom('ledger_transfers')
      .select('created_at')
      .where('id', '=', posted.transfers[0]!.id)
      .executeTakeFirstOrThrow();
    return { result: posted, time: row.created_at };
  });
  const leg = result.transfers[0]!;
  return {
    transferId: String(leg.id),
    amount: formatMinor(leg.amount),
    toAccount: to.username,
    balance: formatMinor(leg.debitBalanceAfter),
    time: time.toISOString(),
  };
}

/** `transferUpline`: a member to its own upline; a member without one gets `transfer.not.allowed`. */
export async function transferToUpline(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: TransferRequest,
  origin: RequestOrigin,
): Promise<TransferResult> {
  const member = await findMemberById(db, merchant.id, memberId);
  const upline =
    member.parent_member_id === null
      ? undefined
      : await activeMember(db, merchant.id, { id: member.parent_member_id });
  if (!upline) throw new AppError('transfer.not.allowed');
  await checkPaymentPassword(member, request.paymentPassword);
  return transfer(db, merchant, member, upline, 'UPLINE', request, origin);
}

/**
 * An agent to one of its DIRECT downlines (whose `parent_member_id` is the agent). A non-agent, an unknown
 * account, a downline's downline or anyone else all get the same `transfer.not.allowed`.
 */
export async function transferToDownline(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: TransferRequest & { downlineAccount: string },
  origin: RequestOrigin,
): Promise<TransferResult> {
  const member = await findMemberById(db, merchant.id, memberId);
  if (!isAgentType(member.type)) throw new AppError('transfer.not.allowed');
  const downline = await activeMember(db, merchant.id, { username: request.downlineAccount });
  if (!downline || downline.parent_member_id !== member.id || downline.id === member.id)
    throw new AppError('transfer.not.allowed');
  await checkPaymentPassword(member, request.paymentPassword);
  return transfer(db, merchant, member, downline, 'DOWNLINE', request, origin);
}
