/**
 * Screenshots of the lottery for docs/screenshots: the lobby, a board per family, a filled slip, the trend and
 * my bets, a result and its verification, at 1440 and 390 px, in Bangla and English, against the real server
 * (its numero jobs draw for real: the script waits for the first draws). Run:
 * `npm run build && node --import tsx e2e/screenshots/lottery.ts` (or against a running site:
 * `LOTTERY_SITE_URL=http://localhost:3000 node --import tsx e2e/screenshots/lottery.ts`).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { startScheduler } from '../../apps/server/src/jobs/scheduler.ts';
import { serverJobs } from '../../apps/server/src/jobs/server-jobs.ts';
import { apiOf, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { chromiumPath, startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const external = process.env.LOTTERY_SITE_URL;
const site = external ? null : await startSite();
const baseUrl = external ?? site!.baseUrl;
// The numero jobs, as `npm start` runs them (startSite runs none).
const jobs = site
  ? startScheduler({
      jobs: serverJobs(site.db, 60_000).filter((job) => job.name.includes('lottery')),
      log: { debug: () => undefined, info: () => undefined, error: console.error },
    })
  : null;
await jobs?.runNow('open-lottery-numeros');
const browser = external
  ? await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] })
  : null;
const newPage = (viewport: { width: number; height: number }) =>
  site
    ? site.newPage(viewport)
    : browser!.newContext({ viewport, baseURL: baseUrl }).then((context) => context.newPage());
const api = apiOf({ baseUrl });
const only = process.env.LOTTERY_SHOTS?.split(',');

const { login } = await fundDemoPlayer(
  { baseUrl },
  { amount: '5000.00', reason: 'screenshots: lottery stake' },
);

interface Opened {
  current: { numero: string } | null;
}
const bets: Record<string, { betKey: string; amount: string }[]> = {
  E28_1M: [
    { betKey: 'BIG', amount: '50' },
    { betKey: 'SUM:13', amount: '10' },
    { betKey: 'COLOUR:RED', amount: '20' },
  ],
  EDICE_1M: [
    { betKey: 'SMALL', amount: '50' },
    { betKey: 'FACE:6', amount: '10' },
  ],
  E5D_1M: [
    { betKey: 'P1:7', amount: '10' },
    { betKey: 'SUM:BIG', amount: '20' },
  ],
  L49_5M: [
    { betKey: 'SPECIAL:RED', amount: '20' },
    { betKey: 'MAIN2:7-23', amount: '10' },
  ],
};
for (const [gameCode, slip] of Object.entries(bets)) {
  const opened = await api<Opened>('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
  if (!opened.current) continue;
  await api('POST', '/lotto/wps/bets', {
    token: login.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { gameCode, numero: opened.current.numero, bets: slip },
  }).catch((error: unknown) => console.warn(`${gameCode}: ${String(error)}`));
}

// Results to show: wait for the first draws of the 1-minute games (at most about 75 s).
let latest = '';
for (let waited = 0; waited < 90_000 && !latest; waited += 3000) {
  const results = await api<{ content: { numero: string; result: number[] | null }[] }>(
    'GET',
    '/lotto/lgw/results?gameCode=E28_1M&pageNo=1&pageSize=1',
  );
  latest = results.content.find((numero) => numero.result)?.numero ?? '';
  if (!latest) await new Promise((resolve) => setTimeout(resolve, 3000));
}
if (!latest) console.warn('no E28_1M draw yet: the result shots show none');

const viewports = screenshotViewports;

async function pageFor(viewport: { width: number; height: number }, language: 'bn' | 'en') {
  return memberPage(await newPage(viewport), login.token, language);
}

async function settle(page: Page, wait = 1500) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  for (const testId of ['first-login-popup', 'public-modal']) {
    const popup = page.locator(`[data-testid="${testId}"]`);
    if (await popup.isVisible().catch(() => false)) {
      if (testId === 'first-login-popup') await page.locator('[data-testid="first-login-later"]').click();
      else await popup.locator('.modal__close').click();
    }
  }
  await page.waitForTimeout(wait);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await pageFor(viewport, language);
    const shot = async (name: string, fullPage = false) => {
      if (only && !only.includes(name)) return;
      await page.screenshot({ path: `${out}${name}-${size}-${language}.png`, fullPage });
    };
    const want = (name: string) => !only || only.includes(name);

    if (want('lottery-lobby')) {
      await page.goto('/lottery');
      await page.locator('[data-testid="lottery-game-card"]').first().waitFor({ timeout: 20_000 });
      await settle(page);
      await shot('lottery-lobby', true);
    }

    for (const [gameCode, family] of [
      ['E28_1M', 'digits3'],
      ['EDICE_1M', 'dice'],
      ['E5D_1M', 'digits5'],
      ['L49_5M', 'balls49'],
    ] as const) {
      if (!want(`lottery-board-${family}`)) continue;
      await page.goto(`/lottery?gameCode=${gameCode}`);
      await page.locator('[data-testid="board"]').waitFor({ timeout: 20_000 });
      await settle(page, 3500);
      await shot(`lottery-board-${family}`, true);
    }

    if (want('lottery-slip')) {
      await page.goto('/lottery?gameCode=E28_1M');
      await page.locator('[data-testid="board"][data-locked="false"]').waitFor({ timeout: 30_000 });
      await settle(page, 2500);
      for (const key of ['BIG', 'SUM:14', 'COLOUR:GREEN', 'PAIR'])
        await page.locator(`[data-bet-key="${key}"]`).click();
      await page.locator('[data-testid="bet-slip"]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await shot('lottery-slip');
      await page.locator('[data-testid="slip-place"]').click();
      await page.locator('[data-testid="slip-confirm"]').waitFor();
      await page.waitForTimeout(500);
      await shot('lottery-confirm');
    }

    if (want('lottery-trend')) {
      await page.goto('/lottery?gameCode=E28_1M');
      await page.locator('[data-testid="panel-trend"]').click();
      await settle(page, 1500);
      await page
        .locator('.lt-panels')
        .evaluate((panels) => panels.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await page.waitForTimeout(300);
      await shot('lottery-trend');
      await page.locator('[data-testid="panel-myBets"]').click();
      await settle(page, 1000);
      await page
        .locator('.lt-panels')
        .evaluate((panels) => panels.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await page.waitForTimeout(300);
      await shot('lottery-my-bets');
    }

    if (latest && want('lottery-verify')) {
      await page.goto(`/verify?gameCode=E28_1M&numero=${latest}`);
      await page.locator('[data-testid="verify-verdict"]').waitFor({ timeout: 20_000 });
      await settle(page, 800);
      await shot('lottery-verify', true);
    }
    await page.close();
  }
}
await browser?.close();
await jobs?.stop();
await site?.close();
console.log(`screenshots written to ${out}`);
