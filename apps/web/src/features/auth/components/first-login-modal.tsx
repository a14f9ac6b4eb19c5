import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closePopup } from '../../../shared/lib/popup-store.ts';
import { LockIcon, PhoneIcon, ShieldIcon, SparkIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import './auth-forms.css';

const steps = [
  { key: 'mobile', Icon: PhoneIcon },
  { key: 'payment', Icon: LockIcon },
  { key: 'authenticator', Icon: ShieldIcon },
] as const;

/** The first-login action (spec §4): a welcome that points the new member to the security centre. */
export function FirstLoginModal({ open, name }: { open: boolean; name: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const close = () => closePopup('firstLoginModal');
  return (
    <Modal
      open={open}
      onClose={close}
      width={460}
      height="auto"
      lockScroll
      testId="first-login-popup"
      className="auth-modal first-login"
    >
      <div className="auth-modal__brand">
        <span className="auth-modal__seal auth-modal__seal--spark" aria-hidden="true">
          <SparkIcon />
        </span>
        <h2 className="auth-modal__title">{t('firstLogin.title', { name })}</h2>
        <p className="auth-modal__subtitle">{t('firstLogin.subtitle')}</p>
      </div>
      <ul className="first-login__steps">
        {steps.map(({ key, Icon }) => (
          <li key={key}>
            <span className="first-login__icon">
              <Icon />
            </span>
            <span>
              <strong>{t(`firstLogin.steps.${key}.title`)}</strong>
              <small>{t(`firstLogin.steps.${key}.text`)}</small>
            </span>
          </li>
        ))}
      </ul>
      <div className="first-login__actions">
        <button type="button" className="btn btn--ghost" onClick={close} data-testid="first-login-later">
          {t('firstLogin.later')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            close();
            void navigate('/member/securityCenter');
          }}
          data-testid="first-login-security"
        >
          <ShieldIcon />
          {t('firstLogin.goSecurity')}
        </button>
      </div>
    </Modal>
  );
}
