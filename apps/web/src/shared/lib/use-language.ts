import type { Language } from '@msp/contracts/errors.ts';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/i18n.ts';

/** The current language, re-rendering on a switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'bn';
}
