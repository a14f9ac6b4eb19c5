import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, PhoneIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import type { LoginMode } from '../hooks/use-login-form.ts';

/** Spec §2: the username/mobile selector closes 200 ms after it loses focus. */
export const modeListCloseDelayMs = 200;

export function LoginModeSelect({
  mode,
  onChange,
  compact = false,
}: {
  mode: LoginMode;
  onChange: (mode: LoginMode) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const modes: LoginMode[] = ['username', 'sms'];
  return (
    <div
      className="login-mode"
      onBlur={() => {
        closeTimer.current = window.setTimeout(() => setOpen(false), modeListCloseDelayMs);
      }}
      onFocus={() => window.clearTimeout(closeTimer.current)}
    >
      <button
        type="button"
        className="login-mode__trigger"
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={compact ? t(`mode.${mode}`) : undefined}
        title={compact ? t(`mode.${mode}`) : undefined}
        data-testid="login-mode-select"
      >
        {mode === 'sms' ? <PhoneIcon /> : <UserIcon />}
        {compact ? null : <span>{t(`mode.${mode}`)}</span>}
        <ChevronDownIcon className="login-mode__chevron" />
      </button>
      {open ? (
        <ul className="login-mode__list" role="listbox">
          {modes.map((option) => (
            <li key={option} role="option" aria-selected={option === mode}>
              <button
                type="button"
                className={option === mode ? 'is-current' : undefined}
                onClick={() => {
                  onChange(option);
                  setOpen(false);
                }}
              >
                {option === 'sms' ? <PhoneIcon /> : <UserIcon />}
                {t(`mode.${option}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
