import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import {
  chatConversationSchema,
  chatGuestSchema,
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatReadBodySchema,
  chatSendBodySchema,
  chatUnreadSchema,
  feedbackBodySchema,
  feedbackItemSchema,
  feedbackPageSchema,
  feedbackPaths,
  feedbackQuerySchema,
  feedbackReadBodySchema,
  feedbackReadSchema,
  feedbackReplyBodySchema,
  opsChatMessageSchema,
  opsConversationPageSchema,
  opsConversationQuerySchema,
  opsFeedbackItemSchema,
  opsFeedbackPageSchema,
  opsFeedbackQuerySchema,
  opsMessagesSchema,
  opsReplyBodySchema,
  opsSupportPaths,
  supportImageBodySchema,
  supportImageSchema,
  supportGuestHeader,
  supportPaths,
} from '@msp/contracts/support.ts';
import { sendError } from '../../plugins/errors.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { createSessionCache, onMemberSessionsChanged } from '../identity/session-service.ts';
import { createOperatorSessionCache, onOperatorSessionsChanged } from '../operators/service.ts';
import { IMAGE_BODY_LIMIT, storeImage } from '../uploads/service.ts';
import {
  chatMessage,
  conversationView,
  listConversations,
  markReadByOwner,
  markReadBySupport,
  opsConversationMessages,
  opsMessages,
  sendOperatorMessage,
  sendOwnMessage,
  unreadForMember,
} from './chat/conversations.ts';
import { issueGuestToken } from './chat/guest-token.ts';
import { ChatHub } from './chat/hub.ts';
import { chatIdentityOfRequest } from './chat/identity.ts';
import { operatorSocketHandler, ownerSocketHandler, resendReady } from './chat/sockets.ts';
import {
  listMemberFeedback,
  listOpsFeedback,
  markFeedbackRepliesSeen,
  replyToFeedback,
  submitFeedback,
} from './feedback.ts';
import { supportImage } from './images.ts';

const idParams = z.object({ id: rowIdParamSchema });

/**
 * A rate limit counted per caller (a hash of its session or guest token, never the token), else per address:
 * many members share an address behind a carrier's NAT.
 */
const perCaller = (name: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const header = request.headers.authorization ?? request.headers[supportGuestHeader];
    const token = typeof header === 'string' ? header.trim() : '';
    return token ? `${name}:${createHash('sha256').update(token).digest('hex')}` : `${name}-ip:${request.ip}`;
  },
});

