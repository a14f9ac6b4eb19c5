import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '@msp/contracts/deposits.ts';
import { smsSentSchema } from '@msp/contracts/verification.ts';
import { idempotencyKeySchema } from '@msp/contracts/wallet.ts';
import {
  bankAccountListSchema,
  bindBankAccountBodySchema,
  operatorWithdrawalPageSchema,
  operatorWithdrawalQuerySchema,
  operatorWithdrawalSchema,
  rejectWithdrawalBodySchema,
  withdrawalPageSchema,
  withdrawalPaths,
  withdrawalSchema,
  withdrawInfoSchema,
  withdrawReceiptBodySchema,
  withdrawRequestBodySchema,
} from '@msp/contracts/withdrawals.ts';
import { AppError } from '../../shared/app-error.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { IMAGE_BODY_LIMIT } from '../uploads/service.ts';
import { bindBankAccount, listBankAccounts, sendBankAccountCode } from './bank-accounts.ts';
import { paymentPasswordRateLimit } from './payment-password.ts';
import {
  confirmReceipt,
  listMemberWithdrawals,
  listOperatorWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  withdrawInfo,
} from './service.ts';
import { originOf } from '../identity/audit.ts';

/** Request ids are bigserial numbers; anything else is simply not found. */
const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** Withdrawals: bound accounts, requests, the receipt, and the operator's pay/reject. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    withdrawalPaths.info,
    { schema: { response: { 200: envelopeOf(withdrawInfoSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await withdrawInfo(app.db, request.merchant, session.memberId));
    },
  );

  app.get(
    withdrawalPaths.accounts,
    { schema: { response: { 200: envelopeOf(bankAccountListSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await listBankAccounts(app.db, request.merchant.id, session.memberId));
    },
  );

  app.post(
    withdrawalPaths.accountCode,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 200: envelopeOf(smsSentSchema) } },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      try {
        return ok(
          await sendBankAccountCode(
            app.db,
            app.messageSender,
            request.merchant,
            session.memberId,
            request.language,
            originOf(request),
          ),
        );
      } catch (error) {
        if (error instanceof AppError && error.cause)
          request.log.error({ err: error.cause }, 'verification SMS not delivered');
        throw error;
      }
    },
  );

  app.post(
    withdrawalPaths.accounts,
    {
      config: { rateLimit: paymentPasswordRateLimit },
      schema: { body: bindBankAccountBodySchema, response: { 200: envelopeOf(bankAccountListSchema) } },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await bindBankAccount(app.db, request.merchant, session.memberId, request.body, originOf(request)),
      );
    },
  );

  app.post(
    withdrawalPaths.requests,
    {
      config: { rateLimit: paymentPasswordRateLimit },
      schema: {
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: withdrawRequestBodySchema,
        response: { 200: envelopeOf(withdrawalSchema) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await requestWithdrawal(
          app.db,
          request.merchant,
          session.memberId,
          { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
          originOf(request),
        ),
      );
    },
  );

  app.get(
    withdrawalPaths.requests,
    { schema: { querystring: pageQuerySchema, response: { 200: envelopeOf(withdrawalPageSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await listMemberWithdrawals(app.db, request.merchant, session.memberId, request.query));
    },
  );

  app.post(
    withdrawalPaths.receipt,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: idParams,
        body: withdrawReceiptBodySchema,
        response: { 200: envelopeOf(withdrawalSchema) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await confirmReceipt(
          app.db,
          request.merchant,
          session.memberId,
          BigInt(request.params.id),
          request.body,
          originOf(request),
        ),
      );
    },
  );

  app.get(
    withdrawalPaths.operatorList,
    {
      schema: {
        querystring: operatorWithdrawalQuerySchema,
        response: { 200: envelopeOf(operatorWithdrawalPageSchema) },
      },
    },
    async (request) => {
      await request.requireOperator();
      return ok(await listOperatorWithdrawals(app.db, request.merchant, request.query));
    },
  );

  app.post(
    withdrawalPaths.operatorPay,
    { schema: { params: idParams, response: { 200: envelopeOf(operatorWithdrawalSchema) } } },
    async (request) => {
      const operator = await request.requireOperator();
      return ok(
        await payWithdrawal(
          app.db,
          request.merchant,
          operator.operatorId,
          BigInt(request.params.id),
          originOf(request),
        ),
      );
    },
  );

  app.post(
    withdrawalPaths.operatorReject,
    {
      schema: {
        params: idParams,
        body: rejectWithdrawalBodySchema,
        response: { 200: envelopeOf(operatorWithdrawalSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator();
      return ok(
        await rejectWithdrawal(
          app.db,
          request.merchant,
          operator.operatorId,
          BigInt(request.params.id),
          request.body.reason,
          originOf(request),
        ),
      );
    },
  );
};
