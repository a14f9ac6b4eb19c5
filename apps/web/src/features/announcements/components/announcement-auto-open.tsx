import { useEffect } from 'react';
import { readSession, writeSession } from '../../../shared/lib/browser-storage.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { popupItems, useAnnouncements } from '../hooks/use-announcements.ts';

export const announcementShownKey = (audience: string) => `announcementShown:${audience}`;

/** Opens the announcement pop-up once per session per audience when there are pop-up items. */
export function AnnouncementAutoOpen() {
  const { items, audience, isReady } = useAnnouncements();
  useEffect(() => {
    if (!isReady || popupItems(items).length === 0) return;
    const key = announcementShownKey(audience);
    if (readSession(key)) return;
    writeSession(key, '1');
    openPopup('publicModal', { audience });
  }, [isReady, items, audience]);
  return null;
}
