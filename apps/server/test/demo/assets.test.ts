import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorCategory } from '@msp/contracts/enums.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { gameIconSvg } from '../../src/modules/demo/assets.ts';
import { demoAssetRoutes } from '../../src/modules/demo/routes.ts';
import { seedDemoMerchant } from '../../src/modules/demo/seed.ts';
import { vendorLogoPath } from '../../src/modules/games/service.ts';
import { parseSvg } from './svg.ts';

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openDatabase({});
  await migrate(handle.db);
  await seedDemoMerchant(handle.db);
  app = Fastify({ logger: false });
  await app.register(demoAssetRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** Every image URL the demo data refers to, plus the vendor logos the web app builds from vendor codes. */
async function referencedUrls(): Promise<string[]> {
  const { db } = handle;
  const resources = await db.selectFrom('merchant_resources').select(['url', 'image_url']).execute();
  const banners = await db.selectFrom('banners').select('image_url').execute();
  const games = await db.selectFrom('games').select('icon_url').execute();
  const vendors = await db.selectFrom('vendors').select(['code', 'game_type']).execute();
  const urls = [
    ...resources.flatMap((row) => [row.url, row.image_url]),
    ...banners.flatMap((row) => [row.image_url.bn, row.image_url.en]),
    ...games.map((row) => row.icon_url),
    ...vendors.map((row) => vendorLogoPath(row.code, row.game_type as VendorCategory)),
    '/demo-assets/games/default.svg',
  ];
  return [
    ...new Set(
      urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/demo-assets/')),
    ),
  ];
}

describe('demo asset route', () => {
  it('answers every image URL of the demo data with a well-formed, cacheable SVG', async () => {
    const urls = await referencedUrls();
    expect(urls.length).toBeGreaterThan(150);
    for (const url of urls) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control'], url).toBe('public, max-age=86400');
      const svg = parseSvg(response.body);
      expect(svg.root, url).toBe('svg');
      expect(svg.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(svg.attributes.viewBox, url).toMatch(/^0 0 \d+ \d+$/);
      // Words are outlines: an SVG <text> is drawn with the viewer's fonts (empty boxes without a Bangla one).
      expect(response.body, url).not.toMatch(/<text[\s>]|<tspan[\s>]/);
    }
  });

  it('draws banners without words, and gives each its caption in both languages for the page to draw', async () => {
    const banners = await handle.db.selectFrom('banners').select(['image_url', 'caption']).execute();
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      for (const url of [banner.image_url.bn ?? '', banner.image_url.en ?? '']) {
        const svg = (await app.inject({ url })).body;
        expect(svg, url).not.toMatch(/<text[\s>]/);
        // The DEMO mark is an outline (a path), and no Bangla is left in the picture but its accessible label.
        expect(svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, ''), url).not.toMatch(
          /[\u0980-\u09FF]/,
        );
      }
      expect(banner.caption?.headline.bn).toMatch(/[\u0980-\u09FF]{3}/);
      expect(banner.caption?.headline.en).toMatch(/^[\x20-\x7E৳%+,]+$/);
    }
    const home = (await app.inject({ url: '/demo-assets/banners/welcome-en.svg' })).body;
    expect(parseSvg(home).attributes.viewBox).toBe('0 0 1920 640');
    const cover = (await app.inject({ url: '/demo-assets/covers/cricket.svg' })).body;
    expect(parseSvg(cover).attributes.viewBox).toBe('0 0 1200 630');
  });

  it('finds a vendor logo in the folders the web app uses (ESPORTS in SPORTS, JL in RNG)', async () => {
    expect((await app.inject({ url: '/demo-assets/vendors/SPORTS/IMES.svg' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/demo-assets/vendors/RNG/JL.svg' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/demo-assets/vendors/COCKFIGHT/DS88.svg' })).statusCode).toBe(200);
  });

  it('refuses paths outside its whitelist, including traversal attempts', async () => {
    const refused = [
      '/demo-assets/',
      '/demo-assets/../package.json',
      '/demo-assets/%2e%2e/%2e%2e/package.json',
      '/demo-assets/..%2f..%2fpackage.json',
      '/demo-assets/games/PG/..%2F..%2Fsecret.svg',
      '/demo-assets/games/../../src/app.ts',
      '/demo-assets/brand/logo.png',
      '/demo-assets/brand/logo.svg/extra',
      '/demo-assets/games/PG/NOT_A_GAME.svg',
      '/demo-assets/games/pg/PG_LOTUS_FORTUNE.svg',
      '/demo-assets/banners/welcome-fr.svg',
      '/demo-assets/banners/unknown-en.svg',
      '/demo-assets/vendors/FOLDER/PG.svg',
      '/demo-assets/vendors/RNG/NOPE.svg',
      '/demo-assets/social/myspace.svg',
      '/demo-assets/app/windows.svg',
    ];
    for (const url of refused) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'] ?? '', url).not.toMatch(/svg/);
    }
  });

  it('escapes text, so a hostile name cannot break out of the SVG', () => {
    const svg = gameIconSvg({
      vendorCode: 'PG',
      gameCode: 'X',
      name: '<script>alert(1)</script> & "quotes"',
      motif: 'gem',
    });
    expect(svg).not.toContain('<script');
    const parsed = parseSvg(svg);
    expect(parsed.texts.join('')).toContain('<script>alert(1)</script> & "quotes"');
  });
});
