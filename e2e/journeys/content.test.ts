import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePopups, slow } from '../support/member.ts';
import { banglaGlyphsIn, launchWithoutBanglaFonts } from '../support/no-bangla-fonts.ts';
import { chromiumPath, startSite, type Site } from '../support/site.ts';

/**
 * Content and the installable app in Chromium against the real server (docs/content.md): the manifest and the
 * service worker are picked up (the browser reports the site installable, the worker becomes ready, and a page
 * opened offline still gets the app's shell while API answers are never served from a cache); the help centre's
 * hash opens its section; a marquee notice opens the notice pop-up at that notice; the news, an article and the
 * about-us page come from operator content; and on a browser without any Bangla font the home banners still show
 * their Bangla words, drawn by the page in its own web font.
 */

let site: Site;
let plainBrowser: Browser | undefined;
const closeLater: (() => Promise<void>)[] = [];

/** A first screen from the server is acted on once the app runs it (see support/site.ts). */
const appReady = (page: Page) =>
  page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.hasAttribute('data-ssr') || html.getAttribute('data-app') === 'ready';
  });

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  for (const close of closeLater) await close();
  await plainBrowser?.close();
  await site?.close();
});

async function inLanguage(page: Page, language: 'bn' | 'en') {
  await page.addInitScript((lang) => {
    localStorage.setItem('hisLang', lang);
    document.cookie = `msp_lang=${lang}; path=/`;
  }, language);
  return page;
}

describe('the installable app', () => {
  it('is installable: the manifest is read, the service worker gets ready, offline pages get the shell', async () => {
    // A profile of its own: a browser does not offer to install from an incognito window (a plain new context).
    const profile = mkdtempSync(join(tmpdir(), 'msp-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      baseURL: site.baseUrl,
      viewport: { width: 1440, height: 900 },
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    closeLater.push(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
    const page = await inLanguage(await context.newPage(), 'en');
    await page.goto('/');
    await appReady(page);
    await closePopups(page);
    const cdp = await page.context().newCDPSession(page);

    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
    });
    expect(ready.scope).toBe(`${site.baseUrl}/`);
    expect(ready.script).toBe(`${site.baseUrl}/sw.js`);

    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      parsed?: { name?: string; display?: string; icons?: unknown[] };
    };
    expect(manifest.url).toBe(`${site.baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installability.installabilityErrors).toEqual([]);

    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);

    // Once the worker controls the page: offline, a page still opens (the shell), an API call never answers.
    await page.reload();
    await appReady(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, slow);
    await page.context().setOffline(true);
    try {
      await page.goto('/news');
      expect(await page.locator('#root').count()).toBe(1);
      expect(await page.title()).not.toMatch(/not available|offline/i);
      const api = await page.evaluate(() =>
        fetch('/wps/system/status').then(
          (response) => `answered ${response.status}`,
          () => 'failed',
        ),
      );
      expect(api).toBe('failed');
    } finally {
      await page.context().setOffline(false);
    }
  });
});

describe('help, notices and content pages', () => {
  it('opens the help section the hash names', async () => {
    const page = await inLanguage(await site.newPage(), 'en');
    await page.goto('/help#deposit-guide');
    await closePopups(page);
    const section = page.locator('[data-testid="help-section"]');
    await section.waitFor(slow);
    await expect.poll(() => section.getAttribute('id')).toBe('deposit-guide');
    expect(await section.locator('h2').textContent()).toBe('Deposit guide');
    expect(await page.locator('[data-testid="help-nav-link"][aria-current="true"]').textContent()).toContain(
      'Deposit guide',
    );
    await page.locator('[data-testid="help-nav-link"]', { hasText: 'Contact us' }).click();
    await page.waitForFunction(() => location.hash === '#contact-us');
    await expect.poll(() => section.getAttribute('id')).toBe('contact-us');
    // The site's own pages are where a visitor looks for them.
    await page.locator('[data-testid="help-page-links"] a', { hasText: 'About us' }).click();
    await page.locator('[data-testid="content-page-article"]').waitFor(slow);
    expect(await page.locator('h1').first().textContent()).toContain('About us');
    await page.close();
  });

  it('opens the notice pop-up at the notice clicked in the marquee', async () => {
    const page = await inLanguage(await site.newPage(), 'en');
    await page.goto('/');
    await closePopups(page);
    const items = page.locator('[data-testid="marquee-item"]');
    await items.first().waitFor(slow);
    const count = await items.count();
    expect(count).toBeGreaterThan(2);
    const title = (await items.nth(2).textContent())!.trim();
    // The marquee stops under the pointer, as a visitor reaching for a notice sees it.
    await page.locator('[data-testid="notice-marquee"]').hover();
    await items.nth(2).click();
    const modal = page.locator('[data-testid="notice-modal"]');
    await modal.waitFor(slow);
    const notices = modal.locator('[data-testid="notice-item"]');
    await expect.poll(() => notices.nth(2).getAttribute('class')).toContain('is-open');
    expect(await notices.nth(2).locator('.notice__title').textContent()).toBe(title);
    expect(await notices.nth(0).getAttribute('class')).not.toContain('is-open');
    expect(await notices.nth(2).locator('.notice__date').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await notices.nth(2).locator('.notice__body').isVisible()).toBe(true);
    await page.close();
  });

  it('lists the news and opens an article, from the operator content', async () => {
    const page = await inLanguage(await site.newPage(), 'bn');
    await page.goto('/news');
    await closePopups(page);
    const cards = page.locator('[data-testid="article-card"]');
    await cards.first().waitFor(slow);
    expect(await cards.count()).toBe(6);
    expect(await page.locator('.pagination').count()).toBe(1);
    const title = (await cards.first().locator('.article-card__title').textContent())!;
    expect(title).toMatch(/[\u0980-\u09FF]/);
    await cards.first().locator('a').click();
    const article = page.locator('[data-testid="article"]');
    await article.waitFor(slow);
    expect(await article.locator('h1').textContent()).toBe(title);
    expect(await article.locator('.content-card__html').textContent()).toContain('ডেমো');
    expect(await page.locator('[data-testid="footer-page-links"] a').count()).toBe(7);
    await page.close();
  });
});

describe('banners without a Bangla font on the machine', () => {
  it('show their Bangla words in the site’s web font', async () => {
    plainBrowser = await launchWithoutBanglaFonts();
    const context = await plainBrowser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: site.baseUrl,
    });
    const page = await inLanguage(await context.newPage(), 'bn');
    await page.goto('/');
    await appReady(page);
    await closePopups(page);
    const caption = page
      .locator('[data-testid="banner-slide"]')
      .first()
      .locator('[data-testid="banner-caption"]');
    await caption.waitFor(slow);
    expect(await caption.textContent()).toContain('১০০% স্বাগতম বোনাস');
    await page.evaluate(() => document.fonts.ready);
    // The machine has no Bangla glyphs; the page's web font has them, and the caption is drawn in it.
    expect(await page.evaluate(banglaGlyphsIn, '40px sans-serif')).toBe(false);
    await page.evaluate(() => document.fonts.load('900 40px "Noto Sans Bengali"', 'স্বাগতম'));
    expect(await page.evaluate(banglaGlyphsIn, '900 40px "Noto Sans Bengali"')).toBe(true);
    expect(
      await caption
        .locator('.banner-caption__headline')
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/Noto Sans Bengali/);
    // The pictures carry no words of their own.
    const svg = await (await page.request.get('/demo-assets/banners/welcome-bn.svg')).text();
    expect(svg).not.toMatch(/<text[\s>]/);
    await context.close();
  });
});
