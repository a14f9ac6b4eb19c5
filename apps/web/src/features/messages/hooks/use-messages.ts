import type { MessagePage } from '@msp/contracts/messages.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import {
  afterInboxChange,
  deleteMessage,
  markAllMessagesRead,
  markMessageRead,
  messageDetailQueryOptions,
  messagePageQueryOptions,
  messagesKey,
  unreadCountQueryOptions,
} from '../api/messages.ts';

/** The member's unread messages (CSP_unreadCount), asked again every two minutes; undefined until known. */
export function useUnreadCount(enabled = true): number | undefined {
  const token = useSessionToken();
  return useQuery({ ...unreadCountQueryOptions(token), enabled: token !== null && enabled }).data;
}

/** A page of the member's messages, in the member's language. */
export function useMessagePage(pageNo: number) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(messagePageQueryOptions(token, language, pageNo));
}

/** One message to read (nothing while `id` is null). */
export function useMessageDetail(id: number | null) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(messageDetailQueryOptions(token, language, id));
}

/** Shows a message as read in the pages already loaded, before they are asked again. */
function showRead(pages: MessagePage | undefined, ids: 'all' | number): MessagePage | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    content: pages.content.map((item) => (ids === 'all' || item.id === ids ? { ...item, read: true } : item)),
  };
}

/** Marks a message read once it is opened. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (state) => {
      queryClient.setQueriesData<MessagePage>({ queryKey: [...messagesKey, 'page'] }, (pages) =>
        showRead(pages, state.id),
      );
      return afterInboxChange(queryClient, state.unread);
    },
  });
}

/** Deletes a message from the member's inbox. */
export function useDeleteMessage(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (state) => {
      onDeleted();
      return afterInboxChange(queryClient, state.unread);
    },
  });
}

/** Marks every message read. */
export function useMarkAllRead(onDone: (marked: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllMessagesRead,
    onSuccess: (answer) => {
      queryClient.setQueriesData<MessagePage>({ queryKey: [...messagesKey, 'page'] }, (pages) =>
        showRead(pages, 'all'),
      );
      queryClient.invalidateQueries({ queryKey: [...messagesKey, 'detail'] });
      onDone(answer.marked);
      return afterInboxChange(queryClient, answer.unread);
    },
  });
}