/**
 * Support: feedback (members; operators answer) and the live chat (members and visitors; operators answer), over
 * HTTP and WebSocket. The chat's HTTP calls work without the socket (history, send, read); the socket pushes.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new ChatHub(app.db, app.bus, app.log, (owner) => resendReady(app)(owner));
  app.addHook('onClose', async () => hub.close());
  // The caches first: their own listeners forget a changed session before the sockets are checked again.
  const memberSessions = createSessionCache(app.bus);
  const operatorSessions = createOperatorSessionCache(app.bus);
  onMemberSessionsChanged(app.bus, (memberId) => void hub.revalidateMember(memberId));
  onOperatorSessionsChanged(app.bus, (operatorId) => void hub.revalidateOperator(operatorId));
  const member = async (request: FastifyRequest) => {
    const session = await request.requireSession();
    return { merchantId: request.merchant.id, memberId: session.memberId };
  };

  // ---- Images: the uploads module checks them (png or jpeg by their bytes, at most 5 MB) -------------------------

  app.post(
    supportPaths.images,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { rateLimit: perCaller('support-image', 30) },
      schema: { body: supportImageBodySchema, response: { 200: envelopeOf(supportImageSchema) } },
    },
    async (request) => {
      const owner = await member(request);
      const { uploadId } = await storeImage(app.db, { ...owner, dataUrl: request.body.image });
      return ok(supportImage(uploadId));
    },
  );

  // ---- Feedback ------------------------------------------------------------------------------------------------

  app.put(
    feedbackPaths.feedback,
    {
      config: { rateLimit: perCaller('feedback', 10) },
      schema: { body: feedbackBodySchema, response: { 200: envelopeOf(feedbackItemSchema) } },
    },
    async (request) => ok(await submitFeedback(app.db, await member(request), request.body)),
  );

  app.get(
    feedbackPaths.feedback,
    { schema: { querystring: feedbackQuerySchema, response: { 200: envelopeOf(feedbackPageSchema) } } },
    async (request) => ok(await listMemberFeedback(app.db, await member(request), request.query)),
  );

  app.post(
    feedbackPaths.read,
    { schema: { body: feedbackReadBodySchema, response: { 200: envelopeOf(feedbackReadSchema) } } },
    async (request) => ok(await markFeedbackRepliesSeen(app.db, await member(request), request.body?.ids)),
  );

  app.get(
    opsSupportPaths.feedback,
    {
      schema: { querystring: opsFeedbackQuerySchema, response: { 200: envelopeOf(opsFeedbackPageSchema) } },
    },
    async (request) => {
      await request.requireOperator();
      return ok(await listOpsFeedback(app.db, request.merchant.id, request.query));
    },
  );

  app.post(
    opsSupportPaths.feedbackReply,
    {
      schema: {
        params: idParams,
        body: feedbackReplyBodySchema,
        response: { 200: envelopeOf(opsFeedbackItemSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator();
      return ok(
        await replyToFeedback(
          app.db,
          { merchantId: request.merchant.id, operatorId: operator.operatorId },
          request.params.id,
          request.body,
        ),
      );
    },
  );

  // ---- Live chat: members and visitors ---------------------------------------------------------------------

  app.post(
    supportPaths.guest,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 200: envelopeOf(chatGuestSchema) } },
    },
    async (request) => ok({ guestToken: await issueGuestToken(app.db, request.merchant.id) }),
  );

  app.get(
    supportPaths.conversation,
    {
      schema: { querystring: chatHistoryQuerySchema, response: { 200: envelopeOf(chatConversationSchema) } },
    },
    async (request) =>
      ok(await conversationView(app.db, await chatIdentityOfRequest(app.db, request), request.query)),
  );

  app.post(
    supportPaths.messages,
    {
      config: { rateLimit: perCaller('chat-send', 120) },
      schema: { body: chatSendBodySchema, response: { 200: envelopeOf(chatMessageSchema) } },
    },
    async (request) => {
      const identity = await chatIdentityOfRequest(app.db, request);
      const sent = await sendOwnMessage(app.db, identity, request.body, request.ip);
      if (!sent.replay)
        await hub.announce(sent.conversation, { kind: 'message', messageId: sent.message.id });
      return ok(chatMessage(sent.message));
    },
  );

  app.post(
    supportPaths.read,
    { schema: { body: chatReadBodySchema, response: { 200: envelopeOf(chatUnreadSchema) } } },
    async (request) => {
      const mark = await markReadByOwner(
        app.db,
        await chatIdentityOfRequest(app.db, request),
        request.body.upTo,
      );
      if (mark?.moved) await hub.announce(mark.conversation, { kind: 'read', reader: 'MEMBER' });
      return ok({ unread: mark?.conversation.unread_for_member ?? 0 });
    },
  );

  app.get(
    supportPaths.unread,
    { schema: { response: { 200: envelopeOf(chatUnreadSchema) } } },
    async (request) =>
      ok({ unread: await unreadForMember(app.db, await chatIdentityOfRequest(app.db, request)) }),
  );

  // A plain GET (no upgrade) of a socket's address answers like an unknown address.
  const notASocket = {
    handler: async (request: Parameters<typeof sendError>[0], reply: Parameters<typeof sendError>[1]) =>
      sendError(request, reply, 'request.not.found'),
  };

  app.route({
    method: 'GET',
    url: supportPaths.socket,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    ...notASocket,
    wsHandler: ownerSocketHandler(app, hub, memberSessions),
  });

  // ---- Live chat: the support team -------------------------------------------------------------------------

  app.get(
    opsSupportPaths.conversations,
    {
      schema: {
        querystring: opsConversationQuerySchema,
        response: { 200: envelopeOf(opsConversationPageSchema) },
      },
    },
    async (request) => {
      await request.requireOperator();
      return ok(await listConversations(app.db, request.merchant.id, request.query));
    },
  );

  app.get(
    opsSupportPaths.messages,
    {
      schema: {
        params: idParams,
        querystring: chatHistoryQuerySchema,
        response: { 200: envelopeOf(opsMessagesSchema) },
      },
    },
    async (request) => {
      await request.requireOperator();
      return ok(
        await opsConversationMessages(app.db, request.merchant.id, BigInt(request.params.id), request.query),
      );
    },
  );

  app.post(
    opsSupportPaths.messages,
    {
      schema: {
        params: idParams,
        body: opsReplyBodySchema,
        response: { 200: envelopeOf(opsChatMessageSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator();
      const sent = await sendOperatorMessage(
        app.db,
        { merchantId: request.merchant.id, operatorId: operator.operatorId },
        BigInt(request.params.id),
        request.body,
      );
      if (!sent.replay)
        await hub.announce(sent.conversation, { kind: 'message', messageId: sent.message.id });
      const [message] = await opsMessages(app.db, [sent.message], request.merchant.id);
      return ok(message!);
    },
  );

  app.post(
    opsSupportPaths.read,
    {
      schema: { params: idParams, body: chatReadBodySchema, response: { 200: envelopeOf(chatUnreadSchema) } },
    },
    async (request) => {
      await request.requireOperator();
      const mark = await markReadBySupport(
        app.db,
        request.merchant.id,
        BigInt(request.params.id),
        request.body.upTo,
      );
      if (mark.moved) await hub.announce(mark.conversation, { kind: 'read', reader: 'SUPPORT' });
      return ok({ unread: mark.conversation.unread_for_support });
    },
  );

  app.route({
    method: 'GET',
    url: opsSupportPaths.socket,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    ...notASocket,
    wsHandler: operatorSocketHandler(app, hub, operatorSessions),
  });
};
