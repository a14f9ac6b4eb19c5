import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { LockIcon, MailIcon, PhoneIcon, ShieldIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { registerSettingQueryOptions } from '../../system/api/register-setting.ts';
import { forgetPasswordByEmail } from '../api/forget-password.ts';
import { resetPasswordByEmail } from '../api/reset-password-by-email.ts';
import { resetPasswordByPhone } from '../api/reset-password-by-phone.ts';
import { requestLoginSmsCode } from '../api/sms-code.ts';
import { useEncryption } from '../hooks/use-encryption.ts';
import { useAfterLogin } from '../hooks/use-login-flow.ts';
import { useSmsCode } from '../hooks/use-sms-code.ts';
import { forgotOptions, pickOption, type ForgotOption } from '../lib/auth-options.ts';
import { fieldOfError } from '../lib/field-errors.ts';
import { mobilePattern, verificationCodePattern } from '../lib/register-validation.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { DialCodeSelect } from './dial-code-select.tsx';
import { PasswordInput } from './password-input.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import './auth-forms.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Problems<F extends string> = Partial<Record<F, string>>;

/** One labelled input with its message underneath. */
function FormField({
  id,
  label,
  icon,
  error,
  children,
  after,
}: {
  id: string;
  label: string;
  icon?: ReactNode;
  error?: string | null | undefined;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <span className={`field__control${error ? ' field__control--invalid' : ''}`}>
        {icon}
        {children}
        {after}
      </span>
      {error ? (
        <span className="field__error" data-testid={`forget-error-${id}`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

const phoneFields = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;
type PhoneField = (typeof phoneFields)[number];

/** By phone (spec §4): an SMS code, a new password; the member is then logged in and goes to /. */
function ResetByPhone() {
  const { t } = useTranslation('auth');
  const encryption = useEncryption();
  const afterLogin = useAfterLogin();
  const [values, setValues] = useState<Record<PhoneField, string>>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [dialingCode, setDialingCode] = useState('880');
  const [problems, setProblems] = useState<Problems<PhoneField>>({});
  const sendSms = useCallback(
    (mobile: string, proof: { challengeId?: string; challengeNonce?: string }) =>
      requestLoginSmsCode({ mobileNum: mobile, countryDialingCode: dialingCode, type: 'forgot', ...proof }),
    [dialingCode],
  );
  const sms = useSmsCode(sendSms);
  const mutation = useMutation({
    mutationFn: async () =>
      resetPasswordByPhone(
        {
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: dialingCode,
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
        },
        await encryption(),
      ),
    onError: (error) => {
      const field = fieldOfError(error, phoneFields);
      if (field) setProblems({ [field]: errorMessageOf(error) });
    },
    onSuccess: (result) => {
      showToast(t('forgetPassword.phoneSuccess'), 'success');
      afterLogin(result, { kind: 'reset', goHome: true });
    },
  });
  const set = (field: PhoneField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems<PhoneField> = {};
    for (const field of phoneFields) if (!values[field].trim()) found[field] = t('validation.required');
    if (!found.mobileNum && !mobilePattern.test(values.mobileNum.trim()))
      found.mobileNum = t('validation.mobile');
    if (!found.verificationCode && !verificationCodePattern.test(values.verificationCode.trim()))
      found.verificationCode = t('validation.verificationCode');
    if (!found.confirmNewPassword && values.newPassword !== values.confirmNewPassword)
      found.confirmNewPassword = t('validation.confirmPassword');
    setProblems(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  const generalError =
    mutation.error && !fieldOfError(mutation.error, phoneFields) ? errorMessageOf(mutation.error) : null;

  return (
    <form className="auth-form" onSubmit={submit} onFocus={sms.prepare} noValidate data-testid="forget-phone">
      <p className="auth-form__lead">{t('forgetPassword.phoneLead')}</p>
      <FormField
        id="mobileNum"
        label={t('fields.mobileNum')}
        icon={<DialCodeSelect value={dialingCode} onChange={setDialingCode} />}
        error={problems.mobileNum ?? sms.error}
      >
        <input
          id="mobileNum"
          className="field__input"
          name="mobileNum"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.mobileNum}
          onChange={(event) => set('mobileNum', event.target.value)}
          placeholder={t('placeholders.mobileNum')}
        />
      </FormField>
      <FormField
        id="verificationCode"
        label={t('fields.verificationCode')}
        icon={<ShieldIcon />}
        error={problems.verificationCode}
        after={
          <SmsCodeButton
            seconds={sms.seconds}
            sending={sms.sending}
            onSend={() => void sms.request(values.mobileNum)}
            testId="forget-send-code"
          />
        }
      >
        <input
          id="verificationCode"
          className="field__input"
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.verificationCode}
          onChange={(event) => set('verificationCode', event.target.value)}
          placeholder={t('placeholders.verificationCode')}
        />
      </FormField>
      {(['newPassword', 'confirmNewPassword'] as const).map((field) => (
        <FormField
          key={field}
          id={`phone-${field}`}
          label={t(`fields.${field}`)}
          icon={<LockIcon />}
          error={problems[field]}
        >
          <PasswordInput
            id={`phone-${field}`}
            name={field}
            autoComplete="new-password"
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            placeholder={t(`placeholders.${field}`)}
          />
        </FormField>
      ))}
      {generalError ? (
        <p className="form-error" role="alert" data-testid="forget-error">
          {generalError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={mutation.isPending}
        data-testid="forget-phone-submit"
      >
        {t('forgetPassword.phoneSubmit')}
      </button>
    </form>
  );
}

const emailFields = ['username', 'email', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;
type EmailField = (typeof emailFields)[number];

/**
 * By email: username and email; the server mails a code (and answers alike for unknown accounts). Then the
 * code and a new password; success sends the visitor back to the login.
 */
function ResetByEmail() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [values, setValues] = useState<Record<EmailField, string>>({
    username: '',
    email: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [problems, setProblems] = useState<Problems<EmailField>>({});
  const onError = (error: Error) => {
    const field = fieldOfError(error, emailFields);
    if (field) setProblems({ [field]: errorMessageOf(error) });
  };
  const sendMail = useMutation({
    mutationFn: () => forgetPasswordByEmail({ username: values.username.trim(), email: values.email.trim() }),
    onError,
    onSuccess: () => setStep('reset'),
  });
  const reset = useMutation({
    mutationFn: () =>
      resetPasswordByEmail({
        username: values.username.trim(),
        email: values.email.trim(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      }),
    onError,
    onSuccess: () => {
      showToast(t('forgetPassword.resetSuccess'), 'success', 5000);
      openPopup('loginPopupModal', { username: values.username.trim() });
    },
  });
  const set = (field: EmailField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted: readonly EmailField[] = step === 'request' ? ['username', 'email'] : emailFields;
    const found: Problems<EmailField> = {};
    for (const field of wanted) if (!values[field].trim()) found[field] = t('validation.required');
    if (!found.email && !emailPattern.test(values.email.trim())) found.email = t('validation.emailFormat');
    if (step === 'reset') {
      if (!found.verificationCode && !verificationCodePattern.test(values.verificationCode.trim()))
        found.verificationCode = t('validation.verificationCode');
      if (!found.confirmNewPassword && values.newPassword !== values.confirmNewPassword)
        found.confirmNewPassword = t('validation.confirmPassword');
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (step === 'request') sendMail.mutate();
    else reset.mutate();
  };
  const mutation = step === 'request' ? sendMail : reset;
  const generalError =
    mutation.error && !fieldOfError(mutation.error, emailFields) ? errorMessageOf(mutation.error) : null;

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="forget-email">
      {step === 'request' ? (
        <>
          <p className="auth-form__lead">{t('forgetPassword.emailLead')}</p>
          <FormField id="username" label={t('fields.username')} icon={<UserIcon />} error={problems.username}>
            <input
              id="username"
              className="field__input"
              name="username"
              autoComplete="username"
              value={values.username}
              onChange={(event) => set('username', event.target.value)}
              placeholder={t('placeholders.username')}
            />
          </FormField>
          <FormField id="email" label={t('fields.email')} icon={<MailIcon />} error={problems.email}>
            <input
              id="email"
              className="field__input"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              placeholder={t('placeholders.email')}
            />
          </FormField>
        </>
      ) : (
        <>
          <p className="form-success" role="status" data-testid="forget-email-sent">
            {t('forgetPassword.emailSent', { email: values.email.trim() })}
          </p>
          <FormField
            id="email-code"
            label={t('fields.verificationCode')}
            icon={<ShieldIcon />}
            error={problems.verificationCode}
          >
            <input
              id="email-code"
              className="field__input"
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.verificationCode}
              onChange={(event) => set('verificationCode', event.target.value)}
              placeholder={t('placeholders.verificationCode')}
            />
          </FormField>
          {(['newPassword', 'confirmNewPassword'] as const).map((field) => (
            <FormField
              key={field}
              id={`email-${field}`}
              label={t(`fields.${field}`)}
              icon={<LockIcon />}
              error={problems[field]}
            >
              <PasswordInput
                id={`email-${field}`}
                name={field}
                autoComplete="new-password"
                value={values[field]}
                onChange={(event) => set(field, event.target.value)}
                placeholder={t(`placeholders.${field}`)}
              />
            </FormField>
          ))}
        </>
      )}
      {generalError ? (
        <p className="form-error" role="alert" data-testid="forget-error">
          {generalError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={mutation.isPending}
        data-testid="forget-email-submit"
      >
        {step === 'request' ? t('forgetPassword.submit') : t('forgetPassword.resetSubmit')}
      </button>
      {step === 'reset' ? (
        <button
          type="button"
          className="link-button auth-form__again"
          onClick={() => {
            sendMail.reset();
            setStep('request');
          }}
        >
          {t('forgetPassword.sendAgain')}
        </button>
      ) : null}
    </form>
  );
}

/** forgetPassModal: reset by phone or by email (tabs: the options the merchant's form collects). */
export function ForgetPassModal({ open }: { open: boolean }) {
  const { t } = useTranslation('auth');
  const { data: rules } = useQuery({ ...registerSettingQueryOptions(), enabled: open });
  const options = forgotOptions(rules);
  const [wanted, setWanted] = useState<ForgotOption | null>(null);
  const option = pickOption(options, wanted) ?? 'phone';
  return (
    <Modal
      open={open}
      onClose={() => closePopup('forgetPassModal')}
      width={460}
      height="auto"
      lockScroll
      testId="forget-pass-popup"
      className="auth-modal"
    >
      <div className="auth-modal__brand">
        <h2 className="auth-modal__title">{t('forgetPassword.title')}</h2>
        <p className="auth-modal__subtitle">{t('forgetPassword.subtitle')}</p>
      </div>
      <AuthTabs
        tabs={options.map((value) => ({
          value,
          label: t(`forgetPassword.modes.${value}`),
          icon: value === 'phone' ? <PhoneIcon /> : <MailIcon />,
        }))}
        value={option}
        onChange={setWanted}
        label={t('forgetPassword.title')}
        testId="forget-tabs"
      />
      {option === 'phone' ? <ResetByPhone key="phone" /> : <ResetByEmail key="email" />}
      <p className="auth-form__switch auth-form__switch--after">
        {t('forgetPassword.remembered')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => openPopup('loginPopupModal', {})}
          data-testid="forget-login-link"
        >
          {t('forgetPassword.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
