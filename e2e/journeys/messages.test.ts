import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { solveProofOfWork } from '../../packages/contracts/src/proof-of-work.ts';
import { apiOf, closePopups, demoPassword, logInAsDemoPlayer, memberPage } from '../support/member.ts';
import { startSite, type Site } from '../support/site.ts';

/**
 * The inbox in Chromium against the real server (docs/messages.md): an operator sends the demo player a message
 * (and one to all members) through the operator API; the member sees the header's unread count, follows the
 * member center's red count to the messages page, opens the message (its HTML sanitized, shown), and the counts
 * drop; "mark all read" clears them, and a deletion asks first. On a phone the open message takes the list's
 * place, with a way back.
 */

let site: Site;
let admin: string;
const api = <T>(...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(site)<T>(...args);

beforeAll(async () => {
  site = await startSite();
  admin = await signInOperatorOverHttp(site.baseUrl, { username: 'demoadmin', password: demoPassword });
}, 180_000);
afterAll(async () => site?.close());

/** A page in English whose visitor has seen the announcement pop-ups. */
async function newPage(viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await site.newPage(viewport);
  await page.addInitScript(() => {
    localStorage.setItem('hisLang', 'en');
    localStorage.setItem('lang', 'en');
    for (const audience of ['B', 'A', 'A,F']) sessionStorage.setItem(`announcementShown:${audience}`, '1');
  });
  return page;
}

/** A red count in the page (0 when the badge is not drawn: the site draws none for 0). */
async function countOf(page: Page, testId: string): Promise<number> {
  const badge = page.locator(`[data-testid="${testId}"]`);
  return (await badge.count()) > 0 ? Number(await badge.first().innerText()) : 0;
}

/** A session of a demo account over the API (the proof of work solved here), for a page opened with it. */
async function logInOverApi(username: string) {
  const challenge = await api<{ challengeId: string; salt: string; difficulty: number }>(
    'GET',
    '/wps/challenge',
  );
  return api<{ token: string; id: number }>('POST', '/wps/session/login/unsecure', {
    body: {
      username,
      password: demoPassword,
      type: 'username',
      challengeId: challenge.challengeId,
      challengeNonce: await solveProofOfWork(challenge.salt, challenge.difficulty),
    },
  });
}

interface Sent {
  id: number;
}

const send = (body: Record<string, unknown>) =>
  api<Sent>('POST', '/ops/messages', { token: admin, headers: { merchant: 'DEMO' }, body });

describe('the inbox in Chromium', () => {
  it('shows an operator’s message in the header’s count, opens it on the messages page, and the count drops', async () => {
    const page = await newPage();
    const { token, memberId } = await logInAsDemoPlayer(page);
    const before = await countOf(page, 'unread-count');

    const stamp = Date.now().toString(36);
    const mine = await send({
      audience: 'MEMBER',
      memberId,
      title: { bn: `আপনার জন্য ${stamp}`, en: `For you ${stamp}` },
      content: {
        bn: '<p>হ্যালো <strong>ডেমো</strong></p>',
        en: '<p>Hello <strong>demo player</strong><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"></p>',
      },
    });
    const toAll = await send({
      audience: 'ALL',
      title: { bn: `সবার জন্য ${stamp}`, en: `For everyone ${stamp}` },
      content: { bn: '<p>সবাইকে শুভেচ্ছা</p>', en: '<p>Greetings to all</p>' },
    });

    /* The header asks the member info again on a new page: two more unread. */
    await page.reload();
    await page.locator('[data-testid="member-account"]').waitFor();
    await expect.poll(() => countOf(page, 'unread-count'), { timeout: 10_000 }).toBe(before + 2);

    /* The avatar opens the member center; its menu's red count leads to the messages page. */
    await page.click('[data-testid="member-avatar"]');
    await page.waitForURL('**/member/securityCenter');
    const badge = page.locator('[data-testid="menu-badge-messageV2"]');
    await expect.poll(async () => Number(await badge.innerText()), { timeout: 10_000 }).toBe(before + 2);
    await badge.click();
    await page.waitForURL('**/member/messageV2');
    const list = page.locator('[data-testid="messages-list"]');
    await list.waitFor();
    const rows = list.locator('[data-testid^="message-"][data-read]');
    expect(await rows.first().getAttribute('data-testid')).toBe(`message-${toAll.id}`);
    const row = page.locator(`[data-testid="message-${mine.id}"]`);
    expect(await row.getAttribute('data-read')).toBe('false');

    /* Opened: the content shows, sanitized; the message is read and both counts drop by one. */
    await row.click();
    const reader = page.locator('[data-testid="message-reader"]');
    await reader.waitFor();
    expect(await page.locator('[data-testid="message-title"]').innerText()).toBe(`For you ${stamp}`);
    await expect.poll(() => reader.locator('.rich-html strong').innerText()).toBe('demo player');
    expect(await reader.innerHTML()).not.toContain('onerror');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect.poll(() => row.getAttribute('data-read'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => countOf(page, 'unread-count'), { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(() => countOf(page, 'menu-badge-messageV2'), { timeout: 10_000 }).toBe(before + 1);
    expect((await api<{ count: number }>('GET', '/wps/relay/CSP_unreadCount', { token })).count).toBe(
      before + 1,
    );

    /* Everything read at once: no count left anywhere. */
    await page.click('[data-testid="messages-read-all"]');
    await expect.poll(() => countOf(page, 'unread-count'), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => countOf(page, 'menu-badge-messageV2'), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('[data-testid="message-unread-mark"]').count()).toBe(0);

    /* Deleting asks first; then the message leaves the inbox (the one to all stays). */
    await page.click('[data-testid="message-delete"]');
    await page.locator('[data-testid="message-delete-confirm"]').waitFor();
    await page.click('[data-testid="message-delete-confirm-button"]');
    await row.waitFor({ state: 'detached' });
    expect(await page.locator(`[data-testid="message-${toAll.id}"]`).count()).toBe(1);
    const inbox = await api<{ content: Sent[] }>('GET', '/wps/messages?pageSize=100', { token });
    expect(inbox.content.map((item) => item.id)).not.toContain(mine.id);
  }, 180_000);

  it('on a phone, shows the open message in the list’s place with a way back', async () => {
    const { token, id: memberId } = await logInOverApi('demoplayer');
    const page = await memberPage(await newPage({ width: 390, height: 844 }), token, 'en');
    const sent = await send({
      audience: 'MEMBER',
      memberId,
      title: { bn: 'ফোনে পড়ুন', en: 'Read on a phone' },
      content: { bn: '<p>ছোট পর্দায় বার্তা</p>', en: '<p>A message on a small screen</p>' },
    });
    await page.goto('/member/messageV2');
    await closePopups(page);
    /* The phone's top bar carries the unread count on the avatar too. */
    await expect.poll(() => countOf(page, 'phone-unread-count'), { timeout: 10_000 }).toBeGreaterThan(0);
    const unread = await countOf(page, 'phone-unread-count');
    const row = page.locator(`[data-testid="message-${sent.id}"]`);
    await row.click();
    const reader = page.locator('[data-testid="message-reader"]');
    await reader.waitFor();
    expect(await page.locator('[data-testid="messages-list"]').isVisible()).toBe(false);
    await expect.poll(() => reader.locator('.rich-html').innerText()).toBe('A message on a small screen');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expect.poll(() => countOf(page, 'phone-unread-count'), { timeout: 10_000 }).toBe(unread - 1);
    await page.click('[data-testid="message-back"]');
    await page.locator('[data-testid="messages-list"]').waitFor();
    expect(await row.getAttribute('data-read')).toBe('true');
  }, 120_000);
});
