import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { CopyIcon, KeyIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { confirmTotpSetup, startTotpSetup } from '../api/authenticator.ts';

/** Spec §9: QR defaults size 200, margin 20 (here the quiet zone in modules), level M. */
const qr = { size: 200, level: 'M' as const };

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Authenticator app (TOTP): POST /wps/member/totp/setup gives a secret and its otpauth:// URI, shown as a QR
 * code and as text; a code from the app (POST /wps/member/totp/confirm) turns it on.
 */
export function AuthenticatorModal({
  open,
  onClose,
  account,
}: {
  open: boolean;
  onClose: () => void;
  account: string;
}) {
  const { t } = useTranslation('member');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setup = useMutation({ mutationFn: startTotpSetup });
  const confirm = useMutation({
    mutationFn: () => confirmTotpSetup({ secret: setup.data?.secret ?? '', code: code.trim() }),
    onSuccess: () => {
      showToast(t('authenticator.done'), 'success');
      setCode('');
      setup.reset();
      onClose();
    },
    onError: (error) => setProblem(errorMessageOf(error)),
  });
  const secret = setup.data?.secret;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setProblem(t('validation.code'));
    setProblem(null);
    confirm.mutate();
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      showToast(t('authenticator.copied'), 'success');
    } catch {
      showToast(t('authenticator.copyFailed'), 'error');
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('authenticator.title')}
      width={520}
      height="auto"
      lockScroll
      testId="authenticator-modal"
      className="sc-modal"
    >
      {!setup.data ? (
        <div className="totp-intro">
          <span className="totp-intro__icon">
            <ShieldIcon />
          </span>
          <p>{t('authenticator.intro', { account })}</p>
          {setup.error ? (
            <p className="form-error" role="alert">
              {errorMessageOf(setup.error)}
            </p>
          ) : null}
          {setup.isPending ? (
            <LoadingBlock height={60} />
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => setup.mutate()}
              data-testid="totp-start"
            >
              <KeyIcon />
              {t('authenticator.start')}
            </button>
          )}
        </div>
      ) : (
        <form className="totp-setup" onSubmit={submit} noValidate>
          <ol className="totp-setup__steps">
            <li>{t('authenticator.step1')}</li>
            <li>{t('authenticator.step2')}</li>
          </ol>
          <div className="totp-setup__qr">
            <div className="totp-setup__code" data-testid="totp-qr">
              <QRCodeSVG value={setup.data.otpauthUri} size={qr.size} level={qr.level} marginSize={2} />
            </div>
            <div className="totp-setup__secret">
              <span className="field__label">{t('authenticator.secret')}</span>
              <code data-testid="totp-secret">{grouped(setup.data.secret)}</code>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copy()}>
                <CopyIcon />
                {t('authenticator.copy')}
              </button>
            </div>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="totp-code">
              {t('authenticator.code')}
            </label>
            <span className={`field__control${problem ? ' field__control--invalid' : ''}`}>
              <ShieldIcon />
              <input
                id="totp-code"
                className="field__input totp-setup__input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setProblem(null);
                }}
                placeholder="000000"
              />
            </span>
            {problem ? <span className="field__error">{problem}</span> : null}
          </div>
          <button
            type="submit"
            className="btn btn--primary btn--lg btn--block"
            disabled={confirm.isPending}
            data-testid="totp-confirm"
          >
            {t('authenticator.confirm')}
          </button>
        </form>
      )}
    </Modal>
  );
}
