// @ts-check
/* global document, requestAnimationFrame, HTMLButtonElement, HTMLSelectElement, HTMLInputElement */
/**
 * Shared by the three games: texts in Bangla and English, money formatting, the page's API calls, the
 * header balance, the toast and the busy state of a round.
 */

/** @typedef {'bn' | 'en'} Language */

const texts = {
  en: {
    loading: 'Loading…',
    lobby: 'Lobby',
    balance: 'Balance',
    freePlay: 'Free play',
    bet: 'Bet',
    stake: 'Stake',
    win: 'Win',
    lastWin: 'Last win',
    spin: 'Spin',
    noWin: 'No win this time',
    youWin: 'You win {amount}',
    bigWin: 'Big win!',
    lines: '{count} lines',
    paytable: 'Paytable',
    close: 'Close',
    linePays: 'Line pays × line bet, left to right. WILD substitutes for every symbol but SCATTER.',
    scatterPays: 'SCATTER pays × total bet anywhere: 3 → {s3}×, 4 → {s4}×, 5 → {s5}×.',
    rtp: 'Return to player {rtp} %',
    fishTitle: 'The line’s multiplier climbs until the fish breaks free',
    target: 'Cash-out target',
    cast: 'Cast',
    reeling: 'Reeling…',
    caught: 'Caught at {x}! You win {amount}',
    brokeFree: 'The fish broke free at {x}',
    wouldBreak: 'It broke free at {x}',
    targetRange: 'Choose a target between {min}× and {max}×',
    history: 'Recent fish',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    deal: 'Deal',
    clear: 'Clear',
    double: 'Double the bets',
    placeBets: 'Pick a chip, then tap Player, Banker or Tie',
    playerWins: 'Player wins {p} to {b}',
    bankerWins: 'Banker wins {b} to {p}',
    tieResult: 'Tie at {p}',
    youWinTable: 'You win {amount}',
    youLose: 'No win this round',
    cardsLeft: '{count} cards in the shoe',
    newShoe: 'A new shoe was shuffled',
    tableLimit: 'Table limit {amount} per bet',
    roads: 'Bead road',
    networkError: 'Connection problem. Please try again.',
    notEnough: 'Not enough balance for this bet.',
    badLink: 'This game link is not valid. Please open the game again from the lobby.',
    unsupportedTitle: 'This lobby is not part of the demo',
    unsupportedText:
      'This demo vendor runs slots, fishing and table games; this lobby is not part of the demo.',
    backToLobby: 'Back to lobby',
    demoNote: 'Play money — nothing here touches your wallet',
  },
  bn: {
    loading: 'লোড হচ্ছে…',
    lobby: 'লবি',
    balance: 'ব্যালেন্স',
    freePlay: 'ফ্রি প্লে',
    bet: 'বাজি',
    stake: 'বাজি',
    win: 'জয়',
    lastWin: 'শেষ জয়',
    spin: 'স্পিন',
    noWin: 'এবার জয় নেই',
    youWin: 'আপনি জিতেছেন {amount}',
    bigWin: 'বড় জয়!',
    lines: '{count} লাইন',
    paytable: 'পে-টেবিল',
    close: 'বন্ধ করুন',
    linePays: 'লাইন পে × লাইন বাজি, বাম থেকে ডানে। WILD, SCATTER ছাড়া সব প্রতীকের বদলে বসে।',
    scatterPays: 'SCATTER যেকোনো জায়গায় × মোট বাজি: ৩টি → {s3}×, ৪টি → {s4}×, ৫টি → {s5}×।',
    rtp: 'প্লেয়ারকে ফেরত (RTP) {rtp} %',
    fishTitle: 'মাছ ছুটে না যাওয়া পর্যন্ত লাইনের গুণক বাড়তে থাকে',
    target: 'ক্যাশ-আউট লক্ষ্য',
    cast: 'বড়শি ফেলুন',
    reeling: 'টানা হচ্ছে…',
    caught: '{x}-এ মাছ ধরা পড়েছে! আপনি জিতেছেন {amount}',
    brokeFree: 'মাছটি {x}-এ ছুটে গেছে',
    wouldBreak: 'মাছটি {x}-এ ছুটে গেছে',
    targetRange: '{min}× থেকে {max}× এর মধ্যে লক্ষ্য বেছে নিন',
    history: 'সাম্প্রতিক মাছ',
    player: 'প্লেয়ার',
    banker: 'ব্যাংকার',
    tie: 'টাই',
    deal: 'ডিল',
    clear: 'মুছুন',
    double: 'বাজি দ্বিগুণ করুন',
    placeBets: 'একটি চিপ বেছে নিন, তারপর প্লেয়ার, ব্যাংকার বা টাই-তে চাপুন',
    playerWins: 'প্লেয়ার জিতেছে {p} বনাম {b}',
    bankerWins: 'ব্যাংকার জিতেছে {b} বনাম {p}',
    tieResult: '{p}-এ টাই',
    youWinTable: 'আপনি জিতেছেন {amount}',
    youLose: 'এই রাউন্ডে জয় নেই',
    cardsLeft: 'শু-তে {count}টি কার্ড বাকি',
    newShoe: 'নতুন শু শাফল করা হয়েছে',
    tableLimit: 'প্রতি বাজিতে সর্বোচ্চ {amount}',
    roads: 'বিড রোড',
    networkError: 'সংযোগ সমস্যা। আবার চেষ্টা করুন।',
    notEnough: 'এই বাজির জন্য পর্যাপ্ত ব্যালেন্স নেই।',
    badLink: 'গেম লিঙ্কটি সঠিক নয়। লবি থেকে গেমটি আবার খুলুন।',
    unsupportedTitle: 'এই লবি ডেমোর অংশ নয়',
    unsupportedText: 'এই ডেমো ভেন্ডর স্লট, ফিশিং ও টেবিল গেম চালায়; এই লবি ডেমোর অংশ নয়।',
    backToLobby: 'লবিতে ফিরুন',
    demoNote: 'খেলার টাকা — আপনার ওয়ালেটে কিছুই বদলায় না',
  },
};

