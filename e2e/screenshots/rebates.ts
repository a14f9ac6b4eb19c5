/**
 * Screenshots of the reward center's rebates for docs/screenshots, at 1440 and 390 px, in Bangla and English,
 * against the real server. The demo player is funded, then the demo seed plays its rounds of the last closed day
 * and runs the rebate job (modules/demo/rebates.ts); the player claims that rebate (the paid history). Then it
 * bets on the lottery through the API, the draws settle, and the job runs with tomorrow's clock, so today's
 * lottery rebates wait to be claimed. Last, a claim in the page and its answer. Run:
 * `npm run build && node --import tsx e2e/screenshots/rebates.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startScheduler } from '../../apps/server/src/jobs/scheduler.ts';
import { serverJobs } from '../../apps/server/src/jobs/server-jobs.ts';
import { seedDemoRebates } from '../../apps/server/src/modules/demo/rebates.ts';
import { runRebates } from '../../apps/server/src/modules/rebates/job.ts';
import { apiOf, closePopups, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
// The lottery's numero jobs, as `npm start` runs them (startSite runs none): the bets settle and count.
const jobs = startScheduler({
  jobs: serverJobs(site.db, 60_000).filter((job) => job.name.includes('lottery')),
  log: { debug: () => undefined, info: () => undefined, error: console.error },
});
await jobs.runNow('open-lottery-numeros');
const api = apiOf(site);
const { login } = await fundDemoPlayer(site, { amount: '5000.00', reason: 'screenshots: rebates stake' });

// Yesterday's play and its rebate, through the demo seed and the job; claimed, so history has rows.
if (!(await seedDemoRebates(site.db))) throw new Error('the demo rebate seed played nothing');
await api('POST', '/wps/rebates/claim', { token: login.token });

// Today's lottery bets, settled by the draws.
interface Opened {
  current: { numero: string } | null;
}
const slips: Record<string, { betKey: string; amount: string }[]> = {
  E28_1M: [
    { betKey: 'BIG', amount: '300' },
    { betKey: 'SMALL', amount: '200' },
  ],
  EDICE_1M: [{ betKey: 'SMALL', amount: '250' }],
};
const numeros: string[] = [];
for (const [gameCode, bets] of Object.entries(slips)) {
  const opened = await api<Opened>('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
  if (!opened.current) throw new Error(`${gameCode}: no open numero`);
  numeros.push(opened.current.numero);
  await api('POST', '/lotto/wps/bets', {
    token: login.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { gameCode, numero: opened.current.numero, bets },
  });
}
const deadline = Date.now() + 4 * 60_000;
for (;;) {
  const open = await site.db
    .selectFrom('lottery_bets')
    .innerJoin('lottery_numeros', 'lottery_numeros.id', 'lottery_bets.numero_id')
    .select('lottery_bets.id')
    .where('lottery_numeros.numero', 'in', numeros)
    .where('lottery_bets.status', '=', 'OPEN')
    .executeTakeFirst();
  if (!open) break;
  if (Date.now() > deadline) throw new Error('the lottery bets did not settle');
  await new Promise((wait) => setTimeout(wait, 5_000));
}
// Tomorrow, 00:11 in the merchant's time zone (UTC+6): today is due, as the job would find it then.
const tomorrow = new Date(Date.now() + 6 * 3_600_000);
tomorrow.setUTCHours(24, 11, 0, 0);
await runRebates(site.db, { now: new Date(tomorrow.getTime() - 6 * 3_600_000) });

async function settle(page: Page) {
  await page.locator('[data-testid="rebate-claim-card"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="rebate-paid-row"]').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(700);
}

const sizes = Object.entries(screenshotViewports);
for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of sizes) {
    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/member/rewardCenter');
    await settle(page);
    await page.screenshot({ path: `${out}rebates-${size}-${language}.png`, fullPage: true });
    // The section alone, for a closer look (the sticky header out of its way).
    await page.addStyleTag({ content: '.site-header { position: static !important; }' });
    await page
      .locator('[data-testid="rebates-section"]')
      .screenshot({ path: `${out}rebates-section-${size}-${language}.png` });
    await page.close();
  }
}

// The claim in the page and its answer (once: it pays everything waiting).
const page = await memberPage(await site.newPage(screenshotViewports.desktop), login.token, 'en');
await page.goto('/member/rewardCenter');
await settle(page);
await page.locator('[data-testid="rebate-claim"]').click();
await page.locator('[data-testid="claimed-panel"]').waitFor({ timeout: 20_000 });
await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
await page.waitForTimeout(900);
await page.evaluate(() => {
  const section = document.querySelector('[data-testid="rebates-section"]')!;
  window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 150);
});
await page.waitForTimeout(400);
await page.screenshot({ path: `${out}rebates-claimed-desktop-en.png` });
await page.close();

await jobs.stop();
await site.close();
console.log(`screenshots written to ${out}`);
