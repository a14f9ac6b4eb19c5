import { languages, type Language } from '@msp/contracts/errors.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { ChevronDownIcon } from '../../../shared/ui/icons.tsx';
import { useSwitchLanguage } from '../hooks/use-switch-language.ts';
import { LanguageFlag } from './flag-icons.tsx';
import './language-selector.css';

/** Language selector with flags. `inline` lists both languages as buttons (phone drawer). */
export function LanguageSelector({
  compact = false,
  inline = false,
}: {
  compact?: boolean;
  inline?: boolean;
}) {
  const { t } = useTranslation('language');
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (language: Language) => {
    setOpen(false);
    if (language !== current) void switchLanguage(language);
  };

  if (inline) {
    return (
      <div className="lang-inline" role="group" aria-label={t('label')}>
        {languages.map((language) => (
          <button
            type="button"
            key={language}
            className={`lang-inline__option${language === current ? ' is-current' : ''}`}
            onClick={() => choose(language)}
            aria-pressed={language === current}
            data-testid={`language-option-${language}`}
          >
            <LanguageFlag language={language} className="lang-flag" />
            {t(`name.${language}`)}
          </button>
        ))}
      </div>
    );
  }

  return (
    <div className={`lang-select${compact ? ' lang-select--compact' : ''}`} ref={rootRef}>
      <button
        type="button"
        className="lang-select__trigger"
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('label')}
        data-testid="language-selector"
      >
        <LanguageFlag language={current} className="lang-flag" />
        {compact ? null : <span className="lang-select__name">{t(`short.${current}`)}</span>}
        <ChevronDownIcon className="lang-select__chevron" />
      </button>
      {open ? (
        <ul className="lang-select__menu" role="listbox" aria-label={t('label')}>
          {languages.map((language) => (
            <li key={language} role="option" aria-selected={language === current}>
              <button
                type="button"
                className={`lang-select__option${language === current ? ' is-current' : ''}`}
                onClick={() => choose(language)}
                data-testid={`language-option-${language}`}
              >
                <LanguageFlag language={language} className="lang-flag" />
                <span>{t(`name.${language}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
