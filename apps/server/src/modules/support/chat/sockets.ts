import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { errorMessage, type ErrorCode } from '@msp/contracts/errors.ts';
import {
  chatClientMessageSchema,
  chatCloseCodes,
  opsChatClientMessageSchema,
} from '@msp/contracts/support.ts';
import { AppError } from '../../../shared/app-error.ts';
import type { SessionCache } from '../../identity/session-service.ts';
import { findOperatorSession, type OperatorSessionCache } from '../../operators/service.ts';
import {
  chatMessage,
  conversationView,
  markReadByOwner,
  sendOwnMessage,
  unreadConversations,
  type ChatIdentity,
} from './conversations.ts';
import { sendEvent, type ChatHub, type OperatorSocket, type OwnerSocket } from './hub.ts';
import { chatIdentityOfTokens } from './identity.ts';

/**
 * The live chat's sockets. The first message must be `auth` with a member's session token or a visitor's guest
 * token (never in the URL, which logs keep), within 10 seconds; anything else closes the socket (4401). The
 * identity is the server's reading of that token: nothing the page says afterwards can change whose
 * conversation the socket belongs to. Messages are handled one at a time, in the order they came.
 */

const AUTH_WITHIN_MS = 10_000;
/** The latest messages a socket is given when it joins. */
const READY_PAGE = 50;

type Handle = (text: string) => Promise<void>;

/** Reads a socket's text messages one after the other; binary frames close it. */
function onMessages(socket: WebSocket, handle: Handle, onFailure: (error: unknown) => void) {
  let chain = Promise.resolve();
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      socket.close(chatCloseCodes.badMessage, 'text frames only');
      return;
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8');
    chain = chain.then(() => handle(text)).catch(onFailure);
  });
}

function parse<T>(
  text: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

function errorEvent(request: FastifyRequest, error: unknown, clientId?: string) {
  const known = error instanceof AppError;
  const code: ErrorCode = known ? error.code : 'system.unknown';
  if (!known) request.log.error({ err: error }, 'chat socket');
  return {
    type: 'error' as const,
    ...(clientId ? { clientId } : {}),
    errorCode: code,
    message: errorMessage(code, request.language, known ? error.params : {}),
  };
}

function closeUnauthorized(socket: WebSocket, request: FastifyRequest, code: ErrorCode) {
  sendEvent(socket, errorEvent(request, new AppError(code)));
  socket.close(chatCloseCodes.unauthorized, code);
}

/** `ready` with the latest messages; the socket then hears of everything after them. */
async function ready(app: FastifyInstance, owner: OwnerSocket) {
  const view = await conversationView(app.db, owner.identity, { limit: READY_PAGE });
  const last = view.messages.at(-1);
  owner.cursor = last ? BigInt(last.id) : 0n;
  owner.supportReadUpTo = BigInt(view.supportReadUpTo);
  owner.memberReadUpTo = BigInt(view.readUpTo);
  sendEvent(owner.socket, { type: 'ready', ...view });
}

export const resendReady = (app: FastifyInstance) => (owner: OwnerSocket) => ready(app, owner);

/** A member's or visitor's socket (`GET /wps/support/chat/ws`). */
export function ownerSocketHandler(app: FastifyInstance, hub: ChatHub, sessions: SessionCache) {
  return (socket: WebSocket, request: FastifyRequest) => {
    const { merchant } = request;
    const address = request.ip;
    let owner: OwnerSocket | undefined;
    const authTimer = setTimeout(() => {
      if (!owner) closeUnauthorized(socket, request, 'support.chat.guest.invalid');
    }, AUTH_WITHIN_MS);
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (owner) hub.removeOwner(owner);
    });

    const authenticate = async (tokens: { token?: string | undefined; guestToken?: string | undefined }) => {
      const found = await chatIdentityOfTokens(app.db, sessions, merchant, tokens);
      if (!found) {
        closeUnauthorized(socket, request, tokens.token ? 'login.not.session' : 'support.chat.guest.invalid');
        return;
      }
      clearTimeout(authTimer);
      const joined: OwnerSocket = {
        socket,
        identity: found.identity,
        verify: found.verify,
        cursor: 0n,
        supportReadUpTo: 0n,
        memberReadUpTo: 0n,
        alive: true,
      };
      await ready(app, joined);
      if (socket.readyState !== socket.OPEN) return;
      owner = joined;
      hub.addOwner(joined);
      // Anything kept between the page read for `ready` and joining the hub.
      await hub.catchUp(joined);
    };

    const act = async (identity: ChatIdentity, message: NonNullable<ReturnType<typeof parseOwner>>) => {
      switch (message.type) {
        case 'send': {
          try {
            const sent = await sendOwnMessage(app.db, identity, message, address);
            if (sent.replay) {
              // Nothing new to announce: the sender alone hears of the message it already sent.
              sendEvent(socket, {
                type: 'message',
                message: chatMessage(sent.message),
                unread: sent.conversation.unread_for_member,
              });
            } else await hub.announce(sent.conversation, { kind: 'message', messageId: sent.message.id });
          } catch (error) {
            sendEvent(socket, errorEvent(request, error, message.clientId));
          }
          return;
        }
        case 'read': {
          const mark = await markReadByOwner(app.db, identity, message.upTo);
          if (mark?.moved) await hub.announce(mark.conversation, { kind: 'read', reader: 'MEMBER' });
          return;
        }
        case 'ping':
          sendEvent(socket, { type: 'pong' });
          return;
        case 'auth':
          // Once is enough: a second `auth` cannot change whose conversation this is.
          sendEvent(
            socket,
            errorEvent(request, new AppError('request.invalid.field', { field: 'type' }, 'type')),
          );
          return;
      }
    };

    onMessages(
      socket,
      async (text) => {
        const message = parseOwner(text);
        if (!owner) {
          if (message?.type === 'auth') await authenticate(message);
          else closeUnauthorized(socket, request, 'support.chat.guest.invalid');
          return;
        }
        if (!message) {
          sendEvent(
            socket,
            errorEvent(request, new AppError('request.invalid.field', { field: 'message' }, 'message')),
          );
          return;
        }
        // A message is the member at work: its session is checked as a call's would be.
        if (message.type !== 'ping' && !(await owner.verify())) {
          hub.removeOwner(owner);
          closeUnauthorized(socket, request, 'login.not.session');
          return;
        }
        await act(owner.identity, message);
      },
      (error) => sendEvent(socket, errorEvent(request, error)),
    );
  };
}

