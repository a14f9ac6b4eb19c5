/**
 * Request signing of the game vendor protocol (docs/vendor-protocol.md), used by both sides: the platform
 * verifies what vendors send and signs what it sends them; the demo vendor does the reverse.
 * Node only (node:crypto): the web app never signs vendor calls.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const vendorHeaders = {
  vendor: 'x-vendor',
  merchant: 'merchant',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** How far a request's timestamp may be from the receiver's clock, either way. */
export const vendorReplayWindowMs = 300_000;

export interface SignedRequestParts {
  method: string;
  /** URL path without host or query. */
  path: string;
  /** The exact raw body. */
  body: string;
  /** Unix milliseconds, as sent in X-Timestamp. */
  timestamp: string;
}

export function vendorSignature(secret: string, parts: SignedRequestParts): string {
  return createHmac('sha256', secret)
    .update(`${parts.timestamp}\n${parts.method.toUpperCase()}\n${parts.path}\n${parts.body}`)
    .digest('hex');
}

/** The headers to send with a signed request (without Content-Type). */
export function signVendorRequest(
  secret: string,
  {
    vendor,
    merchant,
    method,
    path,
    body,
    now = Date.now(),
  }: {
    vendor: string;
    merchant: string;
    method: string;
    path: string;
    body: string;
    now?: number;
  },
): Record<string, string> {
  const timestamp = String(now);
  return {
    [vendorHeaders.vendor]: vendor,
    [vendorHeaders.merchant]: merchant,
    [vendorHeaders.timestamp]: timestamp,
    [vendorHeaders.signature]: vendorSignature(secret, { method, path, body, timestamp }),
  };
}

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

/** Checks a received signature in constant time and the timestamp against the replay window. */
export function checkVendorSignature(
  secret: string,
  parts: SignedRequestParts & { signature: string | undefined },
  now = Date.now(),
): SignatureCheck {
  if (!parts.signature || !/^[0-9a-f]{64}$/.test(parts.signature)) return 'invalid';
  const expected = Buffer.from(vendorSignature(secret, parts), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.signature, 'hex'))) return 'invalid';
  const sentAt = Number(parts.timestamp);
  if (!Number.isSafeInteger(sentAt) || Math.abs(now - sentAt) > vendorReplayWindowMs) return 'stale';
  return 'valid';
}
