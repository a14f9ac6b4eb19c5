import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readSession, writeSession } from '../../../shared/lib/browser-storage.ts';
import { hasAccountPopup, openPopup, usePopups } from '../../../shared/lib/popup-store.ts';
import { whenIdle } from '../../../shared/lib/when-idle.ts';
import { popupItems, useAnnouncements } from '../hooks/use-announcements.ts';
import {
  isStaticPopupHidden,
  removeStaticPopup,
  staticPopup,
  staticPopupIntent,
} from '../lib/static-popup.ts';

export const announcementShownKey = (audience: string) => `announcementShown:${audience}`;

/**
 * Opens the announcement pop-up once per session per audience when there are pop-up items — but never over
 * a login, registration or password pop-up the visitor is using; it waits until that one closes. It opens
 * once the page has loaded and the browser is idle, so that it never holds up the page itself.
 *
 * A first screen from the server already shows it (lib/static-popup.ts): then this only hands the visitor's
 * clicks in it over to the app's pop-up.
 */
export function AnnouncementAutoOpen() {
  const { items, audience, isReady } = useAnnouncements();
  const busy = hasAccountPopup(usePopups());
  const navigate = useNavigate();

  useEffect(() => {
    const element = staticPopup();
    if (!element) return;
    if (isStaticPopupHidden()) {
      removeStaticPopup();
      return;
    }
    const takeOver = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      /* A press takes over only on the drag handle; buttons take over on their click. */
      if (event.type === 'pointerdown' && event.target.closest('button, a')) return;
      const intent = staticPopupIntent(event.target);
      if (!intent) return;
      event.preventDefault();
      event.stopPropagation();
      if (intent.kind === 'promo') {
        removeStaticPopup();
        void navigate('/member/rewardCenter');
        return;
      }
      openPopup('publicModal', {
        audience,
        instant: true,
        page: intent.page,
        selectedId: intent.selectedId,
      });
    };
    element.addEventListener('click', takeOver, true);
    element.addEventListener('pointerdown', takeOver, true);
    return () => {
      element.removeEventListener('click', takeOver, true);
      element.removeEventListener('pointerdown', takeOver, true);
    };
  }, [audience, navigate]);

  useEffect(() => {
    if (!isReady || busy || popupItems(items).length === 0 || staticPopup()) return;
    const key = announcementShownKey(audience);
    if (readSession(key)) return;
    return whenIdle(() => {
      writeSession(key, '1');
      openPopup('publicModal', { audience });
    });
  }, [isReady, busy, items, audience]);
  return null;
}
