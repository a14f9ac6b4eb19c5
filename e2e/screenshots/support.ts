/**
 * Screenshots of the live chat and the feedback dialog for docs/screenshots, at 1440 and 390 px, in Bangla and
 * English, against the real server. The demo player writes to customer service (a question and a receipt
 * picture) and the demo admin answers through the operator API; the player also sent feedback with a screenshot,
 * which the admin answered. Then: the live-chat panel over the home page (full screen on a phone), the
 * customer-service window (its own 440 × 750 window on a desktop), and the dialog's "My feedback" with the new
 * answer marked.
 * Run: `npm run build && node --import tsx e2e/screenshots/support.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { apiOf, closePopups, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
const api = apiOf(site);
const { login, operatorToken } = await fundDemoPlayer(site, {
  amount: '500.00',
  reason: 'screenshots: support',
});
const member = { token: login.token };
const operator = { token: operatorToken };

/** A receipt-like png: a light card with a gold band (a real image the page shows inline). */
function receiptPng(width = 240, height = 150): Buffer {
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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = [0];
    for (let x = 0; x < width; x += 1) {
      const band = y < 34;
      const line = !band && y % 22 === 0 && x > 20 && x < width - 20 - (y % 3) * 40;
      const pixel = band ? [226, 19, 110] : line ? [190, 196, 210] : [248, 249, 252];
      row.push(...pixel);
    }
    rows.push(Buffer.from(row));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const receipt = `data:image/png;base64,${receiptPng().toString('base64')}`;

// The conversation: the member asks (with the bKash receipt), the team answers.
const send = (body: object) =>
  api('POST', '/wps/support/chat/messages', { ...member, body: { clientId: `s-${randomUUID()}`, ...body } });
await send({ text: 'আমার বিকাশ ডিপোজিট ২০ মিনিট ধরে পেন্ডিং। Deposit of ৳1,000 still pending.' });
const image = await api<{ id: string }>('POST', '/wps/support/images', {
  ...member,
  body: { image: receipt },
});
await send({ text: 'Here is the receipt', imageId: image.id });
const conversation = await api<{ content: { id: string; username: string | null }[] }>(
  'GET',
  '/ops/support/chat/conversations',
  operator,
).then((page) => page.content.find((item) => item.username === 'demoplayer')!);
const answer = (text: string) =>
  api('POST', `/ops/support/chat/conversations/${conversation.id}/messages`, { ...operator, body: { text } });
await answer('ধন্যবাদ! আমরা বিকাশের সাথে যাচাই করছি। Thanks — we are checking it with bKash now.');
await answer('It is credited now: ৳1,000 is in your wallet. Anything else we can help with?');

// Feedback with a screenshot, answered.
const feedbackImage = await api<{ id: string }>('POST', '/wps/support/images', {
  ...member,
  body: { image: receipt },
});
const feedback = await fetch(new URL('/wps/feedback', site.baseUrl), {
  method: 'PUT',
  headers: { 'content-type': 'application/json', authorization: login.token },
  body: JSON.stringify({
    questionType: 'withdraw',
    content: 'আমার উত্তোলন দুই ঘণ্টা ধরে প্রক্রিয়াধীন। My withdrawal has been processing for two hours.',
    imageIds: [feedbackImage.id],
  }),
}).then((response) => response.json() as Promise<{ value: { id: string } }>);
await api('POST', `/ops/feedback/${feedback.value.id}/reply`, {
  ...operator,
  body: { reply: 'It was paid at 14:05 to your bKash account. Sorry for the wait! / দেরির জন্য দুঃখিত।' },
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(700);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    // The floating panel over the home page (a phone: full screen), opened from the side menu's entry.
    const page = await memberPage(await site.newPage(viewport), login.token, language);
    await page.goto('/');
    await closePopups(page);
    await page
      .locator(size === 'phone' ? '[data-testid="live-chat-launcher"]' : '[data-testid="rail-live-chat"]')
      .click();
    const panel = page.locator('[data-testid="live-chat-panel"]');
    await panel.locator('[data-testid="chat-status"][data-state="online"]').waitFor({ timeout: 30_000 });
    await panel.locator('[data-testid="chat-image"]').waitFor({ timeout: 20_000 });
    await settle(page);
    await page.screenshot({ path: `${out}support-chat-${size}-${language}.png` });

    // The feedback dialog's "My feedback", the answer marked new.
    await panel.locator('[data-testid="chat-close"]').click();
    await page.locator('[data-testid="site-footer"]').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="footer-feedback"]').click({ timeout: 30_000 });
    const dialog = page.locator('[data-testid="feedback-modal"]');
    await dialog.waitFor();
    await settle(page);
    await page.screenshot({ path: `${out}support-feedback-${size}-${language}.png` });
    await dialog.locator('[data-testid="feedback-tab-mine"]').click();
    await dialog.locator('[data-testid="my-feedback-image"] img').first().waitFor({ timeout: 20_000 });
    await settle(page);
    await page.screenshot({ path: `${out}support-my-feedback-${size}-${language}.png` });
    // Seen now: set it unseen again for the next screenshot.
    await site.db
      .updateTable('support_feedback')
      .set({ reply_seen_at: null })
      .where('id', '=', BigInt(feedback.value.id))
      .execute();
    await page.close();
  }

  // The customer-service window (spec §9: 440 × 750) of the quick links, the maintenance and region screens.
  const window = await memberPage(await site.newPage({ width: 440, height: 750 }), login.token, language);
  await window.goto('/customerService');
  await window
    .locator('[data-testid="customer-service-page"] [data-testid="chat-status"][data-state="online"]')
    .waitFor({ timeout: 30_000 });
  await window.locator('[data-testid="chat-image"]').waitFor({ timeout: 20_000 });
  await settle(window);
  await window.screenshot({ path: `${out}support-window-desktop-${language}.png` });
  await window.close();
}

await site.close();
console.log(`screenshots written to ${out}`);
