import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { closeAllPopups } from '../shared/lib/popup-store.ts';

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

beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  await i18n.changeLanguage('bn');
});

afterEach(() => {
  cleanup();
  closeAllPopups();
});
