import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { apiOf, closePopups, demoPassword, logInAsDemoPlayer, slow } from '../support/member.ts';
import { startSite, type Site } from '../support/site.ts';

/**
 * Feedback and the live chat in Chromium against the real server (docs/support.md). A member opens the live chat
 * from the side menu and writes; the support team reads it through the operator API and answers; the answer
 * reaches the page over its WebSocket, with no reload and no polling. The member sends a picture in the chat and
 * sees it inline. The side menu counts an answer that came while the chat was closed. The customer-service
 * window of the home page opens the same conversation, as the member. A visitor chats too, under a guest token.
 * Then feedback with a screenshot, answered by the team, read in the dialog's "My feedback" with its mark.
 */

let site: Site;
let operator: string;
const api = <T>(...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(site)<T>(...args);

interface Conversation {
  id: string;
  kind: 'MEMBER' | 'GUEST';
  username: string | null;
  unread: number;
  lastMessage: { text: string } | null;
}

/** A real png (solid gold, 8 × 8) the browser can show. */
function goldPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [245, 185, 66]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const conversations = () =>
  api<{ content: Conversation[] }>('GET', '/ops/support/chat/conversations?pageSize=50', {
    token: operator,
  }).then((page) => page.content);

async function openChat(page: Page) {
  await page.locator('[data-testid="rail-live-chat"]').click();
  const panel = page.locator('[data-testid="live-chat-panel"]');
  await panel.waitFor(slow);
  await panel.locator('[data-testid="chat-status"][data-state="online"]').waitFor(slow);
  return panel;
}

async function say(page: Page, text: string) {
  const input = page.locator('[data-testid="chat-input"]');
  await input.fill(text);
  await input.press('Enter');
  await page.locator('[data-testid="chat-message"][data-sender]', { hasText: text }).first().waitFor(slow);
}

beforeAll(async () => {
  site = await startSite();
  operator = await signInOperatorOverHttp(site.baseUrl, { username: 'demoadmin', password: demoPassword });
});
afterAll(async () => site?.close());

describe('live chat', () => {
  let page: Page;

  it('carries a member’s message to the support team and the team’s answer back over the WebSocket', async () => {
    page = await site.newPage();
    await logInAsDemoPlayer(page);
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('/wps/support/chat/ws'))
        socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    const panel = await openChat(page);
    await say(page, 'Hello, my bKash deposit has not arrived');

    const mine = (await conversations()).find((item) => item.username === 'demoplayer');
    expect(mine).toMatchObject({ kind: 'MEMBER', unread: 1 });
    expect(mine!.lastMessage!.text).toBe('Hello, my bKash deposit has not arrived');

    const requestsBefore: string[] = [];
    page.on('request', (request) => requestsBefore.push(request.url()));
    await api('POST', `/ops/support/chat/conversations/${mine!.id}/messages`, {
      token: operator,
      body: { text: 'Hello! We see it and are checking with bKash now.' },
    });
    const answer = panel.locator('[data-testid="chat-message"][data-sender="OPERATOR"]', {
      hasText: 'We see it and are checking with bKash now.',
    });
    await answer.waitFor(slow);
    // It came over the socket: the frame is there, and the page asked the server for no history.
    expect(frames.some((frame) => frame.includes('checking with bKash'))).toBe(true);
    expect(
      requestsBefore.filter((url) => url.includes('/wps/support/chat?') || url.endsWith('/wps/support/chat')),
    ).toEqual([]);
    // The member read it while the panel showed: the team's mark follows.
    await expect
      .poll(async () => (await conversations()).find((item) => item.id === mine!.id)!, { timeout: 10_000 })
      .toMatchObject({ unread: 0 });
    await expect
      .poll(
        async () =>
          (
            await api<{ conversation: { memberUnread: number } }>(
              'GET',
              `/ops/support/chat/conversations/${mine!.id}/messages`,
              { token: operator },
            )
          ).conversation.memberUnread,
        { timeout: 10_000 },
      )
      .toBe(0);
  }, 120_000);

  it('sends a picture and shows it inline', async () => {
    await page.locator('[data-testid="chat-image-input"]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: goldPng(),
    });
    await page.locator('[data-testid="chat-attachment"]', { hasText: /ready|প্রস্তুত/ }).waitFor(slow);
    await page.locator('[data-testid="chat-send"]').click();
    const image = page.locator(
      '[data-testid="chat-message"][data-sender="MEMBER"] [data-testid="chat-image"]',
    );
    await image.waitFor(slow);
    // Shown from the member's own upload, fetched with its token into the page (never a foreign address).
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(8);
  });

  it('counts an answer that came while the chat was closed on the side menu', async () => {
    await page.locator('[data-testid="chat-close"]').click();
    await page.locator('[data-testid="live-chat-panel"]').waitFor({ state: 'detached' });
    const mine = (await conversations()).find((item) => item.username === 'demoplayer')!;
    await api('POST', `/ops/support/chat/conversations/${mine.id}/messages`, {
      token: operator,
      body: { text: 'Your deposit is credited now.' },
    });
    await page.reload();
    await closePopups(page);
    await expect
      .poll(() => page.locator('[data-testid="live-chat-unread"]').first().innerText(), slow)
      .toBe('1');
    const panel = await openChat(page);
    await panel
      .locator('[data-testid="chat-message"]', { hasText: 'Your deposit is credited now.' })
      .waitFor(slow);
    await page
      .locator('[data-testid="live-chat-unread"]')
      .first()
      .waitFor({ state: 'detached', ...slow });
    await page.locator('[data-testid="chat-close"]').click();
  });

  it('opens the customer-service window from the home page with the member’s own conversation', async () => {
    await page.goto('/');
    await closePopups(page);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('[data-testid="shortcut-service"]').click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/customerService');
    const window = popup.locator('[data-testid="customer-service-page"]');
    await window.waitFor(slow);
    await window
      .locator('[data-testid="chat-message"]', { hasText: 'Your deposit is credited now.' })
      .waitFor(slow);
    // No site chrome in the window.
    expect(await popup.locator('header.topbar, [data-testid="side-menu"]').count()).toBe(0);
    await popup.close();
  });

  it('lets a visitor chat under a guest token, in a conversation of its own', async () => {
    const visitor = await site.newPage();
    await visitor.goto('/');
    await closePopups(visitor);
    const panel = await openChat(visitor);
    await panel.locator('[data-testid="chat-guest-note"]').waitFor();
    expect(await panel.locator('[data-testid="chat-message"]').count()).toBe(0);
    expect(await panel.locator('[data-testid="chat-image-input"]').count()).toBe(0);
    await say(visitor, 'Can I register with my Nagad number?');
    const guest = (await conversations()).find(
      (item) => item.kind === 'GUEST' && item.lastMessage?.text === 'Can I register with my Nagad number?',
    );
    expect(guest).toBeDefined();
    await api('POST', `/ops/support/chat/conversations/${guest!.id}/messages`, {
      token: operator,
      body: { text: 'Yes, any Bangladeshi mobile number works.' },
    });
    await panel
      .locator('[data-testid="chat-message"][data-sender="OPERATOR"]', { hasText: 'any Bangladeshi' })
      .waitFor(slow);
    // The token is the visitor's: a reload finds the same conversation.
    await visitor.reload();
    const again = await openChat(visitor);
    await again.locator('[data-testid="chat-message"]', { hasText: 'Nagad number' }).waitFor(slow);
    expect(await visitor.evaluate(() => localStorage.getItem('supportGuestToken'))).toMatch(/^g1\./);
    await visitor.close();
  });
});

