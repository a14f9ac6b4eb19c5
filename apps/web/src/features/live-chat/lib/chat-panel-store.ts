import { useSyncExternalStore } from 'react';

/** Whether the floating live-chat panel is open (one per page; the side menu's entry opens it). */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openChatPanel = () => set(true);
export const closeChatPanel = () => set(false);

export function useChatPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
