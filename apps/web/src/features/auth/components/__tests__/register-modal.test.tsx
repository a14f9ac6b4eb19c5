import type { RegisterFieldRule } from '@msp/contracts/system.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPopup } from '../../../../shared/lib/popup-store.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';

const rule = (
  fieldName: RegisterFieldRule['fieldName'],
  extra: Partial<RegisterFieldRule> = {},
): RegisterFieldRule => ({
  fieldName,
  enabled: true,
  required: true,
  minLength: null,
  maxLength: null,
  patternId: 'ANY',
  acceptedPattern: '*',
  ...extra,
});

/** The merchant's field rules (as `GET /wps/system/setting/register` answers them). */
const rules: RegisterFieldRule[] = [
  rule('username', {
    minLength: 6,
    maxLength: 16,
    patternId: 'LETTER_FIRST_ALNUM',
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
  }),
  rule('password', { minLength: 6, maxLength: 20 }),
  rule('confirmPassword', { minLength: 6, maxLength: 20 }),
  rule('email', { required: false, patternId: 'EMAIL', acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  rule('affiliateCode', { required: false, patternId: 'ALNUM', acceptedPattern: '^[A-Za-z0-9]{4,20}$' }),
  rule('qqNum', { enabled: false }),
];

const registered = {
  id: 21,
  account: 'newplayer1',
  nickname: '',
  type: 0,
  language: 'bn',
  token: 'token-21',
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  restriction: null,
  verificationMethod: null,
  lastLoginTime: null,
  lastLoginIp: null,
};

const challenge = { challengeId: 'c1', salt: 'salt', difficulty: 1, expiresAt: Date.now() + 60_000 };

function site(routes: Record<string, unknown> = {}) {
  return mockFetch({
    'GET /wps/system/permission': permission({
      whitelabelVal: [
        { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
        { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
      ],
    }),
    'GET /wps/system/setting/register': rules,
    'GET /wps/challenge': challenge,
    'GET /wps/member/info': { id: 21, account: 'newplayer1', nickname: '', type: 0, language: 'bn' },
    'GET /wps/member/profile': new ErrorAnswer(404, 'request.not.found', 'not here'),
    ...routes,
  });
}

const input = (field: string) => document.querySelector<HTMLInputElement>(`#register-${field}`);
const type = (field: string, value: string) => fireEvent.change(input(field)!, { target: { value } });

async function openRegister(referralCode: string | null = null) {
  renderWithProviders(<ModalHost />);
  openPopup('registerModal', { referralCode });
  await screen.findByTestId('register-form', {}, { timeout: 2000 });
}

const registerCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/wps/member/register'));

describe('registration pop-up', () => {
  it('builds the form from the field rules and refuses values that break them', async () => {
    const { calls } = site();
    await openRegister();
    expect(input('username')).not.toBeNull();
    expect(input('email')).not.toBeNull();
    expect(input('qqNum')).toBeNull(); // switched off by the merchant

    type('username', '1player');
    type('password', 'secret12');
    type('confirmPassword', 'secret13');
    type('email', 'not-an-email');
    fireEvent.click(screen.getByTestId('register-submit'));

    expect((await screen.findByTestId('register-error-username')).textContent).toContain(
      'অ্যাকাউন্টের বিন্যাস সঠিক নয়',
    );
    expect(screen.getByTestId('register-error-confirmPassword').textContent).toBe(
      'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি',
    );
    expect(screen.getByTestId('register-error-email').textContent).toBe('ইমেইলের বিন্যাস সঠিক নয়');
    expect(screen.getByTestId('register-error-acceptTerms')).toBeTruthy();
    expect(registerCalls(calls)).toHaveLength(0);
  });

  it('registers with values that keep the rules and logs the new member in', async () => {
    const { calls } = site({ 'PUT /wps/member/register/unsecure': registered });
    await openRegister();
    type('username', 'newplayer1');
    type('password', 'secret12');
    type('confirmPassword', 'secret12');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('token-21'), { timeout: 3000 });
    const [call] = registerCalls(calls);
    expect(call?.body).toMatchObject({
      username: 'newplayer1',
      password: 'secret12',
      confirmPassword: 'secret12',
      acceptTerms: true,
      registerMethod: 'WEB',
      login: true,
      challengeId: 'c1',
    });
    expect(call?.body).not.toHaveProperty('email');
    /* The first-login action follows the registration. */
    expect(await screen.findByTestId('first-login-popup', {}, { timeout: 2000 })).toBeTruthy();
  });

  it("shows the server's complaint under the field it names", async () => {
    site({
      'PUT /wps/member/register/unsecure': Object.assign(
        new ErrorAnswer(409, 'register.username.taken', 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে'),
        { field: 'username' },
      ),
    });
    await openRegister();
    type('username', 'takenname');
    type('password', 'secret12');
    type('confirmPassword', 'secret12');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-error-username', {}, { timeout: 3000 })).textContent).toBe(
      'এই ইউজারনেমটি আগেই নেওয়া হয়েছে',
    );
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});

describe('invitation code field (spec §4)', () => {
  it('hides the field and sends the URL code when the code is valid', async () => {
    const { calls } = site({
      'GET /wps/agent/affiliate': { valid: true, agentAccount: 'agent7' },
      'PUT /wps/member/register/unsecure': registered,
    });
    await openRegister('AGENT77');
    expect(await screen.findByTestId('affiliate-applied')).toBeTruthy();
    expect(input('affiliateCode')).toBeNull();
    const check = calls.find((call) => call.path === '/wps/agent/affiliate');
    expect(check?.query.get('code')).toBe('AGENT77');
    expect(check?.query.has('domain')).toBe(true);

    type('username', 'newplayer1');
    type('password', 'secret12');
    type('confirmPassword', 'secret12');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(registerCalls(calls)).toHaveLength(1), { timeout: 3000 });
    expect(registerCalls(calls)[0]?.body).toMatchObject({ affiliateCode: 'AGENT77' });
  });

  it('shows the field with the code and a notice when the URL code is not valid', async () => {
    site({ 'GET /wps/agent/affiliate': { valid: false, agentAccount: null } });
    await openRegister('NOPE99');
    expect(await screen.findByTestId('affiliate-invalid')).toBeTruthy();
    expect(input('affiliateCode')?.value).toBe('NOPE99');
  });

  it('shows the empty field without a URL code, and checks a typed code before registering', async () => {
    const { calls } = site({ 'GET /wps/agent/affiliate': { valid: false, agentAccount: null } });
    await openRegister(null);
    expect(input('affiliateCode')?.value).toBe('');
    expect(calls.some((call) => call.path === '/wps/agent/affiliate')).toBe(false);

    type('username', 'newplayer1');
    type('password', 'secret12');
    type('confirmPassword', 'secret12');
    type('affiliateCode', 'WRONG1');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-error-affiliateCode')).textContent).toBe(
      'আমন্ত্রণ কোডটি সঠিক নয়',
    );
    expect(registerCalls(calls)).toHaveLength(0);
  });
});

describe('registration captcha', () => {
  it('asks for the captcha when the merchant requires one', async () => {
    const { calls } = site({
      'GET /wps/system/setting/register': [...rules, rule('captcha')],
      'GET /wps/captcha': { captchaId: 'cap9', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
      'PUT /wps/member/register/unsecure': registered,
    });
    await openRegister();
    expect(await screen.findByTestId('captcha-image')).toBeTruthy();
    type('username', 'newplayer1');
    type('password', 'secret12');
    type('confirmPassword', 'secret12');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('captcha-error')).textContent).toBe('অনুগ্রহ করে ক্যাপচা লিখুন');
    fireEvent.change(screen.getByTestId('captcha-input'), { target: { value: 'AB12C' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(registerCalls(calls)).toHaveLength(1), { timeout: 3000 });
    expect(registerCalls(calls)[0]?.body).toMatchObject({ captchaId: 'cap9', captcha: 'AB12C' });
  });
});
