import { defaultLanguage, languages, type Language } from '@msp/contracts/errors.ts';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { localKeys, readLocal } from '../shared/lib/browser-storage.ts';
import type { resources } from './resources.ts';

type Bundle = (typeof resources)['bn'];
export type Namespace = keyof Bundle;

/** What the site shell (header, footer, side menu, status screens) and home say: loaded before anything shows. */
export const shellNamespaces = [
  'announcements',
  'common',
  'errors',
  'footer',
  'games',
  'header',
  'home',
  'language',
  'sideMenu',
  'system',
] as const satisfies readonly Namespace[];

/** What the other pages and the pop-ups say: one chunk per language, loaded when one of them is wanted. */
export const pageNamespaces = [
  'agent',
  'agentContracts',
  'agentReports',
  'appDownload',
  'auth',
  'contentPages',
  'description',
  'feedback',
  'gameRecords',
  'help',
  'liveChat',
  'lottery',
  'member',
  'messages',
  'missions',
  'pointMall',
  'promotions',
  'referral',
  'rewardCenter',
  'seaLottery',
  'seamless',
  'sponsor',
  'vnLottery',
  'vip',
  'wallet',
] as const satisfies readonly Namespace[];

export const namespaces: readonly Namespace[] = [...shellNamespaces, ...pageNamespaces];

type Part = Partial<Record<Namespace, unknown>>;
const parts: Record<'shell' | 'pages', Record<Language, () => Promise<{ default: Part }>>> = {
  shell: { bn: () => import('./bn-shell.ts'), en: () => import('./en-shell.ts') },
  pages: { bn: () => import('./bn-pages.ts'), en: () => import('./en-pages.ts') },
};
const isShellNamespace = (namespace: string) => (shellNamespaces as readonly string[]).includes(namespace);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The `msp_lang` cookie (app/render-hints.ts), which the server reads to render a first screen. */
export function cookieLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const value = /(?:^|;\s*)msp_lang=([^;]*)/.exec(document.cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The visitor's stored choice (localStorage `hisLang`, then `lang`), else the `msp_lang` cookie, else Bangla.
 * The server (apps/server/src/plugins/web-ssr.ts) renders in the cookie's language, else in Bangla, and the
 * bootstrap script (build/route-preloads.ts) decides as this does: a first screen in another language is hidden
 * before it paints.
 */
export function storedLanguage(): Language {
  const stored = readLocal(localKeys.hisLang) ?? readLocal(localKeys.lang);
  if (isLanguage(stored)) return stored;
  return cookieLanguage() ?? defaultLanguage;
}

export const i18n: I18n = i18next.createInstance();

/**
 * Resolves once the shell's translations of the first language are in. Until a namespace is in, the components
 * that use it suspend (react-i18next), so no key is ever shown; `changeLanguage` loads the other language's
 * namespaces in use before it switches. Only the language in use is loaded.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      if (!isLanguage(language)) return Promise.reject(new Error(`unknown language ${language}`));
      const load = parts[isShellNamespace(namespace) ? 'shell' : 'pages'][language];
      return load().then((part) => part.default[namespace as Namespace]);
    }),
  )
  .init({
    lng: storedLanguage(),
    /* English carries every Bangla key (see the resources test): no fallback language to load beside it. */
    fallbackLng: false,
    supportedLngs: [...languages],
    load: 'currentOnly',
    ns: [...shellNamespaces],
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

/** A page's or pop-up's chunk, loaded beside the pages' translations (one chunk) so that it never waits twice. */
export function withPageTranslations<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), i18n.loadNamespaces([...pageNamespaces])]).then(([module]) => module);
}
