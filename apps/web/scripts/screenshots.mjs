#!/usr/bin/env node
/**
 * Screenshots of the member site with Debian's Chromium (playwright-core, never a downloaded browser).
 * Expects a server at BASE_URL (default http://localhost:3000) that serves the built web app (apps/web/dist).
 *
 *   node apps/web/scripts/screenshots.mjs            # home at 1440 px and 390 px, Bangla and English
 *   SHOTS=all node apps/web/scripts/screenshots.mjs  # plus inner pages and pop-ups (docs/screenshots/extra)
 *   SHOTS=identity node apps/web/scripts/screenshots.mjs  # only the account pop-ups and the security centre
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = resolve(root, process.env.OUT_DIR ?? 'docs/screenshots');
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';

const viewports = {
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false },
  phone: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

async function openPage(browser, { viewport, language, dismissAnnouncements = true, token = null }) {
  const { width, height, ...rest } = viewports[viewport];
  const context = await browser.newContext({
    viewport: { width, height },
    ...rest,
    locale: language === 'bn' ? 'bn-BD' : 'en-GB',
  });
  await context.addInitScript(
    ({ language, dismissAnnouncements, token }) => {
      window.localStorage.setItem('hisLang', language);
      window.localStorage.setItem('lang', language);
      if (dismissAnnouncements) {
        for (const audience of ['B', 'A', 'A,F'])
          window.sessionStorage.setItem(`announcementShown:${audience}`, '1');
      }
      if (token) window.sessionStorage.setItem('token', token);
    },
    { language, dismissAnnouncements, token },
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${viewport}/${language}] page error:`, error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[${viewport}/${language}] console:`, message.text());
  });
  return { context, page };
}

async function settle(page) {
  await page.waitForSelector('#loading-cover.is-hidden', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  /*
   * Lazy images, and the parts of home far below the first screen, load only when scrolled to. Instant
   * scrolls: the site scrolls smoothly, which would leave the page near the top between steps.
   */
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((image) => !image.complete);
    await Promise.all(
      images.map(
        (image) =>
          new Promise(
            (done) => image.addEventListener('load', done, { once: true }) || setTimeout(done, 3000),
          ),
      ),
    );
  });
  await page.waitForTimeout(600);
}

async function shot(
  browser,
  { name, path, viewport, language, fullPage = true, action, dismissAnnouncements = true, token, status },
) {
  const { context, page } = await openPage(browser, { viewport, language, dismissAnnouncements, token });
  if (status) {
    /* Show a full-page status screen without touching the server: answer the status call here. */
    await page.route('**/wps/system/status', async (route) => {
      const real = await route.fetch().then((response) => response.json());
      await route.fulfill({ json: { success: true, value: { ...real.value, ...status } } });
    });
  }
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'domcontentloaded' });
  await settle(page);
  if (action) await action(page);
  const file = resolve(outDir, name);
  await mkdir(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage });
  console.log('wrote', file);
  await context.close();
}

