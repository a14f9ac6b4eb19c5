/**
 * Screenshots of the VIP page for docs/screenshots, at 1440 and 390 px, in Bangla and English, against the real
 * server and its DEMO ladder (Bronze to Crown). The demo player gets the DEMO welcome deposit (৳5,000, through the
 * demo gateway's path), plays a little on our lottery and sets its birthday to today; the `vip-levels` job (after
 * the rollups catch up) takes it to Silver with the Bronze and Silver level-up bonuses and its birthday bonus. Then:
 * the page as a visitor sees it, as the member sees it (its level in the header badge too), and the member
 * centre's card with the badge. Run: `npm run build && node --import tsx e2e/screenshots/vip.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startScheduler } from '../../apps/server/src/jobs/scheduler.ts';
import { serverJobs } from '../../apps/server/src/jobs/server-jobs.ts';
import { reportDayOf } from '../../apps/server/src/modules/agents/rollups.ts';
import { seedDemoPlayerDeposit } from '../../apps/server/src/modules/demo/player-deposit.ts';
import { apiOf, closePopups, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
// The jobs this needs, as `npm start` runs them (startSite runs none): the lottery's numeros (the bets), the
// rollups and the VIP levels.
const jobs = startScheduler({
  jobs: serverJobs(site.db, 60_000).filter(
    (job) => job.name.includes('lottery') || job.name === 'agent-stats' || job.name === 'vip-levels',
  ),
  log: { debug: () => undefined, info: () => undefined, error: console.error },
});
await jobs.runNow('open-lottery-numeros');
const api = apiOf(site);
// A small stake besides the welcome deposit, for the bets (the adjustment is no deposit: it counts for nothing).
const { login } = await fundDemoPlayer(site, { amount: '1500.00', reason: 'screenshots: VIP page stake' });
await seedDemoPlayerDeposit(site.db);

// Its birthday is today (the merchant's report day, UTC+6): the job pays the level's birthday bonus.
const today = reportDayOf(Date.now(), 360);
await api('POST', '/wps/member/info', { token: login.token, body: { birthday: `1995-${today.slice(5)}` } });

interface Opened {
  current: { numero: string } | null;
}
const slips: Record<string, { betKey: string; amount: string }[]> = {
  E28_1M: [
    { betKey: 'BIG', amount: '400' },
    { betKey: 'SMALL', amount: '300' },
  ],
  EDICE_1M: [{ betKey: 'SMALL', amount: '500' }],
};
for (const [gameCode, bets] of Object.entries(slips)) {
  const opened = await api<Opened>('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
  if (!opened.current) throw new Error(`${gameCode}: no open numero`);
  await api('POST', '/lotto/wps/bets', {
    token: login.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { gameCode, numero: opened.current.numero, bets },
  });
}
await jobs.runNow('agent-stats');
await jobs.runNow('vip-levels');
const vip = await api<{ member: { rank: number; rewards: unknown[] } | null }>('GET', '/wps/vip', {
  token: login.token,
});
if (vip.member?.rank !== 2 || vip.member.rewards.length !== 3)
  throw new Error(`the demo player should be Silver with 3 VIP bonuses: ${JSON.stringify(vip.member)}`);

async function settle(page: Page, testId: string, also: string[] = []) {
  await page.locator(`[data-testid="${testId}"]`).waitFor({ timeout: 30_000 });
  for (const more of also) await page.locator(`[data-testid="${more}"]`).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(700);
}

/** A visitor's page in `language` (no session). */
async function visitorPage(page: Page, language: 'bn' | 'en') {
  await page.addInitScript((lang) => {
    localStorage.setItem('hisLang', lang);
    localStorage.setItem('lang', lang);
    for (const audience of ['B', 'A', 'A,F']) sessionStorage.setItem(`announcementShown:${audience}`, '1');
  }, language);
  return page;
}

const sizes = Object.entries(screenshotViewports);
for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of sizes) {
    const visitor = await visitorPage(await site.newPage(viewport), language);
    await visitor.goto('/vip');
    await settle(visitor, 'vip-page', ['vip-ladder', 'vip-visitor']);
    await visitor.screenshot({ path: `${out}vip-visitor-${size}-${language}.png`, fullPage: true });
    await visitor.close();

    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/vip');
    await settle(page, 'vip-page', ['vip-current', 'vip-progress', 'vip-history-table']);
    await page.screenshot({ path: `${out}vip-member-${size}-${language}.png`, fullPage: true });

    await page.goto('/member/securityCenter');
    await settle(page, 'member-center', ['vip-label']);
    await page.screenshot({ path: `${out}vip-member-center-${size}-${language}.png` });
    await page.close();
  }
}

await jobs.stop();
await site.close();
console.log(`screenshots written to ${out}`);
