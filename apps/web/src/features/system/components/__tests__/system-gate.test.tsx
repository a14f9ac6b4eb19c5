import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { normalStatus, permission } from '../../../../test/fixtures.ts';
import { createTestQueryClient } from '../../../../test/render.tsx';
import { SystemGate } from '../system-gate.tsx';

function renderGate() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <SystemGate>
          <p data-testid="app">app</p>
        </SystemGate>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('SystemGate', () => {
  it('shows the app when the status is normal, with the merchant theme and title applied', async () => {
    mockFetch({ 'GET /wps/system/status': normalStatus, 'GET /wps/system/permission': permission() });
    renderGate();
    expect(await screen.findByTestId('app')).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#f5b942');
    expect(document.title).toContain('Royal Bengal');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
  });

  it('shows the maintenance screen with title, end time, info and a customer-service button', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    mockFetch({
      'GET /wps/system/status': {
        ...normalStatus,
        status: 1,
        maintenance: {
          title: 'Scheduled upgrade',
          message: 'Back soon',
          endTime: new Date(2030, 0, 2, 3, 4).getTime(),
        },
        regionMessage: 'Blocked',
      },
      'GET /wps/system/permission': permission(),
    });
    renderGate();
    const maintenance = await screen.findByTestId('maintenance-screen');
    expect(maintenance.textContent).toContain('Scheduled upgrade');
    expect(screen.getByTestId('maintenance-end-time').textContent).toContain('2030-01-02 03:04');
    expect(maintenance.textContent).toContain('Back soon');
    expect(screen.queryByTestId('region-block-screen')).toBeNull();
    expect(screen.queryByTestId('app')).toBeNull();
    fireEvent.click(screen.getByTestId('customer-service-button'));
    // An outside service: the customer-service window (440 × 750), with no link back to the site.
    expect(open).toHaveBeenCalledWith(
      'https://support.example.test/chat',
      '_blank',
      expect.stringMatching(/^width=440,height=750,.*noopener$/),
    );
  });

  it('opens the site’s own chat from the region block screen in the named customer-service window', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    mockFetch({
      'GET /wps/system/status': { ...normalStatus, status: 2, customerServiceUrl: '/customerService' },
    });
    renderGate();
    fireEvent.click(await screen.findByTestId('customer-service-button'));
    // The site's own page keeps its opener, so the window gets this tab's session (a member chats as itself).
    expect(open).toHaveBeenCalledWith(
      '/customerService',
      'customerService',
      expect.not.stringContaining('noopener'),
    );
  });

  it('lets the customer-service window through a maintenance or a region block', async () => {
    window.history.pushState({}, '', '/customerService');
    try {
      for (const status of [1, 2]) {
        mockFetch({
          'GET /wps/system/status': { ...normalStatus, status },
          'GET /wps/system/permission': permission(),
        });
        const { unmount } = renderGate();
        expect(await screen.findByTestId('app')).toBeTruthy();
        expect(screen.queryByTestId('maintenance-screen')).toBeNull();
        expect(screen.queryByTestId('region-block-screen')).toBeNull();
        unmount();
      }
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('leaves the end time out when the maintenance has none', async () => {
    mockFetch({
      'GET /wps/system/status': {
        ...normalStatus,
        status: 1,
        maintenance: { title: '', message: '', endTime: null },
      },
    });
    renderGate();
    const maintenance = await screen.findByTestId('maintenance-screen');
    expect(maintenance.textContent).toContain('সিস্টেম রক্ষণাবেক্ষণ চলছে');
    expect(screen.queryByTestId('maintenance-end-time')).toBeNull();
  });

  it('shows the region block screen with the visitor IP and message', async () => {
    mockFetch({
      'GET /wps/system/status': {
        ...normalStatus,
        status: 2,
        regionMessage: 'Not available in your country',
      },
    });
    renderGate();
    const blocked = await screen.findByTestId('region-block-screen');
    expect(screen.getByTestId('region-ip').textContent).toBe('203.0.113.7');
    expect(blocked.textContent).toContain('Not available in your country');
    expect(screen.getByTestId('customer-service-button')).toBeTruthy();
  });

  it('offers a retry when the status call cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderGate();
    const screenElement = await screen.findByTestId('network-error-screen');
    expect(screenElement.textContent).toContain('নেটওয়ার্ক সংযোগে সমস্যা, আবার চেষ্টা করুন');
  });
});
