import { createCaptcha } from '../../src/modules/captcha/service.ts';
import { randomPrivateIp, solvedChallenge, type TestApp } from '../helpers/test-app.ts';

let counter = 0;
/** A unique, valid Bangladesh mobile number and username for each call. */
export function uniqueMember() {
  counter += 1;
  const suffix = String(Date.now() % 1_000_000).padStart(6, '0') + String(counter).padStart(2, '0');
  return { username: `player${suffix}`.slice(0, 16), mobileNum: `017${suffix}`.slice(0, 11) };
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> & {
  username: string;
  password: string;
  mobileNum: string;
} {
  const { username, mobileNum } = uniqueMember();
  return {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum,
    countryDialingCode: '880',
    acceptTerms: true,
    registerUrl: 'http://localhost:3000/register',
    registerMethod: 'WEB',
    ...overrides,
  };
}

export async function register(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: '/wps/member/register/unsecure',
    headers,
    remoteAddress: randomPrivateIp(),
    // The demo merchant's form asks for a captcha at sign-up.
    payload: { ...(await knownCaptcha(t)), ...body, ...(await solvedChallenge(t)) },
  });
}

export async function loginRequest(
  t: TestApp,
  body: Record<string, unknown>,
  { headers = {}, remoteAddress }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const needsChallenge = (body.type ?? 'username') === 'username';
  const merchant = headers.merchant ?? 'DEMO';
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login/unsecure',
    headers,
    remoteAddress: remoteAddress ?? randomPrivateIp(),
    payload: { ...body, ...(needsChallenge ? await solvedChallenge(t, merchant) : {}) },
  });
}

/** A captcha whose answer the test knows (the page would read it off the image). */
export async function knownCaptcha(t: TestApp) {
  const merchant = await t.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  const captcha = await createCaptcha(t.db, { merchantId: merchant.id });
  return { captchaId: captcha.captchaId, captcha: captcha.answer };
}

/**
 * The newest code sent to `to` (for `purpose` when given). Login and forgot-password SMS go out after the
 * answer, so this waits a little for the outbox to have it.
 */
export async function latestCode(t: TestApp, to: string, purpose?: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}&limit=5` });
    const messages = response.json().value.messages as Array<{ code: string; purpose: string }>;
    const message = purpose ? messages.find((candidate) => candidate.purpose === purpose) : messages[0];
    if (message) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${purpose ?? ''} message to ${to}`);
}

export const auth = (token: string) => ({ authorization: token });

export async function setSwitch(t: TestApp, modId: string, enabled: boolean) {
  await t.db.updateTable('whitelabel_flags').set({ enabled }).where('mod_id', '=', modId).execute();
}
