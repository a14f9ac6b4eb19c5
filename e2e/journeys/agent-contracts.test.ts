import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaydays } from '../../apps/server/src/modules/agents/contracts/payday.ts';
import { periodAt } from '../../apps/server/src/modules/agents/contracts/periods.ts';
import { hashPassword } from '../../apps/server/src/modules/identity/password.ts';
import {
  memberAccountId,
  postTransfers,
  systemAccountId,
} from '../../apps/server/src/modules/ledger/service.ts';
import { startAgentSite } from '../support/agent-site.ts';
import { demoPassword, logInAsDemoPlayer, slow } from '../support/member.ts';
import type { Site } from '../support/site.ts';

/**
 * A daily-salary contract in Chromium against the real server: the demo agent offers its sub-agent demosohel a
 * contract (the form refuses a rate above its own first), demosohel accepts it, its players play, the payday job
 * runs (as of just after the day ends), and both see the paid bill with its explanation.
 */

let site: Site;
let agent: Page;
let sub: Page;
let merchant: { id: number; currency: string };
let sohel: { id: number };
const players: number[] = [];

beforeAll(async () => {
  site = await startAgentSite();
  merchant = await site.db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  sohel = await site.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'demosohel')
    .executeTakeFirstOrThrow();
  for (const row of await site.db
    .selectFrom('members')
    .select('id')
    .where('parent_member_id', '=', sohel.id)
    .orderBy('id')
    .execute())
    players.push(row.id);
  // The demo sub-agent was made with a temporary password; the journey signs in with the demo one.
  await site.db
    .updateTable('members')
    .set({ password_hash: await hashPassword(demoPassword), must_change_password: false })
    .where('id', '=', sohel.id)
    .execute();
  agent = await site.newPage({ width: 1440, height: 900 });
  await logInAsDemoPlayer(agent, 'demoagent');
  sub = await site.newPage({ width: 1440, height: 900 });
  await logInAsDemoPlayer(sub, 'demosohel');
}, 180_000);
afterAll(async () => site?.close());

