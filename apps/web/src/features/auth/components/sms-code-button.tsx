import { useTranslation } from 'react-i18next';

/** The send-code button beside a code field: disabled with the seconds left while the code is valid. */
export function SmsCodeButton({
  seconds,
  sending,
  onSend,
  testId,
}: {
  seconds: number;
  sending: boolean;
  onSend: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="btn btn--outline btn--sm sms-code-button"
      onClick={onSend}
      disabled={seconds > 0 || sending}
      data-testid={testId}
      aria-live="polite"
    >
      {seconds > 0 ? t('resendIn', { seconds }) : sending ? t('sending') : t('sendCode')}
    </button>
  );
}
