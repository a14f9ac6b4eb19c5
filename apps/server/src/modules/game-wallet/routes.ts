import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameRecordPaths } from '@msp/contracts/api-paths.ts';
import {
  gameRecordPageSchema,
  gameRecordParamsSchema,
  gameRecordQuerySchema,
  gameRoundDetailSchema,
} from '@msp/contracts/game-records.ts';
import { checkVendorSignature, vendorHeaders } from '@msp/contracts/vendor-signing.ts';
import type { Db } from '../../db/database.ts';
import { sendError } from '../../plugins/errors.ts';
import { AppError } from '../../shared/app-error.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { gameRoundDetail, listGameRecords } from './records.ts';
import {
  authenticate,
  placeBet,
  playerBalance,
  refundRound,
  reportTransferRound,
  rollbackBet,
  settleRound,
  type VendorAccount,
  type VendorCaller,
  vendorAccountForSigning,
} from './service.ts';
import type { WalletMode } from './tables.ts';

/** The calls vendors make to the platform (docs/vendor-protocol.md). */
export const vendorApiPaths = {
  authenticate: '/vendor-api/v1/seamless/authenticate',
  balance: '/vendor-api/v1/seamless/balance',
  bet: '/vendor-api/v1/seamless/bet',
  settle: '/vendor-api/v1/seamless/settle',
  refund: '/vendor-api/v1/seamless/refund',
  rollback: '/vendor-api/v1/seamless/rollback',
  transferRounds: '/vendor-api/v1/transfer/rounds',
} as const;

/** Largest body a vendor call may have: they are a few fields. */
const VENDOR_BODY_LIMIT = 16_384;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The vendor's wallet mode a vendor call is for; undefined: either. */
    walletMode?: WalletMode;
  }
  interface FastifyRequest {
    /** The verified caller of a vendor call (set by the signature check). */
    vendorAccount: VendorAccount | null;
  }
}

const idText = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
const playerId = z.string().min(1).max(64);
const moneyAnswer = z.object({
  transactionId: z.string(),
  balance: z.number().int(),
  currency: z.string(),
  duplicate: z.boolean(),
});
/** A moment as ISO 8601 text with a zone, or Unix milliseconds. */
const moment = z.union([
  z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
  z
    .int()
    .min(0)
    .max(8_640_000_000_000)
    .transform((ms) => new Date(ms)),
]);

const schemas = {
  authenticate: {
    body: z.object({ token: z.string().min(1).max(256) }),
    answer: z.object({
      playerId: z.string(),
      nickname: z.string(),
      currency: z.string(),
      balance: z.number().int(),
      language: z.string(),
      gameCode: z.string(),
      gameName: z.string(),
      gameType: z.string(),
      sessionId: z.string(),
      demo: z.boolean(),
    }),
  },
  balance: {
    body: z.object({ playerId }),
    answer: z.object({ balance: z.number().int(), currency: z.string() }),
  },
  bet: z.object({
    playerId,
    sessionId: z.string().min(1).max(256),
    transactionId: idText,
    roundId: idText,
    gameCode: idText,
    amount: z.int().positive(),
  }),
  settle: z.object({ playerId, transactionId: idText, roundId: idText, amount: z.int().min(0) }),
  refund: z.object({ playerId, transactionId: idText, roundId: idText }),
  rollback: z.object({ playerId, transactionId: idText, betTransactionId: idText }),
  transferRound: {
    body: z.object({
      playerId,
      roundId: idText,
      gameCode: idText,
      stake: z.int().min(0),
      win: z.int().min(0),
      startedAt: moment,
      settledAt: moment,
    }),
    answer: z.object({ roundId: z.string(), duplicate: z.boolean() }),
  },
};

