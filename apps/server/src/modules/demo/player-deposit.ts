import type { Db } from '../../db/database.ts';
import { DEMO_PAY_PROVIDER, DemoPayGateway } from '../deposits/gateway.ts';
import { createDepositRequest, findDemoPayment, handleGatewayCallback } from '../deposits/service.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { demoBrand } from './demo-content.ts';

/** The demo player's welcome deposit (DEMO). */
export const DEMO_WELCOME_DEPOSIT = {
  username: 'demoplayer',
  amount: '5000.00',
  payerAccount: 'DEMO welcome deposit',
  idempotencyKey: 'demo-welcome-deposit',
} as const;

const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };

/**
 * DEMO ONLY: the demo player starts with ৳5,000.00, so a newcomer can play before learning the cashier. It is
 * paid at the first start the way a member pays through the demo gateway: a deposit request on the demo
 * gateway's channel, then the gateway's signed callback, checked and handled by the callback's own code (the
 * demo pay page does the same over HTTP). The request's payer account says "DEMO welcome deposit", so the
 * member's deposit history and the operator's list show what it is. Once: the request's idempotency key.
 */
export async function seedDemoPlayerDeposit(db: Db): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const [player, channel] = await Promise.all([
    db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', DEMO_WELCOME_DEPOSIT.username)
      .executeTakeFirst(),
    db
      .selectFrom('deposit_channels')
      .select('code')
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'GATEWAY')
      .where('gateway_provider', '=', DEMO_PAY_PROVIDER)
      .where('enabled', '=', true)
      .executeTakeFirst(),
  ]);
  if (!player || !channel) return false;
  const request = await createDepositRequest(
    db,
    merchant,
    {
      memberId: player.id,
      idempotencyKey: DEMO_WELCOME_DEPOSIT.idempotencyKey,
      body: {
        channelCode: channel.code,
        amount: DEMO_WELCOME_DEPOSIT.amount,
        payerAccount: DEMO_WELCOME_DEPOSIT.payerAccount,
        paymentReference: DEMO_WELCOME_DEPOSIT.idempotencyKey,
      },
      language: 'en',
    },
    demoOrigin,
  );
  if (request.status !== 'PENDING') return false;
  const payment = await findDemoPayment(db, request.id);
  if (!payment?.gateway_secret) return false;
  const gateway = new DemoPayGateway(payment.gateway_secret);
  const callback = gateway.signedCallback({
    gatewayTxnId: payment.gateway_txn_id ?? gateway.transactionIdOf(payment.id),
    requestId: payment.id,
    amountMinor: payment.amount,
    status: 'SUCCESS',
  });
  const answer = await handleGatewayCallback(
    db,
    merchant,
    { channelCode: channel.code, headers: callback.headers, rawBody: Buffer.from(callback.body) },
    demoOrigin,
  );
  return answer.status === 'APPROVED';
}
