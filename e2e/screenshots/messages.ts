/**
 * Screenshots of the messages page for docs/screenshots, at 1440 and 390 px, in Bangla and English, against the
 * real server. The demo player deposits ৳5,000 through bKash, approved by the cashier (a "deposit approved"
 * system message); the VIP job takes it to Silver on those figures and pays its level-up bonuses (two "bonus
 * received" messages); the demo messages are sent (one to all, one to Silver members, one to the demo player).
 * The deposit's message is opened once, so the list has read and unread ones. Then: the inbox (on a phone the
 * list), a message open (on a phone in the list's place), and the confirmation before a deletion.
 * Run: `npm run build && node --import tsx e2e/screenshots/messages.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { catchUpAgentStats } from '../../apps/server/src/modules/agents/stats-job.ts';
import { seedDemoMessages } from '../../apps/server/src/modules/demo/messages.ts';
import { runVipLevels } from '../../apps/server/src/modules/vip/job.ts';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
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
const { login } = await fundDemoPlayer(site, { amount: '100.00', reason: 'screenshots: messages' });
const merchant = await site.db
  .selectFrom('merchants')
  .select('id')
  .where('code', '=', 'DEMO')
  .executeTakeFirstOrThrow();

// A ৳5,000 bKash deposit approved by the cashier, then the VIP job on it: Silver, with its level-up bonuses.
const deposit = await api<{ id: string }>('POST', '/wps/deposit/requests', {
  token: login.token,
  headers: { 'idempotency-key': randomUUID() },
  body: { channelCode: 'BKASH', amount: '5000', payerAccount: '01811111111', paymentReference: 'TRX8MSG5CD' },
});
const cashier = await signInOperatorOverHttp(site.baseUrl, {
  username: 'democashier',
  password: demoPassword,
});
await api('POST', `/ops/deposits/${deposit.id}/approve`, { token: cashier });
await catchUpAgentStats(site.db);
await runVipLevels(site.db, { merchantId: merchant.id });
if (!(await seedDemoMessages(site.db))) throw new Error('the demo messages were not sent');

interface Listed {
  content: { id: number; topic: string; kind: string; title: string }[];
}
const inbox = await api<Listed>('GET', '/wps/messages?pageSize=20', {
  token: login.token,
  headers: { language: 'en' },
});
const depositMessage = inbox.content.find((item) => item.topic === 'DEPOSIT');
const forYou = inbox.content.find((item) => item.kind === 'OPERATOR' && item.title.includes('alone'));
if (!depositMessage || !forYou) throw new Error(`unexpected inbox: ${JSON.stringify(inbox.content)}`);
/** The inbox as the screenshots start it: the deposit's message read, the rest unread. */
async function resetReads() {
  await sql`UPDATE inbox_messages SET read_at = NULL WHERE member_id = ${login.id}`.execute(site.db);
  await sql`DELETE FROM inbox_message_states WHERE member_id = ${login.id}`.execute(site.db);
  await api('POST', `/wps/messages/${depositMessage!.id}/read`, { token: login.token });
}

async function settle(page: Page, testId: string) {
  await page.locator(`[data-testid="${testId}"]`).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(700);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    await resetReads();
    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/member/messageV2');
    await settle(page, 'messages-list');
    if (size === 'phone') {
      await page.screenshot({ path: `${out}messages-inbox-${size}-${language}.png`, fullPage: true });
    }
    await page.click(`[data-testid="message-${forYou.id}"]`);
    await settle(page, 'message-reader');
    await page.locator('[data-testid="message-reader"] .rich-html li').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({
      path: `${out}messages-${size === 'phone' ? 'open' : 'inbox'}-${size}-${language}.png`,
      fullPage: true,
    });
    await page.click('[data-testid="message-delete"]');
    await settle(page, 'message-delete-confirm');
    await page.screenshot({ path: `${out}messages-delete-${size}-${language}.png` });
    await page.close();
  }
}

await site.close();
console.log(`screenshots written to ${out}`);
