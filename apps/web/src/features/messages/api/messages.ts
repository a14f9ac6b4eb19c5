import { messagePaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type {
  MessageDetail,
  MessagePage,
  MessagesRead,
  MessageState,
  UnreadCount,
} from '@msp/contracts/messages.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/**
 * The member's inbox (`/member/messageV2`) and its unread count. Every call carries the session token and the
 * `Language` header (apiRequest adds both): titles and contents come in the member's language, so the language is
 * part of each key, and so is the token, so that two sessions never share an answer.
 */

/** Under `member`: a logout drops the inbox with the rest of the member's data. */
export const messagesKey = ['member', 'messages'] as const;

/** Messages per page of the inbox. */
export const messagePageSize = 10;

const idPath = (path: string, id: number) => path.replace(':id', String(id));

/**
 * GET /wps/relay/CSP_unreadCount: the red count of the member center's menu, asked every two minutes while a
 * member page is open (messages arrive without the member doing anything: a deposit approved, a bonus paid).
 */
export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...messagesKey, 'unread', token],
    queryFn: ({ signal }) =>
      apiRequest<UnreadCount>(messagePaths.unreadCount, {
        contract: () => import('@msp/contracts/messages.ts').then((c) => c.unreadCountSchema),
        signal,
      }),
    select: (answer) => answer.count,
    enabled: token !== null,
    staleTime: 60_000,
    refetchInterval: 2 * 60_000,
  });

/** GET /wps/messages: a page of the member's messages, newest first. */
export const messagePageQueryOptions = (token: string | null, language: Language, pageNo: number) =>
  queryOptions({
    queryKey: [...messagesKey, 'page', token, language, pageNo],
    queryFn: ({ signal }) =>
      apiRequest<MessagePage>(messagePaths.list, {
        query: { pageNo, pageSize: messagePageSize },
        contract: () => import('@msp/contracts/messages.ts').then((c) => c.messagePageSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });

/** GET /wps/messages/:id: one message to read (its content is HTML, sanitized again before it is shown). */
export const messageDetailQueryOptions = (token: string | null, language: Language, id: number | null) =>
  queryOptions({
    queryKey: [...messagesKey, 'detail', token, language, id],
    queryFn: ({ signal }) =>
      apiRequest<MessageDetail>(idPath(messagePaths.message, id ?? 0), {
        contract: () => import('@msp/contracts/messages.ts').then((c) => c.messageDetailSchema),
        signal,
      }),
    enabled: token !== null && id !== null,
    staleTime: 5 * 60_000,
  });

/** POST /wps/messages/:id/read (a second time answers the same). */
export const markMessageRead = (id: number) =>
  apiRequest<MessageState>(idPath(messagePaths.read, id), {
    method: 'POST',
    contract: () => import('@msp/contracts/messages.ts').then((c) => c.messageStateSchema),
  });

/** DELETE /wps/messages/:id: from the member's own inbox (a second time answers the same). */
export const deleteMessage = (id: number) =>
  apiRequest<MessageState>(idPath(messagePaths.message, id), {
    method: 'DELETE',
    contract: () => import('@msp/contracts/messages.ts').then((c) => c.messageStateSchema),
  });

/** POST /wps/messages/read-all. */
export const markAllMessagesRead = () =>
  apiRequest<MessagesRead>(messagePaths.readAll, {
    method: 'POST',
    contract: () => import('@msp/contracts/messages.ts').then((c) => c.messagesReadSchema),
  });

/**
 * After a change of the inbox: the unread count every red badge shows comes with the answer, so it is set at once
 * (the menu's count) and the member info (the header's count) and the inbox's pages are asked again.
 */
export function afterInboxChange(queryClient: QueryClient, unread: number): Promise<unknown> {
  queryClient.setQueriesData<UnreadCount>({ queryKey: [...messagesKey, 'unread'] }, { count: unread });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
    queryClient.invalidateQueries({ queryKey: [...messagesKey, 'page'] }),
  ]);
}
