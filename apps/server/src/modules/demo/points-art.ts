/**
 * DEMO ONLY: the pictures of the demo points-mall items, served at /demo-assets/points/<slug>.svg. Shapes only, no
 * text (text in an SVG depends on the fonts a machine has): a dark card in the item kind's colours with a drawn
 * icon. Pure functions, deterministic.
 */

export const demoPointsArt = [
  'bonus-coins',
  'bonus-stack',
  'bonus-chest',
  'jersey',
  'earbuds',
  'smartphone',
  'recharge',
  'food',
  'tickets',
] as const;
export type DemoPointsArt = (typeof demoPointsArt)[number];

type Tone = 'gold' | 'teal' | 'violet';

const tones: Record<Tone, { from: string; to: string; glow: string; ink: [string, string] }> = {
  gold: { from: '#2a1f08', to: '#120d1e', glow: '#f5b301', ink: ['#ffe08a', '#f59e0b'] },
  teal: { from: '#06282a', to: '#0d1426', glow: '#14b8a6', ink: ['#99f6e4', '#0d9488'] },
  violet: { from: '#1d1036', to: '#0d1426', glow: '#8b5cf6', ink: ['#ddd6fe', '#7c3aed'] },
};

const toneOf: Record<DemoPointsArt, Tone> = {
  'bonus-coins': 'gold',
  'bonus-stack': 'gold',
  'bonus-chest': 'gold',
  jersey: 'teal',
  earbuds: 'teal',
  smartphone: 'teal',
  recharge: 'violet',
  food: 'violet',
  tickets: 'violet',
};

/** A coin seen from the side and above, at (x, y). */
const coin = (x: number, y: number, r = 30) =>
  `<g transform="translate(${x} ${y})">` +
  `<ellipse cx="0" cy="8" rx="${r}" ry="${r * 0.42}" fill="#b45309"/>` +
  `<rect x="${-r}" y="0" width="${r * 2}" height="8" fill="#b45309"/>` +
  `<ellipse cx="0" cy="0" rx="${r}" ry="${r * 0.42}" fill="url(#ink)"/>` +
  `<ellipse cx="0" cy="0" rx="${r * 0.66}" ry="${r * 0.26}" fill="none" stroke="#fff7d6" stroke-opacity=".7" stroke-width="3"/>` +
  `</g>`;

const sparkle = (x: number, y: number, size: number) =>
  `<path d="M${x},${y - size} L${x + size * 0.28},${y - size * 0.28} L${x + size},${y} L${x + size * 0.28},${y + size * 0.28} L${x},${y + size} L${x - size * 0.28},${y + size * 0.28} L${x - size},${y} L${x - size * 0.28},${y - size * 0.28}Z" fill="#ffffff" opacity=".85"/>`;

