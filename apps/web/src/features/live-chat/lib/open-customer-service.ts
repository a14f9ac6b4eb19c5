import { customerServicePath } from '@msp/contracts/support-constants.ts';
import { customerServiceWindow, openExternal } from '../../../shared/lib/open-window.ts';

/** Whether a resource's url is the site's own chat page (`/customerService`), not an outside service. */
export function isOwnChat(url: string): boolean {
  if (typeof window === 'undefined') return url.split(/[?#]/)[0] === customerServicePath;
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin && target.pathname === customerServicePath;
  } catch {
    return false;
  }
}

/**
 * The customer-service window (spec §9: 440 × 750). The site's own chat opens in a named window of the site
 * (opened again, it comes to the front rather than doubling) that is given a copy of this tab's session storage,
 * so a member chats as itself; an outside service opens without any link back to this page.
 */
export function openCustomerService(url: string): void {
  if (!url) return;
  if (!isOwnChat(url)) {
    openExternal(url, customerServiceWindow);
    return;
  }
  const { width, height } = customerServiceWindow;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  const opened = window.open(
    url,
    'customerService',
    `width=${width},height=${height},left=${left},top=${top}`,
  );
  opened?.focus();
}
