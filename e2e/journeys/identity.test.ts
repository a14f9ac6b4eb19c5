import { solveProofOfWork } from '@msp/contracts/proof-of-work.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from '../support/site.ts';

/**
 * Identity journeys of issue 3 in Chromium against the real server: sign-up, logout, login by username and
 * by SMS code (read from the development outbox), the forced password change, the captcha after a wrong
 * password, and what logout leaves in session storage. The page solves a proof-of-work challenge before a
 * username login or a registration, so those steps get generous time-outs.
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.close());

const slow = { timeout: 45_000 };
const demoPassword = 'Demo@1234';

/** A page whose visitor has already seen the announcement pop-ups (they would cover the forms). */
async function newPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await site.newPage(viewport);
  await page.addInitScript(() => {
    for (const audience of ['B', 'A', 'A,F']) sessionStorage.setItem(`announcementShown:${audience}`, '1');
  });
  return page;
}

async function openLogin(page: Page) {
  await page.goto('/login');
  await page.waitForSelector('[data-testid="login-popup"]');
}

async function submitLogin(page: Page, username: string, password: string) {
  const popup = page.locator('[data-testid="login-popup"]');
  await popup.locator('input[name="username"]').fill(username);
  await popup.locator('input[name="password"]').fill(password);
  await popup.locator('[data-testid="login-submit"]').click();
}

/** The first-login welcome (spec §4 "first-login action") of an account's first login, closed with "later". */
async function closeWelcome(page: Page) {
  const later = page.locator('[data-testid="first-login-later"]');
  await later.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (await later.isVisible()) await later.click();
  await page.locator('[data-testid="first-login-popup"]').waitFor({ state: 'detached' });
}

function session(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (key !== null) entries[key] = sessionStorage.getItem(key) ?? '';
    }
    return entries;
  });
}

