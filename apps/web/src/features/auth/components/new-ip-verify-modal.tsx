import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup, type PopupProps } from '../../../shared/lib/popup-store.ts';
import { clearSession } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { sendNewIpCode, verifyNewIp } from '../api/new-ip.ts';
import './auth-forms.css';

type Method = PopupProps['newIpVerifyModal']['method'];

/** Spec §4: a login from an unregistered IP asks for an SMS, e-mail or authenticator code, or the bank account name. */
export function NewIpVerifyModal({ open, method }: { open: boolean; method: Method }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);
  const canSend = method === 'SMS' || method === 'EMAIL';
  const kind = method ?? 'SMS';

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const mutation = useMutation({
    mutationFn: verifyNewIp,
    onSuccess: () => {
      closePopup('newIpVerifyModal');
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      showToast(t('newIp.success'), 'success');
    },
  });

  const send = async () => {
    setSendError(null);
    try {
      const result = await sendNewIpCode();
      setCountdown((result?.expiredMinutes ?? 5) * 60);
    } catch (error) {
      setSendError(errorMessageOf(error));
    }
  };

  const cancel = () => {
    clearSession();
    closePopup('newIpVerifyModal');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim()) mutation.mutate(answer.trim());
  };

  return (
    <Modal
      open={open}
      onClose={cancel}
      width={440}
      height="auto"
      lockScroll
      testId="new-ip-popup"
      className="auth-modal"
    >
      <div className="auth-modal__brand">
        <h2 className="auth-modal__title">{t('newIp.title')}</h2>
        <p className="auth-modal__subtitle">{t(`newIp.methods.${kind}`)}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field__label">{t(`newIp.labels.${kind}`)}</span>
          <span className="field__control">
            <ShieldIcon />
            <input
              className="field__input"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              autoComplete={kind === 'BANK_NAME' ? 'name' : 'one-time-code'}
              placeholder={t('placeholders.enter', { field: t(`newIp.labels.${kind}`) })}
            />
            {canSend ? (
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={send}
                disabled={countdown > 0}
              >
                {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
              </button>
            ) : null}
          </span>
        </label>
        {sendError || mutation.error ? (
          <p className="form-error" role="alert">
            {sendError ?? errorMessageOf(mutation.error)}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={mutation.isPending || !answer.trim()}
        >
          {t('newIp.submit')}
        </button>
      </form>
    </Modal>
  );
}
