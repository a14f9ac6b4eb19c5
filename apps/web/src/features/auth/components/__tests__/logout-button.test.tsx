import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { LogoutButton } from '../logout-button.tsx';

function sessionOf(): Record<string, string | null> {
  return Object.fromEntries(
    Array.from({ length: window.sessionStorage.length }, (_, index) => {
      const key = window.sessionStorage.key(index)!;
      return [key, window.sessionStorage.getItem(key)];
    }),
  );
}

describe('logout', () => {
  it('asks first, ends the session on the server, and keeps only the merchant keys', async () => {
    const stored = {
      token: 'token-9',
      account: 'agent9',
      username: 'agent9',
      nickname: 'Nine',
      customerId: '9',
      isAgent: 'true',
      firstTimeLogin: 'false',
      restriction: 'NEW_IP',
      merchant: 'DEMO',
      merchantCode: 'DEMO',
    };
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
    const { calls } = mockFetch({ 'DELETE /wps/session/logout': { loggedOut: true } });
    const { router } = renderWithProviders(<LogoutButton />, { path: '/member/securityCenter' });

    fireEvent.click(screen.getByTestId('logout-button'));
    expect((await screen.findByTestId('logout-confirm', {}, { timeout: 2000 })).textContent).toContain(
      'আপনি কি নিশ্চিতভাবে সাইন আউট করতে চান?',
    );
    expect(window.sessionStorage.getItem('token')).toBe('token-9');

    fireEvent.click(screen.getByTestId('logout-confirm-button'));
    await waitFor(() => expect(sessionOf()).toEqual({ merchant: 'DEMO', merchantCode: 'DEMO' }));
    const logout = calls.find((call) => call.path === '/wps/session/logout');
    expect(logout?.method).toBe('DELETE');
    expect(logout?.headers.authorization).toBe('token-9');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps everything when the visitor cancels', async () => {
    window.sessionStorage.setItem('token', 'token-9');
    window.sessionStorage.setItem('merchant', 'DEMO');
    const { calls } = mockFetch({});
    renderWithProviders(<LogoutButton />);
    fireEvent.click(screen.getByTestId('logout-button'));
    await screen.findByTestId('logout-confirm', {}, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'বাতিল' }));
    await waitFor(() => expect(screen.queryByTestId('logout-confirm')).toBeNull());
    expect(window.sessionStorage.getItem('token')).toBe('token-9');
    expect(calls).toHaveLength(0);
  });
});
