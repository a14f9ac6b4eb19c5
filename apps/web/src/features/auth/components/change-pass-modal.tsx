import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup } from '../../../shared/lib/popup-store.ts';
import { clearRestriction, useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { LockIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { changePassword, type ChangePasswordInput } from '../api/change-password.ts';
import { memberInfoQueryOptions } from '../api/member-info.ts';
import { useEncryption } from '../hooks/use-encryption.ts';
import { useFinishLogin } from '../hooks/use-login-flow.ts';
import { fieldOfError } from '../lib/field-errors.ts';
import { LogoutButton } from './logout-button.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth-forms.css';

const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type Field = (typeof fields)[number];
const emptyValues: Record<Field, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * changePassModal: current, new and confirmation (POST /wps/member/password, encrypted). `forced`: the
 * server requires a new password first (the merchant's default password, or an expired one): no close
 * button, Escape does nothing, nothing else opens over it; signing out is the only other way.
 * Success loads the login info, closes the pop-up and goes to / (spec §4).
 */
export function ChangePassModal({ open, forced }: { open: boolean; forced: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const encryption = useEncryption();
  const finishLogin = useFinishLogin();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const [values, setValues] = useState<Record<Field, string>>(emptyValues);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation({
    mutationFn: async (request: ChangePasswordInput) => changePassword(request, await encryption()),
    onError: (error) => {
      const field = fieldOfError(error, fields);
      if (field) setProblems({ [field]: errorMessageOf(error) });
    },
    onSuccess: () => {
      setValues(emptyValues);
      clearRestriction();
      showToast(t('changePassword.success'), 'success');
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      closePopup('changePassModal');
      void navigate('/');
      if (forced && member) finishLogin(member.nickname || member.account);
    },
  });
  const generalError =
    mutation.error && !fieldOfError(mutation.error, fields) ? errorMessageOf(mutation.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) if (!values[field]) found[field] = t('validation.required');
    if (!found.confirmNewPassword && values.newPassword !== values.confirmNewPassword)
      found.confirmNewPassword = t('validation.confirmPassword');
    if (!found.newPassword && values.newPassword === values.oldPassword)
      found.newPassword = t('validation.samePassword');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(values);
  };

  return (
    <Modal
      open={open}
      onClose={forced ? undefined : () => closePopup('changePassModal')}
      showClose={!forced}
      draggable={!forced}
      width={440}
      height="auto"
      lockScroll
      testId="change-pass-popup"
      className={`auth-modal${forced ? ' auth-modal--forced' : ''}`}
    >
      <div className="auth-modal__brand">
        {forced ? (
          <span className="auth-modal__seal" aria-hidden="true">
            <ShieldIcon />
          </span>
        ) : null}
        <h2 className="auth-modal__title">
          {forced ? t('changePassword.forcedTitle') : t('changePassword.title')}
        </h2>
        <p className="auth-modal__subtitle" data-testid="change-pass-subtitle">
          {forced ? t('changePassword.forced') : t('changePassword.subtitle')}
        </p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`change-${field}`}>
              {t(`fields.${field}`)}
            </label>
            <span className={`field__control${problems[field] ? ' field__control--invalid' : ''}`}>
              <LockIcon />
              <PasswordInput
                id={`change-${field}`}
                name={field}
                autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                value={values[field]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                  setProblems((current) => ({ ...current, [field]: undefined }));
                }}
                placeholder={t(`placeholders.${field}`)}
                aria-invalid={problems[field] ? true : undefined}
              />
            </span>
            {problems[field] ? (
              <span className="field__error" data-testid={`change-error-${field}`}>
                {problems[field]}
              </span>
            ) : null}
          </div>
        ))}
        {generalError ? (
          <p className="form-error" role="alert">
            {generalError}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={mutation.isPending}
          data-testid="change-pass-submit"
        >
          {t('changePassword.submit')}
        </button>
        {forced ? (
          <p className="auth-form__switch">
            {t('changePassword.notYou')} <LogoutButton className="link-button" withLabel iconless />
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