describe('feedback', () => {
  it('sends feedback with a screenshot, and shows the team’s answer marked in “My feedback”', async () => {
    const page = await site.newPage();
    await logInAsDemoPlayer(page);
    // The footer's content comes when the visitor scrolls near it.
    await page.locator('[data-testid="site-footer"]').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="footer-feedback"]').click(slow);
    const dialog = page.locator('[data-testid="feedback-modal"]');
    await dialog.waitFor(slow);
    await dialog.locator('[data-testid="feedback-type-withdraw"]').click();
    await dialog
      .locator('[data-testid="feedback-content"]')
      .fill('My withdrawal has been pending for two hours');
    await dialog.locator('[data-testid="feedback-images-input"]').setInputFiles({
      name: 'pending.png',
      mimeType: 'image/png',
      buffer: goldPng(),
    });
    await dialog.locator('[data-testid="feedback-image"]').waitFor();
    await dialog.locator('[data-testid="feedback-submit"]').click();
    await dialog
      .locator('[data-testid="my-feedback-item"]', { hasText: 'pending for two hours' })
      .waitFor(slow);

    const open = await api<{
      content: { id: string; username: string; content: string; images: unknown[] }[];
    }>('GET', '/ops/feedback?status=OPEN', { token: operator });
    const sent = open.content.find(
      (item) => item.content === 'My withdrawal has been pending for two hours',
    )!;
    expect(sent).toMatchObject({ username: 'demoplayer' });
    expect(sent.images).toHaveLength(1);
    await api('POST', `/ops/feedback/${sent.id}/reply`, {
      token: operator,
      body: { reply: 'It was paid a minute ago. Sorry for the wait!' },
    });

    await dialog.locator('.modal__close').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="footer-feedback"]').click();
    await expect.poll(() => dialog.locator('[data-testid="feedback-unread"]').innerText(), slow).toBe('1');
    await dialog.locator('[data-testid="feedback-tab-mine"]').click();
    const reply = dialog.locator('[data-testid="my-feedback-reply"]', {
      hasText: 'It was paid a minute ago.',
    });
    await reply.waitFor(slow);
    await reply.locator('[data-testid="my-feedback-new"]').waitFor();
    await dialog.locator('[data-testid="my-feedback-image"] img').first().waitFor(slow);
    await dialog.locator('[data-testid="feedback-unread"]').waitFor({ state: 'detached', ...slow });
    await page.close();
  }, 120_000);
});
