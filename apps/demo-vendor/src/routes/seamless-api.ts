/**
 * The seamless-wallet call the platform makes to the vendor (docs/vendor-protocol.md "Round status"): what became
 * of rounds still open on the platform, answered from the round book. Signed like the transfer API; read-only.
 */
import { roundStatusRequestSchema, vendorRoundStatusPath } from '@msp/contracts/vendor-rounds.ts';
import type { FastifyInstance } from 'fastify';
import type { VendorDeps } from '../deps.ts';
import { ok, parseBody } from '../http.ts';
import { vendorCode } from './session.ts';
import { verifyPlatformCall } from './transfer-api.ts';

export function seamlessApiRoutes(app: FastifyInstance, deps: VendorDeps) {
  app.post(`/${vendorRoundStatusPath}`, async (request) => {
    // Any vendor code this process could play: one it never played a seamless round under has none to report.
    const { merchant, vendor } = verifyPlatformCall(
      deps,
      request,
      (code) => vendorCode.safeParse(code).success,
    );
    const { rounds } = parseBody(roundStatusRequestSchema, request.body);
    return ok({
      rounds: rounds.map(({ roundId, playerId }) =>
        deps.roundBook.status({ merchant, vendor, roundId }, playerId),
      ),
    });
  });
}
