import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { memberProfile as profile, permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SecurityCenter } from '../security-center.tsx';

const member = { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' as const };
const history = [
  {
    time: Date.UTC(2026, 0, 2, 8, 30),
    ip: '203.0.113.9',
    device: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0',
    current: true,
  },
  {
    time: Date.UTC(2026, 0, 1, 20, 15),
    ip: '198.51.100.4',
    device: 'Mozilla/5.0 (iPhone) Mobile Safari/604.1',
    current: false,
  },
];

function site(routes: Record<string, unknown> = {}) {
  window.sessionStorage.setItem('token', 'token-7');
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/profile': profile,
    'GET /wps/session/history': history,
    ...routes,
  });
}

describe('security centre', () => {
  it('shows the profile, masked contacts, the previous login and the login history', async () => {
    site();
    renderWithProviders(<SecurityCenter member={member} />);
    expect((await screen.findByTestId('security-account')).textContent).toBe('player7');
    expect(screen.getByTestId('security-row-mobile').textContent).toContain('+880 017****0007');
    expect(screen.getByTestId('security-row-email').textContent).toContain('pl****@example.com');
    const rows = (await screen.findByTestId('login-history')).querySelectorAll('li');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Chrome · Windows');
    expect(rows[1]?.textContent).toContain('198.51.100.4');
    await waitFor(() => expect(screen.getByTestId('last-login').textContent).toMatch(/^2026-01-0[12] /));
    expect(screen.getByTestId('security-level').getAttribute('data-level')).toBe('medium');
  });

  it('sets the payment password with the login password (six digits, confirmed)', async () => {
    const { calls } = site({ 'POST /wps/member/password/payment/unsecure': { changed: true } });
    renderWithProviders(<SecurityCenter member={member} />);
    fireEvent.click(within(await screen.findByTestId('security-row-payment')).getByRole('button'));
    await screen.findByTestId('payment-password-modal', {}, { timeout: 2000 });
    const set = (field: string, value: string) =>
      fireEvent.change(document.querySelector(`#payment-${field}`)!, { target: { value } });
    set('oldPassword', 'Demo@1234');
    set('newPassword', '12ab');
    set('confirmNewPassword', '12ab');
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByText('ঠিক ৬টি অঙ্ক ব্যবহার করুন')).toBeTruthy();
    set('newPassword', '482913');
    set('confirmNewPassword', '482913');
    fireEvent.click(screen.getByTestId('payment-submit'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/wps/member/password/payment/unsecure')?.body).toEqual({
        oldPassword: 'Demo@1234',
        newPassword: '482913',
        confirmNewPassword: '482913',
      }),
    );
  });

  it('shows the authenticator secret as a QR code and as text', async () => {
    site({
      'POST /wps/member/totp/setup': {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauthUri: 'otpauth://totp/Shapla:player7?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Shapla',
      },
    });
    renderWithProviders(<SecurityCenter member={member} />);
    fireEvent.click(await screen.findByTestId('open-authenticator'));
    fireEvent.click(await screen.findByTestId('totp-start', {}, { timeout: 2000 }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByTestId('totp-qr').querySelector('svg')).not.toBeNull();
  });

  it('shows no invitation code to a member who is not an agent (only agents register others)', async () => {
    site();
    renderWithProviders(<SecurityCenter member={member} />);
    await screen.findByTestId('security-account');
    expect(screen.queryByTestId('security-invite-code')).toBeNull();
    expect(screen.getByTestId('security-hero').textContent).not.toContain('SEVEN007');
  });

  it('shows an agent its invitation code with a link to the register centre', async () => {
    site();
    renderWithProviders(<SecurityCenter member={{ ...member, type: 1 }} />);
    const code = await screen.findByTestId('security-invite-code');
    expect(code.textContent).toContain('SEVEN007');
    expect(screen.getByTestId('security-invite-manage').getAttribute('href')).toBe('/agent/registerCenter');
  });
});
