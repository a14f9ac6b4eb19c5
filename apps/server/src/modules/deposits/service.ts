import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Selectable } from 'kysely';
import {
  uploadUrl,
  type DepositChannel,
  type DepositRequest,
  type DepositRequestBody,
  type DepositStatus,
  type OperatorDeposit,
} from '@msp/contracts/deposits.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { pageOf } from '../../shared/page.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { memberAccountId, postTransfersWithin, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { storeImage } from '../uploads/service.ts';
import { requireAmount } from '../wallet/service.ts';
import { gatewayOf } from './gateway.ts';
import type { DepositChannelsTable, DepositRequestsTable } from './tables.ts';
import { postSystemMessage } from '../messages/system-messages.ts';

type ChannelRow = Selectable<DepositChannelsTable>;
type RequestRow = Selectable<DepositRequestsTable>;

/** Who decides a deposit: an operator, or a payment gateway's signed callback. */
export type DepositActor = { operatorId: number } | { gatewayTxnId: string };

/** The ledger key of a deposit's credit: one posting per request, however often it is approved. */
export const depositPostingKey = (requestId: string) => `deposit:${requestId}`;

const newRequestId = () => `D${randomBytes(12).toString('base64url')}`;

function describeChannel(channel: ChannelRow, language: Language): DepositChannel {
  return {
    code: channel.code,
    kind: channel.kind,
    name: pickLanguage(channel.name, language),
    accountName: channel.account_name,
    accountNumber: channel.account_number,
    providerName: channel.provider_name,
    minAmount: formatMinor(channel.min_amount),
    maxAmount: formatMinor(channel.max_amount),
    demo: channel.demo,
  };
}

/** The merchant's enabled channels, in their order. */
export async function listDepositChannels(
  db: Db,
  merchant: Merchant,
  language: Language,
): Promise<DepositChannel[]> {
  const rows = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => describeChannel(row, language));
}

function describeRequest(
  row: RequestRow,
  channel: Pick<ChannelRow, 'code' | 'name'>,
  language: Language,
): DepositRequest {
  return {
    id: row.id,
    channelCode: channel.code,
    channelName: pickLanguage(channel.name, language),
    amount: formatMinor(row.amount),
    payerAccount: row.payer_account,
    paymentReference: row.payment_reference,
    proofImageUrl: row.proof_upload_id ? uploadUrl(row.proof_upload_id) : null,
    status: row.status,
    rejectReason: row.reject_reason,
    paymentUrl: row.status === 'PENDING' ? row.payment_url : null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

const requestHashOf = (body: DepositRequestBody, amount: bigint) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.channelCode,
        String(amount),
        body.payerAccount,
        body.paymentReference,
        body.proofImage ? createHash('sha256').update(body.proofImage).digest('hex') : null,
      ]),
    )
    .digest('hex');

async function channelById(db: Db, channelId: number) {
  return db.selectFrom('deposit_channels').selectAll().where('id', '=', channelId).executeTakeFirstOrThrow();
}