/** @typedef {keyof typeof texts.en} TextKey */

/** @type {Language} */
let language = 'bn';

/** @param {string | null} value */
export function setLanguage(value) {
  language = value === 'en' ? 'en' : 'bn';
  document.documentElement.lang = language;
}

export function currentLanguage() {
  return language;
}

/**
 * @param {TextKey} key
 * @param {Record<string, string | number>} [params]
 */
export function t(key, params = {}) {
  const template = texts[language][key] ?? texts.en[key];
  return template.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ''));
}

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Minor units → "৳1,234.56". @param {number} minor */
export function money(minor) {
  const sign = minor < 0 ? '−' : '';
  return `${sign}৳${amountFormat.format(Math.abs(minor) / 100)}`;
}

/** Minor units → "৳5" (chips and bet lists). @param {number} minor */
export function shortMoney(minor) {
  const taka = minor / 100;
  if (taka >= 1000) return `৳${taka / 1000}K`;
  return `৳${taka}`;
}

/** @param {number} value */
export function multiplier(value) {
  return `${value.toFixed(2)}×`;
}

/**
 * Creates an element: `el('div', { class: 'x', dataset: { testid: 'y' } }, child…)`.
 * @param {string} tag
 * @param {Record<string, any>} [props]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, '');
    else node.setAttribute(key, String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** @param {number} ms */
export function wait(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

export class ApiError extends Error {
  /** @param {number} status @param {string} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** @type {string | null} */
let sessionId = null;

/** @param {string | null} id */
export function useSession(id) {
  sessionId = id;
}

/**
 * A call to this vendor's API; answers the envelope's value or throws ApiError with the server's message.
 * @param {string} path
 * @param {unknown} [body]
 */
export async function api(path, body) {
  /** @type {Record<string, string>} */
  const headers = { language };
  if (sessionId) headers['x-vendor-session'] = sessionId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', t('networkError'));
  }
  /** @type {any} */
  let envelope = null;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError(response.status, 'network', t('networkError'));
  }
  if (!envelope || envelope.success !== true) {
    throw new ApiError(
      response.status,
      envelope?.errorCode ?? 'error',
      envelope?.message ?? t('networkError'),
    );
  }
  return envelope.value;
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let toastTimer;

/**
 * @param {string} message
 * @param {'error' | 'info' | 'success'} [kind]
 */
export function toast(message, kind = 'error') {
  const box = document.getElementById('toast');
  if (!box) return;
  box.textContent = message;
  box.className = `toast toast-${kind} toast-show`;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    box.classList.remove('toast-show');
    toastTimer = setTimeout(() => {
      box.hidden = true;
    }, 300);
  }, 4200);
}

/** Shows an ApiError (or anything thrown) in the toast. @param {unknown} error */
export function showError(error) {
  toast(error instanceof Error && error.message ? error.message : t('networkError'), 'error');
}

let shownBalance = 0;

/**
 * Updates the header balance, counting up or down briefly.
 * @param {number} minor
 * @param {{ animate?: boolean }} [options]
 */
export function setBalance(minor, { animate = true } = {}) {
  const node = document.querySelector('[data-testid="vendor-balance"]');
  if (!node) return;
  const from = shownBalance;
  shownBalance = minor;
  node.classList.toggle('balance-up', animate && minor > from);
  if (!animate || from === minor) {
    node.textContent = money(minor);
    return;
  }
  const start = performance.now();
  const duration = 600;
  const step = () => {
    const progress = Math.min(1, (performance.now() - start) / duration);
    const eased = 1 - (1 - progress) ** 3;
    node.textContent = money(Math.round(from + (minor - from) * eased));
    if (progress < 1 && shownBalance === minor) requestAnimationFrame(step);
    else if (shownBalance === minor) node.textContent = money(minor);
  };
  requestAnimationFrame(step);
}

export function balance() {
  return shownBalance;
}

/**
 * Disables every round control while a round runs.
 * @param {boolean} busy
 */
export function setBusy(busy) {
  document.body.classList.toggle('round-running', busy);
  for (const control of document.querySelectorAll('[data-round-control]')) {
    if (
      control instanceof HTMLButtonElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLInputElement
    ) {
      control.disabled = busy;
    }
  }
}

/**
 * The session view the games get from `POST /api/session`.
 * @typedef {{
 *   session: string, vendor: string, merchant: string, language: Language, nickname: string, currency: string,
 *   balance: number, gameCode: string, gameName: string, gameType: string,
 *   engine: 'slot' | 'crash' | 'baccarat' | 'none', wallet: 'seamless' | 'transfer' | 'demo', demo: boolean,
 *   config: any
 * }} SessionView
 */
