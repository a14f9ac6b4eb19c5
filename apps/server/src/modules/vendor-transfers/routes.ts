import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  merchantWalletSchema,
  vendorBalancesSchema,
  vendorWalletPaths,
  walletTransferBodySchema,
  walletTransferResultSchema,
} from '@msp/contracts/vendor-wallets.ts';
import { idempotencyKeySchema } from '@msp/contracts/wallet.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { merchantWallet, vendorBalances, walletTransfer } from './service.ts';
import { originOf } from '../identity/audit.ts';

/** Money between the main wallet and the wallets of vendors that keep their own (transfer wallet). */
export const vendorTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    vendorWalletPaths.transfer,
    {
      schema: {
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: walletTransferBodySchema,
        response: { 200: envelopeOf(walletTransferResultSchema) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await walletTransfer(
          app.db,
          request.merchant,
          session.memberId,
          request.body,
          request.headers['idempotency-key'],
          originOf(request),
        ),
      );
    },
  );

  app.get(
    vendorWalletPaths.merchantWallet,
    { schema: { response: { 200: envelopeOf(merchantWalletSchema) } } },
    async (request) => {
      await request.requireSession({ allowTrial: false });
      return ok(await merchantWallet(app.db, request.merchant));
    },
  );

  app.get(
    vendorWalletPaths.vendorBalances,
    { schema: { response: { 200: envelopeOf(vendorBalancesSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await vendorBalances(app.db, request.merchant, session.memberId));
    },
  );
};
