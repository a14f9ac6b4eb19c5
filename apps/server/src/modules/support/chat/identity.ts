import type { FastifyRequest } from 'fastify';
import { supportGuestHeader } from '@msp/contracts/support.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../shared/app-error.ts';
import { findActiveSession, type SessionCache } from '../../identity/session-service.ts';
import type { Merchant } from '../../merchant/service.ts';
import type { ChatIdentity } from './conversations.ts';
import { verifyGuestToken } from './guest-token.ts';

/**
 * Who a chat call comes from: a member by its session (`Authorization`; a session that must first change its
 * password or verify a new IP is refused as everywhere), else a visitor by its signed guest token (the
 * `support-guest` header). A token that is present but not valid is refused, never taken for a visitor.
 */
export async function chatIdentityOfRequest(db: Db, request: FastifyRequest): Promise<ChatIdentity> {
  const merchantId = request.merchant.id;
  if (request.headers.authorization) {
    const session = await request.requireSession();
    return { kind: 'MEMBER', merchantId, memberId: session.memberId };
  }
  const header = request.headers[supportGuestHeader];
  const guestToken = typeof header === 'string' ? header.trim() : '';
  const guestId = guestToken ? await verifyGuestToken(db, merchantId, guestToken) : undefined;
  if (!guestId) throw new AppError('support.chat.guest.invalid');
  return { kind: 'GUEST', merchantId, guestId };
}

/** The same for a socket's `auth` message; undefined when neither token is valid. */
export async function chatIdentityOfTokens(
  db: Db,
  sessions: SessionCache,
  merchant: Merchant,
  tokens: { token?: string | undefined; guestToken?: string | undefined },
): Promise<{ identity: ChatIdentity; verify: () => Promise<boolean> } | undefined> {
  const merchantId = merchant.id;
  const { token, guestToken } = tokens;
  if (token) {
    const activeMember = async () => {
      const session = await findActiveSession(db, sessions, {
        merchantId,
        token,
        idleMinutes: merchant.session_idle_minutes,
      });
      return session && !session.restriction ? session : undefined;
    };
    const session = await activeMember();
    if (!session) return undefined;
    return {
      identity: { kind: 'MEMBER', merchantId, memberId: session.memberId },
      verify: async () => (await activeMember()) !== undefined,
    };
  }
  if (guestToken) {
    const guestId = await verifyGuestToken(db, merchantId, guestToken);
    if (!guestId) return undefined;
    return { identity: { kind: 'GUEST', merchantId, guestId }, verify: async () => true };
  }
  return undefined;
}
