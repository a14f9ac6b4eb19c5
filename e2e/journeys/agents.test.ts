import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCenterPages, startAgentSite } from '../support/agent-site.ts';
import { apiOf, demoPassword, logInAsDemoPlayer, slow } from '../support/member.ts';
import type { Site } from '../support/site.ts';

/**
 * The agent center in Chromium against the real server, for the demo agent and its demo team: every page of the
 * agent menu opens with the team's real figures; the agent creates a player (whose temporary password must be
 * changed at its first login) and an invitation link; the P&L drills down a level; a member card opens.
 */

let site: Site;
let page: Page;
beforeAll(async () => {
  site = await startAgentSite();
  page = await site.newPage({ width: 1440, height: 900 });
  await logInAsDemoPlayer(page, 'demoagent');
}, 120_000);
afterAll(async () => site?.close());

const open = async (key: string, testId: string) => {
  await page.goto(`/agent/${key}`);
  await page.locator(`[data-testid="${testId}"]`).waitFor(slow);
};

describe('the agent center in Chromium', () => {
  it('lists every agent page in the menu, all visible at 1440 x 900 without scrolling the menu', async () => {
    await open('agentTeamOverview', 'team-overview');
    for (const [key] of agentCenterPages) {
      const link = page.locator(`.member-nav a[href="/agent/${key}"]`);
      await expect.poll(() => link.count()).toBe(1);
      const box = await link.boundingBox();
      expect(box, key).not.toBeNull();
      expect(box!.y + box!.height, key).toBeLessThanOrEqual(900);
    }
    // The contract pages, which the demo site's consolidated flags switch on, fit too.
    for (const key of [
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]) {
      const link = page.locator(`.member-nav a[href="/agent/${key}"]`);
      await expect.poll(() => link.count()).toBe(1);
      const box = await link.boundingBox();
      expect(box!.y + box!.height, key).toBeLessThanOrEqual(900);
    }
  });

  it("opens each page with the team's figures, never a customer-service box", async () => {
    for (const [key, testId] of agentCenterPages) {
      await open(key, testId);
      expect(await page.locator('.member-service').count(), key).toBe(0);
    }
    await open('agentTeamOverview', 'team-overview');
    await expect
      .poll(async () => page.locator('[data-testid="overview-team-size"]').innerText(), { timeout: 15_000 })
      .toMatch(/[1-9১-৯]/);
    await page.locator('[data-testid="overview-chart"] svg').first().waitFor(slow);
  });

  it('creates a player with a temporary password that must be changed at its first login', async () => {
    await open('registerCenter', 'register-center');
    await page.fill('[data-testid="downline-username"]', 'demonewbie01');
    await page.click('[data-testid="create-downline-submit"]');
    const shown = page.locator('[data-testid="downline-temporary-password"]');
    await shown.waitFor(slow);
    const password = (await shown.innerText()).trim();
    expect(password).toMatch(/^[A-Za-z0-9]{9}$/);
    const api = apiOf(site);
    const challenge = await api<{ challengeId: string; salt: string; difficulty: number }>(
      'GET',
      '/wps/challenge',
    );
    const { solveProofOfWork } = await import('../../packages/contracts/src/proof-of-work.ts');
    const login = await api<{ mustChangePassword: boolean }>('POST', '/wps/session/login/unsecure', {
      headers: { merchant: 'DEMO' },
      body: {
        username: 'demonewbie01',
        password,
        type: 'username',
        challengeId: challenge.challengeId,
        challengeNonce: await solveProofOfWork(challenge.salt, challenge.difficulty),
      },
    });
    expect(login.mustChangePassword).toBe(true);
    expect(password).not.toBe(demoPassword);

    await page.fill('[data-testid="invitation-label"]', 'Cricket fan group');
    await page.click('[data-testid="add-invitation-submit"]');
    await expect
      .poll(async () => page.locator('[data-testid="invitation-list"]').innerText(), { timeout: 15_000 })
      .toContain('Cricket fan group');
  });

  it('drills the P&L down to a sub-agent and opens a member card', async () => {
    await open('palStatementsAgentCopy', 'profit-by-downline-page');
    const drill = page.locator('[data-testid="pnl-drill"]').first();
    await drill.waitFor(slow);
    await drill.click();
    await expect
      .poll(async () => page.locator('[data-testid="pnl-trail"] >> text=demo').count())
      .toBeGreaterThan(0);

    await open('downlineManagmentView', 'downline-management-page');
    const row = page.locator('[data-testid="downline-open"]').first();
    await row.waitFor(slow);
    await row.click();
    await page.locator('[data-testid="card-balance"]').waitFor(slow);
  });

  it('shows the team bets and cash movements of the demo month', async () => {
    await open('personalHistoryCopy', 'team-bets-page');
    await page.locator('[data-testid="team-bet-row"]').first().waitFor(slow);
    await open('agentDownlineTransactionDetailsCopy', 'team-transactions-page');
    await page.locator('[data-testid="team-transaction-row"]').first().waitFor(slow);
  });
});
