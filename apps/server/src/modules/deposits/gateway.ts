import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { depositPaths } from '@msp/contracts/deposits.ts';
import { AppError } from '../../shared/app-error.ts';

/** What a gateway reports about one payment: paid, or failed/cancelled. */
export type GatewayPaymentStatus = 'SUCCESS' | 'FAILED';

export interface GatewayCallback {
  gatewayTxnId: string;
  requestId: string;
  amountMinor: bigint;
  status: GatewayPaymentStatus;
}

/**
 * A payment provider behind a GATEWAY deposit channel. `createPayment` may call the provider over the network,
 * so it is never called inside a database transaction; it must be safe to call again for the same request
 * (providers dedupe on our request id). `verifyCallback` refuses anything not signed by the provider with
 * `deposit.gateway.signature`.
 */
export interface PaymentGateway {
  createPayment(payment: {
    requestId: string;
    amountMinor: bigint;
    currency: string;
  }): Promise<{ paymentUrl: string; gatewayTxnId: string }>;
  verifyCallback(headers: IncomingHttpHeaders, rawBody: Buffer): GatewayCallback;
}

export const DEMO_PAY_PROVIDER = 'DEMO_PAY';
export const DEMO_PAY_SIGNATURE_HEADER = 'x-demopay-signature';

const demoPayCallbackSchema = z.object({
  gatewayTxnId: z.string().min(1).max(100),
  requestId: z.string().min(1).max(100),
  amountMinor: z.string().regex(/^\d{1,15}$/),
  status: z.enum(['SUCCESS', 'FAILED']),
});

/**
 * The bundled demo gateway ("Demo Pay", DEMO: no real money): its payment page is served by this server at
 * `/demo-pay/:requestId`, and its callbacks are JSON signed with HMAC-SHA256 over the raw body, hex in the
 * `X-DemoPay-Signature` header, keyed with the channel's secret.
 */
export class DemoPayGateway implements PaymentGateway {
  constructor(private readonly secret: string) {}

  /** The provider's id of a payment: derived from our request id, so asking twice gives the same one. */
  transactionIdOf(requestId: string): string {
    return `DPT${createHmac('sha256', this.secret).update(`txn:${requestId}`).digest('hex').slice(0, 24)}`;
  }

  async createPayment({ requestId }: { requestId: string; amountMinor: bigint; currency: string }) {
    return {
      paymentUrl: depositPaths.demoPay.replace(':requestId', encodeURIComponent(requestId)),
      gatewayTxnId: this.transactionIdOf(requestId),
    };
  }

  sign(rawBody: Buffer | string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  /** The callback as the demo gateway sends it: the raw JSON body and its signature header. */
  signedCallback(callback: GatewayCallback): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({
      gatewayTxnId: callback.gatewayTxnId,
      requestId: callback.requestId,
      amountMinor: String(callback.amountMinor),
      status: callback.status,
    });
    return {
      body,
      headers: { 'content-type': 'application/json', [DEMO_PAY_SIGNATURE_HEADER]: this.sign(body) },
    };
  }

  verifyCallback(headers: IncomingHttpHeaders, rawBody: Buffer): GatewayCallback {
    const given = headers[DEMO_PAY_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given))
      throw new AppError('deposit.gateway.signature');
    const expected = Buffer.from(this.sign(rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
      throw new AppError('deposit.gateway.signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError('request.invalid.json');
    }
    const result = demoPayCallbackSchema.safeParse(parsed);
    if (!result.success) throw new AppError('request.invalid.field', { field: 'body' }, 'body');
    return { ...result.data, amountMinor: BigInt(result.data.amountMinor) };
  }
}

/** The gateway of a GATEWAY channel, by its provider column; undefined for a provider this build lacks. */
export function gatewayOf(channel: {
  gateway_provider: string | null;
  gateway_secret: string | null;
}): PaymentGateway | undefined {
  if (channel.gateway_provider === DEMO_PAY_PROVIDER && channel.gateway_secret)
    return new DemoPayGateway(channel.gateway_secret);
  return undefined;
}
