import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { LockIcon, PhoneIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { LoginModeSelect } from './login-mode-select.tsx';
import './auth-forms.css';

/**
 * The header's inline login form (desktop): the username/mobile selector when MOBILEVERCODELOGIN3 is on, the
 * register button when DIRECTREG3 is on. On the agent page (/agentHome) it is the agent-site login.
 */
export function InlineLoginForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const agentSite = location.pathname === '/agentHome';
  const form = useLoginForm({ agentSite });
  const sms = form.mode === 'sms';
  const { mutationError, username } = form;

  /* The header has no room for a captcha: a failed attempt continues in the login pop-up. */
  useEffect(() => {
    if (mutationError instanceof ApiError && mutationError.captchaRequired) {
      openPopup('loginPopupModal', { username, captchaRequired: true, agentSite });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new error reopens the pop-up
  }, [mutationError]);

  return (
    <form
      className="inline-login"
      onSubmit={(event) => void form.submit(event)}
      onFocus={form.prepareChallenge}
      noValidate
      data-testid="inline-login"
    >
      {form.mobileLoginEnabled ? (
        <LoginModeSelect mode={form.mode} onChange={form.switchMode} compact />
      ) : null}
      <label className="inline-login__field">
        {sms ? <PhoneIcon /> : <UserIcon />}
        <span className="visually-hidden">{sms ? t('fields.mobileNum') : t('fields.username')}</span>
        <input
          name="username"
          autoComplete={sms ? 'tel' : 'username'}
          value={form.username}
          onChange={(event) => form.setUsername(event.target.value)}
          placeholder={sms ? t('placeholders.mobileNum') : t('placeholders.username')}
        />
      </label>
      <label className="inline-login__field">
        <LockIcon />
        <span className="visually-hidden">{sms ? t('fields.verificationCode') : t('fields.password')}</span>
        <input
          name="password"
          type={sms ? 'text' : 'password'}
          autoComplete={sms ? 'one-time-code' : 'current-password'}
          value={form.password}
          onChange={(event) => form.setPassword(event.target.value)}
          placeholder={sms ? t('placeholders.verificationCode') : t('placeholders.password')}
        />
        {sms ? (
          <button
            type="button"
            className="inline-login__send"
            onClick={form.sendCode}
            disabled={form.countdown > 0 || form.sendingCode}
            data-testid="inline-send-code"
          >
            {form.countdown > 0 ? form.countdown : t('sendCode')}
          </button>
        ) : (
          <button
            type="button"
            className="inline-login__forgot"
            onClick={() => openPopup('forgetPassModal', {})}
            title={t('forgotPassword')}
            aria-label={t('forgotPassword')}
          >
            ?
          </button>
        )}
      </label>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={form.pending}
        data-testid="inline-login-submit"
      >
        {t('login.submit')}
      </button>
      {form.directRegistration ? (
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => openPopup('registerModal', { referralCode: null })}
          data-testid="header-register"
        >
          {t('register.button')}
        </button>
      ) : null}
      {form.error ? (
        <p className="inline-login__error" role="alert">
          {form.error}
        </p>
      ) : null}
    </form>
  );
}
