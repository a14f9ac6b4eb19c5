// @ts-check
/* global document, HTMLSelectElement, HTMLButtonElement, HTMLInputElement */
/**
 * The 5-reel slot: reels spin while the server draws the result, then land on the drawn stops; paying lines
 * are drawn over the reels and their cells glow.
 */
import { api, el, money, nextFrame, setBalance, setBusy, showError, t, wait } from './common.js';

const svgNs = 'http://www.w3.org/2000/svg';
const lineColors = ['#ffd36b', '#5ee7ff', '#ff6b9a', '#8dff8a', '#c69bff', '#ffa34d', '#4dd7ff', '#ff8af0'];

/** Gradients shared by every symbol, defined once in the document. */
const defs = `
<linearGradient id="sy-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b3"/><stop offset=".45" stop-color="#ffc93c"/><stop offset="1" stop-color="#c7750d"/></linearGradient>
<linearGradient id="sy-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9aa8"/><stop offset=".5" stop-color="#ff2d55"/><stop offset="1" stop-color="#a10a2c"/></linearGradient>
<linearGradient id="sy-cyan" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9fbff"/><stop offset=".5" stop-color="#39d3ff"/><stop offset="1" stop-color="#1465d8"/></linearGradient>
<linearGradient id="sy-wild" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b86bff"/><stop offset="1" stop-color="#ff3d9a"/></linearGradient>
<linearGradient id="sy-A" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb0c4"/><stop offset="1" stop-color="#e0245e"/></linearGradient>
<linearGradient id="sy-K" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2ccff"/><stop offset="1" stop-color="#7b3fe4"/></linearGradient>
<linearGradient id="sy-Q" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3ff"/><stop offset="1" stop-color="#2f6fe0"/></linearGradient>
<linearGradient id="sy-J" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c4ffdf"/><stop offset="1" stop-color="#13a56a"/></linearGradient>
<linearGradient id="sy-T" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe0b8"/><stop offset="1" stop-color="#ea7a1c"/></linearGradient>`;

const letter = (/** @type {string} */ text, /** @type {string} */ id, size = 70) =>
  `<text x="50" y="74" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" fill="url(#sy-${id})" stroke="#1a1030" stroke-width="3" paint-order="stroke">${text}</text>`;

