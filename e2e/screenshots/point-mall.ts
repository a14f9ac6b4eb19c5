/**
 * Screenshots of the points mall for docs/screenshots, at 1440 and 390 px, in Bangla and English, against the real
 * server. The site has the demo mall (startSite seeds it: ratios, nine DEMO items, the demo player's 5,000 DEMO
 * welcome points). The demo player is funded, the demo seed plays its rounds of the last closed day
 * (modules/demo/rebates.ts) and the accrual job credits their points, as at a first `npm start`, where the mall is
 * seeded after that play. Then, through the API, the player redeems a bonus, a gift and two vouchers, the demo admin
 * approves one voucher and rejects the other (its points and cash come back), and the player converts 500 points.
 * Then the page (full), the redeem dialog of a voucher, and the points history.
 * Run: `npm run build && node --import tsx e2e/screenshots/point-mall.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seedDemoRebates } from '../../apps/server/src/modules/demo/rebates.ts';
import { runPointsAccrual } from '../../apps/server/src/modules/points/accrual.ts';
import { reportDayStart } from '../../apps/server/src/modules/agents/rollups.ts';
import { latestDueDay } from '../../apps/server/src/modules/rebates/job.ts';
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
const api = apiOf(site);
const { login, operatorToken } = await fundDemoPlayer(site, {
  amount: '3000.00',
  reason: 'screenshots: points mall top-ups',
});

// Yesterday's demo play, and its points by the accrual job from the start of that day. This fresh site has had no
// play since its mall was made, so moving the cursor back credits those rounds and nothing else.
if (!(await seedDemoRebates(site.db))) throw new Error('the demo seed played nothing');
const merchant = await site.db
  .selectFrom('merchants')
  .select(['id', 'report_utc_offset_minutes'])
  .where('code', '=', 'DEMO')
  .executeTakeFirstOrThrow();
await site.db
  .updateTable('points_accrual_cursor')
  .set({
    accrued_to: reportDayStart(
      latestDueDay(new Date(), merchant.report_utc_offset_minutes),
      merchant.report_utc_offset_minutes,
    ),
  })
  .where('merchant_id', '=', merchant.id)
  .execute();
const accrued = await runPointsAccrual(site.db, { merchantId: merchant.id });
if (accrued.entries === 0) throw new Error('the accrual job credited nothing');

// The member's payment password, then its redemptions and a conversion, as the page would send them.
const paymentPassword = '135790';
await api('POST', '/wps/member/password/payment/unsecure', {
  token: login.token,
  body: { oldPassword: demoPassword, newPassword: paymentPassword, confirmNewPassword: paymentPassword },
});
interface Item {
  id: number;
  name: string;
  kind: string;
}
const { items } = await api<{ items: Item[] }>('GET', '/wps/points/reward', {
  token: login.token,
  headers: { language: 'en' },
});
const itemNamed = (name: string) => {
  const found = items.find((item) => item.name.startsWith(name));
  if (!found) throw new Error(`no demo item ${name}`);
  return found;
};
const redeem = (name: string, note?: string) =>
  api<{ redemption: { id: string } }>('POST', '/wps/relay/passwordCheck/PTS_redeem/unsecure', {
    token: login.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { itemId: itemNamed(name).id, quantity: 1, paymentPassword, ...(note ? { note } : {}) },
  });
await redeem('৳20 bonus');
const food = await redeem('৳300 food voucher');
const recharge = await redeem('৳100 mobile recharge', 'Please recharge 01710000001');
await api('POST', `/ops/points/redemptions/${recharge.redemption.id}/decision`, {
  token: operatorToken,
  body: { approve: true, note: 'Recharged 01710000001, reference RC-48213' },
});
await api('POST', `/ops/points/redemptions/${food.redemption.id}/decision`, {
  token: operatorToken,
  body: { approve: false, note: 'The supplier has no vouchers this week: your points are back.' },
});
await redeem('Team jersey', 'House 12, Road 4, Dhanmondi, Dhaka');
await api('POST', '/wps/relay/passwordCheck/PTS_convert/unsecure', {
  token: login.token,
  headers: { 'idempotency-key': randomUUID() },
  body: { points: 500, paymentPassword },
});

async function settle(page: Page, also: string[]) {
  await page.locator('[data-testid="point-mall-page"]').waitFor({ timeout: 30_000 });
  for (const more of also) await page.locator(`[data-testid="${more}"]`).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.evaluate(() => document.fonts.ready);
  // The item pictures load lazily: scroll them all into view once, and wait (a while at most) until they are in.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.locator('[data-testid="footer-help-links"]').waitFor({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

const scrollTo = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const section = document.querySelector(`[data-testid="${id}"]`)!;
    window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 160);
  }, testId);

const voucherId = itemNamed('৳100 mobile recharge').id;
for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/pointMall');
    await settle(page, ['points-items', `points-item-${voucherId}`, 'redemption-status']);
    await page.screenshot({ path: `${out}point-mall-${size}-${language}.png`, fullPage: true });

    await scrollTo(page, `points-item-${voucherId}`);
    await page.locator(`[data-testid="points-item-${voucherId}-redeem"]`).click();
    const dialog = page.locator('[data-testid="redeem-dialog"]');
    await dialog.waitFor();
    await dialog.locator('[data-testid="redeem-note"]').fill('01710000001');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}point-mall-redeem-${size}-${language}.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.locator('[data-testid="points-tab-history"]').click();
    await page.locator('[data-testid="points-history"] [data-testid^="points-entry-"]').first().waitFor();
    await scrollTo(page, 'points-activity');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}point-mall-history-${size}-${language}.png` });
    await page.close();
  }
}

await site.close();
console.log(`screenshots written to ${out}`);