/** The newest code the development outbox sent to a destination after `since` (SMS sends finish late). */
async function outboxCode(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const answer = (await fetch(`${site.baseUrl}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`).then(
      (response) => response.json(),
    )) as { success: boolean; value: { messages: Array<{ code: string; time: string }> } };
    const message = answer.value.messages[0];
    if (message && Date.parse(message.time) >= since - 1000) return message.code;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no code for ${to} in the outbox`);
}

/** The merchant's captcha rule at registration (an operator setting): off while a journey signs up. */
async function setRegistrationCaptcha(on: boolean) {
  await site.db
    .updateTable('register_field_rules')
    .set({ enabled: on, required: on })
    .where('field_name', '=', 'captcha')
    .execute();
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const freshMobile = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A member registered through the API (as a script would), for journeys that need a fresh account. */
async function registerByApi(username: string, password: string) {
  const challenge = (await fetch(`${site.baseUrl}/wps/challenge`).then((response) => response.json())) as {
    value: { challengeId: string; salt: string; difficulty: number };
  };
  const challengeNonce = await solveProofOfWork(challenge.value.salt, challenge.value.difficulty);
  await setRegistrationCaptcha(false);
  try {
    const answer = (await fetch(`${site.baseUrl}/wps/member/register/unsecure`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username,
        password,
        confirmPassword: password,
        mobileNum: freshMobile(),
        acceptTerms: true,
        challengeId: challenge.value.challengeId,
        challengeNonce,
      }),
    }).then((response) => response.json())) as { success: boolean; message?: string };
    if (!answer.success) throw new Error(`registration failed: ${answer.message}`);
  } finally {
    await setRegistrationCaptcha(true);
  }
}

describe('identity in Chromium', () => {
  it('signs up with the form, lands logged in, and logs out again', async () => {
    await setRegistrationCaptcha(false);
    try {
      const page = await newPage();
      const username = `p${unique()}`.slice(0, 16);
      await page.goto('/register');
      await page.waitForSelector('[data-testid="register-form"]');
      /* A first try with a short password: the rule's message shows under its field, nothing is sent. */
      await page.fill('#register-username', username);
      await page.fill('#register-password', 'abc');
      await page.click('[data-testid="register-submit"]');
      expect(await page.locator('[data-testid="register-error-password"]').innerText()).not.toBe('');
      expect(await page.locator('[data-testid="register-error-acceptTerms"]').count()).toBe(1);

      await page.fill('#register-password', 'Play1234');
      await page.fill('#register-confirmPassword', 'Play1234');
      await page.fill('#register-mobileNum', freshMobile());
      await page.check('[data-testid="register-terms"]');
      await page.click('[data-testid="register-submit"]');
      await page.waitForSelector('[data-testid="member-block"]', slow);
      await page.waitForSelector('[data-testid="first-login-popup"]');
      await closeWelcome(page);
      expect(await page.locator('[data-testid="member-account"]').innerText()).toBe(username.toLowerCase());

      const stored = await session(page);
      expect(stored.token).toBeTruthy();
      expect(stored.account).toBe(username.toLowerCase());
      expect(stored.isAgent).toBe('false');

      await page.click('[data-testid="logout-button"]');
      await page.click('[data-testid="logout-confirm-button"]');
      await page.waitForSelector('[data-testid="inline-login"]');
      expect((await session(page)).token).toBeUndefined();
    } finally {
      await setRegistrationCaptcha(true);
    }
  });

  it('logs in with a username and stores the session keys of the spec', async () => {
    const page = await newPage();
    const logins: Array<{ url: string; encrypted: boolean }> = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/session/login'))
        logins.push({ url: new URL(request.url()).pathname, encrypted: 'encryption' in request.headers() });
    });
    await openLogin(page);
    await submitLogin(page, 'demoplayer', demoPassword);
    await page.waitForSelector('[data-testid="member-block"]', slow);
    /* 127.0.0.1 is a secure context with WebCrypto: the encrypted call, not its /unsecure twin. */
    expect(logins).toEqual([{ url: '/wps/session/login', encrypted: true }]);
    await closeWelcome(page);
    const stored = await session(page);
    expect(stored).toMatchObject({ account: 'demoplayer', username: 'demoplayer', isAgent: 'false' });
    expect(stored.token).toBeTruthy();
    expect(stored.customerId).toMatch(/^\d+$/);
    expect(stored.merchantCode).toBeTruthy();

    /* The session survives a reload from session storage, and the avatar leads to the security centre. */
    await page.reload();
    await page.click('[data-testid="member-avatar"]');
    await page.waitForSelector('[data-testid="security-center"]');
    expect(await page.locator('[data-testid="security-account"]').innerText()).toBe('demoplayer');
    await page.waitForSelector('[data-testid="login-history"] li');
  });

  it('logs in with an SMS code read from the outbox', async () => {
    const page = await newPage();
    await openLogin(page);
    await page.click('[data-testid="login-tabs-sms"]');
    const popup = page.locator('[data-testid="login-popup"]');
    await popup.locator('input[name="username"]').fill('01710000001');
    const sentAt = Date.now();
    await page.click('[data-testid="login-send-code"]');
    /* The button counts down the code's lifetime (minutes × 60 s). */
    await page.waitForFunction(
      () => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="login-send-code"]');
        return button?.disabled === true && /\d/.test(button.textContent ?? '');
      },
      undefined,
      slow,
    );
    const code = await outboxCode('8801710000001', sentAt);
    await popup.locator('input[name="password"]').fill(code);
    await popup.locator('[data-testid="login-submit"]').click();
    await page.waitForSelector('[data-testid="member-block"]', slow);
    await closeWelcome(page);
    expect((await session(page)).account).toBe('demoplayer');
  });

  it('makes a member with the default password set a new one first, and nothing else opens', async () => {
    const username = `f${unique()}`.slice(0, 16);
    await registerByApi(username, 'Start1234');
    await site.db
      .updateTable('members')
      .set({ must_change_password: true })
      .where('username', '=', username.toLowerCase())
      .execute();

    const page = await newPage();
    await openLogin(page);
    await submitLogin(page, username, 'Start1234');
    const popup = page.locator('[data-testid="change-pass-popup"]');
    await popup.waitFor(slow);
    /* No close button, and Escape does nothing. */
    expect(await popup.locator('.modal__close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await popup.isVisible()).toBe(true);
    expect(await session(page)).toMatchObject({ restriction: 'PASSWORD_CHANGE' });

    /* A reload keeps the step. */
    await page.reload();
    await popup.waitFor();

    await page.fill('#change-oldPassword', 'Start1234');
    await page.fill('#change-newPassword', 'Fresh5678');
    await page.fill('#change-confirmNewPassword', 'Fresh5678');
    await page.click('[data-testid="change-pass-submit"]');
    await popup.waitFor({ state: 'detached' });
    await page.waitForSelector('[data-testid="member-block"]');
    expect((await session(page)).restriction).toBeUndefined();
    const member = await site.db
      .selectFrom('members')
      .select('must_change_password')
      .where('username', '=', username.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(member.must_change_password).toBe(false);
  });

  it('shows the captcha after a wrong password', async () => {
    const page = await newPage();
    await openLogin(page);
    expect(await page.locator('[data-testid="captcha-input"]').count()).toBe(0);
    await submitLogin(page, 'demodownline', 'not-the-password1');
    await page.waitForSelector('[data-testid="login-error"]', slow);
    await page.waitForSelector('[data-testid="captcha-input"]');
    await page.waitForSelector('[data-testid="captcha-image"]');
    expect(await page.getAttribute('[data-testid="captcha-image"]', 'src')).toMatch(/^data:image\//);
    expect((await session(page)).token).toBeUndefined();
  });

  it('logout clears session storage but keeps the merchant keys and the agent flag goes', async () => {
    const page = await newPage();
    await openLogin(page);
    await submitLogin(page, 'demoagent', demoPassword);
    await page.waitForSelector('[data-testid="member-block"]', slow);
    await closeWelcome(page);
    const before = await session(page);
    expect(before.isAgent).toBe('true');
    expect(before.merchant).toBeTruthy();

    await page.click('[data-testid="member-menu-toggle"]');
    await page.click('[data-testid="menu-logout"]');
    await page.click('[data-testid="logout-confirm-button"]');
    await page.waitForSelector('[data-testid="inline-login"]');
    /* The visitor's announcement flag may be written right after the logout; it is not a session key. */
    const after = Object.fromEntries(
      Object.entries(await session(page)).filter(([key]) => !key.startsWith('announcementShown:')),
    );
    expect(after).toEqual({ merchant: before.merchant, merchantCode: before.merchantCode });
  });

  it('lets only agents log in on the agent page, and takes them on to the agent center', async () => {
    const page = await newPage();
    await page.goto('/agentHome');
    await page.waitForSelector('[data-testid="login-popup"]');
    await submitLogin(page, 'demoplayer', demoPassword);
    await page.waitForSelector('[data-testid="login-error"]', slow);
    expect(await page.locator('[data-testid="login-error"]').innerText()).toMatch(/agent|এজেন্ট/i);
    expect((await session(page)).token).toBeUndefined();

    await submitLogin(page, 'demoagent', demoPassword);
    await page.waitForSelector(
      '[data-testid="member-center"][data-group="agent"] [data-testid="team-overview"]',
      slow,
    );
    expect(new URL(page.url()).pathname).toBe('/agent/agentTeamOverview');
  });
});
