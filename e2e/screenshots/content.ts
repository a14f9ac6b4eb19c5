/**
 * Screenshots of the content pages for docs/screenshots, at 1440 and 390 px, in Bangla and English, against the
 * real server with the demo content (startSite seeds the demo pages and articles): home (its banners' words drawn
 * by the page), about us, the news list, a news article, the sponsor page and the app download page. They are
 * taken in a Chromium that sees no Bangla font of the machine (support/no-bangla-fonts.ts): every Bangla letter
 * in them comes from the site's own web font.
 * Run: `npm run build && node --import tsx e2e/screenshots/content.ts`.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { closePopups, screenshotViewports } from '../support/member.ts';
import { launchWithoutBanglaFonts } from '../support/no-bangla-fonts.ts';
import { startSite } from '../support/site.ts';

const out = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = await startSite();
const browser = await launchWithoutBanglaFonts();

const views: { name: string; path: string; wait: string; fullPage: boolean }[] = [
  { name: 'home', path: '/', wait: 'banner-caption', fullPage: false },
  { name: 'about-us', path: '/aboutUs', wait: 'content-page-article', fullPage: true },
  { name: 'news', path: '/news', wait: 'article-card', fullPage: true },
  { name: 'news-article', path: '/news/usdt-deposits-open', wait: 'article', fullPage: true },
  { name: 'sponsor', path: '/sponsor', wait: 'content-page-article', fullPage: true },
  { name: 'app-download', path: '/appDownload', wait: 'app-qr-APP_IOS', fullPage: true },
];

async function settle(page: Page, testId: string) {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.hasAttribute('data-ssr') || html.getAttribute('data-app') === 'ready';
  });
  await page.locator(`[data-testid="${testId}"]`).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await closePopups(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
}

for (const language of ['bn', 'en'] as const) {
  for (const [size, viewport] of Object.entries(screenshotViewports)) {
    const context = await browser.newContext({ viewport, baseURL: site.baseUrl });
    await context.addInitScript((lang) => {
      localStorage.setItem('hisLang', lang);
      localStorage.setItem('lang', lang);
      document.cookie = `msp_lang=${lang}; path=/`;
    }, language);
    for (const view of views) {
      const page = await context.newPage();
      await page.goto(view.path);
      await settle(page, view.wait);
      await page.screenshot({
        path: `${out}content-${view.name}-${size}-${language}.png`,
        fullPage: view.fullPage,
      });
      await page.close();
    }
    await context.close();
  }
}

await browser.close();
await site.close();
console.log(`screenshots written to ${out}`);
