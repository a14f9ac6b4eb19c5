import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, i18nReady } from '../i18n/i18n.ts';
import { resources } from '../i18n/resources.ts';
import { closeAllPopups } from '../shared/lib/popup-store.ts';

/* A lazy page or a query may take more than the default second on a loaded machine (CI on 2 shared cores):
   the waits of findBy and waitFor end as soon as their condition holds, so a longer bound costs nothing. */
configure({ asyncUtilTimeout: 5_000 });

/* jsdom lacks a few browser APIs the components use. */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

Element.prototype.scrollIntoView = function scrollIntoView() {};

/* Both languages at once, so that tests never wait for a language chunk. */
for (const [language, bundle] of Object.entries(resources)) {
  for (const [namespace, resource] of Object.entries(bundle))
    i18n.addResourceBundle(language, namespace, resource);
}
await i18nReady;

beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  await i18n.changeLanguage('bn');
});

afterEach(() => {
  cleanup();
  closeAllPopups();
});
