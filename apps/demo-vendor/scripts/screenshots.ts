/**
 * Screenshots of the three games (and the unsupported-lobby page) at 1440×900 and 390×844, against the
 * test suite's fake platform: `node --import tsx apps/demo-vendor/scripts/screenshots.ts [outDir]`.
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildDemoVendor } from '../src/app.ts';
import { secret, startFakePlatform } from '../test/support/fake-platform.ts';

const outDir = process.argv[2] ?? '/tmp/demo-vendor-shots';
await mkdir(outDir, { recursive: true });
const platform = await startFakePlatform({ balance: 12_345_678 });
const vendor = await buildDemoVendor({
  secret,
  platformUrl: platform.url,
  dataDir: join(tmpdir(), 'demo-vendor-shots'),
});
await vendor.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

const games = [
  { name: 'slot', gameType: 'RNG', play: 'spin-button' },
  { name: 'crash', gameType: 'FISH', play: 'play-button' },
  { name: 'baccarat', gameType: 'LIVE', play: 'deal-button' },
  { name: 'unsupported', gameType: 'SPORTS', play: null },
] as const;
const viewports = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
];
const languages = (process.env.LANGUAGES ?? 'en').split(',');
const only = process.env.GAMES?.split(',');

/** Milliseconds into a round at which the mid-round screenshot is taken. */
const midRound: Record<string, number> = { slot: 700, crash: 1200, baccarat: 2600 };

async function playRound(page: Page, testId: string, name: string, midShot?: string) {
  if (name === 'baccarat') {
    await page.getByTestId('chip-1000').click();
    await page.getByTestId('bet-area-player').click();
    await page.getByTestId('chip-500').click();
    await page.getByTestId('bet-area-banker').click();
    await page.getByTestId('bet-area-tie').click();
  }
  if (name === 'crash') await page.getByTestId('target-1.5').click();
  await page.getByTestId(testId).click();
  if (midShot) {
    await page.waitForTimeout(midRound[name] ?? 500);
    await page.screenshot({ path: midShot });
  }
  await page.waitForFunction(
    () => {
      // Runs in the page (no DOM types here).
      const doc = (
        globalThis as unknown as {
          document: {
            querySelector(s: string): { textContent: string | null } | null;
            body: { classList: { contains(c: string): boolean } };
          };
        }
      ).document;
      return (
        Boolean(doc.querySelector('[data-testid="round-result"]')?.textContent?.trim()) &&
        !doc.body.classList.contains('round-running')
      );
    },
    undefined,
    { timeout: 20_000 },
  );
}

try {
  for (const language of languages) {
    for (const game of games) {
      if (only && !only.includes(game.name)) continue;
      for (const viewport of viewports) {
        platform.script.gameType = game.gameType;
        const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const url = `${base}/play/PG_LOTUS?token=good-token&vendor=PG&merchant=DEMO&language=${language}&lobby=${encodeURIComponent('https://example.com/lobby')}`;
        await page.goto(url);
        await page.waitForSelector(
          game.play ? `[data-testid="${game.play}"]` : '[data-testid="unsupported"]',
        );
        const mid =
          viewport.name === '1440'
            ? join(outDir, `${game.name}-${viewport.name}-${language}-mid.png`)
            : undefined;
        if (game.play) await playRound(page, game.play, game.name, mid);
        await page.waitForTimeout(800);
        const file = join(outDir, `${game.name}-${viewport.name}-${language}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file, errors.length > 0 ? `ERRORS: ${errors.join(' | ')}` : '');
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await vendor.close();
  await platform.app.close();
}
