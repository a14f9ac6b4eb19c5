import type { Language } from '@msp/contracts/errors.ts';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/i18n.ts';

/**
 * The current language, re-rendering on a switch. It never suspends: the language is known before its
 * translations are in, so the start-up calls that carry it do not wait for them.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'bn';
}
