/**
 * Screenshots of the agent contract pages for docs/screenshots, at 1440 and 390 px, in Bangla and English: the
 * demo agent with the demo contracts and their two weeks of bills (modules/demo/agent-contracts.ts), against the
 * real server. Each page's tabs, a bill opened with its arithmetic, and the offer form refusing a rate above the
 * agent's own. Run: `npm run build && node --import tsx e2e/screenshots/agent-contracts.ts`.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startAgentSite } from '../support/agent-site.ts';
import { closePopups, logInAsDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startAgentSite();
const { token } = await logInAsDemoPlayer(await site.newPage(screenshotViewports.desktop), 'demoagent');

const pages = [
  ['agentDailyWages2', 'DAILY_SALARY'],
  ['agentDividendRecordCopy2', 'DIVIDEND'],
  ['agentHourSalary', 'HOURLY_SALARY'],
  ['agentRealtimeSalary', 'REALTIME_SALARY'],
] as const;

async function settle(page: Page, type: string) {
  await page.locator(`[data-testid="contract-page-${type}"]`).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.waitForTimeout(800);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    const page = await memberPage(await site.newPage(viewport), token, language);
    for (const [key, type] of pages) {
      // Every tab of the daily salary; the contract and bills of the others.
      const tabs =
        key === 'agentDailyWages2'
          ? ['contract', 'payday', 'bills', 'downlines', 'paying']
          : ['contract', 'bills'];
      for (const tab of tabs) {
        await page.goto(`/agent/${key}?tab=${tab}`);
        await settle(page, type);
        await page.screenshot({
          path: `${out}agent-contract-${key}-${tab}-${size}-${language}.png`,
          fullPage: true,
        });
      }
    }
    await page.goto('/agent/agentDailyWages2?tab=bills');
    await settle(page, 'DAILY_SALARY');
    await page.locator('[data-testid="bill-open"]').first().click();
    await page.locator('[data-testid="bill-detail-body"]').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}agent-contract-bill-${size}-${language}.png` });

    await page.goto('/agent/agentDailyWages2?tab=downlines');
    await settle(page, 'DAILY_SALARY');
    await page.locator('[data-testid="downline-offer"]:not([disabled])').first().click();
    await page.locator('[data-testid="offer-form"]').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="tier-0-rate"]').first().fill('5');
    await page.locator('[data-testid="offer-send"]').click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}agent-contract-offer-capped-${size}-${language}.png` });
    await page.close();
  }
}
await site.close();
console.log(`screenshots written to ${out}`);
