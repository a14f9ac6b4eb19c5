import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { fetchCaptcha } from '../api/captcha.ts';

/** Spec §4: a captcha reloads only if more than 1 s passed since the last load. */
export const captchaReloadGapMs = 1000;

export interface CaptchaValue {
  captchaId: string;
  captcha: string;
}

interface CaptchaFieldProps {
  value: string;
  onChange: (value: CaptchaValue) => void;
  /** Changing this number loads a new captcha (after a failed attempt: each captcha is single use). */
  reloadKey?: number;
  compact?: boolean;
}

/** Image captcha with its answer field and a reload button. */
export function CaptchaField({ value, onChange, reloadKey = 0, compact = false }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const [image, setImage] = useState<string | null>(null);
  const [captchaId, setCaptchaId] = useState('');
  const [failed, setFailed] = useState(false);
  const [manualReloads, setManualReloads] = useState(0);
  const lastLoad = useRef(0);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    lastLoad.current = Date.now();
    fetchCaptcha().then(
      (captcha) => {
        if (cancelled) return;
        setImage(captcha.image);
        setCaptchaId(captcha.captchaId);
        setFailed(false);
        onChangeRef.current({ captchaId: captcha.captchaId, captcha: '' });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [reloadKey, manualReloads]);

  const reload = () => {
    if (Date.now() - lastLoad.current <= captchaReloadGapMs) return;
    setManualReloads((count) => count + 1);
  };

  return (
    <label className={`field captcha-field${compact ? ' captcha-field--compact' : ''}`}>
      {compact ? null : <span className="field__label">{t('fields.captcha')}</span>}
      <span className="field__control">
        <ShieldIcon />
        <input
          className="field__input"
          name="captcha"
          autoComplete="off"
          value={value}
          maxLength={16}
          onChange={(event) => onChange({ captchaId, captcha: event.target.value })}
          placeholder={t('placeholders.enter', { field: t('fields.captcha') })}
          data-testid="captcha-input"
        />
        <button
          type="button"
          className="captcha-field__image"
          onClick={reload}
          title={t('captchaReload')}
          aria-label={t('captchaReload')}
        >
          {image && !failed ? (
            <img src={image} alt={t('fields.captcha')} />
          ) : (
            <RefreshIcon width={18} height={18} />
          )}
        </button>
      </span>
    </label>
  );
}
