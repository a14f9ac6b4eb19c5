import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoVendor } from '../../apps/demo-vendor/src/app.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedDemoContentPages } from '../../apps/server/src/modules/demo/content-pages.ts';
import { linkDemoVendor } from '../../apps/server/src/modules/demo/demo-vendor-link.ts';
import { seedDemoMissions } from '../../apps/server/src/modules/demo/missions.ts';
import { seedDemoPoints } from '../../apps/server/src/modules/demo/points.ts';
import { seedDemoPromotions } from '../../apps/server/src/modules/demo/promotions.ts';
import { seedDemoRebates } from '../../apps/server/src/modules/demo/rebates.ts';
import { seedDemoReferral } from '../../apps/server/src/modules/demo/referral.ts';
import { seedDemoVip } from '../../apps/server/src/modules/demo/vip.ts';
import { merchantsChanged } from '../../apps/server/src/modules/merchant/merchant-cache.ts';
import { createTestDatabase } from '../../apps/server/test/helpers/test-app.ts';

/* E2E_WEB_DIST: a copy of the build, for runs that must not see another build land in apps/web/dist meanwhile. */
const webDist = process.env.E2E_WEB_DIST
  ? `${process.env.E2E_WEB_DIST.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The real server (built web app, API, demo merchant) listening on a free port of 127.0.0.1, on its own
 * database (a fresh PostgreSQL schema with DATABASE_URL, else PGlite), and a headless Debian Chromium.
 */
export async function startSite() {
  if (!existsSync(webDist + 'index.html')) throw new Error('Build the web app first: npm run build');
  const database = await createTestDatabase();
  await seedDemoPromotions(database.db);
  // The demo player starts empty here, so this plays nothing until a script funds it (demo/rebates.ts).
  await seedDemoRebates(database.db);
  await seedDemoVip(database.db);
  await seedDemoReferral(database.db);
  await seedDemoMissions(database.db);
  await seedDemoPoints(database.db);
  await seedDemoContentPages(database.db);
  const app = await buildApp({
    database: { ...database, close: async () => {} },
    config: { production: false, redisUrl: undefined, webDist, logLevel: 'warn' },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The demo game vendor, as `npm start` runs it beside the server: its own HTTP server, a shared secret.
  const vendorSecret = randomBytes(32).toString('hex');
  const vendorDataDir = mkdtempSync(join(tmpdir(), 'msp-demo-vendor-'));
  const vendor = await buildDemoVendor({
    secret: vendorSecret,
    platformUrl: baseUrl,
    dataDir: vendorDataDir,
  });
  await vendor.listen({ port: 0, host: '127.0.0.1' });
  const vendorUrl = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}`;
  await linkDemoVendor(database.db, { url: vendorUrl, secret: vendorSecret });
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const contexts: BrowserContext[] = [];
  /*
   * A first screen from the server shows before the app has started, and until the app has taken it over, a
   * click on it does nothing (apps/web/src/main.tsx): a journey acts on a page once the app runs it, as a
   * visitor would wait for it. Every navigation of a page waits for that.
   */
  const untilTheAppTakesOver = (page: Page) => {
    const appReady = () =>
      page.waitForFunction(() => {
        const html = document.documentElement;
        return !html.hasAttribute('data-ssr') || html.getAttribute('data-app') === 'ready';
      });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady();
      return response;
    };
    return page;
  };
  return {
    baseUrl,
    vendorUrl,
    db: database.db,
    async newPage(viewport = { width: 1440, height: 900 }): Promise<Page> {
      // The app's service worker (tested in content.test.ts with a profile of its own) would take requests out
      // of `page.route`'s reach once it controls the page: the journeys that fail a script on purpose need them.
      const context = await browser.newContext({ viewport, baseURL: baseUrl, serviceWorkers: 'block' });
      contexts.push(context);
      return untilTheAppTakesOver(await context.newPage());
    },
    async setMaintenance(on: boolean) {
      await database.db
        .updateTable('merchants')
        .set({ system_status: on ? 1 : 0 })
        .where('code', '=', 'DEMO')
        .execute();
      // Written behind the server's back: tell it, as an operator's change would.
      await merchantsChanged(app.bus);
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await app.close();
      await vendor.close();
      rmSync(vendorDataDir, { recursive: true, force: true });
      await database.dispose();
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