/** A bet of a player as the game wallet posts it (member MAIN → the vendor's HOUSE). */
async function bet(memberId: number, amount: bigint) {
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const deposit = await systemAccountId(site.db, { ...base, kind: 'DEPOSIT_CLEARING', shardKey: memberId });
  const main = await memberAccountId(site.db, { ...base, memberId, kind: 'MAIN' });
  const house = await systemAccountId(site.db, {
    ...base,
    kind: 'HOUSE',
    vendorCode: 'PG',
    shardKey: memberId,
  });
  const key = `journey-${memberId}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await postTransfers(site.db, {
    merchantId: merchant.id,
    idempotencyKey: `${key}-deposit`,
    kind: 'DEPOSIT',
    legs: [{ debitAccountId: deposit, creditAccountId: main, amount, kind: 'DEPOSIT' }],
  });
  await postTransfers(site.db, {
    merchantId: merchant.id,
    idempotencyKey: `${key}-bet`,
    kind: 'GAME_BET',
    legs: [{ debitAccountId: main, creditAccountId: house, amount, kind: 'GAME_BET' }],
  });
}

describe('a daily-salary contract from offer to paid bill', () => {
  it('shows the four contract pages in the agent menu', async () => {
    await agent.goto('/agent/agentTeamOverview');
    for (const key of [
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ])
      await expect.poll(() => agent.locator(`.member-nav a[href="/agent/${key}"]`).count()).toBe(1);
  });

  it('lets the agent offer within its own rate only, and the sub-agent accept', async () => {
    await agent.goto('/agent/agentDailyWages2?tab=downlines');
    const row = agent.locator(`[data-testid="downline-contract"][data-member="${sohel.id}"]`);
    await row.waitFor(slow);
    await row.locator('[data-testid="downline-offer"]').click();
    const form = agent.locator('[data-testid="offer-form"]');
    await form.waitFor();
    await form
      .locator('[data-testid="tier-0-minValidBet"] input, input[data-testid="tier-0-minValidBet"]')
      .fill('1000');
    await form
      .locator('[data-testid="tier-0-minActiveMembers"] input, input[data-testid="tier-0-minActiveMembers"]')
      .fill('3');
    await form.locator('[data-testid="tier-0-rate"] input, input[data-testid="tier-0-rate"]').fill('0.9');
    // The demo agent's own contract pays 0.50 % there: the form says so and sends nothing.
    await agent.locator('[data-testid="offer-send"]').click();
    await agent.locator('[data-testid="offer-capped"]').waitFor();
    expect(
      await site.db
        .selectFrom('agent_contract_requests')
        .select('id')
        .where('agent_id', '=', sohel.id)
        .execute(),
    ).toEqual([]);
    await form.locator('[data-testid="tier-0-rate"] input, input[data-testid="tier-0-rate"]').fill('0.4');
    await agent.locator('[data-testid="offer-send"]').click();
    await row.locator('[data-testid="downline-pending"]').waitFor(slow);

    await sub.goto('/agent/agentDailyWages2');
    const offer = sub.locator('[data-testid^="offer-"][data-testid$="-accept"]').first();
    await offer.waitFor(slow);
    await offer.click();
    const confirm = sub.locator('[data-testid$="-yes"]');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await expect
      .poll(
        async () =>
          (
            await site.db
              .selectFrom('agent_contracts')
              .select('status')
              .where('agent_id', '=', sohel.id)
              .where('type', '=', 'DAILY_SALARY')
              .executeTakeFirst()
          )?.status,
        { timeout: 15_000 },
      )
      .toBe('ACTIVE');
  });

  it('pays the bill at the payday, and both sides see it paid with its arithmetic', async () => {
    // Three of its players bet 1,000.00 each today: 3 active members, 3,000.00 valid → 0.40 % = 12.00.
    for (const memberId of players.slice(0, 3)) await bet(memberId, 100_000n);
    const dayEnd = periodAt('D', Date.now(), 360).end.getTime();
    const now = new Date(dayEnd + 2 * 60_000);
    await expect
      .poll(
        async () => {
          await runPaydays(site.db, { now, merchantId: merchant.id });
          return (
            await site.db
              .selectFrom('agent_bills')
              .select(['status', 'amount'])
              .where('agent_id', '=', sohel.id)
              .where('type', '=', 'DAILY_SALARY')
              .executeTakeFirst()
          )?.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('PAID');
    const bill = await site.db
      .selectFrom('agent_bills')
      .select(['id', 'amount', 'explanation'])
      .where('agent_id', '=', sohel.id)
      .where('type', '=', 'DAILY_SALARY')
      .executeTakeFirstOrThrow();
    expect(bill.amount).toBeGreaterThanOrEqual(1_200n);

    await sub.goto('/agent/agentDailyWages2?tab=bills');
    const mine = sub.locator('[data-testid="bill-row"]').first();
    await mine.waitFor(slow);
    await expect.poll(async () => mine.locator('[data-testid="bill-status"]').innerText()).toMatch(/\S/);
    await mine.locator('[data-testid="bill-open"]').click();
    const detail = sub.locator('[data-testid="bill-detail-body"]');
    await detail.waitFor(slow);
    expect(await detail.innerText()).toMatch(/0[.,]4|০[.,]৪/);
    await sub.locator('[data-testid="bill-payments"]').waitFor();

    await agent.goto('/agent/agentDailyWages2?tab=paying');
    const paying = agent.locator('[data-testid="bill-row"]', { hasText: 'demosohel' }).first();
    await paying.waitFor(slow);
    await paying.locator('[data-testid="bill-open"]').click();
    await agent.locator('[data-testid="bill-detail-body"]').waitFor(slow);
    await agent.locator('[data-testid="bill-payments"]').waitFor();
  });
});
