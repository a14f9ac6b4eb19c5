import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { MailIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { forgetPasswordByEmail } from '../api/forget-password.ts';
import './auth-forms.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** forgetPassModal: reset by username and e-mail; success message, then the pop-up closes. */
export function ForgetPassModal({ open }: { open: boolean }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: forgetPasswordByEmail,
    onSuccess: () => {
      showToast(t('forgetPassword.success'), 'success', 5000);
      closePopup('forgetPassModal');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !email.trim()) return setProblem(t('validation.required'));
    if (!emailPattern.test(email.trim())) return setProblem(t('patterns.EMAIL'));
    setProblem(null);
    mutation.mutate({ username: username.trim(), email: email.trim() });
  };

  return (
    <Modal
      open={open}
      onClose={() => closePopup('forgetPassModal')}
      width={440}
      height="auto"
      lockScroll
      testId="forget-pass-popup"
      className="auth-modal"
    >
      <div className="auth-modal__brand">
        <h2 className="auth-modal__title">{t('forgetPassword.title')}</h2>
        <p className="auth-modal__subtitle">{t('forgetPassword.subtitle')}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field__label">{t('fields.username')}</span>
          <span className="field__control">
            <UserIcon />
            <input
              className="field__input"
              name="username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              placeholder={t('placeholders.username')}
            />
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t('fields.email')}</span>
          <span className="field__control">
            <MailIcon />
            <input
              className="field__input"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t('placeholders.email')}
            />
          </span>
        </label>
        {problem || mutation.error ? (
          <p className="form-error" role="alert" data-testid="forget-error">
            {problem ?? errorMessageOf(mutation.error)}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={mutation.isPending}>
          {t('forgetPassword.submit')}
        </button>
        <p className="auth-form__switch">
          <button type="button" className="link-button" onClick={() => openPopup('loginPopupModal', {})}>
            {t('forgetPassword.backToLogin')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
