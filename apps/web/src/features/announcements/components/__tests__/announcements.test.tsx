import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeAllPopups, openPopup } from '../../../../shared/lib/popup-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { announcement, permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';
import { AnnouncementAutoOpen } from '../announcement-auto-open.tsx';
import { NoticeMarquee } from '../notice-marquee.tsx';

const items = Array.from({ length: 9 }, (_, index) => announcement(index + 1, 'PU'));

describe('announcements', () => {
  it('opens the announcement pop-up once per session, with titles in pages of 7', async () => {
    const { calls } = mockFetch({
      'GET /wps/system/announcements': items,
      'GET /wps/system/permission': permission(),
    });
    const { unmount } = renderWithProviders(
      <>
        <AnnouncementAutoOpen />
        <ModalHost />
      </>,
    );
    const modal = await screen.findByTestId('public-modal', {}, { timeout: 2000 });
    const call = calls.find((item) => item.path === '/wps/system/announcements');
    expect(call?.query.get('execution')).toBe('B');
    expect(call?.query.get('types')).toBe('B,PL,PU,PR,H');
    expect(call?.query.get('platform')).toBe('W');
    expect(within(screen.getByTestId('public-modal-titles')).getAllByRole('button')).toHaveLength(7);
    fireEvent.click(within(modal).getByRole('button', { name: '2' }));
    expect(within(screen.getByTestId('public-modal-titles')).getAllByRole('button')).toHaveLength(2);
    expect(window.sessionStorage.getItem('announcementShown:B')).toBe('1');
    unmount();
    closeAllPopups();

    renderWithProviders(
      <>
        <AnnouncementAutoOpen />
        <ModalHost />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.queryByTestId('public-modal')).toBeNull();
  });

  it('shows the go-to-promo button only for items with a promotionType', async () => {
    mockFetch({
      'GET /wps/system/announcements': [
        announcement(1, 'PU'),
        announcement(2, 'PU', { promotionType: 'deposit' }),
      ],
      'GET /wps/system/permission': permission(),
    });
    renderWithProviders(<ModalHost />);
    openPopup('publicModal', { audience: 'B' });
    await screen.findByTestId('public-modal', {}, { timeout: 2000 });
    expect(screen.queryByTestId('go-to-promo')).toBeNull();
    fireEvent.click(screen.getByText('Notice 2'));
    expect(screen.getByTestId('go-to-promo')).toBeTruthy();
  });

  it('opens the notice pop-up at the clicked marquee notice', async () => {
    mockFetch({
      'GET /wps/system/announcements': items.slice(0, 3),
      'GET /wps/system/permission': permission(),
    });
    renderWithProviders(
      <>
        <NoticeMarquee />
        <ModalHost />
      </>,
    );
    const marqueeItems = await screen.findAllByTestId('marquee-item');
    fireEvent.click(marqueeItems[2]!);
    await screen.findByTestId('notice-modal', {}, { timeout: 2000 });
    const notices = screen.getAllByTestId('notice-item');
    expect(notices[2]!.classList.contains('is-open')).toBe(true);
    expect(notices[0]!.classList.contains('is-open')).toBe(false);
    expect(within(notices[2]!).getByText('Body 3')).toBeTruthy();
    expect(within(notices[2]!).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeTruthy();
  });

  it('brings a clicked notice far down the list into view, open', async () => {
    mockFetch({
      'GET /wps/system/announcements': items,
      'GET /wps/system/permission': permission(),
    });
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      renderWithProviders(
        <>
          <NoticeMarquee />
          <ModalHost />
        </>,
      );
      const marqueeItems = await screen.findAllByTestId('marquee-item');
      fireEvent.click(marqueeItems[8]!);
      await screen.findByTestId('notice-modal', {}, { timeout: 2000 });
      const notices = screen.getAllByTestId('notice-item');
      expect(notices[8]!.classList.contains('is-open')).toBe(true);
      expect(scrolled.some((text) => text.includes('Notice 9'))).toBe(true);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
