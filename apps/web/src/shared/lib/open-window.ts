/** Opens a URL in a new tab, or in a sized pop-up window when a size is given. */
export function openExternal(url: string, size?: { width: number; height: number }): void {
  if (!url) return;
  if (size) {
    const left = Math.max(0, Math.round((window.screen.width - size.width) / 2));
    const top = Math.max(0, Math.round((window.screen.height - size.height) / 2));
    window.open(url, '_blank', `width=${size.width},height=${size.height},left=${left},top=${top},noopener`);
    return;
  }
  window.open(url, '_blank', 'noopener');
}

/** The customer-service pop-up window is 440 x 750 (spec §9). */
export const customerServiceWindow = { width: 440, height: 750 } as const;
