import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { imageAccept, imageProblem, readAsDataUrl } from '../../../shared/lib/image-file.ts';
import { ImageIcon } from './wallet-icons.tsx';
import './wallet.css';

export interface PickedImage {
  name: string;
  dataUrl: string;
}

/**
 * One proof image (spec §5: png or jpg, at most 5 MB), checked here before anything is sent and handed on as
 * a data URL, which is how the API takes images. Shows a thumbnail of the picked image.
 */
export function ImageField({
  label,
  hint,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  hint?: string;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  /** An error from outside (required, or the server's). */
  error?: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = imageProblem(file);
    if (found) {
      setProblem(found === 'type' ? t('validation.imageType') : t('validation.imageSize'));
      return;
    }
    setProblem(null);
    setReading(true);
    readAsDataUrl(file)
      .then((dataUrl) => {
        if (alive.current) onChange({ name: file.name, dataUrl });
      })
      .catch(() => {
        if (alive.current) setProblem(t('validation.imageType'));
      })
      .finally(() => {
        if (alive.current) setReading(false);
      });
  };

  const shown = problem ?? error;
  return (
    <div className="field wl-field" data-testid={testId}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`wl-image${value ? ' has-image' : ''}${shown ? ' is-invalid' : ''}`}>
        {value ? (
          <>
            <img src={value.dataUrl} alt="" className="wl-image__thumb" />
            <span className="wl-image__name">{value.name}</span>
            <button
              type="button"
              className="wl-image__remove"
              onClick={() => onChange(null)}
              aria-label={t('image.remove')}
              data-testid={testId ? `${testId}-remove` : undefined}
            >
              <CloseIcon />
            </button>
          </>
        ) : (
          <label className="wl-image__pick" htmlFor={id}>
            <ImageIcon />
            <span>
              <strong>{t('image.pick')}</strong>
              <small>{hint ?? t('image.hint')}</small>
            </span>
          </label>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept={imageAccept}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          disabled={reading}
          onChange={(event) => pick(event.target.files?.[0])}
          data-testid={testId ? `${testId}-input` : undefined}
        />
      </div>
      {shown ? (
        <span className="field__error" role="alert">
          {shown}
        </span>
      ) : null}
    </div>
  );
}
