import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the site (`beforeinstallprompt`, Chromium browsers on Android and desktop): kept
 * from the moment it comes, so the app download page can show an install button whenever the visitor opens it.
 * Safari never offers it; there the page shows the Add to Home Screen steps.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installing' | 'installed';

let offer: InstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Whether the page runs as the installed app (standalone window, or iOS's home-screen mode). */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

let watching = false;
/** Starts listening for the browser's offer (once, as the app starts). */
export function watchInstallPrompt(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (runsInstalled()) state = 'installed';
  window.addEventListener('beforeinstallprompt', (event) => {
    /* Keep the offer for our own button rather than the browser's mini bar. */
    event.preventDefault();
    offer = event as InstallPromptEvent;
    if (state !== 'installed') state = 'available';
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    state = 'installed';
    emit();
  });
}

/** Shows the browser's install dialog; the offer is used up whatever the visitor answers. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  if (!offer) return 'unavailable';
  const current = offer;
  offer = null;
  state = 'installing';
  emit();
  await current.prompt();
  const { outcome } = await current.userChoice;
  state = outcome === 'accepted' ? 'installed' : 'unavailable';
  emit();
  return outcome;
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => 'unavailable' as const,
  );
}
