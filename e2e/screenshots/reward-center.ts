/**
 * Screenshots of the reward center for docs/screenshots, at 1440 and 390 px, in Bangla and English, against the
 * real server. The demo admin publishes SIGN_UP promotions (AUTO, fixed amounts) that the demo player qualifies
 * for; the player claims two of them (one with a 5 times turnover, one with none) and plays part of that
 * turnover on the lottery, then claims a third with a turnover of its own, so that every section has content:
 * two rewards ready to claim, two turnovers in progress, three rewards paid. Then the bonus records with their
 * turnover line, and a claim's answer. Run: `npm run build && node --import tsx e2e/screenshots/reward-center.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startScheduler } from '../../apps/server/src/jobs/scheduler.ts';
import { serverJobs } from '../../apps/server/src/jobs/server-jobs.ts';
import { apiOf, closePopups, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
// The lottery's numero jobs, as `npm start` runs them (startSite runs none): the bets that count as turnover.
const jobs = startScheduler({
  jobs: serverJobs(site.db, 60_000).filter((job) => job.name.includes('lottery')),
  log: { debug: () => undefined, info: () => undefined, error: console.error },
});
await jobs.runNow('open-lottery-numeros');
const api = apiOf(site);
const { login, operatorToken } = await fundDemoPlayer(site, {
  amount: '5000.00',
  reason: 'screenshots: reward center stake',
});

let serial = 0;
/** Publishes a SIGN_UP promotion, AUTO, paying `amount` with `multiple` times turnover; answers its id. */
async function publish(title: { bn: string; en: string }, amount: string, multiple: number) {
  serial += 1;
  const created = await api<{ id: number }>('POST', '/ops/promotions', {
    token: operatorToken,
    body: {
      code: `RC_SHOT_${serial}_${Date.now().toString(36)}`,
      type: 'SIGN_UP',
      category: 'newPlayer',
      tags: ['newbie'],
      title,
      summary: { bn: 'নতুন সদস্যদের জন্য উপহার (DEMO)', en: 'A gift for new members (DEMO)' },
      content: { bn: '<p>DEMO</p>', en: '<p>DEMO</p>' },
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: null,
      audience: 'ALL',
      joinMode: 'AUTO',
      rules: { fixedAmount: amount, turnoverMultiple: multiple },
      budget: null,
    },
  });
  await api('POST', `/ops/promotions/${created.id}/status`, {
    token: operatorToken,
    body: { status: 'ACTIVE' },
  });
  return created.id;
}
const claim = (id: number) => api('POST', `/wps/promotions/${id}/claim`, { token: login.token });

// Paid: a welcome bonus with 5 times turnover (৳1,500), partly played, and a gift with none.
const welcome = await publish({ bn: 'স্বাগতম বোনাস ৳৩০০', en: 'Welcome bonus ৳300' }, '300.00', 5);
await claim(welcome);
const gift = await publish({ bn: 'নিবন্ধন উপহার', en: 'Sign-up gift' }, '50.00', 0);
await claim(gift);
interface Opened {
  current: { numero: string } | null;
}
const slips: Record<string, { betKey: string; amount: string }[]> = {
  E28_1M: [
    { betKey: 'BIG', amount: '200' },
    { betKey: 'SMALL', amount: '150' },
  ],
  EDICE_1M: [{ betKey: 'SMALL', amount: '250' }],
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
// A newer bonus whose turnover has not started, after the bets.
const friday = await publish({ bn: 'শুক্রবারের উপহার', en: 'Friday gift' }, '100.00', 2);
await claim(friday);
// Ready to claim: one with 5 times turnover, one with 3.
await publish({ bn: 'নতুন সদস্যের বোনাস ৳৫০০', en: 'New member bonus ৳500' }, '500.00', 5);
await publish({ bn: 'বৈশাখী উপহার', en: 'Boishakhi gift' }, '200.00', 3);

async function settle(page: Page, testId: string, also: string[] = []) {
  await page.locator(`[data-testid="${testId}"]`).waitFor({ timeout: 30_000 });
  for (const more of also) await page.locator(`[data-testid="${more}"]`).first().waitFor({ timeout: 20_000 });
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
    await settle(page, 'reward-center', ['ready-list', 'turnover-list', 'history-table']);
    await page.screenshot({ path: `${out}reward-center-${size}-${language}.png`, fullPage: true });

    await page.goto('/member/bonusDetails');
    await settle(page, 'bonus-details-page', ['turnover-summary']);
    await page.screenshot({ path: `${out}reward-center-bonus-details-${size}-${language}.png` });
    await page.close();
  }
}

// A claim's answer, once per language and size: a reward of its own for each.
for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of sizes) {
    const id = await publish({ bn: 'সাপ্তাহিক উপহার', en: 'Weekly gift' }, '150.00', 4);
    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/member/rewardCenter');
    await settle(page, 'reward-center', [`reward-${id}`]);
    await page.locator(`[data-testid="reward-${id}-claim"]`).click();
    await page.locator('[data-testid="claimed-panel"]').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
    await page.waitForTimeout(900);
    // The answer just under the sticky header, the cards below it.
    await page.evaluate(() => {
      const panel = document.querySelector('[data-testid="claimed-panel"]')!;
      window.scrollTo(0, panel.getBoundingClientRect().top + window.scrollY - 150);
    });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}reward-center-claimed-${size}-${language}.png` });
    await page.close();
  }
}

await jobs.stop();
await site.close();
console.log(`screenshots written to ${out}`);
