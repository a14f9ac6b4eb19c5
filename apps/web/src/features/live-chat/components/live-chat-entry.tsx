import type { Resource } from '@msp/contracts/system.ts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { ChatIcon } from '../../../shared/ui/icons.tsx';
import { chatUnreadQueryOptions } from '../api/live-chat.ts';
import { openChatPanel, useChatPanelOpen } from '../lib/chat-panel-store.ts';
import { readGuestToken } from '../lib/guest-token.ts';
import { isOwnChat, openCustomerService } from '../lib/open-customer-service.ts';
import './live-chat-entry.css';

/** False at the server and while the page hydrates, true after: the phone's button is the browser's own. */
const useHydrated = () =>
  useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );

/** The support team's messages the member (or a visitor who chatted before) has not read. */
function useChatUnread(): number {
  const token = useSessionToken();
  const guest = token ? null : readGuestToken();
  const { data } = useQuery(chatUnreadQueryOptions(token, guest));
  return data ?? 0;
}

/**
 * The side menu's live-chat entry (spec §2): the site's own chat opens the floating panel; an outside chat
 * service (a merchant's LIVE_CHAT resource elsewhere) opens in the customer-service window. A badge counts the
 * support team's unread messages. On a phone, where the side menu keeps only scroll-to-top, the entry is a
 * floating button of its own.
 */
export function LiveChatEntry({ resource, label }: { resource: Resource; label: string }) {
  const { t } = useTranslation('sideMenu');
  const own = isOwnChat(resource.url);
  const unread = useChatUnread();
  const panelOpen = useChatPanelOpen();
  const hydrated = useHydrated();
  const open = () => (own ? openChatPanel() : openCustomerService(resource.url));
  const badge =
    own && unread > 0 ? (
      <span className="count-badge live-chat-entry__badge" data-testid="live-chat-unread">
        {unread > 99 ? '99+' : unread}
      </span>
    ) : null;
  const description = unread > 0 ? `${label} (${t('liveChatUnread', { count: unread })})` : label;
  return (
    <>
      <button
        type="button"
        className="rail__button live-chat-entry"
        onClick={open}
        aria-label={description}
        aria-expanded={own ? panelOpen : undefined}
        data-testid="rail-live-chat"
      >
        <ChatIcon />
        {badge}
      </button>
      {hydrated && !panelOpen
        ? createPortal(
            <button
              type="button"
              className="live-chat-launcher"
              onClick={open}
              aria-label={description}
              data-testid="live-chat-launcher"
            >
              <ChatIcon />
              {badge}
            </button>,
            document.body,
          )
        : null}
    </>
  );
}
