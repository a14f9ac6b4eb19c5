import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageDetailSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messagePageSchema,
  messagePaths,
  messagesReadSchema,
  messageStateSchema,
  opsMessageBodySchema,
  opsMessagePageSchema,
  opsMessagePaths,
  opsMessageQuerySchema,
  opsMessageSchema,
  unreadCountSchema,
} from '@msp/contracts/messages.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { promotionReader } from '../promotions/rewards.ts';
import {
  deleteMessage,
  listMessages,
  markAllRead,
  markRead,
  messageDetail,
  readerOf,
  unreadMessageCount,
} from './inbox.ts';
import { listOpsMessages, sendMessage, withdrawMessage } from './ops.ts';

/**
 * The inbox's calls (a real member's session, about its own messages: trial players get `login.trial.forbidden`,
 * but their unread count is simply 0) and the operators' (any role reads, ADMIN sends and withdraws, audited).
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const readerFor = async (request: FastifyRequest) => {
    const session = await request.requireSession({ allowTrial: false });
    return readerOf(app.db, request.merchant.id, session.memberId);
  };
  const symbolOf = (request: FastifyRequest) => request.merchant.currency_symbol;

  app.get(
    messagePaths.unreadCount,
    { schema: { response: { 200: envelopeOf(unreadCountSchema) } } },
    async (request) => {
      const session = await request.requireSession();
      return ok({
        count: await unreadMessageCount(app.db, request.merchant.id, promotionReader(session)),
      });
    },
  );

  app.get(
    messagePaths.list,
    { schema: { querystring: messageListQuerySchema, response: { 200: envelopeOf(messagePageSchema) } } },
    async (request) =>
      ok(
        await listMessages(
          app.db,
          await readerFor(request),
          request.query,
          request.language,
          symbolOf(request),
        ),
      ),
  );

  app.post(
    messagePaths.readAll,
    { schema: { response: { 200: envelopeOf(messagesReadSchema) } } },
    async (request) => ok(await markAllRead(app.db, await readerFor(request))),
  );

  app.get(
    messagePaths.message,
    { schema: { params: messageIdParamsSchema, response: { 200: envelopeOf(messageDetailSchema) } } },
    async (request) =>
      ok(
        await messageDetail(
          app.db,
          await readerFor(request),
          request.params.id,
          request.language,
          symbolOf(request),
        ),
      ),
  );

  app.post(
    messagePaths.read,
    { schema: { params: messageIdParamsSchema, response: { 200: envelopeOf(messageStateSchema) } } },
    async (request) => ok(await markRead(app.db, await readerFor(request), request.params.id)),
  );

  app.delete(
    messagePaths.message,
    { schema: { params: messageIdParamsSchema, response: { 200: envelopeOf(messageStateSchema) } } },
    async (request) => ok(await deleteMessage(app.db, await readerFor(request), request.params.id)),
  );

  // ---- Operator -------------------------------------------------------------------------------------------

  app.get(
    opsMessagePaths.messages,
    { schema: { querystring: opsMessageQuerySchema, response: { 200: envelopeOf(opsMessagePageSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await listOpsMessages(app.db, request.merchant, request.query));
    },
  );

  app.post(
    opsMessagePaths.messages,
    { schema: { body: opsMessageBodySchema, response: { 200: envelopeOf(opsMessageSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await sendMessage(app.db, request.merchant, operator.operatorId, request.body, originOf(request)),
      );
    },
  );

  app.delete(
    opsMessagePaths.message,
    { schema: { params: messageIdParamsSchema, response: { 200: envelopeOf(opsMessageSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await withdrawMessage(
          app.db,
          request.merchant,
          operator.operatorId,
          request.params.id,
          originOf(request),
        ),
      );
    },
  );
};
