/**
 * Generated SVG art of the demo merchant: brand marks, banners, game icons, vendor logos, payment marks,
 * badges, social icons and placeholder pages. Pure functions from data to an SVG string. Shapes are drawn with
 * SVG primitives, so the site needs no internet, and words are outlines (svg-text.ts), never `<text>`: a picture's
 * `<text>` depends on the fonts of the machine that shows it. Banners carry no words at all: the page draws their
 * caption over them in its own web font.
 */
import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { BannerArt, DemoServicePage, DemoSocialIcon, DemoSport, GameMotif } from './demo-content.ts';
import { measureText, textOutline } from './svg-text.ts';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Short numbers keep the documents small. */
const n = (value: number) => Math.round(value * 10) / 10;

/** FNV-1a: a stable small hash, so the same game always gets the same colours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length] as T;

interface TextOptions {
  size: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  extra?: string;
}

function text(x: number, y: number, content: string, options: TextOptions): string {
  return textOutline(x, y, content, {
    size: options.size,
    weight: options.weight ?? 700,
    fill: options.fill,
    anchor: options.anchor,
    spacing: options.spacing,
    opacity: options.opacity,
    extra: options.extra,
  });
}

function svgDocument(width: number, height: number, label: string, defs: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** The width of a line of bold text, to size pills and fit headlines (measured with the shaped outlines). */
function estimateWidth(content: string, size: number): number {
  return measureText(content, { size, weight: 700 });
}

const fitSize = (content: string, maxWidth: number, preferred: number, minimum: number) =>
  Math.max(
    minimum,
    Math.min(preferred, (preferred * maxWidth) / Math.max(1, estimateWidth(content, preferred))),
  );

// Shared paint ------------------------------------------------------------------------------------------

const commonDefs = `
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6cc"/><stop offset=".38" stop-color="#ffd54a"/><stop offset=".62" stop-color="#f5b301"/><stop offset="1" stop-color="#a86a00"/></linearGradient>
<linearGradient id="goldH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c98900"/><stop offset=".3" stop-color="#ffe27a"/><stop offset=".55" stop-color="#f5b301"/><stop offset="1" stop-color="#ffcf3f"/></linearGradient>
<radialGradient id="coinFace" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="#fff7d1"/><stop offset=".45" stop-color="#ffd13b"/><stop offset="1" stop-color="#c17f00"/></radialGradient>
<linearGradient id="ruby" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff7a8a"/><stop offset=".5" stop-color="#e3203b"/><stop offset="1" stop-color="#8c0c1f"/></linearGradient>
<linearGradient id="silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".55" stop-color="#e1e7f2"/><stop offset="1" stop-color="#9aa7bf"/></linearGradient>
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f6dba8"/><stop offset=".6" stop-color="#d9a45a"/><stop offset="1" stop-color="#a8702e"/></linearGradient>
<linearGradient id="flame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff59d"/><stop offset=".45" stop-color="#ff9800"/><stop offset="1" stop-color="#ff3d00" stop-opacity="0"/></linearGradient>
<radialGradient id="shine" cx=".35" cy=".3" r=".6"><stop offset="0" stop-color="#ffffff" stop-opacity=".85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="gemFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d4fbff"/><stop offset=".5" stop-color="#35cfff"/><stop offset="1" stop-color="#0a4f9c"/></linearGradient>
<linearGradient id="fishFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd36b"/><stop offset=".55" stop-color="#ff8a3d"/><stop offset="1" stop-color="#e0452b"/></linearGradient>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#000000" flood-opacity=".45"/></filter>
<filter id="softGlow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`;

function star5(cx: number, cy: number, outer: number, inner: number, rotation = -90): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    points.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

function sparkle(x: number, y: number, size: number, fill = '#fff6cc', opacity = 1): string {
  const s = size;
  const k = s * 0.16;
  return `<path d="M${n(x)},${n(y - s)} C${n(x + k)},${n(y - k)} ${n(x + k)},${n(y - k)} ${n(x + s)},${n(y)} C${n(x + k)},${n(y + k)} ${n(x + k)},${n(y + k)} ${n(x)},${n(y + s)} C${n(x - k)},${n(y + k)} ${n(x - k)},${n(y + k)} ${n(x - s)},${n(y)} C${n(x - k)},${n(y - k)} ${n(x - k)},${n(y - k)} ${n(x)},${n(y - s)}Z" fill="${fill}" opacity="${opacity}"/>`;
}

function coinFace(cx: number, cy: number, r: number): string {
  return (
    `<g transform="translate(${n(cx)} ${n(cy)})">` +
    `<circle r="${n(r)}" fill="#b07400"/>` +
    `<circle r="${n(r * 0.9)}" fill="url(#coinFace)" stroke="#fff1a8" stroke-opacity=".7" stroke-width="${n(r * 0.04)}"/>` +
    `<circle r="${n(r * 0.7)}" fill="none" stroke="#a86a00" stroke-width="${n(r * 0.05)}" stroke-dasharray="${n(r * 0.1)} ${n(r * 0.07)}"/>` +
    `<polygon points="${star5(0, 0, r * 0.45, r * 0.19)}" fill="#b87800" opacity=".85"/>` +
    `<ellipse cx="${n(-r * 0.32)}" cy="${n(-r * 0.38)}" rx="${n(r * 0.28)}" ry="${n(r * 0.12)}" fill="#ffffff" opacity=".5" transform="rotate(-35 ${n(-r * 0.32)} ${n(-r * 0.38)})"/>` +
    `</g>`
  );
}

function coinStack(cx: number, baseY: number, rx: number, count: number): string {
  const ry = rx * 0.34;
  const thickness = rx * 0.16;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = baseY - i * thickness * 1.05;
    out +=
      `<rect x="${n(cx - rx)}" y="${n(y)}" width="${n(rx * 2)}" height="${n(thickness)}" fill="#b57a00"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(y + thickness)}" rx="${n(rx)}" ry="${n(ry)}" fill="#9c6400"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#coinFace)" stroke="#8a5600" stroke-width="${n(rx * 0.03)}"/>`;
  }
  const top = baseY - (count - 1) * thickness * 1.05;
  out += `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx * 0.62)}" ry="${n(ry * 0.62)}" fill="none" stroke="#a86a00" stroke-width="${n(rx * 0.04)}"/>`;
  return out;
}

function chip(cx: number, cy: number, r: number, color: string): string {
  return (
    `<g transform="translate(${n(cx)} ${n(cy)})">` +
    `<circle r="${n(r)}" fill="${color}"/>` +
    `<circle r="${n(r * 0.82)}" fill="none" stroke="#ffffff" stroke-width="${n(r * 0.2)}" stroke-dasharray="${n(r * 0.36)} ${n(r * 0.36)}"/>` +
    `<circle r="${n(r * 0.6)}" fill="${color}" stroke="#ffffff" stroke-opacity=".85" stroke-width="${n(r * 0.04)}"/>` +
    `<circle r="${n(r * 0.6)}" fill="#000000" opacity=".12"/>` +
    `<polygon points="${star5(0, 0, r * 0.32, r * 0.14)}" fill="#ffffff" opacity=".92"/>` +
    `<circle r="${n(r)}" fill="url(#shine)" opacity=".5"/>` +
    `</g>`
  );
}

type Suit = 'spade' | 'heart' | 'diamond' | 'club';
const suitPaths: Record<Exclude<Suit, 'club'>, string> = {
  heart:
    'M0,-0.28 C0,-0.62 -0.52,-0.62 -0.52,-0.22 C-0.52,0.08 -0.2,0.28 0,0.5 C0.2,0.28 0.52,0.08 0.52,-0.22 C0.52,-0.62 0,-0.62 0,-0.28Z',
  diamond: 'M0,-0.52 L0.38,0 L0,0.52 L-0.38,0Z',
  spade:
    'M0,-0.52 C0.22,-0.26 0.52,-0.06 0.52,0.2 C0.52,0.46 0.2,0.52 0.06,0.34 L0.16,0.56 L-0.16,0.56 L-0.06,0.34 C-0.2,0.52 -0.52,0.46 -0.52,0.2 C-0.52,-0.06 -0.22,-0.26 0,-0.52Z',
};

