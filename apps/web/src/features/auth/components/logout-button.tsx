import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeAllPopups } from '../../../shared/lib/popup-store.ts';
import { clearSession } from '../../../shared/lib/session-store.ts';
import { LogoutIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { logout } from '../api/logout.ts';
import './auth-forms.css';

/** Logs out after a confirmation: DELETE the session, clear session storage except the merchant keys, home. */
export function LogoutButton({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      /* The local session ends even if the server could not be reached. */
    }
    clearSession();
    closeAllPopups();
    queryClient.removeQueries({ queryKey: ['member'] });
    setPending(false);
    setConfirming(false);
    void navigate('/');
  };

  return (
    <>
      <button
        type="button"
        className={className ?? 'btn btn--ghost btn--icon'}
        onClick={() => setConfirming(true)}
        aria-label={t('logout.label')}
        title={t('logout.label')}
        data-testid="logout-button"
      >
        <LogoutIcon />
        {withLabel ? <span>{t('logout.label')}</span> : null}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        width={380}
        height="auto"
        title={t('logout.label')}
        testId="logout-confirm"
      >
        <p className="confirm-text">{t('logout.confirm')}</p>
        <div className="confirm-actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('logout.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={confirm}
            disabled={pending}
            data-testid="logout-confirm-button"
          >
            {t('logout.ok')}
          </button>
        </div>
      </Modal>
    </>
  );
}
