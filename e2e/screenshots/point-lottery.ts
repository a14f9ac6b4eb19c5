/**
 * Screenshots of the Vietnamese lottery (/vnLottery) and SEA 4D (/seaLottery) for docs/screenshots, at 1440 and
 * 390 px, in Bangla and English, against the real server with its numero jobs (the script bets, then waits for the
 * first 1-minute Vietnamese draw so the result sheet and the wins show). Run:
 * `npm run build && node --import tsx e2e/screenshots/point-lottery.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { apiOf, closePopups, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startLotterySite } from '../support/lottery-site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const lottery = await startLotterySite();
const { site } = lottery;
const api = apiOf(site);
const { login } = await fundDemoPlayer(site, { amount: '20000.00', reason: 'screenshots: lottery stake' });

interface Opened {
  current: { numero: string } | null;
}
const numbers = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    String(from + index * 7)
      .padStart(2, '0')
      .slice(-2),
  );
const slips: Record<string, { betKey: string; amount: string }[]> = {
  VN_F1: [
    ...numbers(3, 12).map((n) => ({ betKey: `LO2:${n}`, amount: '2' })),
    { betKey: 'DE:27', amount: '10' },
    { betKey: 'XIEN2:17-38', amount: '5' },
  ],
  SEA4D: [
    { betKey: 'BIG:1234', amount: '2' },
    { betKey: 'IBOX_BIG:0789', amount: '2.40' },
    { betKey: 'SMALL:5566', amount: '1' },
  ],
};
for (const [gameCode, bets] of Object.entries(slips)) {
  const opened = await api<Opened>('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
  if (!opened.current) continue;
  await api('POST', '/lotto/wps/bets', {
    token: login.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { gameCode, numero: opened.current.numero, bets },
  }).catch((error: unknown) => console.warn(`${gameCode}: ${String(error)}`));
}

// The first 1-minute Vietnamese draw (at most about 75 s).
for (let waited = 0; waited < 90_000; waited += 3000) {
  const results = await api<{ content: { result: number[] | null }[] }>(
    'GET',
    '/lotto/lgw/results?gameCode=VN_F1&pageNo=1&pageSize=1',
  );
  if (results.content.some((numero) => numero.result)) break;
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

async function settle(page: Page, wait = 1500) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await closePopups(page);
  await page.waitForTimeout(wait);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/vnLottery?gameCode=VN_F1');
    await page.locator('[data-testid="vn-page"]').waitFor({ timeout: 30_000 });
    await settle(page, 3000);
    await page.screenshot({ path: `${out}vn-lottery-${size}-${language}.png`, fullPage: true });

    await page.goto('/vnLottery?gameCode=VN_S_HCM');
    await page.locator('[data-testid="vn-page"]').waitFor({ timeout: 30_000 });
    await settle(page, 2000);
    await page.screenshot({ path: `${out}vn-lottery-south-${size}-${language}.png` });

    await page.goto('/seaLottery');
    await page.locator('[data-testid="sea-page"]').waitFor({ timeout: 30_000 });
    await settle(page, 2500);
    await page.screenshot({ path: `${out}sea-lottery-${size}-${language}.png`, fullPage: true });
    await page.close();
  }
}
await lottery.close();
console.log(`screenshots written to ${out}`);
