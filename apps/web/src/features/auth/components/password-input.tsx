import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../shared/ui/icons.tsx';

/** A password input with a show/hide toggle (for use inside `.field__control`). */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <>
      <input {...props} type={visible ? 'text' : 'password'} className={props.className ?? 'field__input'} />
      <button
        type="button"
        className="field__suffix password-toggle"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        tabIndex={-1}
      >
        {visible ? <EyeOffIcon width={18} height={18} /> : <EyeIcon width={18} height={18} />}
      </button>
    </>
  );
}
