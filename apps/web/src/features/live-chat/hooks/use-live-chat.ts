import type { Language } from '@msp/contracts/errors.ts';
import { supportPaths } from '@msp/contracts/support-constants.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { i18n } from '../../../i18n/i18n.ts';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import {
  chatUnreadQueryOptions,
  fetchConversation,
  guestToken,
  postMessage,
  postRead,
  type ChatCaller,
} from '../api/live-chat.ts';
import {
  ChatClient,
  initialChatState,
  type ChatState,
  type ChatTransport,
  type SocketLike,
} from '../lib/chat-client.ts';
import { readGuestToken } from '../lib/guest-token.ts';

/** The chat socket's address on this site, with the language its errors come in. */
export function chatSocketUrl(language: Language): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${supportPaths.socket}?lang=${language}`;
}

/** The browser's WebSocket as the chat client sees it. */
function browserSocket(url: string): SocketLike {
  const socket = new WebSocket(url);
  const like: SocketLike = {
    get readyState() {
      return socket.readyState;
    },
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  socket.onopen = (event) => like.onopen?.(event);
  socket.onmessage = (event) => like.onmessage?.(event);
  socket.onclose = (event) => like.onclose?.(event);
  socket.onerror = (event) => like.onerror?.(event);
  return like;
}

/** A member chats under its session; a visitor under its guest token (made the first time it chats). */
function chatTransport(token: string | null, language: Language): ChatTransport {
  const caller = async (): Promise<ChatCaller> =>
    token ? { kind: 'MEMBER', token } : { kind: 'GUEST', guestToken: await guestToken() };
  return {
    isMember: token !== null,
    openSocket: () => browserSocket(chatSocketUrl(language)),
    credentials: async (renew) => (token ? { token } : { guestToken: await guestToken({ renew }) }),
    send: async (body) => postMessage(await caller(), body),
    read: async (upTo) => postRead(await caller(), upTo),
    history: async (before) => fetchConversation(await caller(), before),
    describe: errorMessageOf,
    sessionEnded: () => i18n.t('errors:notLoggedIn'),
  };
}

/**
 * The live chat of the member (or visitor) on this page: connected while `active`, connected again after a
 * drop (and at once when the browser is back online), made again when the session or the language changes. Its
 * unread count also sets the side menu's badge.
 */
export function useLiveChat(active: boolean): { state: ChatState; client: ChatClient } {
  const token = useSessionToken();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const client = useMemo(() => new ChatClient(chatTransport(token, language)), [token, language]);

  useEffect(() => {
    if (!active) return;
    client.start();
    const online = () => client.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      client.stop();
    };
  }, [client, active]);

  const state = useSyncExternalStore(client.subscribe, client.getState, () => initialChatState);

  useEffect(() => {
    if (!state.loaded) return;
    queryClient.setQueryData(
      chatUnreadQueryOptions(token, token ? null : readGuestToken()).queryKey,
      state.unread,
    );
  }, [queryClient, token, state.loaded, state.unread]);

  return { state, client };
}
