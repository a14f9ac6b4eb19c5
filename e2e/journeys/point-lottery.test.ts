import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointPayout } from '../../packages/contracts/src/lottery/point-games.ts';
import { apiOf, headerBalance, logInAsDemoPlayer, taka } from '../support/member.ts';
import { fundMember, startLotterySite } from '../support/lottery-site.ts';
import type { Site } from '../support/site.ts';

/**
 * The Vietnamese lottery and SEA 4D in Chromium against the real server, its numero jobs running as `npm start`
 * runs them: a member types every number for lô and đề on the 1-minute Vietnamese draw (so both win, whatever the
 * draw), watches the draw, and sees the result sheet, the wins and the balance; a member bets Big and iBox on 4D
 * and sees the bets in my bets.
 */

let lottery: Awaited<ReturnType<typeof startLotterySite>>;
let site: Site;
beforeAll(async () => {
  lottery = await startLotterySite();
  site = lottery.site;
});
afterAll(async () => lottery?.close());

const api = <T>(...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(site)<T>(...args);

const fundDemo = (memberId: number, amount: string) =>
  fundMember(site, memberId, amount, 'e2e point lottery journey stake');

/** Seconds left to the cut-off on the game's countdown while bets are open, else 0. */
const secondsToCutoff = async (page: Page) =>
  Number(
    (await page
      .locator('[data-testid="vn-game-desk"] [data-testid="vn-countdown"]')
      .first()
      .getAttribute('data-seconds')) ?? 0,
  );

const every = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).join(' ');

