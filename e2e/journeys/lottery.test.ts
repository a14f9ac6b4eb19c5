import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerBalance, logInAsDemoPlayer, taka } from '../support/member.ts';
import { fundMember, startLotterySite } from '../support/lottery-site.ts';
import type { Site } from '../support/site.ts';

/**
 * The lottery in Chromium against the real server, its numero jobs running as `npm start` runs them: a member
 * opens the 1-minute 28-style game from the lobby, bets big and small (one of the two wins, whatever the draw),
 * watches the countdown and the draw, sees the result and the balance move by the stakes and the win, and
 * checks the draw on /verify, recomputed in the browser.
 */

let lottery: Awaited<ReturnType<typeof startLotterySite>>;
let site: Site;
beforeAll(async () => {
  lottery = await startLotterySite();
  site = lottery.site;
});
afterAll(async () => lottery?.close());

const fundDemo = (memberId: number, amount: string) =>
  fundMember(site, memberId, amount, 'e2e lottery journey stake');

/** Seconds left on the big countdown while bets are open, else 0. */
async function secondsToCutoff(page: Page) {
  const countdown = page.locator('[data-testid="lottery-countdown"]');
  if ((await countdown.getAttribute('data-phase')) !== 'open') return 0;
  const [minutes = 0, seconds = 0] = (await countdown.locator('[data-testid="countdown-time"]').innerText())
    .split(':')
    .map(Number);
  return minutes * 60 + seconds;
}

describe('the lottery in Chromium', () => {
  it('a member bets on a 1-minute draw, sees the result and the win credited, and verifies the draw', async () => {
    const page = await site.newPage();
    const { memberId } = await logInAsDemoPlayer(page);
    await fundDemo(memberId, '1000.00');
    await page.reload();
    const before = taka(await headerBalance(page));

    await page.goto('/lottery');
    const card = page.locator('[data-testid="lottery-game-card"][data-game-code="E28_1M"]');
    await card.waitFor({ timeout: 20_000 });
    await card.click();
    await page.locator('[data-testid="lottery-game"][data-game-code="E28_1M"]').waitFor();
    // Bet with time to spare before the cut-off (a numero in its last seconds locks while we click).
    await expect.poll(() => secondsToCutoff(page), { timeout: 40_000, interval: 500 }).toBeGreaterThan(12);
    expect(await page.locator('[data-testid="board"]').getAttribute('data-locked')).toBe('false');

    await page.locator('[data-testid="stake-chip"][data-amount="10"]').click();
    await page.locator('[data-bet-key="BIG"]').click();
    await page.locator('[data-bet-key="SMALL"]').click();
    expect(await page.locator('[data-testid="slip-total"]').innerText()).toBe('৳20.00');
    expect(await page.locator('[data-testid="slip-potential"]').innerText()).toBe('৳38.80');
    const numero = (await page.locator('[data-testid="slip-numero"]').getAttribute('data-numero'))!;
    await page.locator('[data-testid="slip-place"]').click();
    await page.locator('[data-testid="slip-confirm-submit"]').click();
    await page.locator('[data-testid="slip-placed"]').waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => taka(await headerBalance(page)), { timeout: 15_000 })
      .toBeCloseTo(before - 20, 2);

    // At the cut-off the board locks, then the numero is drawn and rolls onto the stage.
    await page.locator('[data-testid="board"][data-locked="true"]').waitFor({ timeout: 70_000 });
    const latest = page.locator('[data-testid="latest-numero"]', { hasText: numero });
    await latest.waitFor({ timeout: 75_000 });
    await expect
      .poll(() => page.locator('[data-testid="draw-display"]').getAttribute('data-state'), {
        timeout: 10_000,
      })
      .toBe('done');

    // Big or small won (a 1.94 win of 10, stake included) and the other lost: the balance is down 0.60.
    await expect
      .poll(async () => taka(await headerBalance(page)), { timeout: 30_000, interval: 1000 })
      .toBeCloseTo(before - 0.6, 2);
    await page.locator('[data-testid="panel-myBets"]').click();
    const bets = page.locator(`[data-testid="my-bet"][data-numero="${numero}"]`);
    await expect
      .poll(
        async () =>
          (await bets.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')))).sort(),
        {
          timeout: 20_000,
        },
      )
      .toEqual(['LOST', 'WON']);

    // Anyone can check the draw: /verify recomputes it in the browser.
    await page.locator('[data-testid="draw-stage"] [data-testid="verify-link"]').click();
    await page.waitForURL(/\/verify\?/);
    const verdict = page.locator('[data-testid="verify-verdict"]');
    await verdict.waitFor({ timeout: 20_000 });
    expect(await verdict.getAttribute('data-verdict')).toBe('match');
    expect(page.url()).toContain(`numero=${numero}`);
    await page.close();
  }, 200_000);
});
