/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-store.ts';

/**
 * Registers the service worker (vite.config.ts). A new version is offered by the update prompt
 * (components/update-prompt.tsx) rather than taken over by surprise in the middle of a game.
 */
export function registerServiceWorker(): void {
  const updateSW = registerSW({
    onNeedRefresh: () => offerUpdate(() => updateSW(true)),
  });
}
