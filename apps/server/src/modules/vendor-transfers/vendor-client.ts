import { signVendorRequest } from '@msp/contracts/vendor-signing.ts';
import { z } from 'zod';

/** Where and how to reach a vendor's API (transfer wallet, or a seamless vendor's round status). */
export interface VendorEndpoint {
  vendorCode: string;
  merchantCode: string;
  apiUrl: string;
  secret: string;
}

/**
 * What came of a call: the vendor's answer, a definite refusal (an error envelope with a 4xx status: nothing
 * happened there), or unknown (time-out, network error, 5xx, garbage): it may or may not have happened, and
 * only asking again later can tell.
 */
export type VendorOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; status: number; errorCode: string }
  | { kind: 'unknown'; reason: string };

const errorEnvelope = z.object({ success: z.literal(false), errorCode: z.string() });

/** One signed call of the vendor's transfer API (docs/vendor-protocol.md). Never throws. */
export function callVendor<T>(
  endpoint: VendorEndpoint,
  action: 'balance' | 'deposit' | 'withdraw' | 'transfer',
  payload: Record<string, unknown>,
  answer: z.ZodType<T>,
  timeoutMs = 5_000,
): Promise<VendorOutcome<T>> {
  return callVendorApi(endpoint, `transfer-api/v1/${action}`, payload, answer, timeoutMs);
}

/**
 * One signed platform → vendor call to `path` under the vendor's API base (docs/vendor-protocol.md "Common
 * rules"), classified as ok, refused or unknown. Never throws.
 */
export async function callVendorApi<T>(
  endpoint: VendorEndpoint,
  path: string,
  payload: Record<string, unknown>,
  answer: z.ZodType<T>,
  timeoutMs = 5_000,
): Promise<VendorOutcome<T>> {
  const url = new URL(path, endpoint.apiUrl.endsWith('/') ? endpoint.apiUrl : `${endpoint.apiUrl}/`);
  const body = JSON.stringify(payload);
  const headers = signVendorRequest(endpoint.secret, {
    vendor: endpoint.vendorCode,
    merchant: endpoint.merchantCode,
    method: 'POST',
    path: url.pathname,
    body,
  });
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    json = await response.json();
  } catch (error) {
    return { kind: 'unknown', reason: error instanceof Error ? error.name : 'network' };
  }
  if (response.ok) {
    const parsed = z.object({ success: z.literal(true), value: answer }).safeParse(json);
    return parsed.success
      ? { kind: 'ok', value: parsed.data.value }
      : { kind: 'unknown', reason: 'bad answer' };
  }
  const refusal = errorEnvelope.safeParse(json);
  if (response.status >= 400 && response.status < 500 && refusal.success)
    return { kind: 'refused', status: response.status, errorCode: refusal.data.errorCode };
  return { kind: 'unknown', reason: `http ${response.status}` };
}

export const vendorBalanceAnswer = z.object({ balance: z.number().int().min(0) });
export const vendorTransferAnswer = z.object({ transferId: z.string(), balance: z.number().int().min(0) });
export const vendorTransferStatusAnswer = z.object({
  transferId: z.string(),
  status: z.enum(['SUCCESS', 'FAILED', 'NOT_FOUND']),
  amount: z.number().int().optional(),
  direction: z.enum(['DEPOSIT', 'WITHDRAW']).optional(),
});
