/**
 * Screenshots of the promotions pages for docs/screenshots, at 1440 and 390 px, in Bangla and English, against
 * the real server with the demo promotions (modules/demo/promotions.ts) and one more with a picture: the list,
 * a promotion the demo player can join, the application form (with its previews and a refused file), and —
 * after the player joins two deposit bonuses, deposits and claims one — a bonus ready to claim, the turnover in
 * progress, and the list again with those states. Run: `npm run build && node --import tsx
 * e2e/screenshots/promotions.ts`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  memberAccountId,
  postTransfers,
  systemAccountId,
} from '../../apps/server/src/modules/ledger/service.ts';
import { apiOf, closePopups, fundDemoPlayer, memberPage, screenshotViewports } from '../support/member.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
const api = apiOf(site);
const { login, operatorToken } = await fundDemoPlayer(site, { amount: '3000.00', reason: 'Screenshots' });
const token = login.token;

type Listed = { id: number; code: string; state: string };
const listed = await api<{ content: Listed[] }>('GET', '/wps/promotions?pageSize=100', { token });
const byCode = (code: string) => {
  const found = listed.content.find((promotion) => promotion.code === code);
  if (!found) throw new Error(`no promotion ${code}: run with the demo promotions seeded`);
  return found.id;
};

/* One promotion with a picture (the merchant's promotion banner), to see the image cards too. */
const banners = await api<{ url: string }[]>('GET', '/wps/system/banners?groupName=w_promotion');
if (banners[0]) {
  const created = await api<{ id: number }>('POST', '/ops/promotions', {
    token: operatorToken,
    body: {
      code: 'WEEKEND_CASHBACK',
      type: 'OTHER',
      category: 'liveCasino',
      tags: ['highRebate', 'vip'],
      title: { bn: 'উইকেন্ড লাইভ ক্যাসিনো ক্যাশব্যাক', en: 'Weekend live casino cashback' },
      summary: {
        bn: 'শনি ও রবিবারের লাইভ ক্যাসিনো খেলায় ৫% ক্যাশব্যাক — আবেদন করে নিন। (ডেমো)',
        en: '5% cashback on weekend live casino play — apply for it. (Demo)',
      },
      content: { bn: '<p>ডেমো প্রমোশন।</p>', en: '<p>A demo promotion.</p>' },
      imageUrl: banners[0].url,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      joinMode: 'APPLICATION',
      rules: { cap: '5000', turnoverMultiple: 2 },
      budget: '50000',
      sort: 5,
    },
  });
  await api('POST', `/ops/promotions/${created.id}/status`, {
    token: operatorToken,
    body: { status: 'ACTIVE' },
  });
}

const slotBonus = byCode('SLOT_BONUS');
const sundayBest = byCode('SUNDAY_BEST');
const memberDay = byCode('MEMBER_DAY');

/** A small PNG of one colour with a lighter band: the application's screenshots. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
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
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    const band = Math.abs(y - height / 2) < height / 8 ? 60 : 0;
    for (let x = 0; x < width; x += 1) rows.push(Math.min(255, r + band), Math.min(255, g + band), b);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function settle(page: Page, selector: string) {
  await page.locator(selector).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.waitForTimeout(700);
}

async function shoot(page: Page, name: string, size: string, language: string, fullPage = true) {
  await page.screenshot({ path: `${out}promotions-${name}-${size}-${language}.png`, fullPage });
}

/** Every size and language, each on a page logged in as the demo player. */
async function eachView(run: (page: Page, size: string, language: 'bn' | 'en') => Promise<void>) {
  for (const language of ['bn', 'en'] as const)
    for (const [size, viewport] of Object.entries(screenshotViewports)) {
      const page = await memberPage(await site.newPage(viewport), token, language);
      await run(page, size, language);
      await page.close();
    }
}

