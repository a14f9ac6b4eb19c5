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

/** The logout confirmation (spec §8): on OK the session ends here and on the server. */
export function LogoutConfirmModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  /*
   * DELETE the session, clear the session storage except the merchant keys (the agent flag goes with it),
   * forget the member's data, go home.
   */
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
    onClose();
    void navigate('/');
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      width={380}
      height="auto"
      title={t('logout.label')}
      testId="logout-confirm"
    >
      <div className="logout-confirm">
        <span className="logout-confirm__icon" aria-hidden="true">
          <LogoutIcon />
        </span>
        <p className="confirm-text">{t('logout.confirm')}</p>
      </div>
      <div className="confirm-actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('logout.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void confirm()}
          disabled={pending}
          data-testid="logout-confirm-button"
        >
          {t('logout.ok')}
        </button>
      </div>
    </Modal>
  );
}

/** A sign-out button that asks first. */
export function LogoutButton({
  className,
  withLabel = false,
  iconless = false,
  testId = 'logout-button',
  onClick,
}: {
  className?: string;
  withLabel?: boolean;
  iconless?: boolean;
  testId?: string;
  /** Handle the press elsewhere (a menu that closes shows its own confirmation). */
  onClick?: () => void;
}) {
  const { t } = useTranslation('auth');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'btn btn--ghost btn--icon'}
        onClick={() => (onClick ? onClick() : setConfirming(true))}
        aria-label={t('logout.label')}
        title={t('logout.label')}
        data-testid={testId}
      >
        {iconless ? null : <LogoutIcon />}
        {withLabel ? <span>{t('logout.label')}</span> : null}
      </button>
      {onClick ? null : <LogoutConfirmModal open={confirming} onClose={() => setConfirming(false)} />}
    </>
  );
}