/** The proof of work of packages/contracts/src/proof-of-work.ts, with node:crypto (plain node has no .ts). */
function solveProofOfWork(salt, difficulty) {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${salt}:${nonce}`).digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return String(nonce);
  }
}

const desktopUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The account pop-ups of issue 3 and the security centre, in both languages and both widths. */
async function identityShots(browser) {
  const popups = [
    { name: 'login', path: '/login', testId: 'login-popup' },
    { name: 'register', path: '/register', testId: 'register-popup' },
    {
      name: 'forgot-password',
      path: '/login',
      testId: 'forget-pass-popup',
      open: (page) => page.click('[data-testid="login-forgot-link"]'),
    },
    {
      name: 'change-password',
      path: '/member/securityCenter',
      testId: 'change-pass-popup',
      member: true,
      open: (page) => page.click('[data-testid="security-row-password"] button'),
    },
  ];
  /* Two logins, so the security centre has a previous login to show. */
  await loginToken();
  const token = await loginToken();
  if (token) {
    /* The demo member picks an avatar, as a member would in the security centre. */
    await fetch(new URL('/wps/member/info/icon', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ avatar: 'tiger' }),
    });
  }
  for (const viewport of ['desktop', 'phone']) {
    for (const language of ['bn', 'en']) {
      for (const popup of popups) {
        if (popup.member && !token) continue;
        await shot(browser, {
          name: `popup-${popup.name}-${viewport}-${language}.png`,
          path: popup.path,
          viewport,
          language,
          fullPage: false,
          token: popup.member ? token : null,
          action: async (page) => {
            if (popup.open) {
              await page.waitForSelector('[data-testid="login-popup"], [data-testid="security-center"]');
              await page.waitForTimeout(300);
              await popup.open(page);
            }
            await page.waitForSelector(`[data-testid="${popup.testId}"]`);
            /* The captcha image and the fade-in. */
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(700);
          },
        });
      }
    }
  }
  if (!token) {
    console.warn('demo login failed; security centre screenshots skipped');
    return;
  }
  for (const viewport of ['desktop', 'phone']) {
    await shot(browser, {
      name: `security-center-${viewport}-bn.png`,
      path: '/member/securityCenter',
      viewport,
      language: 'bn',
      token,
      action: (page) =>
        page.waitForSelector('[data-testid="login-history"]').then(() => page.waitForTimeout(400)),
    });
  }
}

async function loginToken() {
  const username = process.env.DEMO_USER ?? 'demoplayer';
  const password = process.env.DEMO_PASSWORD ?? 'Demo@1234';
  let challenge = {};
  try {
    const answer = await fetch(new URL('/wps/challenge', baseUrl)).then((response) => response.json());
    if (answer.success) {
      challenge = {
        challengeId: answer.value.challengeId,
        challengeNonce: solveProofOfWork(answer.value.salt, answer.value.difficulty),
      };
    }
  } catch {
    /* no challenge service */
  }
  const response = await fetch(new URL('/wps/session/login/unsecure', baseUrl), {
    method: 'POST',
    /* A browser's user agent, so the login history reads like a real one. */
    headers: { 'Content-Type': 'application/json', 'User-Agent': desktopUserAgent },
    body: JSON.stringify({ username, password, type: 'username', ...challenge }),
  }).then((answer) => answer.json());
  if (!response.success) console.warn('demo login:', response.errorCode, response.message);
  return response.success ? response.value.token : null;
}

const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  if (process.env.SHOTS === 'identity' || process.env.SHOTS === 'all') await identityShots(browser);
  for (const viewport of ['desktop', 'phone']) {
    if (process.env.SHOTS === 'identity') break;
    for (const language of ['bn', 'en']) {
      await shot(browser, { name: `home-${viewport}-${language}.png`, path: '/', viewport, language });
    }
  }
  if (process.env.SHOTS === 'all') {
    const pages = [
      ['rng', '/rng'],
      ['live', '/live'],
      ['cockfight', '/cockfight'],
      ['promotions', '/promotions'],
      ['help', '/help'],
      ['helpmc', '/helpmc'],
      ['sponsor', '/sponsor'],
      ['seamless', '/seamless?vassalage=EVO&gameType=LIVE&gameCode=EVO_LOBBY'],
      ['not-found', '/no-such-page'],
    ];
    for (const [name, path] of pages) {
      await shot(browser, {
        name: `extra/${name}-desktop-en.png`,
        path,
        viewport: 'desktop',
        language: 'en',
      });
    }
    await shot(browser, { name: 'extra/rng-phone-bn.png', path: '/rng', viewport: 'phone', language: 'bn' });
    await shot(browser, {
      name: 'extra/announcement-desktop-bn.png',
      path: '/',
      viewport: 'desktop',
      language: 'bn',
      fullPage: false,
      dismissAnnouncements: false,
      action: (page) =>
        page.waitForSelector('[data-testid="public-modal"]').then(() => page.waitForTimeout(500)),
    });
    await shot(browser, {
      name: 'extra/login-desktop-bn.png',
      path: '/login',
      viewport: 'desktop',
      language: 'bn',
      fullPage: false,
      action: (page) =>
        page.waitForSelector('[data-testid="login-popup"]').then(() => page.waitForTimeout(500)),
    });
    await shot(browser, {
      name: 'extra/register-desktop-en.png',
      path: '/register?referralCode=DEMO01',
      viewport: 'desktop',
      language: 'en',
      fullPage: false,
      action: (page) =>
        page.waitForSelector('[data-testid="register-popup"]').then(() => page.waitForTimeout(500)),
    });
    await shot(browser, {
      name: 'extra/dropdown-desktop-en.png',
      path: '/',
      viewport: 'desktop',
      language: 'en',
      fullPage: false,
      action: async (page) => {
        await page.hover('[data-testid="nav-RNG"]');
        await page.waitForSelector('[data-testid="nav-dropdown-RNG"]');
        await page.waitForTimeout(400);
      },
    });
    await shot(browser, {
      name: 'extra/drawer-phone-bn.png',
      path: '/',
      viewport: 'phone',
      language: 'bn',
      fullPage: false,
      action: async (page) => {
        await page.click('[data-testid="hamburger"]');
        await page.waitForTimeout(500);
      },
    });
    await shot(browser, {
      name: 'extra/maintenance-desktop-bn.png',
      path: '/',
      viewport: 'desktop',
      language: 'bn',
      fullPage: false,
      status: {
        status: 1,
        maintenance: { title: '', message: '', endTime: Date.now() + 2 * 3600_000 },
      },
    });
    await shot(browser, {
      name: 'extra/region-block-phone-en.png',
      path: '/',
      viewport: 'phone',
      language: 'en',
      fullPage: false,
      status: { status: 2, regionMessage: null },
    });
    const token = await loginToken();
    if (token) {
      await shot(browser, {
        name: 'extra/home-member-desktop-en.png',
        path: '/',
        viewport: 'desktop',
        language: 'en',
        fullPage: false,
        token,
      });
      await shot(browser, {
        name: 'extra/member-desktop-bn.png',
        path: '/member/securityCenter',
        viewport: 'desktop',
        language: 'bn',
        token,
      });
      await shot(browser, {
        name: 'extra/lottery-desktop-en.png',
        path: '/lottery',
        viewport: 'desktop',
        language: 'en',
        token,
      });
    } else {
      console.warn('demo login failed; member screenshots skipped');
    }
  }
} finally {
  await browser.close();
}
