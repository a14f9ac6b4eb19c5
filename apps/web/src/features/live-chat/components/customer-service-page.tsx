import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveChatPanel } from './live-chat-panel.tsx';

/**
 * `/customerService`: the live chat alone, filling its window: the customer-service pop-up (440 × 750, spec §9)
 * of the quick links, the maintenance and region-block screens, or a tab of its own on a phone.
 */
export function CustomerServicePage() {
  const { t } = useTranslation('liveChat');
  useEffect(() => {
    const previous = document.title;
    document.title = t('title');
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <div className="customer-service-page">
      <LiveChatPanel variant="page" />
    </div>
  );
}
