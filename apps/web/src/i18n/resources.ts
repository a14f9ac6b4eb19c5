/* Both languages' translations, bundled: the typed keys and the tests use them; the site loads them by part (i18n.ts). */
import bnPages from './bn-pages.ts';
import bnShell from './bn-shell.ts';
import enPages from './en-pages.ts';
import enShell from './en-shell.ts';

export const resources = {
  bn: { ...bnShell, ...bnPages },
  en: { ...enShell, ...enPages },
} as const;
