import { Suspense } from 'react';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { withPageTranslations } from '../../../i18n/i18n.ts';
import { closeChatPanel, useChatPanelOpen } from '../lib/chat-panel-store.ts';

/* The chat's code (and the pages' translations) load the first time the panel opens. */
const LiveChatPanel = lazyComponent(
  withPageTranslations(() => import('./live-chat-panel.tsx')),
  (module) => module.LiveChatPanel,
);

/**
 * The floating live-chat panel of every page with the site's chrome: opened by the side menu's live-chat entry,
 * it stays open (and connected) while the visitor moves between pages, until it is closed.
 */
export function LiveChatHost() {
  const open = useChatPanelOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LiveChatPanel variant="floating" onClose={closeChatPanel} />
    </Suspense>
  );
}
