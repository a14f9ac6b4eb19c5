/**
 * The transfer-wallet API the platform calls (docs/vendor-protocol.md, "Transfer wallet"): signed requests,
 * idempotent on transferId, answered in the platform's envelope.
 */
import { checkVendorSignature, vendorHeaders } from '@msp/contracts/vendor-signing.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VendorDeps } from '../deps.ts';
import { ok, parseBody, VendorError } from '../http.ts';
import type { TransferResult } from '../transfer-wallet.ts';

const base = '/transfer-api/v1';
const id = z.string().min(1).max(128);
const amount = z.number().int().positive().safe();
const balanceBody = z.object({ playerId: id });
const moveBody = z.object({ playerId: id, transferId: id, amount });
const lookupBody = z.object({ transferId: id });

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks the signature of a platform call and names the merchant and vendor it is for. */
function verify(deps: VendorDeps, request: FastifyRequest): { merchant: string; vendor: string } {
  // The vendor code must be one this process runs with the transfer wallet.
  return verifyPlatformCall(deps, request, (vendor) => deps.transferVendors.has(vendor));
}

/**
 * Checks the signature of a platform call (docs/vendor-protocol.md "Signing") and that `accepts` the vendor code
 * it names; answers the merchant and vendor it is for.
 */
export function verifyPlatformCall(
  deps: VendorDeps,
  request: FastifyRequest,
  accepts: (vendor: string) => boolean,
): { merchant: string; vendor: string } {
  const vendor = header(request, vendorHeaders.vendor);
  const merchant = header(request, vendorHeaders.merchant);
  const check = checkVendorSignature(
    deps.secret,
    {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      body: request.rawBody ?? '',
      timestamp: header(request, vendorHeaders.timestamp) ?? '',
      signature: header(request, vendorHeaders.signature),
    },
    deps.now(),
  );
  if (check === 'stale') throw new VendorError(401, 'vendor.request.stale', 'vendor.request.stale');
  if (check !== 'valid' || !vendor || !merchant || !accepts(vendor)) {
    throw new VendorError(401, 'vendor.signature.invalid', 'vendor.signature.invalid');
  }
  return { merchant, vendor };
}

function moved(transferId: string, result: TransferResult) {
  if (result.kind === 'conflict') {
    throw new VendorError(409, 'vendor.transaction.conflict', 'vendor.transaction.conflict');
  }
  if (result.kind === 'insufficient') {
    throw new VendorError(402, 'vendor.insufficient.funds', 'vendor.insufficient.funds');
  }
  return ok({ transferId, balance: result.balance, duplicate: result.duplicate });
}

export function transferApiRoutes(app: FastifyInstance, deps: VendorDeps) {
  app.post(`${base}/balance`, async (request) => {
    const { merchant, vendor } = verify(deps, request);
    const { playerId } = parseBody(balanceBody, request.body);
    return ok({ balance: deps.wallet.balance(merchant, vendor, playerId), currency: 'BDT' });
  });

  app.post(`${base}/deposit`, async (request) => {
    const { merchant, vendor } = verify(deps, request);
    const body = parseBody(moveBody, request.body);
    return moved(body.transferId, await deps.wallet.deposit({ merchant, vendor, ...body }));
  });

  app.post(`${base}/withdraw`, async (request) => {
    const { merchant, vendor } = verify(deps, request);
    const body = parseBody(moveBody, request.body);
    return moved(body.transferId, await deps.wallet.withdraw({ merchant, vendor, ...body }));
  });

  app.post(`${base}/transfer`, async (request) => {
    const { merchant, vendor } = verify(deps, request);
    const { transferId } = parseBody(lookupBody, request.body);
    const record = deps.wallet.lookup(merchant, vendor, transferId);
    if (!record) return ok({ transferId, status: 'NOT_FOUND' as const });
    return ok({ transferId, status: record.status, amount: record.amount, direction: record.direction });
  });
}