function suitShape(suit: Suit, x: number, y: number, size: number): string {
  const color = suit === 'heart' || suit === 'diamond' ? '#d7263d' : '#1b1f2e';
  if (suit === 'club') {
    // Three leaves and a stem, drawn as circles: arcs of a degenerate path would not render everywhere.
    const r = size * 0.21;
    return (
      `<g fill="${color}"><circle cx="${n(x)}" cy="${n(y - size * 0.26)}" r="${n(r)}"/>` +
      `<circle cx="${n(x - size * 0.23)}" cy="${n(y + size * 0.04)}" r="${n(r)}"/>` +
      `<circle cx="${n(x + size * 0.23)}" cy="${n(y + size * 0.04)}" r="${n(r)}"/>` +
      `<path d="M${n(x - size * 0.05)},${n(y)} L${n(x + size * 0.05)},${n(y)} L${n(x + size * 0.16)},${n(y + size * 0.5)} L${n(x - size * 0.16)},${n(y + size * 0.5)}Z"/></g>`
    );
  }
  return `<path d="${suitPaths[suit]}" fill="${color}" transform="translate(${n(x)} ${n(y)}) scale(${n(size)})"/>`;
}

function playingCard(
  cx: number,
  cy: number,
  w: number,
  h: number,
  rotation: number,
  rank: string,
  suit: Suit,
): string {
  const color = suit === 'heart' || suit === 'diamond' ? '#d7263d' : '#1b1f2e';
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${rotation})" filter="url(#shadow)">` +
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.1)}" fill="#fffdf7" stroke="#d8d2c2" stroke-width="${n(w * 0.015)}"/>` +
    `<rect x="${n(-w / 2 + w * 0.06)}" y="${n(-h / 2 + w * 0.06)}" width="${n(w * 0.88)}" height="${n(h - w * 0.12)}" rx="${n(w * 0.07)}" fill="none" stroke="#f5b301" stroke-opacity=".55" stroke-width="${n(w * 0.012)}"/>` +
    text(-w / 2 + w * 0.14, -h / 2 + w * 0.3, rank, {
      size: w * 0.26,
      weight: 800,
      fill: color,
      anchor: 'middle',
    }) +
    suitShape(suit, -w / 2 + w * 0.14, -h / 2 + w * 0.46, w * 0.16) +
    suitShape(suit, 0, h * 0.04, w * 0.55) +
    `</g>`
  );
}

const pipLayouts: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(cx: number, cy: number, size: number, rotation: number, face: number): string {
  const pips = (pipLayouts[face] ?? pipLayouts[1] ?? [])
    .map(
      ([px, py]) =>
        `<circle cx="${n(px * size * 0.26)}" cy="${n(py * size * 0.26)}" r="${n(size * 0.085)}" fill="${face === 1 ? '#d7263d' : '#1b1f2e'}"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${rotation})" filter="url(#shadow)">` +
    `<rect x="${n(-size / 2)}" y="${n(-size / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="url(#silver)"/>` +
    `<rect x="${n(-size / 2)}" y="${n(-size / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="url(#shine)" opacity=".6"/>` +
    pips +
    `</g>`
  );
}

function lotteryBall(cx: number, cy: number, r: number, color: string, label: string): string {
  return (
    `<g filter="url(#shadow)"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.56)}" fill="#ffffff"/>` +
    text(cx, cy + r * 0.2, label, { size: r * 0.58, weight: 800, fill: '#1b1f2e', anchor: 'middle' }) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#shine)"/></g>`
  );
}

/** A lotus (shapla): the brand's emblem. Petals fan out from the base point (cx, cy). */
function lotus(cx: number, cy: number, size: number, front = 'url(#gold)', back = '#b87800'): string {
  const petal = (angle: number, length: number, fill: string) => {
    const w = size * 0.2;
    const l = size * length;
    return `<path d="M0,0 C${n(w)},${n(-l * 0.32)} ${n(w * 0.92)},${n(-l * 0.78)} 0,${n(-l)} C${n(-w * 0.92)},${n(-l * 0.78)} ${n(-w)},${n(-l * 0.32)} 0,0Z" fill="${fill}" transform="rotate(${angle})"/>`;
  };
  return (
    `<g transform="translate(${n(cx)} ${n(cy)})">` +
    petal(-72, 0.5, back) +
    petal(72, 0.5, back) +
    petal(-48, 0.72, back) +
    petal(48, 0.72, back) +
    petal(-24, 0.86, front) +
    petal(24, 0.86, front) +
    petal(0, 1, front) +
    `<path d="M${n(-size * 0.62)},${n(size * 0.08)} Q0,${n(size * 0.3)} ${n(size * 0.62)},${n(size * 0.08)}" fill="none" stroke="#22d3a6" stroke-width="${n(size * 0.07)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

function emblem(cx: number, cy: number, r: number): string {
  return (
    `<g filter="url(#shadow)"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#0d1530"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.93)}" fill="none" stroke="url(#gold)" stroke-width="${n(r * 0.09)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="#f5b301" stroke-opacity=".35" stroke-width="${n(r * 0.02)}"/>` +
    lotus(cx, cy + r * 0.34, r * 0.78) +
    `</g>`
  );
}

// Motifs: drawn in a box of about ±100 around the origin ---------------------------------------------------

const ballColors = ['#e53935', '#1e88e5', '#43a047', '#8e24aa', '#fb8c00'];

