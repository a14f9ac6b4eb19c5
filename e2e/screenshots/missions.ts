/**
 * Screenshots of the missions page for docs/screenshots, at 1440 and 390 px, in Bangla and English, against the
 * real server. The site has the demo missions and weekly leaderboard (startSite seeds them) and the demo agent's
 * team with its month of play (their valid bets of this week fill the leaderboard, names masked). The demo player
 * deposits ৳600 through the cashier (the deposit mission at 60 %) and bets on three lottery draws (that mission
 * ready to claim, and the player on the board); the rollups are brought up to date by their job. Then the daily
 * tab with the leaderboard (full page), and the weekly tab.
 * Run: `npm run build && node --import tsx e2e/screenshots/missions.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startScheduler } from '../../apps/server/src/jobs/scheduler.ts';
import { serverJobs } from '../../apps/server/src/jobs/server-jobs.ts';
import { seedDemoAgentTeam } from '../../apps/server/src/modules/demo/agent-team.ts';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import {
  apiOf,
  closePopups,
  demoPassword,
  fundDemoPlayer,
  memberPage,
  screenshotViewports,
} from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
await seedDemoAgentTeam(site.db);
// The lottery's numero jobs and the rollups, as `npm start` runs them (startSite runs none).
const jobs = startScheduler({
  jobs: serverJobs(site.db, 60_000).filter(
    (job) => job.name.includes('lottery') || job.name === 'agent-stats',
  ),
  log: { debug: () => undefined, info: () => undefined, error: console.error },
});
await jobs.runNow('open-lottery-numeros');
const api = apiOf(site);
const { login } = await fundDemoPlayer(site, { amount: '3000.00', reason: 'screenshots: missions stake' });

// A ৳600 bKash deposit, approved by the cashier: the daily deposit mission at 60 %.
const deposit = await api<{ id: string }>('POST', '/wps/deposit/requests', {
  token: login.token,
  headers: { 'idempotency-key': randomUUID() },
  body: { channelCode: 'BKASH', amount: '600', payerAccount: '01811111111', paymentReference: 'TRX8MS12CD' },
});
const cashier = await signInOperatorOverHttp(site.baseUrl, {
  username: 'democashier',
  password: demoPassword,
});
await api('POST', `/ops/deposits/${deposit.id}/approve`, { token: cashier });

// Bets on three draws: the lottery mission done, and valid bets for the leaderboard.
interface Opened {
  current: { numero: string } | null;
}
const slips: Record<string, { betKey: string; amount: string }[]> = {
  E28_1M: [{ betKey: 'BIG', amount: '400' }],
  E28_3M: [{ betKey: 'SMALL', amount: '300' }],
  EDICE_3M: [{ betKey: 'BIG', amount: '250' }],
};
for (const [gameCode, bets] of Object.entries(slips)) {
  // A numero closing at this moment is refused: the next one opens at once.
  for (let attempt = 1; ; attempt += 1) {
    await jobs.runNow('open-lottery-numeros');
    const opened = await api<Opened>('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
    if (!opened.current) throw new Error(`${gameCode}: no open numero`);
    try {
      await api('POST', '/lotto/wps/bets', {
        token: login.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { gameCode, numero: opened.current.numero, bets },
      });
      break;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('lottery.numero.closed')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}
await jobs.runNow('agent-stats');

async function settle(page: Page, also: string[]) {
  await page.locator('[data-testid="missions-page"]').waitFor({ timeout: 30_000 });
  for (const more of also) await page.locator(`[data-testid="${more}"]`).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(700);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/member/missionLeaderboard');
    await settle(page, ['missions-list', 'leaderboard-podium']);
    await page.screenshot({ path: `${out}missions-${size}-${language}.png`, fullPage: true });

    await page.locator('[data-testid="missions-tab-WEEKLY"]').click();
    await page.waitForTimeout(400);
    await page.evaluate(() => {
      const section = document.querySelector('[data-testid="missions-section"]')!;
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 150);
    });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}missions-weekly-${size}-${language}.png` });
    await page.close();
  }
}

await jobs.stop();
await site.close();
console.log(`screenshots written to ${out}`);
