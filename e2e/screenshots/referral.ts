/**
 * Screenshots of the referral page for docs/screenshots, at 1440 and 390 px, in Bangla and English, against the
 * real server. The demo seeds the REFERRAL promotion and two friends of the demo player (one with ৳500 ready, one
 * still playing); here a third friend registers with the demo player's code from the demo player's own network
 * (this machine), so it is refused (SAME_IP) and the page shows every status. Then the demo player claims, and
 * the page is taken again with the rewards paid. Run: `npm run build && node --import tsx e2e/screenshots/referral.ts`.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createCaptcha } from '../../apps/server/src/modules/captcha/service.ts';
import { solveProofOfWork } from '../../packages/contracts/src/proof-of-work.ts';
import { apiOf, closePopups, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
const api = apiOf(site);
const { login } = await fundDemoPlayer(site, { amount: '1000.00', reason: 'screenshots: referral' });
const { code } = await api<{ code: string }>('GET', '/wps/referral', { token: login.token });

// A friend registered from this machine, which the demo player just logged in from: not eligible (SAME_IP).
const merchant = await site.db
  .selectFrom('merchants')
  .select('id')
  .where('code', '=', 'DEMO')
  .executeTakeFirstOrThrow();
const captcha = await createCaptcha(site.db, { merchantId: merchant.id });
const challenge = await api<{ challengeId: string; salt: string; difficulty: number }>(
  'GET',
  '/wps/challenge',
);
const registered = await fetch(new URL('/wps/member/register/unsecure', site.baseUrl), {
  method: 'PUT',
  headers: { 'Content-Type': 'application/json', merchant: 'DEMO' },
  body: JSON.stringify({
    username: 'demoneighbour',
    password: 'Demo@1234',
    confirmPassword: 'Demo@1234',
    mobileNum: '01710000031',
    referralCode: code,
    captchaId: captcha.captchaId,
    captcha: captcha.answer,
    challengeId: challenge.challengeId,
    challengeNonce: await solveProofOfWork(challenge.salt, challenge.difficulty),
    acceptTerms: true,
    registerMethod: 'WEB',
  }),
});
if (!((await registered.json()) as { success: boolean }).success) throw new Error('registration failed');

async function settle(page: Page) {
  await page
    .locator('[data-testid="referral-page"] [data-testid="referral-hero"]')
    .waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="friend-row"]').first().waitFor({ timeout: 20_000 });
  await page.locator('[data-testid="referral-content"] p').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(700);
}

async function shoot(name: string) {
  for (const language of ['bn', 'en'] as const) {
    for (const [size, viewport] of Object.entries(screenshotViewports)) {
      const page = await memberPage(await site.newPage(viewport), login.token, language);
      await page.goto('/member/referral');
      await settle(page);
      await page.screenshot({ path: `${out}${name}-${size}-${language}.png`, fullPage: true });
      await page.close();
    }
  }
}

await shoot('referral');
// The claim, as the page's button makes it: the rewards move to paid.
await api('POST', '/wps/referral/claim', { token: login.token });
await shoot('referral-claimed');

await site.close();
console.log(`screenshots written to ${out}`);
