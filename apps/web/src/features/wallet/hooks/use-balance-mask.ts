import { useSyncExternalStore } from 'react';

/**
 * Whether the member hides the balance behind asterisks (spec §2). One switch for the whole page — the header
 * and the wallet pages mask together — for this tab's life.
 */
let masked = false;
const listeners = new Set<() => void>();

export function setBalanceMasked(value: boolean): void {
  masked = value;
  for (const listener of listeners) listener();
}

export function useBalanceMask(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => masked,
    () => false,
  );
  return [value, setBalanceMasked];
}