function motifArt(motif: GameMotif, seed: number): string {
  switch (motif) {
    case 'seven':
      return (
        sparkle(-70, -70, 16) +
        sparkle(78, -40, 12) +
        text(0, 78, '7', {
          size: 230,
          weight: 900,
          fill: 'url(#ruby)',
          anchor: 'middle',
          extra: 'stroke="#fff3b8" stroke-width="9" paint-order="stroke" filter="url(#shadow)"',
        })
      );
    case 'gem':
      return (
        `<g filter="url(#shadow)"><polygon points="-85,-28 -48,-78 48,-78 85,-28 0,88" fill="url(#gemFill)"/>` +
        `<polygon points="-85,-28 85,-28 0,88" fill="#000000" opacity=".14"/>` +
        `<polygon points="-48,-78 -22,-28 22,-28 48,-78" fill="#ffffff" opacity=".35"/>` +
        `<path d="M-85,-28 H85 M-48,-78 L-22,-28 L0,88 M48,-78 L22,-28 L0,88 M-22,-28 L0,-78 L22,-28" stroke="#ffffff" stroke-opacity=".6" stroke-width="2.5" fill="none"/></g>` +
        sparkle(60, -70, 18) +
        sparkle(-75, 30, 10)
      );
    case 'coin':
      return (
        coinStack(-52, 62, 40, 4) +
        coinStack(55, 72, 36, 3) +
        `<g filter="url(#shadow)">${coinFace(0, -22, 66)}</g>` +
        sparkle(70, -75, 14)
      );
    case 'crown':
      return (
        `<g filter="url(#shadow)"><path d="M-88,42 L-98,-46 L-46,2 L0,-74 L46,2 L98,-46 L88,42Z" fill="url(#gold)" stroke="#8a5600" stroke-width="3"/>` +
        `<rect x="-90" y="40" width="180" height="32" rx="8" fill="url(#goldH)" stroke="#8a5600" stroke-width="3"/>` +
        `<circle cx="-98" cy="-46" r="11" fill="url(#ruby)"/><circle cx="0" cy="-74" r="13" fill="url(#gemFill)"/><circle cx="98" cy="-46" r="11" fill="url(#ruby)"/>` +
        `<circle cx="-46" cy="56" r="8" fill="url(#gemFill)"/><circle cx="0" cy="56" r="9" fill="url(#ruby)"/><circle cx="46" cy="56" r="8" fill="url(#gemFill)"/></g>` +
        sparkle(-30, -40, 10)
      );
    case 'cherry':
      return (
        `<g filter="url(#shadow)"><path d="M-38,22 C-30,-30 0,-62 22,-82 M38,30 C32,-20 16,-56 22,-82" stroke="#2f6b1a" stroke-width="9" fill="none" stroke-linecap="round"/>` +
        `<path d="M22,-82 C46,-104 84,-90 90,-66 C62,-58 38,-62 22,-82Z" fill="#4caf50"/>` +
        `<circle cx="-42" cy="46" r="42" fill="url(#ruby)"/><circle cx="40" cy="56" r="42" fill="url(#ruby)"/>` +
        `<circle cx="-42" cy="46" r="42" fill="url(#shine)"/><circle cx="40" cy="56" r="42" fill="url(#shine)"/></g>`
      );
    case 'star':
      return (
        `<g filter="url(#shadow)"><polygon points="${star5(0, 4, 96, 42)}" fill="url(#gold)" stroke="#fff3b8" stroke-width="4" stroke-linejoin="round"/>` +
        `<polygon points="${star5(0, 4, 52, 23)}" fill="#ffffff" opacity=".28"/></g>` +
        sparkle(-78, -62, 16) +
        sparkle(82, 58, 12) +
        sparkle(74, -70, 9)
      );
    case 'cards':
      return (
        playingCard(-52, 12, 96, 136, -16, 'Q', 'diamond') +
        playingCard(52, 12, 96, 136, 16, 'K', 'heart') +
        playingCard(0, -4, 100, 142, 0, 'A', 'spade')
      );
    case 'dice':
      return die(-42, -8, 104, -14, 5) + die(50, 30, 92, 16, 3);
    case 'roulette': {
      let sectors = '';
      const count = 18;
      for (let i = 0; i < count; i++) {
        const a0 = (i * 2 * Math.PI) / count;
        const a1 = ((i + 1) * 2 * Math.PI) / count;
        const fill = i === 0 ? '#1e8e3e' : i % 2 === 0 ? '#1b1b1f' : '#c62828';
        sectors += `<path d="M0,0 L${n(86 * Math.cos(a0))},${n(86 * Math.sin(a0))} A86,86 0 0 1 ${n(86 * Math.cos(a1))},${n(86 * Math.sin(a1))}Z" fill="${fill}"/>`;
      }
      return (
        `<g filter="url(#shadow)"><circle r="98" fill="#5b2c0e"/><circle r="92" fill="url(#goldH)"/>${sectors}` +
        `<circle r="58" fill="#3a1d08"/><circle r="52" fill="url(#wood)"/>` +
        `<path d="M0,-44 V44 M-44,0 H44" stroke="url(#gold)" stroke-width="7" stroke-linecap="round"/>` +
        `<circle r="18" fill="url(#gold)"/><circle cx="58" cy="-40" r="9" fill="#ffffff"/><circle r="98" fill="url(#shine)" opacity=".35"/></g>`
      );
    }
    case 'fish':
      return (
        `<g filter="url(#shadow)"><path d="M-66,0 L-108,-44 L-96,0 L-108,44Z" fill="#e0452b"/>` +
        `<path d="M-78,0 C-46,-62 44,-66 84,0 C44,66 -46,62 -78,0Z" fill="url(#fishFill)"/>` +
        `<path d="M-10,-50 C4,-82 34,-82 44,-46Z" fill="#e0452b"/>` +
        `<path d="M-30,-28 Q-18,0 -30,28 M-8,-34 Q6,0 -8,34 M14,-34 Q28,0 14,34" stroke="#ffffff" stroke-opacity=".4" stroke-width="4" fill="none"/>` +
        `<circle cx="50" cy="-12" r="12" fill="#ffffff"/><circle cx="53" cy="-12" r="6" fill="#1b1f2e"/>` +
        `<path d="M-78,0 C-46,-62 44,-66 84,0" fill="url(#shine)" opacity=".5"/></g>` +
        `<circle cx="96" cy="-58" r="10" fill="none" stroke="#e8f7ff" stroke-width="3"/><circle cx="80" cy="-86" r="6" fill="none" stroke="#e8f7ff" stroke-width="3"/>`
      );
    case 'chip':
      return chip(38, 36, 62, '#1565c0') + chip(-22, -14, 78, pick(['#c62828', '#2e7d32', '#6a1b9a'], seed));
    case 'mahjong': {
      const tile = (x: number, y: number, rotation: number, colors: string[]) =>
        `<g transform="translate(${x} ${y}) rotate(${rotation})" filter="url(#shadow)">` +
        `<rect x="-52" y="-74" width="112" height="156" rx="14" fill="#1f8a5b"/>` +
        `<rect x="-58" y="-80" width="112" height="156" rx="14" fill="#fffaf0" stroke="#d9cbb0" stroke-width="2"/>` +
        (pipLayouts[5] ?? [])
          .map(
            ([px, py], index) =>
              `<circle cx="${-2 + px * 28}" cy="${-2 + py * 40}" r="14" fill="${colors[index % colors.length]}"/>`,
          )
          .join('') +
        `</g>`;
      return tile(-40, 6, -10, ['#1e88e5', '#43a047', '#e53935']) + tile(42, 14, 9, ['#e53935', '#1e88e5']);
    }
    case 'rocket':
      return (
        `<path d="M-96,70 L-40,30 M-80,96 L-30,52 M-104,36 L-60,12" stroke="#ffffff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>` +
        `<g transform="rotate(38)" filter="url(#shadow)"><path d="M-20,46 Q0,130 20,46Z" fill="url(#flame)"/>` +
        `<path d="M0,-98 C36,-62 42,0 30,48 L-30,48 C-42,0 -36,-62 0,-98Z" fill="url(#silver)"/>` +
        `<path d="M-30,14 L-62,62 L-28,52Z M30,14 L62,62 L28,52Z" fill="url(#ruby)"/>` +
        `<path d="M0,-98 C14,-84 22,-72 26,-60 L-26,-60 C-22,-72 -14,-84 0,-98Z" fill="url(#ruby)"/>` +
        `<circle cy="-22" r="17" fill="#4fc3f7" stroke="#1a237e" stroke-width="6"/><circle cx="-5" cy="-27" r="5" fill="#ffffff" opacity=".8"/></g>`
      );
    case 'balls':
      return (
        lotteryBall(-52, 30, 48, pick(ballColors, seed), String((seed % 40) + 7)) +
        lotteryBall(52, 36, 44, pick(ballColors, seed + 1), String((seed % 30) + 12)) +
        lotteryBall(0, -38, 54, pick(ballColors, seed + 2), String((seed % 9) + 1))
      );
    case 'football': {
      const patches = [0, 72, 144, 216, 288]
        .map((angle) => {
          const rad = ((angle - 90) * Math.PI) / 180;
          return `<polygon points="${star5(n(70 * Math.cos(rad)), n(70 * Math.sin(rad)), 30, 24, angle + 90)}" fill="#1b1f2e"/>`;
        })
        .join('');
      return (
        `<defs><clipPath id="ballClip"><circle r="88"/></clipPath></defs>` +
        `<g filter="url(#shadow)"><circle r="90" fill="#ffffff"/><g clip-path="url(#ballClip)">` +
        `<polygon points="${star5(0, 0, 30, 24, -90)}" fill="#1b1f2e"/>${patches}</g>` +
        `<circle r="90" fill="none" stroke="#1b1f2e" stroke-width="4"/><circle r="90" fill="url(#shine)"/></g>`
      );
    }
    case 'cricket':
      return (
        `<g transform="rotate(-32)" filter="url(#shadow)"><rect x="-9" y="-122" width="18" height="56" rx="8" fill="#263238"/>` +
        `<rect x="-24" y="-72" width="48" height="176" rx="20" fill="url(#wood)" stroke="#8d5a24" stroke-width="3"/>` +
        `<path d="M0,-56 V88" stroke="#ffffff" stroke-opacity=".35" stroke-width="5"/></g>` +
        `<g filter="url(#shadow)"><circle cx="52" cy="52" r="42" fill="url(#ruby)"/>` +
        `<path d="M22,24 Q52,52 22,82 M82,24 Q52,52 82,82" stroke="#fff3e0" stroke-width="3" stroke-dasharray="5 5" fill="none"/>` +
        `<circle cx="52" cy="52" r="42" fill="url(#shine)"/></g>`
      );
    case 'controller':
      return (
        `<g filter="url(#shadow)"><path d="M-70,-42 H70 C102,-42 114,0 114,32 C114,66 90,76 74,62 L46,36 H-46 L-74,62 C-90,76 -114,66 -114,32 C-114,0 -102,-42 -70,-42Z" fill="#252a3a" stroke="#5a6b9a" stroke-width="3"/>` +
        `<rect x="-76" y="-8" width="44" height="14" rx="4" fill="#d7deee"/><rect x="-61" y="-23" width="14" height="44" rx="4" fill="#d7deee"/>` +
        `<circle cx="56" cy="-14" r="9" fill="#43a047"/><circle cx="76" cy="4" r="9" fill="#e53935"/><circle cx="56" cy="22" r="9" fill="#1e88e5"/><circle cx="36" cy="4" r="9" fill="#fdd835"/>` +
        `<path d="M-70,-42 H70 C90,-42 100,-30 106,-16 H-106 C-100,-30 -90,-42 -70,-42Z" fill="#ffffff" opacity=".12"/></g>` +
        sparkle(0, -80, 14)
      );
    case 'rooster':
      return (
        `<g filter="url(#shadow)"><path d="M52,12 C76,-64 124,-70 112,-18 C104,4 84,14 52,28Z" fill="#1b5e20"/>` +
        `<path d="M50,20 C84,-30 120,-22 108,16 C98,32 80,38 50,40Z" fill="#0d47a1"/>` +
        `<path d="M4,66 L-2,98 M28,66 L34,98" stroke="#ffb300" stroke-width="7" stroke-linecap="round"/>` +
        `<ellipse cx="12" cy="26" rx="58" ry="46" fill="url(#fishFill)"/>` +
        `<path d="M-10,0 C10,30 40,34 62,22 C44,50 6,56 -14,30Z" fill="#b71c1c" opacity=".7"/>` +
        `<circle cx="-40" cy="-34" r="30" fill="#ff8f00"/>` +
        `<circle cx="-52" cy="-68" r="10" fill="#e53935"/><circle cx="-38" cy="-73" r="11" fill="#e53935"/><circle cx="-24" cy="-67" r="9" fill="#e53935"/>` +
        `<polygon points="-68,-40 -94,-31 -68,-22" fill="#ffb300"/><ellipse cx="-62" cy="-12" rx="7" ry="12" fill="#e53935"/>` +
        `<circle cx="-46" cy="-40" r="5" fill="#1b1f2e"/></g>`
      );
    case 'bomb':
      return (
        `<g filter="url(#shadow)"><circle cy="18" r="72" fill="#23262e"/>` +
        `<ellipse cx="-26" cy="-12" rx="22" ry="13" fill="#ffffff" opacity=".3" transform="rotate(-35 -26 -12)"/>` +
        `<rect x="-18" y="-68" width="36" height="24" rx="5" fill="#5b6070"/>` +
        `<path d="M0,-68 C10,-92 40,-98 52,-82" stroke="#c8a46a" stroke-width="7" fill="none" stroke-linecap="round"/></g>` +
        sparkle(56, -86, 22, '#ffd54f') +
        `<circle cx="76" cy="-96" r="4" fill="#ffab00"/><circle cx="40" cy="-104" r="3" fill="#ffab00"/>`
      );
  }
}

