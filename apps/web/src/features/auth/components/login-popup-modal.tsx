import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import { LockIcon, PhoneIcon, PlayIcon, UserIcon, UsersIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import { startFreePlay } from '../api/freeplay.ts';
import { useAfterLogin } from '../hooks/use-login-flow.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { DialCodeSelect } from './dial-code-select.tsx';
import { PasswordInput } from './password-input.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import './auth-forms.css';

/** "Try for free" (FREEPLAY3): a trial session with demo credit. */
function FreePlayEntry() {
  const { t } = useTranslation('auth');
  const afterLogin = useAfterLogin();
  const mutation = useMutation({
    mutationFn: startFreePlay,
    onSuccess: (result) => afterLogin(result, { kind: 'freeplay' }),
  });
  return (
    <div className="auth-form__freeplay">
      <div className="auth-divider">
        <span>{t('login.or')}</span>
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--block freeplay-button"
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        data-testid="freeplay-button"
      >
        <PlayIcon />
        <span>{t('freePlay.button')}</span>
        <small>{t('freePlay.note')}</small>
      </button>
      {mutation.error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(mutation.error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * loginPopupModal: username and password, or mobile number and SMS code (tabs by MOBILEVERCODELOGIN3),
 * the captcha after a failure, the forgot-password and registration links, and free play (FREEPLAY3).
 * On the agent page (`agentSite`) only agents may log in; they land on /agentHome.
 */
export function LoginPopupModal({
  open,
  username,
  captchaRequired,
  agentSite = false,
}: {
  open: boolean;
  username?: string | undefined;
  captchaRequired?: boolean | undefined;
  agentSite?: boolean;
}) {
  const { t } = useTranslation('auth');
  const form = useLoginForm({
    ...(username !== undefined ? { username } : {}),
    ...(captchaRequired ? { captchaRequired } : {}),
    agentSite,
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
        <h2 className="auth-modal__title">{agentSite ? t('login.agentTitle') : t('login.title')}</h2>
        <p className="auth-modal__subtitle">{agentSite ? t('login.agentSubtitle') : t('login.subtitle')}</p>
      </div>
      <AuthTabs
        tabs={form.options.map((option) => ({
          value: option,
          label: t(`mode.${option}`),
          icon: option === 'sms' ? <PhoneIcon /> : <UserIcon />,
        }))}
        value={form.mode}
        onChange={form.switchMode}
        label={t('login.title')}
        testId="login-tabs"
      />
      <form
        className="auth-form"
        onSubmit={(event) => void form.submit(event)}
        onFocus={form.prepareChallenge}
        noValidate
      >
        <label className="field">
          <span className="field__label">{sms ? t('fields.mobileNum') : t('fields.username')}</span>
          <span className="field__control">
            {sms ? <DialCodeSelect value={form.dialingCode} onChange={form.setDialingCode} /> : <UserIcon />}
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
          {sms ? <span className="field__hint">{t('hints.mobileNum')}</span> : null}
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
                  maxLength={6}
                  value={form.password}
                  onChange={(event) => form.setPassword(event.target.value)}
                  placeholder={t('placeholders.verificationCode')}
                />
                <SmsCodeButton
                  seconds={form.countdown}
                  sending={form.sendingCode}
                  onSend={form.sendCode}
                  testId="login-send-code"
                />
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
            error={form.captchaError}
          />
        ) : null}
        <div className="auth-form__row">
          <span />
          <button
            type="button"
            className="link-button"
            onClick={() => openPopup('forgetPassModal', {})}
            data-testid="login-forgot-link"
          >
            {t('forgotPassword')}
          </button>
        </div>
        {form.error ? (
          <p className="form-error" role="alert" data-testid="login-error">
            {form.error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={form.pending}
          data-testid="login-submit"
        >
          {agentSite ? <UsersIcon /> : null}
          {form.pending ? t('loggingIn') : t('login.submit')}
        </button>
        {form.directRegistration && !agentSite ? (
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
      {form.freePlay && !agentSite ? <FreePlayEntry /> : null}
    </Modal>
  );
}
