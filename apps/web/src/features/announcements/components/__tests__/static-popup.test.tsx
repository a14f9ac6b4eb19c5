import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllPopups } from '../../../../shared/lib/popup-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { announcement, permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';
import { staticPopupIntent } from '../../lib/static-popup.ts';
import { AnnouncementAutoOpen } from '../announcement-auto-open.tsx';

/**
 * The first screen's static announcement pop-up (lib/static-popup.ts), as the server draws it: the bootstrap has
 * shown it and marked the session; the app hands the visitor's clicks in it over to its own pop-up.
 */
function drawStaticPopup() {
  document.documentElement.setAttribute('data-ssr-popup', 'announcementShown:B');
  window.sessionStorage.setItem('announcementShown:B', '1');
  const element = document.createElement('div');
  element.id = 'ssr-popup';
  element.innerHTML = `
    <div data-testid="public-modal" class="modal">
      <div data-testid="modal-drag-handle"><h2>Announcements</h2>
        <button type="button" class="modal__close" aria-label="Close">x</button></div>
      <ol data-testid="public-modal-titles">
        <li><button type="button" data-item-id="1">Notice 1</button></li>
        <li><button type="button" data-item-id="2">Notice 2</button></li>
      </ol>
      <nav><button type="button" data-page="2">2</button></nav>
      <div class="rich-html"><p>Body 1 <a href="/promotion">promotions</a></p></div>
      <button type="button" data-testid="go-to-promo">Go</button>
    </div>`;
  document.body.appendChild(element);
  return element;
}

const items = Array.from({ length: 9 }, (_, index) => announcement(index + 1, 'PU'));

/** The app starting on a page that shows the static pop-up. */
function startAppOverStaticPopup() {
  mockFetch({
    'GET /wps/system/announcements': items,
    'GET /wps/system/permission': permission(),
  });
  const element = drawStaticPopup();
  renderWithProviders(
    <>
      <AnnouncementAutoOpen />
      <ModalHost />
    </>,
  );
  return element;
}

afterEach(() => {
  document.getElementById('ssr-popup')?.remove();
  for (const name of ['data-ssr-popup', 'data-ssr-popup-seen', 'data-ssr-stale'])
    document.documentElement.removeAttribute(name);
  closeAllPopups();
});

describe('the static announcement pop-up of a first screen', () => {
  it('reads what a click in it asks for, and leaves the close button and content links alone', () => {
    const element = drawStaticPopup();
    const find = (selector: string) => element.querySelector(selector)!;
    expect(staticPopupIntent(find('[data-item-id="2"]'))).toEqual({ kind: 'open', selectedId: 2 });
    expect(staticPopupIntent(find('[data-page="2"]'))).toEqual({ kind: 'open', page: 2 });
    expect(staticPopupIntent(find('h2'))).toEqual({ kind: 'open' });
    expect(staticPopupIntent(find('[data-testid="go-to-promo"]'))).toEqual({ kind: 'promo' });
    expect(staticPopupIntent(find('.modal__close'))).toBeNull();
    expect(staticPopupIntent(find('.rich-html a'))).toBeNull();
    expect(staticPopupIntent(document.body)).toBeNull();
  });

  it('opens the app’s pop-up in its place at the clicked title, and never a second one', async () => {
    const element = startAppOverStaticPopup();
    fireEvent.click(within(element).getByText('Notice 2'));
    /* The app's pop-up shows the clicked item; the static one is gone once it is on screen. */
    await waitFor(() => expect(document.getElementById('ssr-popup')).toBeNull(), { timeout: 2000 });
    const modal = screen.getByTestId('public-modal');
    expect(within(modal).getByRole('heading', { level: 3 }).textContent).toBe('Notice 2');
    expect(modal.querySelector('.announce__item.is-current')?.textContent).toContain('Notice 2');
    expect(document.documentElement.hasAttribute('data-ssr-popup')).toBe(false);
    /* The auto-open (once idle) does not open another: the session is marked. */
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByTestId('public-modal')).toHaveLength(1);
  });

  it('opens the app’s pop-up at the clicked page', async () => {
    const element = startAppOverStaticPopup();
    fireEvent.click(within(element).getByText('2'));
    await waitFor(() => expect(document.getElementById('ssr-popup')).toBeNull(), { timeout: 2000 });
    expect(within(screen.getByTestId('public-modal-titles')).getAllByRole('button')).toHaveLength(2);
  });

  it('is taken away when the session has seen it', () => {
    mockFetch({
      'GET /wps/system/announcements': items,
      'GET /wps/system/permission': permission(),
    });
    drawStaticPopup();
    document.documentElement.setAttribute('data-ssr-popup-seen', '');
    renderWithProviders(<AnnouncementAutoOpen />);
    expect(document.getElementById('ssr-popup')).toBeNull();
  });
});
