/**
 * Screenshots of the agent center for docs/screenshots, at 1440 and 390 px, in Bangla and English: the demo
 * agent and its demo team with a month of play, against the real server. Run:
 * `npm run build && node --import tsx e2e/screenshots/agents.ts`.
 */
import { mkdirSync } from 'node:fs';
import { agentCenterPages, startAgentSite } from '../support/agent-site.ts';
import { closePopups, logInAsDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startAgentSite();
const { token } = await logInAsDemoPlayer(await site.newPage(screenshotViewports.desktop), 'demoagent');

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    const page = await memberPage(await site.newPage(viewport), token, language);
    for (const [key, testId] of agentCenterPages) {
      await page.goto(`/agent/${key}`);
      await page.locator(`[data-testid="${testId}"]`).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
      await closePopups(page);
      await page.waitForTimeout(key === 'agentTeamOverview' ? 2500 : 1200);
      await page.screenshot({ path: `${out}agent-${key}-${size}-${language}.png`, fullPage: true });
    }
    // A member's card, from the downline list.
    await page.goto('/agent/downlineManagmentView');
    const row = page.locator('[data-testid="downline-open"]').first();
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    await page.locator('[data-testid="card-balance"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}agent-member-card-${size}-${language}.png` });
    await page.close();
  }
}
await site.close();
console.log(`screenshots written to ${out}`);
