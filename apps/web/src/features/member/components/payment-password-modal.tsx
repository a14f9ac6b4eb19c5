import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { LockIcon, WalletIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { PasswordInput } from '../../auth/components/password-input.tsx';
import { loadEncryption } from '../../system/api/permission.ts';
import { setPaymentPassword, type PaymentPasswordInput } from '../api/payment-password.ts';

const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type Field = (typeof fields)[number];
const empty: Record<Field, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const pinPattern = /^\d{6}$/;

/**
 * Payment password (POST /wps/member/password/payment, encrypted): six digits, set the first time with the
 * login password, changed later with the old payment password.
 */
export function PaymentPasswordModal({
  open,
  onClose,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation({
    mutationFn: async (request: PaymentPasswordInput) =>
      setPaymentPassword(request, await loadEncryption(queryClient)),
    onSuccess: () => {
      showToast(hasPassword ? t('payment.changed') : t('payment.saved'), 'success');
      void queryClient.invalidateQueries({ queryKey: ['member', 'profile'] });
      setValues(empty);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && (fields as readonly string[]).includes(error.field ?? ''))
        setErrors({ [error.field as Field]: error.message });
    },
  });

  const label = (field: Field) =>
    field === 'oldPassword'
      ? hasPassword
        ? t('payment.oldPayment')
        : t('payment.loginPassword')
      : t(`payment.${field}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) if (!values[field]) found[field] = t('validation.required');
    if (!found.newPassword && !pinPattern.test(values.newPassword)) found.newPassword = t('payment.digits');
    if (!found.confirmNewPassword && values.confirmNewPassword !== values.newPassword)
      found.confirmNewPassword = t('validation.confirmInput');
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(values);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={hasPassword ? t('payment.changeTitle') : t('payment.setTitle')}
      width={440}
      height="auto"
      lockScroll
      testId="payment-password-modal"
      className="sc-modal"
    >
      <p className="sc-modal__lead">
        <WalletIcon />
        {t('payment.lead')}
      </p>
      <form className="auth-form" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`payment-${field}`}>
              {label(field)}
            </label>
            <span className={`field__control${errors[field] ? ' field__control--invalid' : ''}`}>
              <LockIcon />
              <PasswordInput
                id={`payment-${field}`}
                name={field}
                inputMode={field === 'oldPassword' && !hasPassword ? undefined : 'numeric'}
                maxLength={field === 'oldPassword' && !hasPassword ? 128 : 6}
                autoComplete={field === 'oldPassword' && !hasPassword ? 'current-password' : 'off'}
                value={values[field]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                placeholder={label(field)}
              />
            </span>
            {errors[field] ? <span className="field__error">{errors[field]}</span> : null}
          </div>
        ))}
        {mutation.error && !(mutation.error instanceof ApiError && mutation.error.field) ? (
          <p className="form-error" role="alert">
            {errorMessageOf(mutation.error)}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={mutation.isPending}
          data-testid="payment-submit"
        >
          {t('securityCenter.save')}
        </button>
      </form>
    </Modal>
  );
}
