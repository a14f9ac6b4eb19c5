import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup } from '../../../shared/lib/popup-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { changePassword, type ChangePasswordInput } from '../api/change-password.ts';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { PasswordInput } from './password-input.tsx';
import './auth-forms.css';

const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type Field = (typeof fields)[number];

/** changePassModal: old, new and confirmation; forced after an expired password (no close button then). */
export function ChangePassModal({ open, forced }: { open: boolean; forced: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const { data: permission } = useQuery(permissionQueryOptions());
  const mutation = useMutation({
    mutationFn: (request: ChangePasswordInput) => changePassword(request, permission?.encryption),
    onSuccess: () => {
      showToast(t('changePassword.success'), 'success');
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      closePopup('changePassModal');
      void navigate('/');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.some((field) => !values[field])) return setProblem(t('validation.required'));
    if (values.newPassword !== values.confirmNewPassword) return setProblem(t('validation.confirmPassword'));
    setProblem(null);
    mutation.mutate(values);
  };

  return (
    <Modal
      open={open}
      onClose={() => closePopup('changePassModal')}
      showClose={!forced}
      width={440}
      height="auto"
      lockScroll
      testId="change-pass-popup"
      className="auth-modal"
    >
      <div className="auth-modal__brand">
        <h2 className="auth-modal__title">{t('changePassword.title')}</h2>
        <p className="auth-modal__subtitle">
          {forced ? t('changePassword.forced') : t('changePassword.subtitle')}
        </p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <label className="field" key={field}>
            <span className="field__label">{t(`fields.${field}`)}</span>
            <span className="field__control">
              <LockIcon />
              <PasswordInput
                name={field}
                autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                placeholder={t(`fields.${field}`)}
              />
            </span>
          </label>
        ))}
        {problem || mutation.error ? (
          <p className="form-error" role="alert">
            {problem ?? errorMessageOf(mutation.error)}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={mutation.isPending}>
          {t('changePassword.submit')}
        </button>
      </form>
    </Modal>
  );
}
