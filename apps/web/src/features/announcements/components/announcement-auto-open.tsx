import { useEffect } from 'react';
import { readSession, writeSession } from '../../../shared/lib/browser-storage.ts';
import { hasAccountPopup, openPopup, usePopups } from '../../../shared/lib/popup-store.ts';
import { popupItems, useAnnouncements } from '../hooks/use-announcements.ts';

export const announcementShownKey = (audience: string) => `announcementShown:${audience}`;

/**
 * Opens the announcement pop-up once per session per audience when there are pop-up items — but never over
 * a login, registration or password pop-up the visitor is using; it waits until that one closes.
 */
export function AnnouncementAutoOpen() {
  const { items, audience, isReady } = useAnnouncements();
  const busy = hasAccountPopup(usePopups());
  useEffect(() => {
    if (!isReady || busy || popupItems(items).length === 0) return;
    const key = announcementShownKey(audience);
    if (readSession(key)) return;
    writeSession(key, '1');
    openPopup('publicModal', { audience });
  }, [isReady, busy, items, audience]);
  return null;
}