// ---- Before taking part: the list, a promotion to join, the application form, a visitor's view -----------
await eachView(async (page, size, language) => {
  await page.goto('/promotions');
  await settle(page, '[data-testid="promo-card"]');
  await shoot(page, 'list', size, language);

  await page.goto(`/promotions/${slotBonus}`);
  await settle(page, '[data-testid="promo-action-panel"]');
  await shoot(page, 'detail-join', size, language);

  await page.goto(`/promotions/${memberDay}`);
  await settle(page, '[data-testid="application-form"]');
  await page
    .locator('[data-testid="application-remark"]')
    .fill(
      language === 'bn'
        ? '১৫ তারিখে bKash-এ ৳২,০০০ জমা, রেফারেন্স 8NX4K2'
        : 'Deposited ৳2,000 by bKash on the 15th, reference 8NX4K2',
    );
  await page.setInputFiles('[data-testid="application-images-input"]', [
    { name: 'deposit-receipt.png', mimeType: 'image/png', buffer: png(320, 480, [30, 120, 200]) },
    { name: 'game-round.png', mimeType: 'image/png', buffer: png(480, 320, [200, 90, 40]) },
    { name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  ]);
  await page.locator('[data-testid="application-image"]').nth(1).waitFor();
  await page.waitForTimeout(400);
  await shoot(page, 'detail-application', size, language);
});

/* A visitor's view of a promotion: log in to join. */
for (const [size, viewport] of Object.entries(screenshotViewports)) {
  const page = await site.newPage(viewport);
  await page.addInitScript(() => {
    for (const audience of ['B', 'A', 'A,F']) sessionStorage.setItem(`announcementShown:${audience}`, '1');
  });
  await page.goto(`/promotions/${byCode('NEW_PLAYER')}`);
  await settle(page, '[data-testid="promo-action-panel"]');
  await shoot(page, 'detail-visitor', size, 'bn');
  await page.close();
}

// ---- Taking part: a first deposit, then join two deposit bonuses, deposit ৳2,000, claim one, bet a part of its
// turnover (the reload bonus counts no first deposit of the account, and the site seeds none) -------------------
const { signInOperatorOverHttp } = await import('../../apps/server/test/helpers/operators.ts');
const cashier = await signInOperatorOverHttp(site.baseUrl, {
  username: 'democashier',
  password: 'Demo@1234',
});
async function depositApproved(amount: string, paymentReference: string) {
  const deposit = await api<{ id: string }>('POST', '/wps/deposit/requests', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { channelCode: 'BKASH', amount, payerAccount: '01712345678', paymentReference },
  });
  await api('POST', `/ops/deposits/${deposit.id}/approve`, { token: cashier });
}
await depositApproved('1000', 'SHOT8PROMO1');
await api('POST', `/wps/promotions/${slotBonus}/join`, { token });
await api('POST', `/wps/promotions/${sundayBest}/join`, { token });
await depositApproved('2000', 'SHOT8PROMO2');
const claimed = await api<{ turnoverRequired: string }>('POST', `/wps/promotions/${slotBonus}/claim`, {
  token,
});
{
  const merchant = await site.db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const main = await memberAccountId(site.db, { ...base, memberId: login.id, kind: 'MAIN' });
  const house = await systemAccountId(site.db, {
    ...base,
    kind: 'HOUSE',
    vendorCode: 'PG',
    shardKey: login.id,
  });
  const [whole = '0'] = claimed.turnoverRequired.split('.');
  await postTransfers(site.db, {
    merchantId: merchant.id,
    idempotencyKey: `promotion-screenshots-bet-${Date.now()}`,
    kind: 'GAME_BET',
    legs: [
      {
        debitAccountId: main,
        creditAccountId: house,
        amount: (BigInt(whole) * 100n * 35n) / 100n,
        kind: 'GAME_BET',
      },
    ],
  });
}

await eachView(async (page, size, language) => {
  await page.goto(`/promotions/${sundayBest}`);
  await settle(page, '[data-testid="promo-action-panel"][data-state="claim"]');
  await shoot(page, 'detail-claim', size, language);

  await page.goto(`/promotions/${slotBonus}`);
  await settle(page, '[data-testid="turnover-progress"]');
  await shoot(page, 'detail-process', size, language);

  await page.goto('/promotions');
  await settle(page, '[data-testid="promo-card"]');
  await shoot(page, 'list-taking-part', size, language);
});

/* The claim itself, with the success panel (once: a promotion is claimed once). */
{
  const page = await memberPage(await site.newPage(screenshotViewports.desktop), token, 'en');
  await page.goto(`/promotions/${sundayBest}`);
  await settle(page, '[data-testid="promo-action-panel"][data-state="claim"]');
  await page.locator('[data-testid="promo-action"]').click();
  await page.locator('[data-testid="turnover-progress"]').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(600);
  await shoot(page, 'detail-claimed', 'desktop', 'en', false);
  await page.close();
}

await site.close();
console.log(`screenshots written to ${out}`);
