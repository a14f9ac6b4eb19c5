import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { solveProofOfWork } from '../../packages/contracts/src/proof-of-work.ts';
import type { Site } from './site.ts';

/** What the journeys share: the API as a script would call it, and a member's way into the site. */

export const demoPassword = 'Demo@1234';
/** Logins solve a proof-of-work challenge in the page, so they get 45 s. */
export const slow = { timeout: 45_000 };

/** A JSON call of the site's API; throws on an error envelope. */
export const apiOf =
  (site: Pick<Site, 'baseUrl'>) =>
  async <T>(
    method: 'GET' | 'POST',
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> => {
    const response = await fetch(new URL(path, site.baseUrl), {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: token } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { success: boolean; value: T; errorCode?: string };
    if (!answer.success) throw new Error(`${method} ${path}: ${response.status} ${answer.errorCode}`);
    return answer.value;
  };

/**
 * The screenshot scripts' set-up: logs the demo player in over the API (solving the proof of work) and credits
 * its main wallet with `amount` through the demo admin's adjustment. Returns the member's login and the
 * operator's token.
 */
export async function fundDemoPlayer(
  site: Pick<Site, 'baseUrl'>,
  { amount, reason }: { amount: string; reason: string },
) {
  const api = apiOf(site);
  const challenge = await api<{ challengeId: string; salt: string; difficulty: number }>(
    'GET',
    '/wps/challenge',
  );
  const login = await api<{ token: string; id: number }>('POST', '/wps/session/login/unsecure', {
    headers: { merchant: 'DEMO' },
    body: {
      username: 'demoplayer',
      password: demoPassword,
      type: 'username',
      challengeId: challenge.challengeId,
      challengeNonce: await solveProofOfWork(challenge.salt, challenge.difficulty),
    },
  });
  const operatorToken = await signInOperatorOverHttp(site.baseUrl, {
    username: 'demoadmin',
    password: demoPassword,
  });
  await api('POST', `/ops/members/${login.id}/adjust`, {
    token: operatorToken,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount, direction: 'CREDIT', reason },
  });
  return { login, operatorToken };
}

/** The screenshot scripts' sizes: a desktop and a phone. */
export const screenshotViewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Opens a page already logged in as the member of `token` and set to `language` (the screenshot scripts). */
export async function memberPage(page: Page, token: string, language: 'bn' | 'en') {
  await page.addInitScript(
    ({ token, language: lang }) => {
      localStorage.setItem('hisLang', lang);
      localStorage.setItem('lang', lang);
      if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', token);
      sessionStorage.setItem('firstTimeLogin', 'false');
    },
    { token, language },
  );
  return page;
}

/** Closes the pop-ups that may cover the page: announcements and the first-login welcome. */
export async function closePopups(page: Page) {
  for (const testId of ['first-login-popup', 'public-modal']) {
    const popup = page.locator(`[data-testid="${testId}"]`);
    await popup.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
    if (!(await popup.isVisible())) continue;
    if (testId === 'first-login-popup') await page.locator('[data-testid="first-login-later"]').click();
    else await popup.locator('.modal__close').click();
    await popup.waitFor({ state: 'detached' });
  }
}

/** Logs a member in through the login pop-up, as a visitor would (the demo player by default). */
export async function logInAsDemoPlayer(page: Page, username = 'demoplayer') {
  await page.goto('/');
  const announcement = page.locator('[data-testid="public-modal"]');
  await announcement.waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
  if (await announcement.isVisible()) await announcement.locator('.modal__close').click();
  await page.goto('/login');
  const popup = page.locator('[data-testid="login-popup"]');
  await popup.waitFor();
  await popup.locator('input[name="username"]').fill(username);
  await popup.locator('input[name="password"]').fill(demoPassword);
  await popup.locator('[data-testid="login-submit"]').click();
  await page.waitForSelector('[data-testid="member-block"]', slow);
  await closePopups(page);
  return page.evaluate(() => ({
    token: sessionStorage.getItem('token') ?? '',
    memberId: Number(sessionStorage.getItem('customerId')),
  }));
}

/** The header balance as shown, once it has loaded ("৳1,234.56"). */
export async function headerBalance(page: Page): Promise<string> {
  const amount = page.locator('[data-testid="header-balance"] [data-testid="header-balance-amount"]');
  await expect.poll(async () => (await amount.innerText()).trim(), { timeout: 10_000 }).toMatch(/\d/);
  return (await amount.innerText()).trim();
}

/** "৳1,234.56" → 1234.56 */
export const taka = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * Opens the demo slot (PG Lotus Fortune) from /rng, spins once and waits until the game's balance stands still
 * (it counts up or down to the new figure); answers that balance. The stage stays open.
 */
export async function spinDemoSlot(page: Page): Promise<number> {
  await page.goto('/rng?vassalage=PG');
  const tile = page.locator('[data-testid="game-tile"][data-game-code="PG_LOTUS_FORTUNE"]');
  await tile.waitFor();
  await tile.hover();
  await tile.locator('[data-testid="game-tile-play"]').click();

  await page.locator('[data-testid="game-stage"]').waitFor(slow);
  const game = page.frameLocator('[data-testid="game-stage-frame"]');
  const spin = game.locator('[data-testid="spin-button"]');
  await spin.waitFor(slow);
  await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
  await spin.click();
  await game.locator('[data-testid="round-result"]').waitFor({ state: 'visible', timeout: 20_000 });
  await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
  const vendorBalance = game.locator('[data-testid="vendor-balance"]');
  let inGame = Number.NaN;
  await expect
    .poll(
      async () => {
        const previous = inGame;
        inGame = taka(await vendorBalance.innerText());
        return inGame === previous;
      },
      { timeout: 10_000, interval: 700 },
    )
    .toBe(true);
  return inGame;
}