describe('the Vietnamese lottery and 4D in Chromium', () => {
  it('a member bets lô and đề on every number of a fast draw, sees the result sheet and both wins', async () => {
    const page = await site.newPage();
    const { memberId } = await logInAsDemoPlayer(page);
    await fundDemo(memberId, '5000.00');
    await page.reload();
    const before = taka(await headerBalance(page));

    await page.goto('/vnLottery?gameCode=VN_F1');
    await page.locator('[data-testid="vn-page"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="vn-game"][data-game-code="VN_F1"]').first().waitFor();
    // Bet with time to spare before the cut-off.
    await expect.poll(() => secondsToCutoff(page), { timeout: 45_000, interval: 500 }).toBeGreaterThan(25);

    await page.locator('[data-testid="vn-unit"]').fill('1');
    for (const playType of ['LO2', 'DE']) {
      await page.locator(`[data-testid="vn-play-type"][data-play-type="${playType}"]`).click();
      await page
        .locator('[data-testid="number-entry"] textarea, [data-testid="number-entry"] input')
        .first()
        .fill(every);
      await page.locator('[data-testid="number-entry"] button[type="submit"]').click();
      await expect
        .poll(() => page.locator(`[data-testid="vn-slip-line"][data-bet-key^="${playType}:"]`).count())
        .toBe(100);
    }
    // 100 lô at 27 points and 100 đề at one, for a unit of ৳1.
    expect(taka(await page.locator('[data-testid="vn-slip-total"]').innerText())).toBe(2800);
    const numero = (await page.locator('[data-testid="vn-slip-numero"]').getAttribute('data-numero'))!;
    await page.locator('[data-testid="vn-slip-place"]').click();
    await page.locator('[data-testid="vn-slip-confirm"]').click();
    await page.locator('[data-testid="vn-slip-placed"]').waitFor({ timeout: 20_000 });
    await expect.poll(async () => taka(await headerBalance(page)), { timeout: 15_000 }).toBe(before - 2800);

    // The draw: the result sheet of our numero, then the settled bets.
    await page
      .locator(`[data-testid="vn-result-sheet"][data-numero="${numero}"]`)
      .waitFor({ timeout: 100_000 });
    const token = await page.evaluate(() => sessionStorage.getItem('token')!);
    type Bets = {
      content: { betKey: string; stake: string; status: string; payout: string; result: number[] | null }[];
    };
    // Two pages of 100 (the most a page holds).
    const myBets = async () => {
      const pages = await Promise.all(
        [1, 2].map((pageNo) =>
          api<Bets>('GET', `/lotto/wps/bets?gameCode=VN_F1&pageNo=${pageNo}&pageSize=100`, { token }),
        ),
      );
      return { content: pages.flatMap((page) => page.content) };
    };
    await expect
      .poll(async () => (await myBets()).content.every((bet) => bet.status !== 'OPEN'), { timeout: 30_000 })
      .toBe(true);
    const settled = await myBets();
    expect(settled.content).toHaveLength(200);
    const result = settled.content[0]!.result!;
    const { odds } = await api<{ odds: Record<string, number> }>('GET', '/lotto/lgw/games/VN_F1');
    let paid = 0n;
    for (const bet of settled.content) {
      const minor = (amount: string) => BigInt(Math.round(Number(amount) * 100));
      expect(bet.status).not.toBe('OPEN');
      // Odds are the numero's: the game's demo odds are the defaults, unchanged since it opened.
      expect(minor(bet.payout)).toBe(pointPayout('VN_NORTH', bet.betKey, minor(bet.stake), result, odds));
      paid += minor(bet.payout);
    }
    // Every lô number that ends a prize won, and exactly one đề.
    const endings = new Set(result.map((value) => String(value % 100).padStart(2, '0')));
    const won = settled.content.filter((bet) => bet.status === 'WON');
    expect(won.filter((bet) => bet.betKey.startsWith('LO2:'))).toHaveLength(endings.size);
    expect(won.filter((bet) => bet.betKey.startsWith('DE:'))).toHaveLength(1);
    await expect
      .poll(async () => taka(await headerBalance(page)), { timeout: 20_000 })
      .toBe(before - 2800 + Number(paid) / 100);
    // The sheet shows the 27 prizes, and my bets the settled bets.
    expect(await page.locator('[data-testid="vn-result-sheet"] .vn-prize').count()).toBe(27);
    await expect
      .poll(() => page.locator('[data-testid="my-bet"][data-status="OPEN"]').count(), { timeout: 20_000 })
      .toBe(0);
    expect(await page.locator('[data-testid="my-bet"]').count()).toBeGreaterThan(0);
  }, 300_000);

  it('a member bets Big and iBox on 4D and sees both bets in my bets', async () => {
    const page = await site.newPage();
    const { memberId } = await logInAsDemoPlayer(page);
    await fundDemo(memberId, '100.00');
    await page.goto('/seaLottery');
    await page.locator('[data-testid="sea-page"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="s4d-countdown"][data-phase="open"]').waitFor({ timeout: 30_000 });

    const rows = page.locator('[data-testid="entry-row"]');
    await rows.nth(0).locator('[data-testid="s4d-number"]').fill('1234');
    await rows.nth(0).locator('[data-testid="s4d-big"]').fill('1');
    await page.locator('[data-testid="entry-add"]').click();
    await rows.nth(1).locator('[data-testid="s4d-number"]').fill('4321');
    await rows.nth(1).locator('[data-testid="s4d-mode"] [data-value="IBOX"]').click();
    await rows.nth(1).locator('[data-testid="s4d-big"]').fill('2.40');
    expect(await rows.nth(1).locator('[data-testid="s4d-permutations"]').innerText()).toContain('24');
    expect(taka(await page.locator('[data-testid="s4d-total"]').innerText())).toBe(3.4);
    await page.locator('[data-testid="s4d-submit"]').click();
    await page.locator('[data-testid="s4d-confirm"]').waitFor();
    expect(
      await page
        .locator('[data-testid="s4d-confirm-line"]')
        .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-bet-key'))),
    ).toEqual(['BIG:1234', 'IBOX_BIG:1234']);
    await page.locator('[data-testid="s4d-confirm-submit"]').click();
    await page.locator('[data-testid="s4d-placed"]').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.locator('[data-testid="my-bet"][data-status="OPEN"]').count(), { timeout: 20_000 })
      .toBe(2);
  }, 120_000);
});
