import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOf,
  closePopups,
  demoPassword,
  headerBalance,
  logInAsDemoPlayer,
  slow,
  spinDemoSlot,
  taka,
} from '../support/member.ts';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { startSite, type Site } from '../support/site.ts';

/**
 * Game journeys of issue 5 in Chromium against the real server and the real demo vendor (two HTTP servers, the
 * signed seamless-wallet protocol between them): a member opens /rng, launches the demo slot, spins, comes back
 * to a header balance that moved with the round, and finds the round in the betting record; a guest's launch
 * opens the login pop-up; a trial player is asked to register first.
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.close());

const api = <T>(...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(site)<T>(...args);

async function fundMember(memberId: number, amount: string) {
  const token = await signInOperatorOverHttp(site.baseUrl, { username: 'demoadmin', password: demoPassword });
  await api('POST', `/ops/members/${memberId}/adjust`, {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount, direction: 'CREDIT', reason: 'e2e games journey stake' },
  });
}

describe('games in Chromium', () => {
  it('a member launches the demo slot from /rng, spins, and the balance and betting record follow', async () => {
    const page = await site.newPage();
    const { memberId } = await logInAsDemoPlayer(page);
    await fundMember(memberId, '1000.00');
    await page.reload();
    const before = taka(await headerBalance(page));

    const inGame = await spinDemoSlot(page);
    expect(inGame).not.toBe(before);

    await page.locator('[data-testid="game-stage-exit"]').click();
    await expect
      .poll(async () => taka(await headerBalance(page)), { timeout: 15_000 })
      .toBeCloseTo(inGame, 2);

    await page.goto('/member/personalHistoryCopy');
    const record = page.locator('[data-testid="betting-record"]');
    await record.waitFor();
    await expect
      .poll(() => record.locator('[data-testid="betting-record-row"]').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await expect(record.locator('[data-testid="betting-record-row"]').first().innerText()).resolves.toMatch(
      /Lotus|লোটাস|পদ্ম|PG/i,
    );
  });

  it("a guest's launch opens the login pop-up", async () => {
    const page = await site.newPage();
    await page.goto('/rng?vassalage=PG');
    const announcement = page.locator('[data-testid="public-modal"]');
    await announcement.waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
    if (await announcement.isVisible()) await announcement.locator('.modal__close').click();
    const tile = page.locator('[data-testid="game-tile"]').first();
    await tile.waitFor();
    await tile.hover();
    await tile.locator('[data-testid="game-tile-play"]').click();
    await page.locator('[data-testid="login-popup"]').waitFor();
  });

  it('a trial player is asked to register first', async () => {
    const page = await site.newPage();
    await page.goto('/login');
    const announcement = page.locator('[data-testid="public-modal"]');
    await announcement.waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
    if (await announcement.isVisible()) await announcement.locator('.modal__close').click();
    await page.locator('[data-testid="freeplay-button"]').click();
    await page.waitForSelector('[data-testid="member-block"]', slow);
    await page.goto('/rng?vassalage=PG');
    // A fresh page load may open the announcement pop-up again.
    await closePopups(page);
    const tile = page.locator('[data-testid="game-tile"]').first();
    await tile.waitFor();
    await tile.hover();
    await tile.locator('[data-testid="game-tile-play"]').click();
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 10_000 })
      .toMatch(/Register An Account First|অ্যাকাউন্ট/i);
    await expect(page.locator('[data-testid="game-stage"]').count()).resolves.toBe(0);
  });
});
