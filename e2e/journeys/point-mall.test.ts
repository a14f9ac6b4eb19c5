import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { DEMO_WELCOME_POINTS } from '../../apps/server/src/modules/demo/points.ts';
import { apiOf, closePopups, demoPassword, logInAsDemoPlayer } from '../support/member.ts';
import { startSite, type Site } from '../support/site.ts';

/**
 * The points mall in Chromium against the real server (docs/points.md): the demo player (its DEMO welcome points
 * from the seed) logs in, follows the header's points-mall link, filters the vouchers, redeems a mobile recharge
 * (asked first to set its payment password, which it does in the dialog), sees the redemption IN_PROCESS in its
 * redemptions, its points gone down and the entry in its history; the demo admin approves it through the operator
 * API and the member sees it approved with the operator's note.
 */

let site: Site;
const api = <T>(...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(site)<T>(...args);

beforeAll(async () => {
  site = await startSite();
}, 180_000);
afterAll(async () => site?.close());

/** A page in English (Western digits), whose visitor has seen the announcement pop-ups. */
async function newPage(): Promise<Page> {
  const page = await site.newPage({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    localStorage.setItem('hisLang', 'en');
    localStorage.setItem('lang', 'en');
    for (const audience of ['B', 'A', 'A,F']) sessionStorage.setItem(`announcementShown:${audience}`, '1');
  });
  return page;
}

const pointsOnPage = async (page: Page) =>
  Number((await page.locator('[data-testid="points-balance-value"]').innerText()).replace(/\D/g, ''));

describe('the points mall in Chromium', () => {
  it('lets the demo player redeem a voucher, follow it in its redemptions and see its points go down', async () => {
    const page = await newPage();
    await logInAsDemoPlayer(page);

    /* The header's points mall (PTSYS3 is on for the demo merchant). */
    await page.locator('[data-testid="nav-POINTMALL"]').click();
    await page.waitForURL('**/pointMall');
    await closePopups(page);
    await expect.poll(() => pointsOnPage(page), { timeout: 15_000 }).toBe(DEMO_WELCOME_POINTS);
    const before = await pointsOnPage(page);
    expect(await page.locator('[data-testid="points-ratio-RNG"]').innerText()).toContain(
      '1 point per ৳10.00',
    );

    /* The vouchers only; the mobile recharge's redeem dialog. */
    await page.locator('[data-testid="points-filter-VOUCHER"]').click();
    await page.waitForURL('**/pointMall?kind=VOUCHER');
    const card = page
      .locator('[data-testid^="points-item-"]', { hasText: '৳100 mobile recharge (DEMO)' })
      .first();
    await card.waitFor();
    await expect.poll(() => page.locator('.pm-kind', { hasText: 'Bonus' }).count()).toBe(0);
    const price = Number((await card.locator('[data-testid$="-price"]').innerText()).replace(/\D/g, ''));
    await card.locator('[data-testid$="-redeem"]').click();
    const dialog = page.locator('[data-testid="redeem-dialog"]');
    await dialog.waitFor();
    expect(
      Number(
        await dialog
          .locator('[data-testid="redeem-after"]')
          .innerText()
          .then((text) => text.replace(/\D/g, '')),
      ),
    ).toBe(before - price);
    await dialog.locator('[data-testid="redeem-note"]').fill('Please recharge 01710000001');
    await dialog.locator('#redeem-pin').fill('246810');
    await dialog.locator('[data-testid="redeem-submit"]').click();

    /* No payment password yet: the server says so, and the dialog offers to set one. */
    const noPin = dialog.locator('[data-testid="redeem-no-pin"]');
    await noPin.waitFor();
    await noPin.locator('button').click();
    const pinModal = page.locator('[data-testid="payment-password-modal"]');
    await pinModal.waitFor();
    await pinModal.locator('#payment-oldPassword').fill(demoPassword);
    await pinModal.locator('#payment-newPassword').fill('246810');
    await pinModal.locator('#payment-confirmNewPassword').fill('246810');
    await pinModal.locator('[data-testid="payment-submit"]').click();
    await pinModal.waitFor({ state: 'detached' });

    /* Redeems: waiting for an operator, the points down by the price. */
    await dialog.locator('[data-testid="redeem-submit"]').click();
    const done = dialog.locator('[data-testid="redeem-done"]');
    await done.waitFor();
    expect(await done.locator('[data-testid="redemption-status"]').innerText()).toBe('In process');
    await done.locator('button', { hasText: 'My redemptions' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => pointsOnPage(page), { timeout: 10_000 }).toBe(before - price);

    const redemptions = page.locator('[data-testid="points-redemptions"]');
    const row = redemptions
      .locator('[data-testid^="redemption-"]', { hasText: '৳100 mobile recharge (DEMO)' })
      .first();
    await row.waitFor();
    expect(await row.locator('[data-testid="redemption-status"]').innerText()).toBe('In process');
    expect(await row.innerText()).toContain('Please recharge 01710000001');
    expect(await page.locator('[data-testid="points-balance-inProcess"]').innerText()).toContain('1');
    const rowId = (await row.getAttribute('data-testid'))!.replace('redemption-', '');

    /* The history has the entry. */
    await page.locator('[data-testid="points-tab-history"]').click();
    const entry = page.locator('[data-testid="points-history"] [data-testid^="points-entry-"]').first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain('Redeemed');
    expect(await entry.locator('[data-testid="points-entry-change"]').innerText()).toBe(`-${price}`);

    /* The operator approves it with the recharge's reference; the member sees it approved. */
    const admin = await signInOperatorOverHttp(site.baseUrl, {
      username: 'demoadmin',
      password: demoPassword,
    });
    await api('POST', `/ops/points/redemptions/${rowId}/decision`, {
      token: admin,
      body: { approve: true, note: 'Recharged, reference RC-1001' },
    });
    await page.reload();
    await closePopups(page);
    const approved = page.locator(`[data-testid="redemption-${rowId}"]`);
    await approved.waitFor();
    await expect
      .poll(() => approved.locator('[data-testid="redemption-status"]').innerText())
      .toBe('Approved');
    expect(await approved.innerText()).toContain('Operator: Recharged, reference RC-1001');
    expect(await pointsOnPage(page)).toBe(before - price);
  });
});
