import { useTranslation } from 'react-i18next';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import { LockIcon, PhoneIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { CaptchaField } from './captcha-field.tsx';
import { LoginModeSelect } from './login-mode-select.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth-forms.css';

/** loginPopupModal: username/password (or mobile/code) form against the login call. */
export function LoginPopupModal({
  open,
  username,
  captchaRequired,
}: {
  open: boolean;
  username?: string | undefined;
  captchaRequired?: boolean | undefined;
}) {
  const { t } = useTranslation('auth');
  const form = useLoginForm({
    ...(username !== undefined ? { username } : {}),
    ...(captchaRequired ? { captchaRequired } : {}),
  });
  const sms = form.mode === 'sms';
  return (
    <Modal
      open={open}
      onClose={() => closePopup('loginPopupModal')}
      width={440}
      height="auto"
      lockScroll
      testId="login-popup"
      className="auth-modal"
    >
      <div className="auth-modal__brand">
        <BrandLogo linkHome={false} />
        <h2 className="auth-modal__title">{t('login.title')}</h2>
        <p className="auth-modal__subtitle">{t('login.subtitle')}</p>
      </div>
      <form
        className="auth-form"
        onSubmit={(event) => void form.submit(event)}
        onFocus={form.prepareChallenge}
        noValidate
      >
        {form.mobileLoginEnabled ? <LoginModeSelect mode={form.mode} onChange={form.switchMode} /> : null}
        <label className="field">
          <span className="field__label">{sms ? t('fields.mobileNum') : t('fields.username')}</span>
          <span className="field__control">
            {sms ? <PhoneIcon /> : <UserIcon />}
            {sms ? <span className="field__prefix">+{form.dialingCode}</span> : null}
            <input
              className="field__input"
              name="username"
              autoComplete={sms ? 'tel' : 'username'}
              inputMode={sms ? 'tel' : undefined}
              value={form.username}
              onChange={(event) => form.setUsername(event.target.value)}
              placeholder={sms ? t('placeholders.mobileNum') : t('placeholders.username')}
            />
          </span>
        </label>
        <label className="field">
          <span className="field__label">{sms ? t('fields.verificationCode') : t('fields.password')}</span>
          <span className="field__control">
            <LockIcon />
            {sms ? (
              <>
                <input
                  className="field__input"
                  name="password"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={form.password}
                  onChange={(event) => form.setPassword(event.target.value)}
                  placeholder={t('placeholders.verificationCode')}
                />
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  onClick={form.sendCode}
                  disabled={form.countdown > 0}
                >
                  {form.countdown > 0 ? t('resendIn', { seconds: form.countdown }) : t('sendCode')}
                </button>
              </>
            ) : (
              <PasswordInput
                name="password"
                autoComplete="current-password"
                value={form.password}
                onChange={(event) => form.setPassword(event.target.value)}
                placeholder={t('placeholders.password')}
              />
            )}
          </span>
        </label>
        {form.captchaRequired ? (
          <CaptchaField
            value={form.captcha.captcha}
            onChange={form.setCaptcha}
            reloadKey={form.captchaReloadKey}
          />
        ) : null}
        <div className="auth-form__row">
          <span />
          <button type="button" className="link-button" onClick={() => openPopup('forgetPassModal', {})}>
            {t('forgotPassword')}
          </button>
        </div>
        {form.error ? (
          <p className="form-error" role="alert" data-testid="login-error">
            {form.error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={form.pending}>
          {form.pending ? t('loggingIn') : t('login.submit')}
        </button>
        {form.directRegistration ? (
          <p className="auth-form__switch">
            {t('login.noAccount')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => openPopup('registerModal', { referralCode: null })}
              data-testid="login-register-link"
            >
              {t('login.registerNow')}
            </button>
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
