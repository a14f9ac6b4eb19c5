import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPopup } from '../../../../shared/lib/popup-store.ts';
import { ErrorAnswer, mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';

const loginResult = {
  id: 7,
  account: 'player7',
  nickname: 'Seven',
  type: 0,
  language: 'bn',
  token: 'token-7',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  restriction: null,
  verificationMethod: null,
  lastLoginTime: null,
  lastLoginIp: null,
};

const challenge = { challengeId: 'c1', salt: 'salt', difficulty: 2, expiresAt: Date.now() + 60_000 };

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('ইউজারনেম'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('পাসওয়ার্ড'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'লগইন' }));
}

describe('login pop-up', () => {
  it('logs in with a solved challenge and stores the token', async () => {
    const { calls } = mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/challenge': challenge,
      'POST /wps/session/login/unsecure': loginResult,
      'GET /wps/member/info': { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' },
    });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-popup', {}, { timeout: 2000 });
    fillAndSubmit('player7', 'secret123');
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('token-7'));
    const login = calls.find((call) => call.path === '/wps/session/login/unsecure');
    expect(login?.body).toMatchObject({
      username: 'player7',
      password: 'secret123',
      type: 'username',
      challengeId: 'c1',
    });
    expect(typeof (login?.body as { challengeNonce?: unknown }).challengeNonce).toBe('string');
    expect(window.sessionStorage.getItem('account')).toBe('player7');
    await waitFor(() => expect(screen.queryByTestId('login-popup')).toBeNull());
  });

  it('asks for username and password before calling the server', async () => {
    const { calls } = mockFetch({ 'GET /wps/system/permission': permission() });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-popup', {}, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('অনুগ্রহ করে ইউজারনেম ও পাসওয়ার্ড লিখুন');
    expect(calls.some((call) => call.path.startsWith('/wps/session/login'))).toBe(false);
  });

  it("shows the server's message and the captcha after a failed login", async () => {
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/challenge': challenge,
      'GET /wps/captcha': { captchaId: 'cap1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
      'POST /wps/session/login/unsecure': () =>
        Object.assign(new ErrorAnswer(400, 'login.invalid.credentials', 'ভুল ইউজারনেম বা পাসওয়ার্ড'), {
          captchaRequired: true,
        }),
    });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-popup', {}, { timeout: 2000 });
    fillAndSubmit('player7', 'wrong');
    expect((await screen.findByTestId('login-error')).textContent).toBe('ভুল ইউজারনেম বা পাসওয়ার্ড');
    expect(await screen.findByTestId('captcha-input')).toBeTruthy();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});