// Brand -------------------------------------------------------------------------------------------------

export interface BrandText {
  name: string;
  nameBn: string;
}

function brandWords(brand: BrandText): [string, string] {
  const [first = brand.name, ...rest] = brand.name.toUpperCase().split(' ');
  return [first, rest.join(' ')];
}

export function logoSvg(brand: BrandText): string {
  const [first, second] = brandWords(brand);
  const body =
    emblem(66, 70, 54) +
    `<g filter="url(#shadow)">` +
    text(138, 82, first, { size: 58, weight: 900, fill: 'url(#gold)', spacing: 1 }) +
    (second
      ? text(138 + measureText(first, { size: 58, weight: 900, spacing: 1 }) + 14, 82, second, {
          size: 58,
          weight: 600,
          spacing: 1,
        })
      : '') +
    `</g>` +
    text(140, 116, `${brand.nameBn} · DEMO BRAND`, { size: 17, weight: 600, fill: '#c9b479', spacing: 2.5 });
  return svgDocument(600, 140, `${brand.name} logo (demo)`, commonDefs, body);
}

export function logoMobileSvg(brand: BrandText): string {
  const [first, second] = brandWords(brand);
  const body =
    emblem(48, 48, 40) +
    text(102, 48, first, { size: 34, weight: 900, fill: 'url(#gold)', spacing: 1 }) +
    text(103, 78, `${second} · DEMO`, { size: 18, weight: 700, fill: '#e9ecf5', spacing: 3 });
  return svgDocument(260, 96, `${brand.name} mobile logo (demo)`, commonDefs, body);
}

export function faviconSvg(brand: BrandText): string {
  const body =
    `<rect width="64" height="64" rx="14" fill="#0d1530"/><rect x="2" y="2" width="60" height="60" rx="12" fill="none" stroke="url(#gold)" stroke-width="3"/>` +
    lotus(32, 44, 28);
  return svgDocument(64, 64, `${brand.name} icon`, commonDefs, body);
}

// Banners -----------------------------------------------------------------------------------------------

const bannerPalettes: Record<BannerArt, { from: string; via: string; to: string; glow: string }> = {
  welcome: { from: '#3a0618', via: '#7a0f2f', to: '#0a1022', glow: '#ff4d6d' },
  slots: { from: '#1a0637', via: '#5b1480', to: '#0a1022', glow: '#d946ef' },
  live: { from: '#032a26', via: '#0b5e4f', to: '#0a1022', glow: '#22d3a6' },
  cricket: { from: '#04163d', via: '#0d47a1', to: '#0a1022', glow: '#38bdf8' },
  referral: { from: '#2b1600', via: '#7a4a00', to: '#0a1022', glow: '#f5b301' },
};

