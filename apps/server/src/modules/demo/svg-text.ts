import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * Words of the generated demo pictures as outlines, never SVG `<text>`: a `<text>` is drawn with the fonts of the
 * machine that shows the picture, and one without a Bangla font showed empty boxes. Text is shaped here (fontkit,
 * with the conjuncts and vowel signs of Bangla) in the typefaces the site ships, Noto Sans Bengali for Bangla and
 * Inter for Latin, read from the @fontsource packages, and each glyph becomes a path.
 */

const require = createRequire(import.meta.url);
const fontFolder = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'files');

const weights = [400, 500, 600, 700, 800, 900] as const;
type Weight = (typeof weights)[number];
type Script = 'bengali' | 'latin';

const fonts = new Map<string, fontkit.Font>();
function fontOf(script: Script, weight: Weight): fontkit.Font {
  const key = `${script}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const file =
      script === 'bengali'
        ? join(
            fontFolder('@fontsource/noto-sans-bengali'),
            `noto-sans-bengali-bengali-${weight}-normal.woff2`,
          )
        : join(fontFolder('@fontsource/inter'), `inter-latin-${weight}-normal.woff2`);
    font = fontkit.openSync(file) as fontkit.Font;
    fonts.set(key, font);
  }
  return font;
}

const nearestWeight = (weight: number): Weight =>
  weights.reduce((best, candidate) =>
    Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best,
  );

/** Bangla letters, signs, digits and the taka sign, the dandas, and the joiners (ZWNJ, ZWJ) that shape them. */
const isBengali = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x0980 && code <= 0x09ff) ||
    code === 0x200c ||
    code === 0x200d ||
    code === 0x0964 ||
    code === 0x0965
  );
};
const hasBengali = (text: string) => Array.from(text).some(isBengali);

/** The text cut where the script changes: each run is shaped in its own typeface. */
function runsOf(content: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of content) {
    const script: Script = isBengali(char) ? 'bengali' : 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export interface OutlineOptions {
  size: number;
  weight?: number;
  /** Extra space after each glyph (Latin only: it would break Bangla conjuncts apart). */
  spacing?: number;
}

interface Shaped {
  /** Path data with the pen starting at (0, 0) on the baseline. */
  d: string;
  width: number;
}

const shapedCache = new Map<string, Shaped>();
const round = (value: number) => Math.round(value * 10) / 10;

/** The outline of a line of text at the origin, and its advance width. */
export function shapeText(content: string, options: OutlineOptions): Shaped {
  const weight = nearestWeight(options.weight ?? 700);
  const spacing = options.spacing && !hasBengali(content) ? options.spacing : 0;
  const key = `${weight}|${options.size}|${spacing}|${content}`;
  const cached = shapedCache.get(key);
  if (cached) return cached;
  let pen = 0;
  const parts: string[] = [];
  for (const run of runsOf(content)) {
    const font = fontOf(run.script, weight);
    const scale = options.size / font.unitsPerEm;
    const layout = font.layout(run.text);
    layout.glyphs.forEach((glyph, index) => {
      const position = layout.positions[index]!;
      const x = pen + position.xOffset * scale;
      const y = -position.yOffset * scale;
      const d = glyph.path
        .scale(scale, -scale)
        .translate(x, y)
        .toSVG()
        .replace(/-?\d+\.\d+/g, (number) => String(round(Number(number))));
      if (d) parts.push(d);
      pen += position.xAdvance * scale + spacing;
    });
  }
  const shaped = { d: parts.join(''), width: Math.max(0, pen - spacing) };
  shapedCache.set(key, shaped);
  return shaped;
}

/** The advance width of a line of text. */
export const measureText = (content: string, options: OutlineOptions) => shapeText(content, options).width;

/** A line of text as one `<path>` at (x, y) on its baseline, anchored at its start, middle or end. */
export function textOutline(
  x: number,
  y: number,
  content: string,
  options: OutlineOptions & {
    anchor?: 'start' | 'middle' | 'end';
    fill?: string;
    opacity?: number;
    extra?: string;
  },
): string {
  const shaped = shapeText(content, options);
  if (!shaped.d) return '';
  const left =
    options.anchor === 'middle' ? x - shaped.width / 2 : options.anchor === 'end' ? x - shaped.width : x;
  const attributes = [
    `transform="translate(${round(left)} ${round(y)})"`,
    `fill="${options.fill ?? '#ffffff'}"`,
    options.opacity !== undefined ? `opacity="${options.opacity}"` : '',
    options.extra ?? '',
  ].filter(Boolean);
  return `<path ${attributes.join(' ')} d="${shaped.d}"/>`;
}