const icons: Record<DemoPointsArt, string> = {
  'bonus-coins':
    coin(170, 196) + coin(170, 176) + coin(170, 156) + coin(236, 190) + coin(236, 170) + coin(203, 128, 34),
  'bonus-stack':
    `<g transform="rotate(-8 200 160)"><rect x="118" y="118" width="164" height="86" rx="12" fill="#0f766e"/>` +
    `<rect x="128" y="128" width="144" height="66" rx="8" fill="none" stroke="#99f6e4" stroke-width="3" opacity=".6"/></g>` +
    `<rect x="112" y="132" width="164" height="86" rx="12" fill="#15803d"/>` +
    `<rect x="122" y="142" width="144" height="66" rx="8" fill="none" stroke="#bbf7d0" stroke-width="3" opacity=".7"/>` +
    `<circle cx="194" cy="175" r="20" fill="#bbf7d0" opacity=".35"/>` +
    coin(270, 206, 28) +
    coin(270, 186, 28),
  'bonus-chest':
    `<path d="M118,150 Q118,96 200,96 Q282,96 282,150Z" fill="#92400e"/>` +
    `<path d="M130,146 Q132,108 200,108 Q268,108 270,146Z" fill="#b45309"/>` +
    `<rect x="118" y="150" width="164" height="76" rx="8" fill="#78350f"/>` +
    `<rect x="118" y="146" width="164" height="14" fill="url(#ink)"/>` +
    `<rect x="150" y="96" width="12" height="130" fill="url(#ink)" opacity=".9"/>` +
    `<rect x="238" y="96" width="12" height="130" fill="url(#ink)" opacity=".9"/>` +
    `<rect x="186" y="150" width="28" height="34" rx="6" fill="url(#ink)"/>` +
    `<circle cx="200" cy="165" r="5" fill="#78350f"/>` +
    `<ellipse cx="200" cy="92" rx="70" ry="12" fill="#fde68a" opacity=".35"/>`,
  jersey:
    `<path d="M160,92 L128,104 L100,140 L128,160 L142,144 L142,226 L258,226 L258,144 L272,160 L300,140 L272,104 L240,92 Q200,122 160,92Z" fill="url(#ink)"/>` +
    `<path d="M160,92 Q200,122 240,92 Q228,110 200,112 Q172,110 160,92Z" fill="#0f766e"/>` +
    `<rect x="142" y="168" width="116" height="12" fill="#0f766e" opacity=".55"/>` +
    `<circle cx="222" cy="140" r="10" fill="#0f766e" opacity=".7"/>`,
  earbuds:
    `<rect x="134" y="148" width="132" height="84" rx="38" fill="#e2e8f0"/>` +
    `<rect x="134" y="148" width="132" height="30" rx="15" fill="#cbd5e1"/>` +
    `<rect x="190" y="182" width="20" height="6" rx="3" fill="#14b8a6"/>` +
    `<g transform="rotate(-18 160 110)"><ellipse cx="160" cy="104" rx="22" ry="26" fill="url(#ink)"/><rect x="152" y="112" width="16" height="46" rx="8" fill="#f8fafc"/></g>` +
    `<g transform="rotate(18 240 110)"><ellipse cx="240" cy="104" rx="22" ry="26" fill="url(#ink)"/><rect x="232" y="112" width="16" height="46" rx="8" fill="#f8fafc"/></g>`,
  smartphone:
    `<rect x="148" y="70" width="104" height="172" rx="18" fill="#0f172a" stroke="url(#ink)" stroke-width="6"/>` +
    `<rect x="158" y="84" width="84" height="144" rx="8" fill="url(#screen)"/>` +
    `<rect x="186" y="76" width="28" height="6" rx="3" fill="#334155"/>` +
    `<circle cx="200" cy="148" r="22" fill="#ffffff" opacity=".18"/>` +
    `<path d="M190,136 L214,148 L190,160Z" fill="#ffffff" opacity=".85"/>`,
  recharge:
    `<rect x="150" y="76" width="100" height="162" rx="18" fill="#1e1b4b" stroke="url(#ink)" stroke-width="6"/>` +
    `<rect x="186" y="82" width="28" height="6" rx="3" fill="#4c1d95"/>` +
    `<path d="M208,104 L172,166 L198,166 L188,216 L230,146 L204,146 L216,104Z" fill="url(#ink)"/>` +
    `<circle cx="270" cy="104" r="18" fill="none" stroke="#ddd6fe" stroke-width="4" opacity=".6"/>` +
    `<circle cx="270" cy="104" r="30" fill="none" stroke="#ddd6fe" stroke-width="3" opacity=".3"/>`,
  food:
    `<path d="M122,148 Q122,92 200,92 Q278,92 278,148Z" fill="url(#bun)"/>` +
    `<ellipse cx="172" cy="116" rx="5" ry="3" fill="#fef3c7"/><ellipse cx="204" cy="108" rx="5" ry="3" fill="#fef3c7"/><ellipse cx="232" cy="120" rx="5" ry="3" fill="#fef3c7"/>` +
    `<path d="M116,156 Q140,146 164,158 Q188,146 212,158 Q236,146 260,158 Q272,150 284,156 L284,166 L116,166Z" fill="#22c55e"/>` +
    `<rect x="118" y="166" width="164" height="22" rx="10" fill="#7c2d12"/>` +
    `<rect x="120" y="186" width="160" height="10" fill="#facc15"/>` +
    `<path d="M122,196 L278,196 Q278,226 200,226 Q122,226 122,196Z" fill="url(#bun)"/>`,
  tickets:
    `<g transform="rotate(-12 200 150)"><path d="M110,112 H290 V136 A14,14 0 0 0 290,164 V188 H110 V164 A14,14 0 0 0 110,136Z" fill="#6d28d9"/>` +
    `<path d="M236,116 V184" stroke="#ddd6fe" stroke-width="3" stroke-dasharray="6 6" opacity=".7"/></g>` +
    `<g transform="rotate(6 200 170)"><path d="M110,132 H290 V156 A14,14 0 0 0 290,184 V208 H110 V184 A14,14 0 0 0 110,156Z" fill="url(#ink)"/>` +
    `<path d="M236,136 V204" stroke="#4c1d95" stroke-width="3" stroke-dasharray="6 6" opacity=".6"/>` +
    `<path d="M162,154 L168,166 L181,167 L171,176 L174,189 L162,182 L150,189 L153,176 L143,167 L156,166Z" fill="#4c1d95" opacity=".8"/></g>`,
};

/** The item picture of a slug (400 × 300). */
export function pointsItemSvg(art: DemoPointsArt): string {
  const tone = tones[toneOf[art]];
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.from}"/><stop offset="1" stop-color="${tone.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${tone.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${tone.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone.ink[0]}"/><stop offset="1" stop-color="${tone.ink[1]}"/></linearGradient>` +
    `<linearGradient id="bun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fcd34d"/><stop offset="1" stop-color="#d97706"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#6366f1"/></linearGradient>` +
    `<pattern id="rays" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="12" height="24" fill="#ffffff" opacity=".025"/></pattern>`;
  const body =
    `<rect width="400" height="300" fill="url(#bg)"/>` +
    `<rect width="400" height="300" fill="url(#rays)"/>` +
    `<circle cx="200" cy="156" r="150" fill="url(#glow)"/>` +
    `<ellipse cx="200" cy="250" rx="120" ry="14" fill="#000000" opacity=".35"/>` +
    icons[art] +
    sparkle(92, 82, 10) +
    sparkle(316, 72, 7) +
    sparkle(330, 214, 9) +
    sparkle(78, 210, 6);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="demo points mall item">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