const parseOwner = (text: string) => parse(text, chatClientMessageSchema);

/** An operator's socket (`GET /ops/support/chat/ws`): every conversation of its merchant, live. */
export function operatorSocketHandler(app: FastifyInstance, hub: ChatHub, sessions: OperatorSessionCache) {
  return (socket: WebSocket, request: FastifyRequest) => {
    const merchantId = request.merchant.id;
    let operator: OperatorSocket | undefined;
    const authTimer = setTimeout(() => {
      if (!operator) closeUnauthorized(socket, request, 'operator.not.session');
    }, AUTH_WITHIN_MS);
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (operator) hub.removeOperator(operator);
    });
    onMessages(
      socket,
      async (text) => {
        const message = parse(text, opsChatClientMessageSchema);
        if (!operator) {
          const session =
            message?.type === 'auth'
              ? await findOperatorSession(app.db, sessions, merchantId, message.token)
              : undefined;
          if (!session || message?.type !== 'auth') {
            closeUnauthorized(socket, request, 'operator.not.session');
            return;
          }
          clearTimeout(authTimer);
          const token = message.token;
          operator = {
            socket,
            merchantId,
            operatorId: session.operatorId,
            verify: async () =>
              (await findOperatorSession(app.db, sessions, merchantId, token)) !== undefined,
            cursors: new Map(),
            alive: true,
          };
          hub.addOperator(operator);
          sendEvent(socket, {
            type: 'ready',
            unreadConversations: await unreadConversations(app.db, merchantId),
          });
          return;
        }
        if (message?.type === 'ping') sendEvent(socket, { type: 'pong' });
        else
          sendEvent(
            socket,
            errorEvent(request, new AppError('request.invalid.field', { field: 'message' }, 'message')),
          );
      },
      (error) => sendEvent(socket, errorEvent(request, error)),
    );
  };
}
