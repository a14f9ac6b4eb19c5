import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { checkVendorSignature, vendorHeaders } from '@msp/contracts/vendor-signing.ts';

/**
 * A transfer-wallet vendor for tests (docs/vendor-protocol.md "Transfer wallet") whose failures can be chosen:
 * `mode` decides what the next deposit/withdraw does — `ok`, `refuse` (402, nothing done), `fail-after`
 * (applies it, then answers 500: the platform cannot know), `drop` (the connection dies before anything is
 * done). The real one is apps/demo-vendor.
 */
export async function startFakeTransferVendor(secret: string) {
  const balances = new Map<string, number>();
  const transfers = new Map<
    string,
    { amount: number; direction: 'DEPOSIT' | 'WITHDRAW'; status: 'SUCCESS' }
  >();
  const state = { mode: 'ok' as 'ok' | 'refuse' | 'fail-after' | 'drop', calls: 0 };

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { action: string }; Body: string }>(
    '/transfer-api/v1/:action',
    async (request, reply) => {
      const check = checkVendorSignature(secret, {
        method: 'POST',
        path: request.url,
        body: request.body,
        timestamp: String(request.headers[vendorHeaders.timestamp] ?? ''),
        signature: request.headers[vendorHeaders.signature] as string | undefined,
      });
      if (check !== 'valid')
        return reply
          .code(401)
          .send({ success: false, errorCode: `vendor.signature.${check}`, message: check });
      const body = JSON.parse(request.body) as {
        playerId?: string;
        transferId?: string;
        amount?: number;
      };
      const { action } = request.params;
      if (action === 'balance')
        return { success: true, value: { balance: balances.get(body.playerId ?? '') ?? 0, currency: 'BDT' } };
      if (action === 'transfer') {
        const found = transfers.get(body.transferId ?? '');
        return {
          success: true,
          value: found
            ? { transferId: body.transferId, ...found }
            : { transferId: body.transferId, status: 'NOT_FOUND' },
        };
      }
      state.calls += 1;
      if (state.mode === 'drop') {
        request.raw.socket.destroy();
        return reply;
      }
      if (state.mode === 'refuse')
        return reply
          .code(402)
          .send({ success: false, errorCode: 'vendor.insufficient.funds', message: 'no' });
      const playerId = body.playerId ?? '';
      const amount = body.amount ?? 0;
      const previous = transfers.get(body.transferId ?? '');
      if (!previous) {
        const current = balances.get(playerId) ?? 0;
        if (action === 'withdraw' && current < amount)
          return reply
            .code(402)
            .send({ success: false, errorCode: 'vendor.insufficient.funds', message: 'no' });
        balances.set(playerId, current + (action === 'deposit' ? amount : -amount));
        transfers.set(body.transferId ?? '', {
          amount,
          direction: action === 'deposit' ? 'DEPOSIT' : 'WITHDRAW',
          status: 'SUCCESS',
        });
      }
      if (state.mode === 'fail-after') return reply.code(500).send('upstream exploded');
      return {
        success: true,
        value: { transferId: body.transferId, balance: balances.get(playerId) ?? 0, duplicate: !!previous },
      };
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    state,
    balances,
    transfers,
    close: () => app.close(),
  };
}
