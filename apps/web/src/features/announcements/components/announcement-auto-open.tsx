import { useEffect } from 'react';
import { readSession, writeSession } from '../../../shared/lib/browser-storage.ts';
import { hasAccountPopup, openPopup, usePopups } from '../../../shared/lib/popup-store.ts';
import { whenIdle } from '../../../shared/lib/when-idle.ts';
import { popupItems, useAnnouncements } from '../hooks/use-announcements.ts';

export const announcementShownKey = (audience: string) => `announcementShown:${audience}`;

/**
 * Opens the announcement pop-up once per session per audience when there are pop-up items — but never over
 * a login, registration or password pop-up the visitor is using; it waits until that one closes. It opens
 * once the page has loaded and the browser is idle, so that it never holds up the page itself.
 */
export function AnnouncementAutoOpen() {
  const { items, audience, isReady } = useAnnouncements();
  const busy = hasAccountPopup(usePopups());
  useEffect(() => {
    if (!isReady || busy || popupItems(items).length === 0) return;
    const key = announcementShownKey(audience);
    if (readSession(key)) return;
    return whenIdle(() => {
      writeSession(key, '1');
      openPopup('publicModal', { audience });
    });
  }, [isReady, busy, items, audience]);
  return null;
}
