import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../shared/ui/icons.tsx';
import { applyUpdate, dismissUpdate, useUpdateWaiting } from '../lib/update-store.ts';
import './update-prompt.css';

/** "A new version is ready — reload": shown while a new service worker waits (lib/update-store.ts). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite" data-testid="update-prompt">
      <RefreshIcon className="update-prompt__icon" />
      <span className="update-prompt__text">{t('pwa.newVersion')}</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => void applyUpdate()}>
        {t('pwa.reload')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={dismissUpdate}>
        {t('pwa.later')}
      </button>
    </div>
  );
}
