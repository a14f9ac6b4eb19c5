import { useSyncExternalStore } from 'react';

/**
 * A new version of the site waiting in the service worker (lib/service-worker.ts): the update prompt shows while
 * one waits, and applying it activates the new worker and reloads the page.
 */
let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function offerUpdate(applyUpdate: () => Promise<void>): void {
  apply = applyUpdate;
  emit();
}

export function dismissUpdate(): void {
  apply = null;
  emit();
}

export async function applyUpdate(): Promise<void> {
  const run = apply;
  apply = null;
  emit();
  await run?.();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => apply !== null,
    () => false,
  );
}