async function findMemberRequestByKey(db: Db, merchantId: number, memberId: number, key: string) {
  return db
    .selectFrom('deposit_requests')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * A gateway request gets its payment URL from the provider: outside any transaction (it may be a network
 * call), and again on a replay when an earlier attempt did not get that far.
 */
async function ensurePaymentUrl(db: Db, merchant: Merchant, row: RequestRow, channel: ChannelRow) {
  if (channel.kind !== 'GATEWAY' || row.payment_url || row.status !== 'PENDING') return row;
  const gateway = gatewayOf(channel);
  if (!gateway) throw new AppError('deposit.channel.unavailable');
  let payment: { paymentUrl: string; gatewayTxnId: string };
  try {
    payment = await gateway.createPayment({
      requestId: row.id,
      amountMinor: row.amount,
      currency: merchant.currency,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('system.unavailable');
  }
  await db
    .updateTable('deposit_requests')
    .set({ payment_url: payment.paymentUrl, gateway_txn_id: payment.gatewayTxnId })
    .where('id', '=', row.id)
    .where('payment_url', 'is', null)
    .execute();
  return db.selectFrom('deposit_requests').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}

/** A replay of the key answers the first request; the same key with another request is a 409. */
async function answerReplay(
  db: Db,
  merchant: Merchant,
  existing: RequestRow,
  hash: string,
  language: Language,
): Promise<DepositRequest> {
  if (existing.request_hash !== hash) throw new AppError('request.idempotency.conflict');
  const channel = await channelById(db, existing.channel_id);
  const row = await ensurePaymentUrl(db, merchant, existing, channel);
  return describeRequest(row, channel, language);
}

/**
 * The member asks to be credited for money they sent to a channel's account (or, for a gateway channel, are
 * about to pay through the provider's page). Nothing moves until an operator or the gateway approves it.
 */
export async function createDepositRequest(
  db: Db,
  merchant: Merchant,
  {
    memberId,
    idempotencyKey,
    body,
    language,
  }: { memberId: number; idempotencyKey: string; body: DepositRequestBody; language: Language },
  origin: RequestOrigin,
): Promise<DepositRequest> {
  const amount = requireAmount(body.amount);
  const hash = requestHashOf(body, amount);
  const earlier = await findMemberRequestByKey(db, merchant.id, memberId, idempotencyKey);
  if (earlier) return answerReplay(db, merchant, earlier, hash, language);

  const channel = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('code', '=', body.channelCode)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!channel || (channel.kind === 'GATEWAY' && !gatewayOf(channel)))
    throw new AppError('deposit.channel.unavailable', {}, 'channelCode');
  if (amount < channel.min_amount || amount > channel.max_amount) {
    throw new AppError(
      'deposit.amount.range',
      { min: formatMinor(channel.min_amount), max: formatMinor(channel.max_amount) },
      'amount',
    );
  }

  const proof = body.proofImage
    ? await storeImage(db, { merchantId: merchant.id, memberId, dataUrl: body.proofImage })
    : undefined;
  const inserted = await db
    .insertInto('deposit_requests')
    .values({
      id: newRequestId(),
      merchant_id: merchant.id,
      member_id: memberId,
      channel_id: channel.id,
      amount,
      payer_account: body.payerAccount,
      payment_reference: body.paymentReference,
      proof_upload_id: proof?.uploadId ?? null,
      idempotency_key: idempotencyKey,
      request_hash: hash,
    })
    .onConflict((oc) => oc.constraint('deposit_requests_key_once').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    // The same key raced in from another call and won: ours is the replay.
    if (proof) await db.deleteFrom('uploads').where('id', '=', proof.uploadId).execute();
    const winner = await findMemberRequestByKey(db, merchant.id, memberId, idempotencyKey);
    if (!winner) throw new Error('deposit request vanished after a key conflict');
    return answerReplay(db, merchant, winner, hash, language);
  }
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId,
    action: 'DEPOSIT_REQUESTED',
    origin,
    detail: { requestId: inserted.id, channel: channel.code, amount: formatMinor(amount) },
  });
  const row = await ensurePaymentUrl(db, merchant, inserted, channel);
  return describeRequest(row, channel, language);
}

