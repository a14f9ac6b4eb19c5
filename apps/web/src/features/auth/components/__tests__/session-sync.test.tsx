import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreSessionFromUrl } from '../../../../app/url-session.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';
import { SessionSync } from '../session-sync.tsx';

describe('session restored at start', () => {
  it('takes the token from the URL and writes the member keys when the member info loads', async () => {
    window.history.replaceState(null, '', '/?token=url-token&x=1');
    restoreSessionFromUrl();
    expect(window.location.search).toBe('?x=1');
    expect(window.sessionStorage.getItem('token')).toBe('url-token');
    const { calls } = mockFetch({
      'GET /wps/member/info': { id: 41, account: 'agent41', nickname: 'Forty', type: 41, language: 'bn' },
    });
    renderWithProviders(<SessionSync />);
    await waitFor(() => expect(window.sessionStorage.getItem('account')).toBe('agent41'));
    expect(window.sessionStorage.getItem('customerId')).toBe('41');
    expect(window.sessionStorage.getItem('isAgent')).toBe('true');
    expect(calls[0]?.headers.authorization).toBe('url-token');
    window.history.replaceState(null, '', '/');
  });

  it('reopens a step the server still requires after a reload', async () => {
    window.sessionStorage.setItem('token', 'token-7');
    window.sessionStorage.setItem('restriction', 'PASSWORD_CHANGE');
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': { id: 7, account: 'player7', nickname: '', type: 0, language: 'bn' },
    });
    renderWithProviders(
      <>
        <SessionSync />
        <ModalHost />
      </>,
    );
    expect(await screen.findByTestId('change-pass-popup', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'বন্ধ করুন' })).toBeNull();
  });
});
