import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from './site.ts';

/**
 * A Chromium that sees no Bangla font of the machine: fontconfig is given only DejaVu (Latin, no Bengali), as on
 * a phone or PC without Noto Sans Bengali. Whatever Bangla such a browser draws comes from the site's own web font.
 */
export async function launchWithoutBanglaFonts(): Promise<Browser> {
  const folder = mkdtempSync(join(tmpdir(), 'msp-fonts-'));
  const config = join(folder, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>/usr/share/fonts/truetype/dejavu</dir>\n  <cachedir>${join(folder, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return chromium.launch({
    executablePath: chromiumPath,
    env: { ...process.env, FONTCONFIG_FILE: config },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * Whether Bangla letters are drawn as real glyphs in a font: four different letters of a font that lacks them
 * are the same empty box, of the same width.
 */
export const banglaGlyphsIn = (font: string) => {
  const canvas = document.createElement('canvas').getContext('2d')!;
  canvas.font = font;
  const widths = ['ক', 'খ', 'ম', 'ঞ'].map((letter) => Math.round(canvas.measureText(letter).width * 100));
  return new Set(widths).size > 1;
};
