/**
 * A tiny platform for the tests: it verifies every request's signature like the real one, records the calls
 * in order and answers authenticate, balance, bet, settle, rollback and round reports. Behaviour per test is
 * set through `script`.
 */
import type { AddressInfo } from 'node:net';
import { checkVendorSignature, vendorHeaders } from '@msp/contracts/vendor-signing.ts';
import Fastify from 'fastify';

export const secret = 'test-secret-0123456789';

export interface RecordedCall {
  path: string;
  vendor: string;
  merchant: string;
  body: Record<string, unknown>;
}

export interface Script {
  /** What authenticate answers about the game. */
  gameType: string;
  demo: boolean;
  balance: number;
  /** Milliseconds the bet handler waits before answering. */
  betDelayMs: number;
  /** An error the bet answers with instead of success. */
  betError?: { status: number; errorCode: string };
  /** How many settle calls fail with 503 before one succeeds. */
  settleFailures: number;
}

export async function startFakePlatform(initial: Partial<Script> = {}) {
  const script: Script = {
    gameType: 'RNG',
    demo: false,
    balance: 100_000,
    betDelayMs: 0,
    settleFailures: 0,
    ...initial,
  };
  const calls: RecordedCall[] = [];
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  const success = (value: unknown) => ({ success: true, value });

  app.post<{ Params: { '*': string } }>('/vendor-api/v1/*', async (request, reply) => {
    const raw = String(request.body ?? '');
    const header = (name: string) => String(request.headers[name] ?? '');
    const check = checkVendorSignature(secret, {
      method: request.method,
      path: request.url,
      body: raw,
      timestamp: header(vendorHeaders.timestamp),
      signature: header(vendorHeaders.signature),
    });
    if (check !== 'valid') {
      return reply.code(401).send({ success: false, errorCode: `vendor.signature.${check}`, message: check });
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const path = request.url.replace('/vendor-api/v1/', '');
    calls.push({
      path,
      vendor: header(vendorHeaders.vendor),
      merchant: header(vendorHeaders.merchant),
      body,
    });
    switch (path) {
      case 'seamless/authenticate':
        if (body.token !== 'good-token') {
          return reply
            .code(401)
            .send({ success: false, errorCode: 'vendor.token.invalid', message: 'bad token' });
        }
        return success({
          playerId: 'player-1',
          nickname: 'Rahim',
          currency: 'BDT',
          balance: script.balance,
          language: 'bn',
          gameCode: 'PG_LOTUS',
          gameName: 'Lotus Fortune',
          gameType: script.gameType,
          sessionId: 'platform-session-1',
          demo: script.demo,
        });
      case 'seamless/balance':
        return success({ balance: script.balance, currency: 'BDT' });
      case 'seamless/bet': {
        if (script.betDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, script.betDelayMs));
        if (script.betError) {
          return reply
            .code(script.betError.status)
            .send({ success: false, errorCode: script.betError.errorCode, message: 'refused' });
        }
        script.balance -= Number(body.amount);
        return success({
          transactionId: body.transactionId,
          balance: script.balance,
          currency: 'BDT',
          duplicate: false,
        });
      }
      case 'seamless/settle':
        if (script.settleFailures > 0) {
          script.settleFailures--;
          return reply.code(503).send({ success: false, errorCode: 'internal.error', message: 'down' });
        }
        script.balance += Number(body.amount);
        return success({
          transactionId: body.transactionId,
          balance: script.balance,
          currency: 'BDT',
          duplicate: false,
        });
      case 'seamless/rollback':
        return success({
          transactionId: body.transactionId,
          balance: script.balance,
          currency: 'BDT',
          duplicate: false,
        });
      case 'transfer/rounds':
        return success({ roundId: body.roundId, duplicate: false });
      default:
        return reply.code(404).send({ success: false, errorCode: 'request.not.found', message: path });
    }
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, calls, script, paths: () => calls.map((call) => call.path) };
}
