import { defaultLanguage, languages, type Language } from '@msp/contracts/errors.ts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localKeys, readLocal } from '../shared/lib/browser-storage.ts';
import { resources } from './resources.ts';

export const namespaces = Object.keys(resources.bn) as (keyof (typeof resources)['bn'])[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The visitor's stored choice (localStorage `hisLang`, then `lang`), else Bangla. */
export function storedLanguage(): Language {
  const stored = readLocal(localKeys.hisLang) ?? readLocal(localKeys.lang);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}