function bannerBackdrop(width: number, height: number, art: BannerArt): { defs: string; body: string } {
  const palette = bannerPalettes[art];
  const defs =
    `<linearGradient id="bg" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset=".45" stop-color="${palette.via}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="fadeLeft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#050914" stop-opacity=".75"/><stop offset=".55" stop-color="#050914" stop-opacity=".15"/><stop offset="1" stop-color="#050914" stop-opacity="0"/></linearGradient>` +
    `<pattern id="lines" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="2" height="28" fill="#ffffff" opacity=".05"/></pattern>`;
  let bokeh = '';
  const seed = hash(art);
  for (let i = 0; i < 14; i++) {
    const x = ((seed >>> (i % 24)) % 1000) / 1000;
    const y = ((seed * (i + 3)) % 997) / 997;
    const r = 6 + ((seed >>> i) % 22);
    bokeh += `<circle cx="${n(width * 0.45 + x * width * 0.55)}" cy="${n(y * height)}" r="${r}" fill="#ffffff" opacity="${n(0.04 + (i % 4) * 0.025)}"/>`;
  }
  const cx = width * 0.76;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#lines)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(height * 0.52)}" rx="${n(height * 0.95)}" ry="${n(height * 0.8)}" fill="url(#halo)"/>` +
    `<polygon points="${n(cx - 120)},0 ${n(cx + 40)},0 ${n(cx - 260)},${height} ${n(cx - 520)},${height}" fill="url(#beam)"/>` +
    `<polygon points="${n(cx + 160)},0 ${n(cx + 260)},0 ${n(cx + 60)},${height} ${n(cx - 140)},${height}" fill="url(#beam)" opacity=".7"/>` +
    bokeh +
    `<rect width="${n(width * 0.62)}" height="${height}" fill="url(#fadeLeft)"/>`;
  return { defs, body };
}

function bannerArt(art: BannerArt, width: number, height: number): string {
  const cx = width * 0.76;
  const cy = height * 0.54;
  const scale = height / 640;
  const at = (x: number, y: number, k: number, content: string) =>
    `<g transform="translate(${n(cx + x * scale)} ${n(cy + y * scale)}) scale(${n(k * scale)})">${content}</g>`;
  switch (art) {
    case 'welcome':
      return (
        at(
          0,
          0,
          1,
          `<circle r="210" fill="none" stroke="url(#gold)" stroke-width="6" opacity=".55"/><circle r="240" fill="none" stroke="#ffffff" stroke-width="2" opacity=".15" stroke-dasharray="4 14"/>`,
        ) +
        at(
          0,
          20,
          1,
          `<g filter="url(#shadow)"><rect x="-120" y="-40" width="240" height="170" rx="14" fill="url(#ruby)"/>` +
            `<rect x="-136" y="-92" width="272" height="64" rx="12" fill="#b3122d"/>` +
            `<rect x="-22" y="-92" width="44" height="222" fill="url(#gold)"/>` +
            `<path d="M0,-92 C-60,-170 -130,-120 -70,-94Z M0,-92 C60,-170 130,-120 70,-94Z" fill="url(#gold)" stroke="#8a5600" stroke-width="3"/>` +
            `<rect x="-120" y="-40" width="240" height="170" rx="14" fill="url(#shine)" opacity=".35"/></g>`,
        ) +
        at(-270, 110, 1.2, coinStack(0, 0, 52, 5)) +
        at(290, 130, 1.1, coinStack(0, 0, 50, 4)) +
        at(-230, -170, 0.7, coinFace(0, 0, 70)) +
        at(250, -150, 0.55, coinFace(0, 0, 70)) +
        at(330, -10, 0.45, coinFace(0, 0, 70)) +
        at(-320, -60, 0.5, chip(0, 0, 70, '#1565c0')) +
        sparkle(cx - 150 * scale, cy - 230 * scale, 26 * scale) +
        sparkle(cx + 170 * scale, cy - 250 * scale, 18 * scale) +
        sparkle(cx + 380 * scale, cy + 40 * scale, 14 * scale)
      );
    case 'slots': {
      const reel = (x: number, motif: GameMotif) =>
        `<rect x="${x - 78}" y="-96" width="156" height="192" rx="14" fill="#fffaf0"/>` +
        `<rect x="${x - 78}" y="-96" width="156" height="40" rx="14" fill="#000000" opacity=".12"/>` +
        `<g transform="translate(${x} 0) scale(.62)">${motifArt(motif, 7)}</g>`;
      return (
        at(
          0,
          10,
          1,
          `<g filter="url(#shadow)"><rect x="-290" y="-230" width="580" height="420" rx="40" fill="url(#ruby)" stroke="url(#gold)" stroke-width="10"/>` +
            `<path d="M-240,-230 C-200,-330 200,-330 240,-230Z" fill="url(#gold)" stroke="#8a5600" stroke-width="4"/>` +
            `<circle cx="0" cy="-262" r="30" fill="#fff6cc"/><polygon points="${star5(0, -262, 24, 10)}" fill="#d7263d"/>` +
            `<rect x="-262" y="-130" width="524" height="236" rx="20" fill="#1b0b24"/>` +
            reel(-170, 'seven') +
            reel(0, 'cherry') +
            reel(170, 'gem') +
            `<rect x="-262" y="-8" width="524" height="6" fill="#f5b301" opacity=".8"/>` +
            `<rect x="-200" y="126" width="400" height="40" rx="20" fill="#3b0a16"/>` +
            `<path d="M300,-40 V-190" stroke="url(#silver)" stroke-width="16" stroke-linecap="round"/><circle cx="300" cy="-200" r="30" fill="url(#ruby)"/><circle cx="300" cy="-200" r="30" fill="url(#shine)"/></g>`,
        ) +
        at(-340, 210, 0.9, coinStack(0, 0, 50, 3)) +
        at(360, 220, 0.8, coinStack(0, 0, 50, 4)) +
        at(-330, -200, 0.5, coinFace(0, 0, 70)) +
        sparkle(cx + 360 * scale, cy - 220 * scale, 24 * scale) +
        sparkle(cx - 380 * scale, cy + 20 * scale, 16 * scale)
      );
    }
    case 'live':
      return (
        at(120, 20, 2.3, motifArt('roulette', 1)) +
        at(-200, 40, 1.6, motifArt('cards', 2)) +
        at(-330, 200, 0.7, chip(0, 0, 70, '#c62828')) +
        at(-280, 230, 0.7, chip(0, 0, 70, '#1565c0')) +
        at(380, 210, 0.8, chip(0, 0, 70, '#2e7d32')) +
        sparkle(cx - 40 * scale, cy - 260 * scale, 22 * scale) +
        sparkle(cx + 390 * scale, cy - 160 * scale, 16 * scale)
      );
    case 'cricket': {
      const stumps =
        `<g filter="url(#shadow)"><rect x="-70" y="-150" width="22" height="300" rx="8" fill="url(#wood)"/>` +
        `<rect x="-11" y="-150" width="22" height="300" rx="8" fill="url(#wood)"/><rect x="48" y="-150" width="22" height="300" rx="8" fill="url(#wood)"/>` +
        `<rect x="-72" y="-166" width="66" height="12" rx="6" fill="url(#gold)"/><rect x="6" y="-166" width="66" height="12" rx="6" fill="url(#gold)"/></g>`;
      return (
        `<ellipse cx="${n(cx)}" cy="${n(height - 20 * scale)}" rx="${n(520 * scale)}" ry="${n(70 * scale)}" fill="#0f7a3c" opacity=".55"/>` +
        at(230, 40, 1, stumps) +
        at(-80, -10, 2.4, motifArt('cricket', 3)) +
        sparkle(cx - 330 * scale, cy - 220 * scale, 20 * scale) +
        sparkle(cx + 380 * scale, cy - 200 * scale, 14 * scale)
      );
    }
    case 'referral': {
      const person = (x: number, color: string) =>
        `<g transform="translate(${x} 0)" filter="url(#shadow)"><circle cy="-70" r="52" fill="${color}"/>` +
        `<path d="M-92,110 C-92,20 -50,-6 0,-6 C50,-6 92,20 92,110Z" fill="${color}"/>` +
        `<circle cy="-70" r="52" fill="url(#shine)"/></g>`;
      return (
        at(
          0,
          30,
          1,
          `<path d="M-170,-40 C-90,-170 90,-170 170,-40" fill="none" stroke="url(#gold)" stroke-width="8" stroke-dasharray="16 14" stroke-linecap="round"/>` +
            person(-200, '#38bdf8') +
            person(200, '#22d3a6') +
            `<g transform="translate(0 -10)">${coinFace(0, 0, 70)}</g>`,
        ) +
        at(-340, 90, 0.7, coinStack(0, 0, 50, 4)) +
        at(370, 110, 0.6, coinStack(0, 0, 50, 3)) +
        sparkle(cx - 40 * scale, cy - 200 * scale, 22 * scale) +
        sparkle(cx + 320 * scale, cy - 150 * scale, 14 * scale)
      );
    }
  }
}

