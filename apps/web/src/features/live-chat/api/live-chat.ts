import { supportGuestHeader, supportPaths } from '@msp/contracts/support-constants.ts';
import type { ChatConversation, ChatMessage, ChatSendBody } from '@msp/contracts/support.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { forgetGuestToken, readGuestToken, storeGuestToken } from '../lib/guest-token.ts';

/**
 * The live chat's HTTP calls (docs/support.md). A member's calls carry its session (`Authorization`, added by
 * apiRequest); a visitor's carry its guest token in `support-guest`. The socket pushes; these load the history,
 * send when the socket is down, mark what was read and count what was not.
 */

/** Whose chat a call is: the member's session or a visitor's guest token. */
export type ChatCaller = { kind: 'MEMBER'; token: string } | { kind: 'GUEST'; guestToken: string };

const guestHeaders = (caller: ChatCaller): Record<string, string> | undefined =>
  caller.kind === 'GUEST' ? { [supportGuestHeader]: caller.guestToken } : undefined;

/** The visitor's guest token: the stored one, else a new one from the server (kept for the next visit). */
export async function guestToken({ renew = false }: { renew?: boolean } = {}): Promise<string> {
  if (renew) forgetGuestToken();
  const stored = readGuestToken();
  if (stored) return stored;
  const { guestToken: token } = await apiRequest<{ guestToken: string }>(supportPaths.guest, {
    method: 'POST',
  });
  storeGuestToken(token);
  return token;
}

export const fetchConversation = (caller: ChatCaller, before?: string) =>
  apiRequest<ChatConversation>(supportPaths.conversation, {
    query: { before, limit: 50 },
    headers: guestHeaders(caller),
    contract: () => import('@msp/contracts/support.ts').then((c) => c.chatConversationSchema),
  });

export const postMessage = (caller: ChatCaller, body: ChatSendBody) =>
  apiRequest<ChatMessage>(supportPaths.messages, {
    method: 'POST',
    body,
    headers: guestHeaders(caller),
    contract: () => import('@msp/contracts/support.ts').then((c) => c.chatMessageSchema),
  });

export const postRead = (caller: ChatCaller, upTo: string) =>
  apiRequest<{ unread: number }>(supportPaths.read, {
    method: 'POST',
    body: { upTo },
    headers: guestHeaders(caller),
  });

/** The chat's queries: keyed by the caller's token, so a login or logout never shows another's count. */
export const liveChatKey = ['liveChat'] as const;

/**
 * GET /wps/support/chat/unread: the side menu's badge. Asked for a member, or a visitor who has chatted before
 * (a stored guest token); refreshed every minute and on focus, and set at once by an open chat's socket.
 */
export const chatUnreadQueryOptions = (token: string | null, guest: string | null) =>
  queryOptions({
    queryKey: [...liveChatKey, 'unread', token, guest],
    queryFn: ({ signal }) =>
      apiRequest<{ unread: number }>(supportPaths.unread, {
        headers: token ? undefined : guest ? { [supportGuestHeader]: guest } : undefined,
        signal,
      }).then((answer) => answer.unread),
    enabled: token !== null || guest !== null,
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });
