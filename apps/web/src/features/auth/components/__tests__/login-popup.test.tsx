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

describe('login pop-up: SMS code', () => {
  const smsPermission = () =>
    permission({
      whitelabelVal: [
        { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
        { modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] },
      ],
    });

  it('offers the mobile tab only when MOBILEVERCODELOGIN3 is on', async () => {
    mockFetch({ 'GET /wps/system/permission': permission() });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-popup', {}, { timeout: 2000 });
    expect(screen.queryByTestId('login-tabs')).toBeNull();
  });

  it('counts down minutes × 60 s after a send, and sends at most once a second', async () => {
    const { calls } = mockFetch({
      'GET /wps/system/permission': smsPermission(),
      'GET /wps/challenge': challenge,
      'POST /wps/verification/sms/noLogin': { expiredMinutes: 2 },
    });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-tabs', {}, { timeout: 2000 });
    fireEvent.click(screen.getByTestId('login-tabs-sms'));
    fireEvent.change(screen.getByPlaceholderText('01XXXXXXXXXX'), { target: { value: '01710000001' } });
    const send = screen.getByTestId('login-send-code') as HTMLButtonElement;
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toContain('120'), { timeout: 3000 });
    expect(send.disabled).toBe(true);
    const sends = calls.filter((call) => call.path === '/wps/verification/sms/noLogin');
    expect(sends).toHaveLength(1);
    expect(sends[0]?.body).toMatchObject({
      mobileNum: '01710000001',
      countryDialingCode: '880',
      type: 'login',
      challengeId: 'c1',
    });
    await waitFor(() => expect(send.textContent).toContain('119'), { timeout: 2500 });
  });

  it('ignores a second press within 1000 ms even when the first send failed', async () => {
    let sends = 0;
    mockFetch({
      'GET /wps/system/permission': smsPermission(),
      'GET /wps/challenge': challenge,
      'POST /wps/verification/sms/noLogin': () =>
        ++sends === 1
          ? new ErrorAnswer(429, 'verification.too.frequent', 'অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন')
          : { expiredMinutes: 5 },
    });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-tabs', {}, { timeout: 2000 });
    fireEvent.click(screen.getByTestId('login-tabs-sms'));
    fireEvent.change(screen.getByPlaceholderText('01XXXXXXXXXX'), { target: { value: '01710000001' } });
    const send = screen.getByTestId('login-send-code') as HTMLButtonElement;
    fireEvent.click(send);
    await screen.findByTestId('login-error');
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await new Promise((done) => setTimeout(done, 100));
    expect(sends).toBe(1);
    await new Promise((done) => setTimeout(done, 1000));
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toContain('300'), { timeout: 3000 });
    expect(sends).toBe(2);
  });

  it('checks the number before sending', async () => {
    const { calls } = mockFetch({ 'GET /wps/system/permission': smsPermission() });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-tabs', {}, { timeout: 2000 });
    fireEvent.click(screen.getByTestId('login-tabs-sms'));
    fireEvent.change(screen.getByPlaceholderText('01XXXXXXXXXX'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('login-send-code'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('অনুগ্রহ করে সঠিক মোবাইল নম্বর লিখুন');
    expect(calls.some((call) => call.path === '/wps/verification/sms/noLogin')).toBe(false);
  });
});

describe('login pop-up: after the login', () => {
  it('opens the forced password change when the password is the default one', async () => {
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/challenge': challenge,
      'POST /wps/session/login/unsecure': {
        ...loginResult,
        mustChangePassword: true,
        restriction: 'PASSWORD_CHANGE',
      },
      'GET /wps/member/info': { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' },
    });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', {});
    await screen.findByTestId('login-popup', {}, { timeout: 2000 });
    fillAndSubmit('player7', 'default123');
    expect(await screen.findByTestId('change-pass-popup', {}, { timeout: 3000 })).toBeTruthy();
    expect(window.sessionStorage.getItem('restriction')).toBe('PASSWORD_CHANGE');
    expect(screen.queryByTestId('first-login-popup')).toBeNull();
  });

  it('sends agentSite from the agent page and reports a refusal', async () => {
    const { calls } = mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/challenge': challenge,
      'POST /wps/session/login/unsecure': new ErrorAnswer(403, 'login.not.agent', 'Non-agents cannot log in'),
    });
    renderWithProviders(<ModalHost />);
    openPopup('loginPopupModal', { agentSite: true });
    await screen.findByTestId('login-popup', {}, { timeout: 2000 });
    fillAndSubmit('player7', 'secret123');
    expect((await screen.findByTestId('login-error')).textContent).toBe('Non-agents cannot log in');
    expect(calls.find((call) => call.path === '/wps/session/login/unsecure')?.body).toMatchObject({
      agentSite: true,
    });
  });
});