export const bannerSize = (art: BannerArt) =>
  art === 'referral' ? { width: 1920, height: 480 } : { width: 1920, height: 640 };

/**
 * A banner's picture: its backdrop and art, with the left part left calm for the caption that the page draws over
 * it in its own web font (the banner's `caption`, docs/content.md), and a DEMO mark.
 */
export function bannerSvg(art: BannerArt, label: string): string {
  const { width, height } = bannerSize(art);
  const backdrop = bannerBackdrop(width, height, art);
  const body =
    backdrop.body +
    bannerArt(art, width, height) +
    `<g transform="translate(${width - 168} 34)"><rect width="132" height="42" rx="21" fill="#000000" fill-opacity=".38" stroke="#ffffff" stroke-opacity=".35"/>` +
    text(66, 29, 'DEMO', { size: 20, weight: 800, fill: '#ffffff', anchor: 'middle', spacing: 5 }) +
    `</g>`;
  return svgDocument(width, height, `${label} (demo banner)`, commonDefs + backdrop.defs, body);
}

/** The cover picture of a demo article (1200 × 630): a banner's art, without words. */
export function coverSvg(art: BannerArt, label: string): string {
  const width = 1200;
  const height = 630;
  const backdrop = bannerBackdrop(width, height, art);
  const body =
    backdrop.body + `<g transform="translate(${n(-width * 0.22)} 0)">${bannerArt(art, width, height)}</g>`;
  return svgDocument(width, height, `${label} (demo cover)`, commonDefs + backdrop.defs, body);
}

// Games and vendors -------------------------------------------------------------------------------------

const iconPalettes: [string, string][] = [
  ['#ff5f6d', '#6a0dad'],
  ['#7f00ff', '#e100ff'],
  ['#00c6ff', '#0046c0'],
  ['#f7971e', '#c2185b'],
  ['#11998e', '#0b3d91'],
  ['#fc466b', '#3f5efb'],
  ['#ee0979', '#ff6a00'],
  ['#8e2de2', '#1a0066'],
  ['#00b09b', '#1e3c72'],
  ['#e53935', '#6d0019'],
  ['#f953c6', '#5b0a91'],
  ['#4568dc', '#b06ab3'],
  ['#ff512f', '#7b1fa2'],
  ['#0fb9b1', '#2d3436'],
];

export function vendorInitials(code: string): string {
  if (code.length <= 4) return code;
  const words = code.split('_').filter(Boolean);
  if (words.length > 1)
    return words
      .map((word) => word[0])
      .join('')
      .slice(0, 3);
  return code.slice(0, 2);
}

/** Splits a name into at most two lines of about `perLine` characters. */
function wrapName(name: string, perLine: number): string[] {
  if (name.length <= perLine) return [name];
  const words = name.split(' ');
  let first = '';
  let index = 0;
  while (index < words.length && (first + ' ' + words[index]).trim().length <= perLine) {
    first = (first + ' ' + words[index]).trim();
    index++;
  }
  if (!first) return [name];
  return [first, words.slice(index).join(' ')];
}

export interface GameIconInput {
  vendorCode: string;
  gameCode: string;
  name: string;
  motif: GameMotif;
}

export function gameIconSvg(game: GameIconInput): string {
  const size = 400;
  const seed = hash(`${game.vendorCode}/${game.gameCode}`);
  const [from, to] = pick(iconPalettes, seed);
  let rays = '';
  for (let i = 0; i < 16; i++) {
    const a0 = (i * 2 * Math.PI) / 16;
    const a1 = a0 + Math.PI / 16;
    rays += `<path d="M200,170 L${n(200 + 420 * Math.cos(a0))},${n(170 + 420 * Math.sin(a0))} L${n(200 + 420 * Math.cos(a1))},${n(170 + 420 * Math.sin(a1))}Z" fill="#ffffff" opacity=".07"/>`;
  }
  const defs =
    commonDefs +
    `<linearGradient id="iconBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="iconGlow" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity=".45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="nameFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050914" stop-opacity="0"/><stop offset=".45" stop-color="#050914" stop-opacity=".7"/><stop offset="1" stop-color="#050914" stop-opacity=".92"/></linearGradient>` +
    `<clipPath id="iconClip"><rect width="${size}" height="${size}" rx="48"/></clipPath>`;
  const lines = wrapName(game.name, 14);
  const nameSize = lines.length === 1 ? (game.name.length <= 10 ? 42 : 36) : 30;
  const nameText = lines
    .map((line, index) =>
      text(200, lines.length === 1 ? 358 : 332 + index * 36, line, {
        size: nameSize,
        weight: 800,
        fill: '#ffffff',
        anchor: 'middle',
        extra: 'filter="url(#shadow)"',
      }),
    )
    .join('');
  const initials = vendorInitials(game.vendorCode);
  const badgeWidth = 30 + initials.length * 15;
  const body =
    `<g clip-path="url(#iconClip)"><rect width="${size}" height="${size}" fill="url(#iconBg)"/>${rays}` +
    `<circle cx="200" cy="170" r="170" fill="url(#iconGlow)"/>` +
    `<g transform="translate(200 160) scale(1.15)">${motifArt(game.motif, seed)}</g>` +
    `<rect y="250" width="${size}" height="150" fill="url(#nameFade)"/>` +
    nameText +
    `<rect x="18" y="18" width="${badgeWidth}" height="38" rx="12" fill="#000000" fill-opacity=".42" stroke="#ffffff" stroke-opacity=".35"/>` +
    text(18 + badgeWidth / 2, 44, initials, {
      size: 22,
      weight: 800,
      fill: '#ffd54a',
      anchor: 'middle',
      spacing: 1,
    }) +
    `</g><rect x="2" y="2" width="${size - 4}" height="${size - 4}" rx="46" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="3"/>`;
  return svgDocument(size, size, `${game.name} (${game.vendorCode} demo game)`, defs, body);
}

const categoryLabels: Record<VendorCategory, string> = {
  LOTT: 'LOTTERY',
  ELOTT: 'E-LOTTERY',
  LIVE: 'LIVE CASINO',
  SPORTS: 'SPORTS',
  FISH: 'FISHING',
  RNG: 'SLOTS',
  PVP: 'CARD GAMES',
  ESPORTS: 'ESPORTS',
  COCKFIGHT: 'COCKFIGHT',
};

