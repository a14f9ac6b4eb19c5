import { watchInstallPrompt } from './install-prompt.ts';

/**
 * The installable app's start: the browser's install offer is watched from the first moment (it may come before
 * any page wants it), and the service worker's code loads and registers once the page has loaded, so that its
 * precache never competes with the page.
 */
export function startPwa(): void {
  watchInstallPrompt();
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    void import('./service-worker.ts').then(
      (module) => module.registerServiceWorker(),
      () => undefined,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