/** @type {Record<string, string>} */
const symbolArt = {
  W: `<rect x="8" y="22" width="84" height="56" rx="14" fill="url(#sy-wild)" stroke="#ffd36b" stroke-width="3"/>
      <polygon points="50,8 56,22 44,22" fill="#ffd36b"/><polygon points="50,92 56,78 44,78" fill="#ffd36b"/>
      <text x="50" y="61" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="25" fill="#fff3c4" stroke="#5a0d52" stroke-width="2" paint-order="stroke" letter-spacing="1">WILD</text>`,
  S: `<circle cx="50" cy="46" r="34" fill="url(#sy-gold)" stroke="#8a4d05" stroke-width="3"/>
      <circle cx="50" cy="46" r="26" fill="none" stroke="#fff1b3" stroke-width="2" stroke-dasharray="4 4"/>
      <polygon points="50,25 56,40 72,41 59,51 64,67 50,58 36,67 41,51 28,41 44,40" fill="#fff7d6" stroke="#b86b0a" stroke-width="2"/>
      <rect x="14" y="76" width="72" height="17" rx="8" fill="#2b0f4a" stroke="#ffd36b" stroke-width="2"/>
      <text x="50" y="89" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="11.5" fill="#ffd36b" letter-spacing="1">SCATTER</text>`,
  7: `<text x="50" y="82" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="86" fill="url(#sy-red)" stroke="#ffd36b" stroke-width="4" paint-order="stroke">7</text>`,
  C: `<path d="M16 72 L12 32 L33 48 L50 20 L67 48 L88 32 L84 72 Z" fill="url(#sy-gold)" stroke="#8a4d05" stroke-width="3" stroke-linejoin="round"/>
      <rect x="15" y="72" width="70" height="12" rx="4" fill="url(#sy-gold)" stroke="#8a4d05" stroke-width="3"/>
      <circle cx="50" cy="56" r="7" fill="url(#sy-red)"/><circle cx="30" cy="62" r="5" fill="url(#sy-cyan)"/><circle cx="70" cy="62" r="5" fill="url(#sy-cyan)"/>
      <circle cx="12" cy="30" r="5" fill="#fff1b3"/><circle cx="50" cy="18" r="5" fill="#fff1b3"/><circle cx="88" cy="30" r="5" fill="#fff1b3"/>`,
  G: `<polygon points="30,18 70,18 88,38 50,88 12,38" fill="url(#sy-cyan)" stroke="#0b3d8c" stroke-width="3" stroke-linejoin="round"/>
      <polyline points="12,38 88,38" fill="none" stroke="#e6fdff" stroke-width="2"/>
      <polyline points="30,18 40,38 50,18 60,38 70,18" fill="none" stroke="#e6fdff" stroke-width="2" stroke-linejoin="round"/>
      <polyline points="40,38 50,88 60,38" fill="none" stroke="#bdf3ff" stroke-width="2"/>
      <polygon points="33,22 44,22 38,33" fill="#ffffff" opacity=".7"/>`,
  B: `<circle cx="50" cy="14" r="6" fill="url(#sy-gold)" stroke="#8a4d05" stroke-width="2"/>
      <path d="M50 18 C30 18 27 38 27 54 L17 72 L83 72 L73 54 C73 38 70 18 50 18 Z" fill="url(#sy-gold)" stroke="#8a4d05" stroke-width="3" stroke-linejoin="round"/>
      <rect x="14" y="70" width="72" height="8" rx="4" fill="#ffb21e" stroke="#8a4d05" stroke-width="2"/>
      <circle cx="50" cy="84" r="7" fill="url(#sy-red)" stroke="#6d0820" stroke-width="2"/>
      <path d="M38 30 C34 38 33 46 33 54" stroke="#fff6cf" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  A: letter('A', 'A'),
  K: letter('K', 'K'),
  Q: letter('Q', 'Q'),
  J: letter('J', 'J'),
  T: letter('10', 'T', 56),
};

/** @type {Record<string, string>} */
const symbolNames = {
  W: 'WILD',
  S: 'SCATTER',
  7: 'Seven',
  C: 'Crown',
  G: 'Gem',
  B: 'Bell',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
};

function installDefs() {
  if (document.getElementById('slot-defs')) return;
  const svg = document.createElementNS(svgNs, 'svg');
  svg.id = 'slot-defs';
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'svg-defs');
  svg.innerHTML = `<defs>${defs}</defs>`;
  document.body.append(svg);
}

/** @param {string} code */
function symbolSvg(code) {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', symbolNames[code] ?? code);
  svg.innerHTML = symbolArt[code] ?? '';
  return svg;
}

/** @param {string} code */
function cell(code) {
  const node = el('div', { class: `slot-cell sym-${code === '7' ? 'seven' : code}` });
  node.append(symbolSvg(code));
  return node;
}

/**
 * @param {HTMLElement} stage
 * @param {import('./common.js').SessionView} view
 */
export function mount(stage, view) {
  installDefs();
  /** @type {{ rows: number, strips: string[], lines: number[][], linePays: Record<string, number[]>, scatterPays: number[], bets: number[], rtp: number }} */
  const config = view.config;
  const reelCount = config.strips.length;
  /** Symbols shown now, per reel (top to bottom). */
  let shown = config.strips.map((strip, reel) => {
    const start = (reel * 7) % strip.length;
    return Array.from({ length: config.rows }, (_, row) => strip[(start + row) % strip.length] ?? 'A');
  });

  const tracks = shown.map((symbols) => el('div', { class: 'slot-track' }, ...symbols.map(cell)));
  const reels = tracks.map((track) => el('div', { class: 'slot-reel' }, track));
  const lineLayer = document.createElementNS(svgNs, 'svg');
  lineLayer.setAttribute('class', 'slot-lines');
  lineLayer.setAttribute('viewBox', `0 0 ${reelCount * 100} ${config.rows * 100}`);
  lineLayer.setAttribute('preserveAspectRatio', 'none');

  const result = el('div', {
    class: 'result-line slot-result',
    dataset: { testid: 'round-result' },
    'aria-live': 'polite',
  });
  const betSelect = /** @type {HTMLSelectElement} */ (
    el(
      'select',
      { class: 'select', dataset: { testid: 'bet-select', roundControl: '' }, 'aria-label': t('bet') },
      ...config.bets.map((bet) => el('option', { value: String(bet), text: money(bet) })),
    )
  );
  betSelect.value = String(config.bets[1] ?? config.bets[0]);
  const lineBet = el('span', { class: 'slot-linebet' });
  const updateLineBet = () => {
    lineBet.textContent = `${t('lines', { count: config.lines.length })} · ${money(Number(betSelect.value) / config.lines.length)}`;
  };
  betSelect.addEventListener('change', updateLineBet);
  updateLineBet();

  const spinButton = el(
    'button',
    {
      class: 'slot-spin',
      type: 'button',
      dataset: { testid: 'spin-button', roundControl: '' },
      'aria-label': t('spin'),
    },
    el('span', { class: 'slot-spin-icon', 'aria-hidden': 'true' }),
    el('span', { class: 'slot-spin-text', text: t('spin') }),
  );
  const lastWin = el('strong', { class: 'slot-lastwin-value', text: money(0) });
  const dialog = paytable(config);
  const paytableButton = el('button', {
    class: 'btn slot-paytable-button',
    type: 'button',
    dataset: { testid: 'paytable-button' },
    text: t('paytable'),
    onclick: () => dialog.showModal(),
  });

  stage.append(
    el(
      'section',
      { class: 'slot' },
      el(
        'div',
        { class: 'slot-machine panel' },
        el(
          'div',
          { class: 'slot-marquee' },
          el('span', { class: 'slot-marquee-lines', text: t('lines', { count: config.lines.length }) }),
          el('span', { class: 'slot-marquee-name', text: view.gameName }),
          el('span', { class: 'slot-marquee-rtp', text: `RTP ${(config.rtp * 100).toFixed(2)}%` }),
        ),
        el('div', { class: 'slot-window' }, el('div', { class: 'slot-reels' }, ...reels), lineLayer),
        result,
      ),
      el(
        'div',
        { class: 'slot-controls panel' },
        el(
          'label',
          { class: 'field slot-bet' },
          el('span', { class: 'field-label', text: t('bet') }),
          betSelect,
          lineBet,
        ),
        spinButton,
        el(
          'div',
          { class: 'slot-side' },
          el(
            'div',
            { class: 'slot-lastwin' },
            el('span', { class: 'field-label', text: t('lastWin') }),
            lastWin,
          ),
          paytableButton,
        ),
      ),
      dialog,
    ),
  );

  /** Starts an endless blur-spin on every reel while the server answers. */
  const startLoop = () => {
    tracks.forEach((track, reel) => {
      const strip = config.strips[reel] ?? '';
      const codes = Array.from({ length: 12 }, (_, i) => strip[(i * 5 + reel * 3) % strip.length] ?? 'A');
      track.replaceChildren(...[...codes, ...codes].map(cell));
      track.style.transition = 'none';
      track.style.transform = '';
      track.classList.add('is-looping');
    });
  };

  /**
   * Lands a reel on `symbols`, rolling down through the strip above them.
   * @param {number} reel @param {number} stop @param {string[]} symbols @param {number} duration
   */
  const land = async (reel, stop, symbols, duration) => {
    const track = tracks[reel];
    if (!track) return;
    const strip = config.strips[reel] ?? '';
    const filler = Array.from(
      { length: 10 + reel * 3 },
      (_, i) => strip[(stop + config.rows + i) % strip.length] ?? 'A',
    );
    const codes = [...symbols, ...filler, ...(shown[reel] ?? [])];
    track.classList.remove('is-looping');
    track.replaceChildren(...codes.map(cell));
    track.style.transition = 'none';
    track.style.transform = `translateY(${(-(codes.length - config.rows) / codes.length) * 100}%)`;
    void track.offsetHeight;
    await nextFrame();
    track.classList.add('is-landing');
    track.style.transition = `transform ${duration}ms cubic-bezier(0.16, 0.72, 0.24, 1.02)`;
    track.style.transform = 'translateY(0)';
    await wait(duration + 30);
    track.classList.remove('is-landing');
    track.style.transition = 'none';
    track.replaceChildren(...symbols.map(cell));
    track.style.transform = 'translateY(0)';
  };

  const clearWins = () => {
    lineLayer.replaceChildren();
    for (const node of stage.querySelectorAll('.cell-win, .cell-scatter'))
      node.classList.remove('cell-win', 'cell-scatter');
    result.classList.remove('is-win', 'is-loss', 'is-big');
  };

  /** @param {number} reel @param {number} row */
  const cellAt = (reel, row) => tracks[reel]?.children[row];

  /** @param {{ lineWins: { line: number, symbol: string, count: number, win: number }[], scatter: { positions: number[][] } }} spin */
  const showWins = (spin) => {
    spin.lineWins.forEach((lineWin, index) => {
      const rows = config.lines[lineWin.line] ?? [];
      const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
      const line = document.createElementNS(svgNs, 'polyline');
      line.setAttribute('points', points);
      line.setAttribute('stroke', lineColors[index % lineColors.length] ?? '#ffd36b');
      line.setAttribute('class', 'slot-line');
      lineLayer.append(line);
      for (let reel = 0; reel < lineWin.count; reel++)
        cellAt(reel, rows[reel] ?? 0)?.classList.add('cell-win');
    });
    if (spin.scatter.positions.length >= 3) {
      for (const [reel, row] of spin.scatter.positions)
        cellAt(reel ?? 0, row ?? 0)?.classList.add('cell-scatter');
    }
  };

  const play = async () => {
    if (document.body.classList.contains('round-running')) return;
    const bet = Number(betSelect.value);
    setBusy(true);
    clearWins();
    result.textContent = '';
    startLoop();
    /** @type {any} */
    let round;
    const spunAt = performance.now();
    try {
      round = await api('/api/slot/spin', { bet });
    } catch (error) {
      await Promise.all(shown.map((symbols, reel) => land(reel, 0, symbols, 350 + reel * 80)));
      showError(error);
      setBusy(false);
      return;
    }
    // Let the reels blur for a moment even when the answer is instant.
    await wait(Math.max(0, 450 - (performance.now() - spunAt)));
    const grid = /** @type {string[][]} */ (round.spin.grid);
    await Promise.all(
      grid.map((symbols, reel) => land(reel, round.spin.stops[reel], symbols, 700 + reel * 230)),
    );
    shown = grid;
    setBalance(round.balance);
    lastWin.textContent = money(round.win);
    if (round.win > 0) {
      showWins(round.spin);
      result.textContent =
        round.win >= bet * 10
          ? `${t('bigWin')} ${t('youWin', { amount: money(round.win) })}`
          : t('youWin', { amount: money(round.win) });
      result.classList.add('is-win');
      result.classList.toggle('is-big', round.win >= bet * 10);
    } else {
      result.textContent = t('noWin');
      result.classList.add('is-loss');
    }
    if (round.notice) showError(new Error(round.notice));
    setBusy(false);
  };

  spinButton.addEventListener('click', () => void play());
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    const typing =
      target instanceof HTMLSelectElement ||
      target instanceof HTMLButtonElement ||
      target instanceof HTMLInputElement;
    if (event.code === 'Space' && !typing && !dialog.open) {
      event.preventDefault();
      void play();
    }
  });
}

/**
 * The paytable in a dialog.
 * @param {{ linePays: Record<string, number[]>, scatterPays: number[], rtp: number }} config
 */
function paytable(config) {
  const rows = Object.entries(config.linePays).map(([code, pays]) =>
    el(
      'div',
      { class: 'paytable-row' },
      cell(code),
      el(
        'div',
        { class: 'paytable-pays' },
        ...[5, 4, 3].map((count) =>
          el('span', {}, el('b', { text: `${count}×` }), ` ${pays[count - 3] ?? 0}`),
        ),
      ),
    ),
  );
  const dialog = /** @type {HTMLDialogElement} */ (
    el(
      'dialog',
      { class: 'paytable panel', dataset: { testid: 'paytable' } },
      el(
        'div',
        { class: 'paytable-head' },
        el('h2', { text: t('paytable') }),
        el('button', {
          class: 'paytable-close',
          type: 'button',
          'aria-label': t('close'),
          text: '×',
          onclick: () => dialog.close(),
        }),
      ),
      el('p', { class: 'paytable-note', text: t('linePays') }),
      el('div', { class: 'paytable-grid' }, ...rows),
      el(
        'div',
        { class: 'paytable-scatter' },
        cell('S'),
        el('p', {
          text: t('scatterPays', {
            s3: config.scatterPays[0] ?? 0,
            s4: config.scatterPays[1] ?? 0,
            s5: config.scatterPays[2] ?? 0,
          }),
        }),
      ),
      el('p', { class: 'paytable-note', text: t('rtp', { rtp: (config.rtp * 100).toFixed(2) }) }),
      el('button', {
        class: 'btn btn-primary',
        type: 'button',
        text: t('close'),
        onclick: () => dialog.close(),
      }),
    )
  );
  return dialog;
}