export function vendorLogoSvg(vendor: {
  code: string;
  displayName: string;
  category: VendorCategory;
}): string {
  const seed = hash(vendor.code);
  const [from, to] = pick(iconPalettes, seed);
  const initials = vendorInitials(vendor.code);
  const nameSize = fitSize(vendor.displayName, 190, 30, 16);
  const defs =
    commonDefs +
    `<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const body =
    `<rect x="1" y="1" width="318" height="98" rx="20" fill="#121a33" stroke="#2b3764" stroke-width="2"/>` +
    `<g filter="url(#shadow)"><rect x="16" y="18" width="64" height="64" rx="16" fill="url(#mark)"/></g>` +
    `<rect x="16" y="18" width="64" height="32" rx="16" fill="#ffffff" opacity=".15"/>` +
    text(48, 50 + (initials.length > 3 ? 6 : 8), initials, {
      size: initials.length > 3 ? 17 : 22,
      weight: 900,
      fill: '#ffffff',
      anchor: 'middle',
    }) +
    text(96, 54, vendor.displayName, { size: nameSize, weight: 800, fill: '#f3f5fb' }) +
    text(97, 78, categoryLabels[vendor.category], { size: 13, weight: 700, fill: '#f5b301', spacing: 3 });
  return svgDocument(320, 100, `${vendor.displayName} (demo vendor logo)`, defs, body);
}

// Payments, licences, certifications -------------------------------------------------------------------

export function paymentMarkSvg(method: {
  label: string;
  color: string;
  glyph: 'wallet' | 'rocket' | 'bank' | 'coin';
}): string {
  const glyphs = {
    wallet:
      `<rect x="-18" y="-13" width="36" height="27" rx="6" fill="none" stroke="#ffffff" stroke-width="3.5"/>` +
      `<path d="M6,-3 H18 V7 H6 a5,5 0 0 1 0,-10Z" fill="#ffffff"/>`,
    rocket: `<path d="M0,-18 C10,-10 11,4 8,12 H-8 C-11,4 -10,-10 0,-18Z" fill="#ffffff"/><path d="M-8,4 L-14,16 L-6,12Z M8,4 L14,16 L6,12Z" fill="#ffffff" opacity=".8"/>`,
    bank: `<path d="M-18,-4 L0,-16 L18,-4Z" fill="#ffffff"/><path d="M-13,-1 V11 M-4,-1 V11 M5,-1 V11 M13,-1 V11" stroke="#ffffff" stroke-width="3.5"/><rect x="-18" y="12" width="36" height="4" fill="#ffffff"/>`,
    coin: `<circle r="16" fill="none" stroke="#ffffff" stroke-width="3.5"/><path d="M-8,-7 H8 M0,-7 V10 M-10,1 C-4,4 4,4 10,1" stroke="#ffffff" stroke-width="3" fill="none"/>`,
  };
  const labelSize = fitSize(method.label, 130, 26, 15);
  const body =
    `<rect x="1" y="1" width="238" height="78" rx="16" fill="#121a33" stroke="${method.color}" stroke-opacity=".7" stroke-width="2"/>` +
    `<circle cx="42" cy="40" r="26" fill="${method.color}"/><circle cx="42" cy="40" r="26" fill="url(#shine)" opacity=".45"/>` +
    `<g transform="translate(42 40)">${glyphs[method.glyph]}</g>` +
    text(82, 46, method.label, { size: labelSize, weight: 800, fill: '#ffffff' }) +
    text(83, 66, 'DEMO', { size: 10, weight: 700, fill: '#9aa4bf', spacing: 3 });
  return svgDocument(240, 80, `${method.label} (demo payment mark)`, commonDefs, body);
}

export function licenceBadgeSvg(licence: { title: string; line: string }): string {
  const words = licence.title.toUpperCase().split(' ');
  const half = Math.ceil(words.length / 2);
  const first = words.slice(0, half).join(' ');
  const second = words.slice(half).join(' ');
  const body =
    `<rect x="1" y="1" width="278" height="98" rx="14" fill="#0f1630" stroke="url(#goldH)" stroke-width="2"/>` +
    `<g filter="url(#shadow)"><path d="M46,14 L78,24 V50 C78,70 64,82 46,88 C28,82 14,70 14,50 V24Z" fill="url(#gold)"/>` +
    `<path d="M46,22 L71,30 V50 C71,65 60,75 46,80 C32,75 21,65 21,50 V30Z" fill="#0f1630"/>` +
    `<path d="M33,50 L43,60 L61,40" stroke="#f5b301" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    text(92, 42, first, { size: fitSize(first, 176, 17, 11), weight: 800, fill: '#f3f5fb', spacing: 1 }) +
    text(92, 62, second, { size: fitSize(second, 176, 17, 11), weight: 800, fill: '#f3f5fb', spacing: 1 }) +
    text(92, 82, licence.line, { size: 11, weight: 600, fill: '#c9b479', spacing: 1 });
  return svgDocument(280, 100, `${licence.title} (demo licence)`, commonDefs, body);
}

export function certificationBadgeSvg(badge: {
  title: string;
  line: string;
  icon: 'dice' | 'check' | 'age';
}): string {
  const titleSize = fitSize(badge.title, 96, 30, 16);
  const icon =
    badge.icon === 'dice'
      ? `<g transform="translate(70 40) scale(.22)">${die(0, 0, 100, 0, 5)}</g>`
      : badge.icon === 'check'
        ? `<path d="M60,40 L67,47 L81,33" stroke="#22d3a6" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<circle cx="70" cy="40" r="11" fill="none" stroke="#ff4d6d" stroke-width="4"/><path d="M62,48 L78,32" stroke="#ff4d6d" stroke-width="4"/>`;
  const body =
    `<circle cx="70" cy="70" r="66" fill="#0f1630"/><circle cx="70" cy="70" r="64" fill="none" stroke="url(#gold)" stroke-width="4"/>` +
    `<circle cx="70" cy="70" r="54" fill="none" stroke="#f5b301" stroke-opacity=".6" stroke-width="2" stroke-dasharray="3 5"/>` +
    icon +
    text(70, 84, badge.title, { size: titleSize, weight: 900, fill: 'url(#gold)', anchor: 'middle' }) +
    text(70, 104, badge.line, { size: 11, weight: 800, fill: '#f3f5fb', anchor: 'middle', spacing: 2 }) +
    text(70, 119, 'DEMO', { size: 8, weight: 700, fill: '#9aa4bf', anchor: 'middle', spacing: 2 });
  return svgDocument(140, 140, `${badge.title} ${badge.line} (demo badge)`, commonDefs, body);
}

// Social icons ------------------------------------------------------------------------------------------