const headerText = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * Checks the signature of a vendor call over the raw body, before anything else reads it: the secret is the
 * one of (Merchant header's merchant, X-Vendor) in game_vendor_accounts. Unknown vendor or merchant, a vendor
 * without a secret, disabled, or of another wallet mode than the call's: 401 `vendor.signature.invalid`; a
 * timestamp outside the window: 401 `vendor.request.stale`. Then the body is parsed as JSON.
 */
async function verifySignature(db: Db, request: FastifyRequest) {
  const vendorCode = headerText(request, vendorHeaders.vendor);
  const merchantCode = headerText(request, vendorHeaders.merchant);
  if (!vendorCode || !merchantCode || merchantCode !== request.merchant.code || vendorCode.length > 40)
    throw new AppError('vendor.signature.invalid');
  const account = await vendorAccountForSigning(db, request.merchant.id, vendorCode);
  const mode = request.routeOptions.config.walletMode;
  if (!account || !account.enabled || !account.secret || (mode && account.wallet_mode !== mode))
    throw new AppError('vendor.signature.invalid');
  const raw = typeof request.body === 'string' ? request.body : '';
  const check = checkVendorSignature(account.secret, {
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    body: raw,
    timestamp: headerText(request, vendorHeaders.timestamp) ?? '',
    signature: headerText(request, vendorHeaders.signature),
  });
  if (check === 'invalid') throw new AppError('vendor.signature.invalid');
  if (check === 'stale') throw new AppError('vendor.request.stale');
  request.vendorAccount = account;
  try {
    request.body = JSON.parse(raw) as unknown;
  } catch {
    throw new AppError('request.invalid.json');
  }
}

const callerOf = (request: FastifyRequest): VendorCaller => ({
  merchant: request.merchant,
  vendorCode: request.vendorAccount!.vendor_code,
});

/**
 * The vendor API, in a scope of its own: JSON bodies are kept as the raw text the signature covers (other
 * routes keep the usual parser), every call is signature-checked first, and an unknown `Merchant` is answered
 * like an unknown vendor.
 */
const vendorApi: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: VENDOR_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.decorateRequest('vendorAccount', null);
  app.addHook('preValidation', (request) => verifySignature(app.db, request));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError && error.code === 'merchant.not.found')
      return sendError(request, reply, 'vendor.signature.invalid');
    throw error;
  });

  const seamless = { walletMode: 'SEAMLESS' as const };
  app.post(
    vendorApiPaths.authenticate,
    {
      schema: {
        body: schemas.authenticate.body,
        response: { 200: envelopeOf(schemas.authenticate.answer) },
      },
    },
    async (request) => ok(await authenticate(app.db, callerOf(request), request.body)),
  );
  app.post(
    vendorApiPaths.balance,
    { schema: { body: schemas.balance.body, response: { 200: envelopeOf(schemas.balance.answer) } } },
    async (request) => ok(await playerBalance(app.db, callerOf(request), request.body)),
  );
  app.post(
    vendorApiPaths.bet,
    { config: seamless, schema: { body: schemas.bet, response: { 200: envelopeOf(moneyAnswer) } } },
    async (request) => ok(await placeBet(app.db, callerOf(request), request.body)),
  );
  app.post(
    vendorApiPaths.settle,
    { config: seamless, schema: { body: schemas.settle, response: { 200: envelopeOf(moneyAnswer) } } },
    async (request) => ok(await settleRound(app.db, callerOf(request), request.body)),
  );
  app.post(
    vendorApiPaths.refund,
    { config: seamless, schema: { body: schemas.refund, response: { 200: envelopeOf(moneyAnswer) } } },
    async (request) => ok(await refundRound(app.db, callerOf(request), request.body)),
  );
  app.post(
    vendorApiPaths.rollback,
    { config: seamless, schema: { body: schemas.rollback, response: { 200: envelopeOf(moneyAnswer) } } },
    async (request) => ok(await rollbackBet(app.db, callerOf(request), request.body)),
  );
  app.post(
    vendorApiPaths.transferRounds,
    {
      config: { walletMode: 'TRANSFER' },
      schema: {
        body: schemas.transferRound.body,
        response: { 200: envelopeOf(schemas.transferRound.answer) },
      },
    },
    async (request) => ok(await reportTransferRound(app.db, callerOf(request), request.body)),
  );
};

/** The seamless-wallet vendor API and the member's betting record. */
export const gameWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(vendorApi);

  app.get(
    gameRecordPaths.records,
    {
      schema: { querystring: gameRecordQuerySchema, response: { 200: envelopeOf(gameRecordPageSchema) } },
    },
    async (request) => {
      const session = await request.requireSession();
      return ok(
        await listGameRecords(app.db, request.merchant, session.memberId, request.language, request.query),
      );
    },
  );

  app.get(
    gameRecordPaths.recordDetail,
    {
      schema: { params: gameRecordParamsSchema, response: { 200: envelopeOf(gameRoundDetailSchema) } },
    },
    async (request) => {
      const session = await request.requireSession();
      return ok(
        await gameRoundDetail(
          app.db,
          request.merchant,
          session.memberId,
          request.language,
          BigInt(request.params.id),
        ),
      );
    },
  );
};
