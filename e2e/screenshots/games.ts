/**
 * Screenshots of the game pages for docs/screenshots (issue 5): home, /rng, /live, a running demo slot, the
 * betting record and the game wallets of transferFund, at 1440 and 390 px, in Bangla and English, against the
 * real server and demo vendor. Run: `npm run build && node --import tsx e2e/screenshots/games.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { apiOf, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
const api = apiOf(site);

// A member with money and a few settled rounds, so records, winners and balances are real.
const { login } = await fundDemoPlayer(site, { amount: '2500.00', reason: 'screenshots: demo stake' });
await api('POST', '/wps/relay/GCS_walletTransfer', {
  token: login.token,
  headers: { 'idempotency-key': randomUUID() },
  body: { vendor: 'JDB', direction: 'IN', amount: '300.00' },
});

const viewports = screenshotViewports;

async function pageFor(viewport: { width: number; height: number }, language: 'bn' | 'en') {
  return memberPage(await site.newPage(viewport), login.token, language);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  for (const testId of ['first-login-popup', 'public-modal']) {
    const popup = page.locator(`[data-testid="${testId}"]`);
    if (await popup.isVisible().catch(() => false)) {
      if (testId === 'first-login-popup') await page.locator('[data-testid="first-login-later"]').click();
      else await popup.locator('.modal__close').click();
    }
  }
  await page.waitForTimeout(1200);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await pageFor(viewport, language);
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: `${out}${name}-${size}-${language}.png`, fullPage });

    // A round of the slot first, so the home winners and the betting record have something of today.
    await page.goto('/rng?vassalage=PG');
    await settle(page);
    await shot('games-rng');
    const tile = page.locator('[data-testid="game-tile"][data-game-code="PG_LOTUS_FORTUNE"]');
    await tile.hover();
    await tile.locator('[data-testid="game-tile-play"]').click();
    const game = page.frameLocator('[data-testid="game-stage-frame"]');
    const spin = game.locator('[data-testid="spin-button"]');
    await spin.waitFor({ timeout: 30_000 });
    for (let round = 0; round < 3; round += 1) {
      await spin.click();
      await game.locator('[data-testid="round-result"]').waitFor({ state: 'visible', timeout: 20_000 });
      await page.waitForTimeout(2500);
    }
    await shot('games-slot-running');

    await page.goto('/live');
    await settle(page);
    await shot('games-live');

    await page.goto('/');
    await settle(page);
    // Images, and the parts of home far below the first screen, load as they come into view: scroll the whole
    // page once before the full-page shot (instantly: the site scrolls smoothly).
    for (let y = 0; y < 6000; y += Math.round(viewport.height * 0.8)) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(250);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(800);
    await shot('games-home', true);

    await page.goto('/member/personalHistoryCopy');
    await settle(page);
    await shot('games-betting-record');

    await page.goto('/member/transferFund');
    await settle(page);
    await shot('wallet-transfer-fund');
    await page.close();
  }
}
await site.close();
console.log(`screenshots written to ${out}`);