const socialIcons: Record<DemoSocialIcon, { background: string; glyph: string; label: string }> = {
  facebook: {
    background: '#1f6feb',
    label: 'Facebook',
    glyph: `<path d="M35,52 V35 H41 L42,28 H35 V24 C35,22 36,21 38,21 H42 V15 C40,14.7 38,14.5 36,14.5 C31,14.5 28,17.5 28,23 V28 H22 V35 H28 V52Z" fill="#ffffff"/>`,
  },
  youtube: {
    background: '#e53935',
    label: 'YouTube',
    glyph: `<rect x="13" y="19" width="38" height="26" rx="8" fill="#ffffff"/><path d="M28,25 L38,32 L28,39Z" fill="#e53935"/>`,
  },
  whatsapp: {
    background: '#25a55f',
    label: 'WhatsApp',
    glyph:
      `<path d="M32,13 A19,19 0 1 1 19.5,46.5 L12,50 L15.5,43 A19,19 0 0 1 32,13Z" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linejoin="round"/>` +
      `<path d="M25,24 C24,24 23,25.5 23,27 C23,33 31,41 37,41 C38.5,41 40,40 40,39 L40,36.5 L36,35 L34,37 C31,36 28,33 27,30 L29,28 L27.5,24Z" fill="#ffffff"/>`,
  },
  telegram: {
    background: '#229ed9',
    label: 'Telegram',
    glyph: `<path d="M14,31 L48,17 L42,48 L32,40 L27,45 L27,37 L43,23 L24,35Z" fill="#ffffff"/>`,
  },
  instagram: {
    background: '#c13584',
    label: 'Instagram',
    glyph: `<rect x="17" y="17" width="30" height="30" rx="9" fill="none" stroke="#ffffff" stroke-width="3.5"/><circle cx="32" cy="32" r="7" fill="none" stroke="#ffffff" stroke-width="3.5"/><circle cx="41" cy="23" r="2.2" fill="#ffffff"/>`,
  },
  tiktok: {
    background: '#111319',
    label: 'TikTok',
    glyph: `<path d="M34,14 V38 A7,7 0 1 1 27,31" fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round"/><path d="M34,14 C35,20 39,23 45,23" fill="none" stroke="#25f4ee" stroke-width="4" stroke-linecap="round"/>`,
  },
  twitter: {
    background: '#111319',
    label: 'Twitter',
    glyph: `<path d="M19,17 L45,47 M45,17 L19,47" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
  },
  link: {
    background: '#6d4aff',
    label: 'Links',
    glyph:
      `<rect x="13" y="25" width="22" height="14" rx="7" fill="none" stroke="#ffffff" stroke-width="3.5" transform="rotate(-35 24 32)"/>` +
      `<rect x="29" y="25" width="22" height="14" rx="7" fill="none" stroke="#ffffff" stroke-width="3.5" transform="rotate(-35 40 32)"/>`,
  },
  chat: {
    background: '#22d3a6',
    label: 'Live chat',
    glyph: `<path d="M14,20 C14,16 17,14 21,14 H43 C47,14 50,16 50,20 V36 C50,40 47,42 43,42 H28 L19,50 V42 C16,42 14,40 14,36Z" fill="#ffffff"/><circle cx="24" cy="28" r="3" fill="#22d3a6"/><circle cx="32" cy="28" r="3" fill="#22d3a6"/><circle cx="40" cy="28" r="3" fill="#22d3a6"/>`,
  },
  support: {
    background: '#f5b301',
    label: 'Customer service',
    glyph: `<path d="M17,36 V31 A15,15 0 0 1 47,31 V36" fill="none" stroke="#1a1300" stroke-width="4"/><rect x="13" y="32" width="9" height="14" rx="4" fill="#1a1300"/><rect x="42" y="32" width="9" height="14" rx="4" fill="#1a1300"/><path d="M46,46 C46,50 42,52 36,52" fill="none" stroke="#1a1300" stroke-width="3"/><circle cx="34" cy="52" r="3" fill="#1a1300"/>`,
  },
};

export function socialIconSvg(icon: DemoSocialIcon): string {
  const spec = socialIcons[icon];
  const body = `<circle cx="32" cy="32" r="31" fill="${spec.background}"/><circle cx="32" cy="32" r="31" fill="url(#shine)" opacity=".35"/>${spec.glyph}`;
  return svgDocument(64, 64, `${spec.label} (demo icon)`, commonDefs, body);
}

// Placeholder pages -------------------------------------------------------------------------------------

function pageFrame(
  width: number,
  height: number,
  brand: BrandText,
  heading: string,
  headingBn: string,
): string {
  return (
    `<rect width="${width}" height="${height}" fill="#0a1022"/>` +
    `<rect width="${width}" height="${n(height * 0.34)}" fill="url(#pageTop)"/>` +
    emblem(52, 56, 30) +
    text(94, 54, brand.name, { size: 24, weight: 900, fill: 'url(#gold)' }) +
    text(95, 76, 'DEMO BRAND', { size: 11, weight: 700, fill: '#c9b479', spacing: 3 }) +
    text(width / 2, 142, heading, {
      size: fitSize(heading, width - 60, 26, 16),
      weight: 800,
      fill: '#ffffff',
      anchor: 'middle',
    }) +
    text(width / 2, 174, headingBn, { size: 18, weight: 600, fill: '#c9d1e6', anchor: 'middle' })
  );
}

const pageDefs = `<linearGradient id="pageTop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2547"/><stop offset="1" stop-color="#3a2a05"/></linearGradient>`;

/** The demo merchant's "all our links" page (LINK_SERVICE). */
export function servicePageSvg(_page: DemoServicePage, brand: BrandText): string {
  const width = 440;
  const height = 750;
  const links: [DemoSocialIcon, string][] = [
    ['facebook', 'Facebook'],
    ['youtube', 'YouTube'],
    ['whatsapp', 'WhatsApp'],
    ['telegram', 'Telegram'],
    ['instagram', 'Instagram'],
    ['chat', 'Live chat'],
  ];
  const rows = links
    .map(([icon, label], index) => {
      const y = 220 + index * 78;
      const spec = socialIcons[icon];
      return (
        `<rect x="32" y="${y}" width="376" height="62" rx="31" fill="#1b2547" stroke="#2b3764"/>` +
        `<g transform="translate(40 ${y + 7}) scale(.75)"><circle cx="32" cy="32" r="31" fill="${spec.background}"/>${spec.glyph}</g>` +
        text(104, y + 38, label, { size: 20, weight: 700, fill: '#f3f5fb' }) +
        `<path d="M378,${y + 23} l10,8 l-10,8" stroke="#f5b301" stroke-width="3" fill="none" stroke-linecap="round"/>`
      );
    })
    .join('');
  const body = pageFrame(width, height, brand, 'All our links', 'আমাদের সব লিংক') + rows;
  return svgDocument(width, height, 'All our links (demo page)', commonDefs + pageDefs, body);
}

// Team crests (hot matches) -----------------------------------------------------------------------------

const sportGlyphs: Record<DemoSport, string> = {
  cricket:
    `<g transform="rotate(-32)"><rect x="-5" y="-26" width="10" height="40" rx="4" fill="url(#wood)"/>` +
    `<rect x="-2.5" y="-38" width="5" height="14" rx="2" fill="#3e2723"/></g>` +
    `<circle cx="13" cy="10" r="7" fill="#d32f2f"/><path d="M7.5,7 C11,10 15,10 18.5,7" stroke="#ffffff" stroke-width="1.2" fill="none"/>`,
  football:
    `<circle r="17" fill="#ffffff" stroke="#212121" stroke-width="2"/>` +
    `<path d="M0,-6 L5.7,-1.9 L3.5,4.9 H-3.5 L-5.7,-1.9Z" fill="#212121"/>` +
    `<path d="M0,-6 V-16 M5.7,-1.9 L15,-5 M3.5,4.9 L9.5,13.5 M-3.5,4.9 L-9.5,13.5 M-5.7,-1.9 L-15,-5" stroke="#212121" stroke-width="1.6"/>`,
};

/** A team's crest: a shield in its colours with a band, its sport and its letters. */
export function crestSvg(team: {
  name: string;
  short: string;
  colors: [string, string];
  sport: DemoSport;
}): string {
  const [primary, secondary] = team.colors;
  const shield = 'M80,8 L146,28 V80 C146,118 118,142 80,154 C42,142 14,118 14,80 V28Z';
  const defs =
    commonDefs +
    `<linearGradient id="crestFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${primary}" stop-opacity=".78"/></linearGradient>` +
    `<clipPath id="crestClip"><path d="${shield}"/></clipPath>`;
  const body =
    `<g filter="url(#shadow)"><path d="${shield}" fill="url(#crestFill)"/></g>` +
    `<g clip-path="url(#crestClip)"><path d="M0,96 L160,40 V62 L0,118Z" fill="${secondary}" opacity=".9"/>` +
    `<path d="${shield}" fill="url(#shine)" opacity=".35"/></g>` +
    `<path d="${shield}" fill="none" stroke="${secondary}" stroke-width="5"/>` +
    `<path d="M80,17 L138,34 V80 C138,113 113,134 80,145 C47,134 22,113 22,80 V34Z" fill="none" stroke="#ffffff" stroke-opacity=".45" stroke-width="1.5"/>` +
    `<g transform="translate(80 52)">${sportGlyphs[team.sport]}</g>` +
    text(80, 124, team.short, {
      size: 40,
      weight: 900,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 2,
      extra: 'filter="url(#shadow)"',
    });
  return svgDocument(160, 160, `${team.name} (demo team crest)`, defs, body);
}
