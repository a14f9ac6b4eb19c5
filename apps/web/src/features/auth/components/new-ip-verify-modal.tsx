import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closeAllPopups, closePopup, type PopupProps } from '../../../shared/lib/popup-store.ts';
import { clearRestriction, clearSession, useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { logout } from '../api/logout.ts';
import { memberInfoQueryOptions } from '../api/member-info.ts';
import { sendNewIpCode, verifyNewIp } from '../api/new-ip.ts';
import { useCountdown } from '../../../shared/lib/use-countdown.ts';
import { useFinishLogin } from '../hooks/use-login-flow.ts';
import { SmsCodeButton } from './sms-code-button.tsx';
import './auth-forms.css';

type Method = PopupProps['newIpVerifyModal']['method'];

/**
 * Spec §4: a login from an unregistered IP asks for an SMS or email code ("send code", then the code), an
 * authenticator code, or the bank account name before the session is usable. Cancelling logs out.
 */
export function NewIpVerifyModal({ open, method }: { open: boolean; method: Method }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const finishLogin = useFinishLogin();
  const [answer, setAnswer] = useState('');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const canSend = method === 'SMS' || method === 'EMAIL';
  const kind = method ?? 'SMS';

  const mutation = useMutation({
    mutationFn: verifyNewIp,
    onSuccess: () => {
      setAnswer('');
      clearRestriction();
      closePopup('newIpVerifyModal');
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      showToast(t('newIp.success'), 'success');
      if (member) finishLogin(member.nickname || member.account);
    },
  });

  const send = async () => {
    setSendError(null);
    setSending(true);
    try {
      const result = await sendNewIpCode();
      countdown.start((result?.expiredMinutes ?? 5) * 60);
    } catch (error) {
      setSendError(errorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  const cancel = () => {
    void logout().catch(() => undefined);
    clearSession();
    closeAllPopups();
    queryClient.removeQueries({ queryKey: ['member'] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim()) mutation.mutate(answer.trim());
  };

  return (
    <Modal
      open={open}
      showClose={false}
      draggable={false}
      width={440}
      height="auto"
      lockScroll
      testId="new-ip-popup"
      className="auth-modal auth-modal--forced"
    >
      <div className="auth-modal__brand">
        <span className="auth-modal__seal" aria-hidden="true">
          <ShieldIcon />
        </span>
        <h2 className="auth-modal__title">{t('newIp.title')}</h2>
        <p className="auth-modal__subtitle">{t(`newIp.methods.${kind}`)}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="auth-form__lead">{t('newIp.completeFirst')}</p>
        <div className="field">
          <label className="field__label" htmlFor="new-ip-answer">
            {t(`newIp.labels.${kind}`)}
          </label>
          <span className={`field__control${mutation.error ? ' field__control--invalid' : ''}`}>
            <ShieldIcon />
            <input
              id="new-ip-answer"
              className="field__input"
              name="answer"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              inputMode={kind === 'BANK_NAME' ? undefined : 'numeric'}
              autoComplete={kind === 'BANK_NAME' ? 'name' : 'one-time-code'}
              placeholder={t('placeholders.enter', { field: t(`newIp.labels.${kind}`) })}
            />
            {canSend ? (
              <SmsCodeButton
                seconds={countdown.seconds}
                sending={sending}
                onSend={() => void send()}
                testId="new-ip-send"
              />
            ) : null}
          </span>
          {sendError || mutation.error ? (
            <span className="field__error" role="alert">
              {sendError ?? errorMessageOf(mutation.error)}
            </span>
          ) : null}
        </div>
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={mutation.isPending || !answer.trim()}
          data-testid="new-ip-submit"
        >
          {t('newIp.submit')}
        </button>
        <p className="auth-form__switch">
          <button type="button" className="link-button" onClick={cancel} data-testid="new-ip-cancel">
            {t('newIp.cancel')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
