import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { fetchCaptcha } from '../api/captcha.ts';

/** Spec §4/§9: a captcha reloads only if more than 1 s passed since the last load. */
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
  /** The message under the field (the server's or the form's). */
  error?: string | null;
}

/** Image captcha (`GET /wps/captcha`, an SVG data URL) with its answer field and a reload button. */
export function CaptchaField({ value, onChange, reloadKey = 0, compact = false, error }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const [image, setImage] = useState<string | null>(null);
  const [captchaId, setCaptchaId] = useState('');
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [manualReloads, setManualReloads] = useState(0);
  const lastLoad = useRef(0);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    /* Never two loads within a second: a reload that comes sooner waits for the rest of the gap. */
    const wait = Math.max(0, lastLoad.current + captchaReloadGapMs - Date.now());
    const timer = window.setTimeout(() => {
      lastLoad.current = Date.now();
      setLoading(true);
      fetchCaptcha().then(
        (captcha) => {
          if (cancelled) return;
          setImage(captcha.image);
          setCaptchaId(captcha.captchaId);
          setFailed(false);
          setLoading(false);
          onChangeRef.current({ captchaId: captcha.captchaId, captcha: '' });
        },
        () => {
          if (cancelled) return;
          setFailed(true);
          setLoading(false);
        },
      );
    }, wait);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [reloadKey, manualReloads]);

  const reload = () => {
    if (Date.now() - lastLoad.current <= captchaReloadGapMs) return;
    setManualReloads((count) => count + 1);
  };

  return (
    <div className={`field captcha-field${compact ? ' captcha-field--compact' : ''}`}>
      {compact ? null : (
        <label className="field__label" htmlFor="captcha-answer">
          {t('fields.captcha')}
          <span className="field__required">*</span>
        </label>
      )}
      <span className={`field__control${error ? ' field__control--invalid' : ''}`}>
        <ShieldIcon />
        <input
          id="captcha-answer"
          className="field__input"
          name="captcha"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          maxLength={16}
          onChange={(event) => onChange({ captchaId, captcha: event.target.value })}
          placeholder={t('placeholders.captcha')}
          aria-invalid={error ? true : undefined}
          data-testid="captcha-input"
        />
        <button
          type="button"
          className={`captcha-field__image${loading ? ' is-loading' : ''}`}
          onClick={reload}
          title={t('captchaReload')}
          aria-label={t('captchaReload')}
          data-testid="captcha-reload"
        >
          {image && !failed ? (
            <img src={image} alt={t('fields.captcha')} data-testid="captcha-image" />
          ) : (
            <RefreshIcon width={18} height={18} />
          )}
        </button>
      </span>
      {error ? (
        <span className="field__error" data-testid="captcha-error">
          {error}
        </span>
      ) : (
        <span className="field__hint">{t('hints.captcha')}</span>
      )}
    </div>
  );
}
