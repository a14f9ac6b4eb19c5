import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useCountdown } from '../../../shared/lib/use-countdown.ts';
import { LockIcon, MailIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { DialCodeSelect } from '../../auth/components/dial-code-select.tsx';
import { PasswordInput } from '../../auth/components/password-input.tsx';
import { SmsCodeButton } from '../../auth/components/sms-code-button.tsx';
import { bindContact, requestBindCode, type ContactChannel } from '../api/contact-binding.ts';
import { profileQueryOptions } from '../api/profile.ts';

const fields = ['value', 'verificationCode', 'password'] as const;
type Field = (typeof fields)[number];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Binds a new mobile number (SMS) or email: a code goes to the new contact (POST /wps/member/contact/code),
 * then the code and the login password confirm it (POST /wps/member/contact/mobile or /email).
 */
export function BindContactModal({
  open,
  onClose,
  channel,
  current,
}: {
  open: boolean;
  onClose: () => void;
  channel: ContactChannel;
  current: string | null;
}) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const countdown = useCountdown();
  const [values, setValues] = useState<Record<Field, string>>({
    value: '',
    verificationCode: '',
    password: '',
  });
  const [dialingCode, setDialingCode] = useState('880');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const sms = channel === 'SMS';
  const kind = sms ? 'mobile' : 'email';

  const valueProblem = () => {
    const value = values.value.trim();
    if (!value) return t('validation.required');
    if (sms ? !/^\d{6,15}$/.test(value) : !emailPattern.test(value))
      return sms ? t('validation.mobile') : t('validation.email');
    return null;
  };
  const fieldOf = (error: unknown): Field | null =>
    error instanceof ApiError && (fields as readonly string[]).includes(error.field ?? '')
      ? (error.field as Field)
      : error instanceof ApiError && error.errorCode.startsWith('verification.code')
        ? 'verificationCode'
        : error instanceof ApiError && error.errorCode.startsWith('verification.')
          ? 'value'
          : null;

  const sendCode = useMutation({
    mutationFn: () =>
      requestBindCode({ channel, value: values.value.trim(), countryDialingCode: dialingCode }),
    onSuccess: (answer) => countdown.start(answer.expiredMinutes * 60),
    onError: (error) => setErrors({ [fieldOf(error) ?? 'value']: errorMessageOf(error) }),
  });
  const bind = useMutation({
    mutationFn: () =>
      bindContact(channel, {
        value: values.value.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.verificationCode.trim(),
        password: values.password,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryOptions(token).queryKey, saved);
      showToast(t(`bind.${kind}.done`), 'success');
      setValues({ value: '', verificationCode: '', password: '' });
      onClose();
    },
    onError: (error) => {
      const field = fieldOf(error);
      if (field) setErrors({ [field]: errorMessageOf(error) });
    },
  });
  const generalError = bind.error && !fieldOf(bind.error) ? errorMessageOf(bind.error) : null;

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const send = () => {
    const problem = valueProblem();
    if (problem) return setErrors({ value: problem });
    sendCode.mutate();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const problem = valueProblem();
    if (problem) found.value = problem;
    if (!/^\d{6}$/.test(values.verificationCode.trim())) found.verificationCode = t('validation.code');
    if (!values.password) found.password = t('validation.required');
    setErrors(found);
    if (Object.keys(found).length === 0) bind.mutate();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={current ? t(`bind.${kind}.changeTitle`) : t(`bind.${kind}.title`)}
      width={460}
      height="auto"
      lockScroll
      testId={`bind-${kind}-modal`}
      className="sc-modal"
    >
      <p className="sc-modal__lead">
        {current ? t(`bind.${kind}.current`, { value: current }) : t(`bind.${kind}.lead`)}
      </p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`bind-${kind}-value`}>
            {t(`bind.${kind}.label`)}
          </label>
          <span className={`field__control${errors.value ? ' field__control--invalid' : ''}`}>
            {sms ? <DialCodeSelect value={dialingCode} onChange={setDialingCode} /> : <MailIcon />}
            <input
              id={`bind-${kind}-value`}
              className="field__input"
              name="value"
              type={sms ? 'tel' : 'email'}
              inputMode={sms ? 'numeric' : 'email'}
              value={values.value}
              onChange={(event) => set('value', event.target.value)}
              placeholder={sms ? '01XXXXXXXXXX' : 'name@example.com'}
            />
          </span>
          {errors.value ? <span className="field__error">{errors.value}</span> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`bind-${kind}-code`}>
            {t('bind.code')}
          </label>
          <span className={`field__control${errors.verificationCode ? ' field__control--invalid' : ''}`}>
            <ShieldIcon />
            <input
              id={`bind-${kind}-code`}
              className="field__input"
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.verificationCode}
              onChange={(event) => set('verificationCode', event.target.value)}
              placeholder="••••••"
            />
            <SmsCodeButton seconds={countdown.seconds} sending={sendCode.isPending} onSend={send} />
          </span>
          {errors.verificationCode ? <span className="field__error">{errors.verificationCode}</span> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`bind-${kind}-password`}>
            {t('bind.password')}
          </label>
          <span className={`field__control${errors.password ? ' field__control--invalid' : ''}`}>
            <LockIcon />
            <PasswordInput
              id={`bind-${kind}-password`}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              placeholder={t('bind.password')}
            />
          </span>
          {errors.password ? <span className="field__error">{errors.password}</span> : null}
        </div>
        {generalError ? (
          <p className="form-error" role="alert">
            {generalError}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={bind.isPending}>
          {t(`bind.${kind}.submit`)}
        </button>
      </form>
    </Modal>
  );
}