/** The member's own requests, newest first. */
export async function listMemberDeposits(
  db: Db,
  merchant: Merchant,
  {
    memberId,
    pageNo,
    pageSize,
    language,
  }: { memberId: number; pageNo: number; pageSize: number; language: Language },
): Promise<Page<DepositRequest>> {
  const base = db
    .selectFrom('deposit_requests')
    .where('deposit_requests.merchant_id', '=', merchant.id)
    .where('deposit_requests.member_id', '=', memberId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('deposit_channels', 'deposit_channels.id', 'deposit_requests.channel_id')
      .selectAll('deposit_requests')
      .select(['deposit_channels.code as channel_code', 'deposit_channels.name as channel_name'])
      .orderBy('deposit_requests.seq', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return pageOf(
    rows.map((row) => describeRequest(row, { code: row.channel_code, name: row.channel_name }, language)),
    pageNo,
    pageSize,
    Number(total),
  );
}

/** The merchant's requests for its operators, newest first, optionally of one status. */
export async function listOperatorDeposits(
  db: Db,
  merchant: Merchant,
  {
    status,
    pageNo,
    pageSize,
    language,
  }: { status?: DepositStatus | undefined; pageNo: number; pageSize: number; language: Language },
): Promise<Page<OperatorDeposit>> {
  let base = db.selectFrom('deposit_requests').where('deposit_requests.merchant_id', '=', merchant.id);
  if (status) base = base.where('deposit_requests.status', '=', status);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('deposit_channels', 'deposit_channels.id', 'deposit_requests.channel_id')
      .innerJoin('members', 'members.id', 'deposit_requests.member_id')
      .selectAll('deposit_requests')
      .select([
        'deposit_channels.code as channel_code',
        'deposit_channels.name as channel_name',
        'members.username',
      ])
      .orderBy('deposit_requests.seq', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return pageOf(
    rows.map((row) =>
      describeForOperator(row, { code: row.channel_code, name: row.channel_name }, row.username, language),
    ),
    pageNo,
    pageSize,
    Number(total),
  );
}

function describeForOperator(
  row: RequestRow,
  channel: Pick<ChannelRow, 'code' | 'name'>,
  username: string,
  language: Language,
): OperatorDeposit {
  return {
    ...describeRequest(row, channel, language),
    memberId: row.member_id,
    username,
    gatewayTxnId: row.gateway_txn_id,
    decidedByOperatorId: row.decided_by_operator,
  };
}

/** One request as its operators see it. */
export async function describeDepositForOperator(
  db: Db,
  merchant: Merchant,
  requestId: string,
  language: Language,
): Promise<OperatorDeposit> {
  const row = await db
    .selectFrom('deposit_requests')
    .innerJoin('deposit_channels', 'deposit_channels.id', 'deposit_requests.channel_id')
    .innerJoin('members', 'members.id', 'deposit_requests.member_id')
    .selectAll('deposit_requests')
    .select([
      'deposit_channels.code as channel_code',
      'deposit_channels.name as channel_name',
      'members.username',
    ])
    .where('deposit_requests.id', '=', requestId)
    .where('deposit_requests.merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!row) throw new AppError('request.not.found');
  return describeForOperator(row, { code: row.channel_code, name: row.channel_name }, row.username, language);
}

/** Not this merchant's (or no such request): 404; this merchant's but decided already: 409. */
async function refuseUndecidable(db: Db, merchant: Merchant, requestId: string): Promise<never> {
  const row = await db
    .selectFrom('deposit_requests')
    .select('status')
    .where('id', '=', requestId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  throw new AppError(row ? 'deposit.not.pending' : 'request.not.found');
}

const actorDetail = (actor: DepositActor) =>
  'operatorId' in actor ? { via: 'OPERATOR' } : { via: 'GATEWAY', gatewayTxnId: actor.gatewayTxnId };
const actorOperator = (actor: DepositActor) => ('operatorId' in actor ? actor.operatorId : null);

/**
 * Credits the member: DEPOSIT_CLEARING → member MAIN under the ledger key `deposit:<id>`. One transaction locks
 * the request row, posts, marks it APPROVED with its posting and writes the audit row: all of it commits or
 * none of it. A second approval (even at the same moment) waits for the row and finds it decided:
 * `deposit.not.pending`; the key would post once anyway.
 */
export async function approveDeposit(
  db: Db,
  merchant: Merchant,
  requestId: string,
  actor: DepositActor,
  origin: RequestOrigin,
): Promise<RequestRow> {
  const found = await db
    .selectFrom('deposit_requests')
    .select(['member_id', 'status'])
    .where('id', '=', requestId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!found) throw new AppError('request.not.found');
  if (found.status !== 'PENDING') throw new AppError('deposit.not.pending');
  // Accounts open on first use; opening them is idempotent, so it happens before the transaction.
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const [main, clearing] = await Promise.all([
    memberAccountId(db, { ...base, memberId: found.member_id, kind: 'MAIN' }),
    systemAccountId(db, { ...base, kind: 'DEPOSIT_CLEARING', shardKey: found.member_id }),
  ]);

  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('deposit_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.status !== 'PENDING') throw new AppError('deposit.not.pending');
    const posting = await postTransfersWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey: depositPostingKey(row.id),
      kind: 'DEPOSIT',
      legs: [
        {
          debitAccountId: clearing,
          creditAccountId: main,
          amount: row.amount,
          kind: 'DEPOSIT',
          reference: row.id,
        },
      ],
    });
    const approved = await trx
      .updateTable('deposit_requests')
      .set({
        status: 'APPROVED',
        posting_id: posting.postingId,
        decided_by_operator: actorOperator(actor),
        decided_at: new Date(),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: approved.member_id,
      operatorId: actorOperator(actor),
      action: 'DEPOSIT_APPROVED',
      origin,
      detail: {
        requestId: approved.id,
        amount: formatMinor(approved.amount),
        postingId: String(posting.postingId),
        ...actorDetail(actor),
      },
    });
    await postSystemMessage(trx, merchant.id, approved.member_id, {
      template: 'DEPOSIT_APPROVED',
      params: { amount: approved.amount, depositId: approved.id },
    });
    return approved;
  });
}

/** Refuses a pending request with a reason the member sees; no money moves. */
export async function rejectDeposit(
  db: Db,
  merchant: Merchant,
  requestId: string,
  { actor, reason }: { actor: DepositActor; reason: string },
  origin: RequestOrigin,
): Promise<RequestRow> {
  const rejected = await db
    .updateTable('deposit_requests')
    .set({
      status: 'REJECTED',
      reject_reason: reason,
      decided_by_operator: actorOperator(actor),
      decided_at: new Date(),
    })
    .where('id', '=', requestId)
    .where('merchant_id', '=', merchant.id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  if (!rejected) return refuseUndecidable(db, merchant, requestId);
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: rejected.member_id,
    operatorId: actorOperator(actor),
    action: 'DEPOSIT_REJECTED',
    origin,
    detail: { requestId: rejected.id, amount: formatMinor(rejected.amount), reason, ...actorDetail(actor) },
  });
  return rejected;
}

/** What a failed or cancelled gateway payment tells the member. */
export const GATEWAY_FAILED_REASON = 'Payment failed or was cancelled at the payment gateway';

/**
 * A payment gateway's callback: the signature is checked against the channel's secret before anything is read
 * (`deposit.gateway.signature`, nothing changes); the request must be this channel's, carry the gateway's
 * transaction id and the same amount. SUCCESS approves (the operator's path), FAILED rejects; a repeated
 * callback changes nothing and answers the same.
 */
export async function handleGatewayCallback(
  db: Db,
  merchant: Merchant,
  { channelCode, headers, rawBody }: { channelCode: string; headers: IncomingHttpHeaders; rawBody: Buffer },
  origin: RequestOrigin,
): Promise<{ requestId: string; status: DepositStatus }> {
  const channel = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('code', '=', channelCode)
    .where('kind', '=', 'GATEWAY')
    .executeTakeFirst();
  const gateway = channel ? gatewayOf(channel) : undefined;
  if (!channel || !gateway) throw new AppError('request.not.found');
  const callback = gateway.verifyCallback(headers, rawBody);

  const row = await db
    .selectFrom('deposit_requests')
    .selectAll()
    .where('id', '=', callback.requestId)
    .where('merchant_id', '=', merchant.id)
    .where('channel_id', '=', channel.id)
    .executeTakeFirst();
  if (!row) throw new AppError('request.not.found');
  if (row.gateway_txn_id !== callback.gatewayTxnId) {
    if (row.gateway_txn_id !== null)
      throw new AppError('request.invalid.field', { field: 'gatewayTxnId' }, 'gatewayTxnId');
    // The request never got its payment URL recorded (a crash after the provider answered): take the id now.
    const taken = await db
      .updateTable('deposit_requests')
      .set({ gateway_txn_id: callback.gatewayTxnId })
      .where('id', '=', row.id)
      .where('gateway_txn_id', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw new AppError('request.invalid.field', { field: 'gatewayTxnId' }, 'gatewayTxnId');
  }
  if (callback.amountMinor !== row.amount) throw new AppError('wallet.amount.invalid', {}, 'amountMinor');

  const actor = { gatewayTxnId: callback.gatewayTxnId };
  const wanted: DepositStatus = callback.status === 'SUCCESS' ? 'APPROVED' : 'REJECTED';
  const answer = { requestId: row.id, status: wanted };
  // A callback repeated after the first one decided the request: the same answer, nothing changes.
  if (row.status === wanted) return answer;
  if (row.status !== 'PENDING') throw new AppError('deposit.not.pending');
  try {
    if (wanted === 'APPROVED') await approveDeposit(db, merchant, row.id, actor, origin);
    else await rejectDeposit(db, merchant, row.id, { actor, reason: GATEWAY_FAILED_REASON }, origin);
    return answer;
  } catch (error) {
    // The same callback arriving several times at once: one decided it, the others answer the same.
    if (!(error instanceof AppError) || error.code !== 'deposit.not.pending') throw error;
    const now = await db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (now.status === wanted) return answer;
    throw error;
  }
}

/** The demo gateway's page: the request it is about (any merchant: the id is random and unguessable). */
export async function findDemoPayment(db: Db, requestId: string) {
  return db
    .selectFrom('deposit_requests')
    .innerJoin('deposit_channels', 'deposit_channels.id', 'deposit_requests.channel_id')
    .innerJoin('merchants', 'merchants.id', 'deposit_requests.merchant_id')
    .select([
      'deposit_requests.id',
      'deposit_requests.amount',
      'deposit_requests.status',
      'deposit_requests.gateway_txn_id',
      'deposit_channels.code as channel_code',
      'deposit_channels.name as channel_name',
      'deposit_channels.gateway_provider',
      'deposit_channels.gateway_secret',
      'merchants.code as merchant_code',
      'merchants.currency_symbol',
    ])
    .where('deposit_requests.id', '=', requestId)
    .where('deposit_channels.kind', '=', 'GATEWAY')
    .executeTakeFirst();
}
