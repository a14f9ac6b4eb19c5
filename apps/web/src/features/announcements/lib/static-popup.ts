/**
 * The announcement pop-up of a first screen rendered at the server (entry-server.tsx, apps/server's
 * plugins/web-ssr.ts): drawn in the HTML, outside the app's root, so that a first visit shows it with the page,
 * not seconds later. The page's inline bootstrap closes it (its close button, Escape) before the app has
 * started; anything else the visitor does in it (a title, a page, the drag handle) opens the app's own pop-up in
 * its place, in the state asked for. The pop-up's code is loaded only then.
 */
export const staticPopupId = 'ssr-popup';

/** The `<html>` attribute with the session key the static pop-up sets when it shows (the bootstrap's). */
export const staticPopupAttribute = 'data-ssr-popup';

export function staticPopup(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(staticPopupId);
}

/** Takes the static pop-up away (once the app's pop-up is on screen, or when the visitor has seen it). */
export function removeStaticPopup(): void {
  staticPopup()?.remove();
  document.documentElement.removeAttribute(staticPopupAttribute);
}

/** Whether the static pop-up is hidden: seen earlier in this session, or a screen the app renders afresh. */
export function isStaticPopupHidden(): boolean {
  const html = document.documentElement;
  return html.hasAttribute('data-ssr-popup-seen') || html.hasAttribute('data-ssr-stale');
}

export type StaticPopupIntent = { kind: 'promo' } | { kind: 'open'; page?: number; selectedId?: number };

/**
 * What a click (or a press on the drag handle) in the static pop-up asks for; null for what the static pop-up
 * does itself (the close button) or the browser does (a link in the announcement's content).
 */
export function staticPopupIntent(target: Element): StaticPopupIntent | null {
  const control = target.closest('button, a, [data-testid="modal-drag-handle"]');
  if (!control || !control.closest(`#${staticPopupId}`)) return null;
  if (control.closest('.modal__close') || control.closest('.rich-html')) return null;
  if (control.matches('[data-testid="go-to-promo"]')) return { kind: 'promo' };
  const page = control.getAttribute('data-page');
  if (page !== null) return { kind: 'open', page: Number(page) };
  const item = control.closest('[data-item-id]')?.getAttribute('data-item-id');
  if (item) return { kind: 'open', selectedId: Number(item) };
  return { kind: 'open' };
}
