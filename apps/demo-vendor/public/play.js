// @ts-check
/* global document, window, history, location */
/**
 * The game page's start: reads the launch URL, exchanges the token for a vendor session (or resumes one
 * after a reload: the token is single-use), fills the header and mounts the game the session names.
 */
import { api, el, setBalance, setLanguage, showError, t, useSession } from './common.js';

const params = new URLSearchParams(location.search);
setLanguage(params.get('language'));
const gameCode = decodeURIComponent(location.pathname.split('/').pop() ?? '');
const storageKey = `demo-vendor:${gameCode}`;

/** Only http(s) lobby addresses are followed. */
function lobbyUrl() {
  const lobby = params.get('lobby') ?? sessionStorage.getItem(`${storageKey}:lobby`);
  if (!lobby) return null;
  try {
    const url = new URL(lobby, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function exitToLobby() {
  const target = lobbyUrl();
  if (!target) {
    history.back();
    return;
  }
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = target;
      return;
    }
  } catch {
    // A cross-origin parent that refuses navigation: leave from this frame instead.
  }
  location.href = target;
}

function staticTexts() {
  const exit = document.querySelector('[data-testid="exit-button"]');
  exit?.addEventListener('click', exitToLobby);
  const exitLabel = document.getElementById('exit-label');
  if (exitLabel) exitLabel.textContent = t('lobby');
  const balanceLabel = document.getElementById('balance-label');
  if (balanceLabel) balanceLabel.textContent = t('balance');
  const loading = document.getElementById('loading-text');
  if (loading) loading.textContent = t('loading');
}

/** @param {string} message */
function fatal(message) {
  const stage = document.getElementById('stage');
  if (!stage) return;
  stage.replaceChildren(
    el(
      'section',
      { class: 'notice-panel' },
      el('div', { class: 'notice-icon', 'aria-hidden': 'true', text: '!' }),
      el('h2', { text: message }),
      el('button', {
        class: 'btn btn-primary',
        type: 'button',
        onclick: exitToLobby,
        text: t('backToLobby'),
      }),
    ),
  );
}

/** @returns {Promise<import('./common.js').SessionView | null>} */
async function openSession() {
  const token = params.get('token');
  if (token) {
    const view = await api('/api/session', {
      token,
      vendor: params.get('vendor') ?? '',
      merchant: params.get('merchant') ?? '',
      language: params.get('language') === 'en' ? 'en' : 'bn',
    });
    sessionStorage.setItem(storageKey, view.session);
    const lobby = params.get('lobby');
    if (lobby) sessionStorage.setItem(`${storageKey}:lobby`, lobby);
    // The token is spent: take it out of the address so a reload resumes the session instead.
    params.delete('token');
    history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
    return view;
  }
  const stored = sessionStorage.getItem(storageKey);
  if (!stored) return null;
  useSession(stored);
  return api('/api/session');
}

async function start() {
  staticTexts();
  /** @type {import('./common.js').SessionView | null} */
  let view;
  try {
    view = await openSession();
  } catch (error) {
    sessionStorage.removeItem(storageKey);
    showError(error);
    fatal(error instanceof Error ? error.message : t('badLink'));
    return;
  }
  if (!view) {
    fatal(t('badLink'));
    return;
  }
  useSession(view.session);
  setLanguage(view.language);
  staticTexts();
  document.title = `${view.gameName} · Demo Vendor`;
  const name = document.getElementById('game-name');
  if (name) name.textContent = view.gameName;
  const nickname = document.getElementById('nickname');
  if (nickname) nickname.textContent = view.nickname;
  const mode = document.getElementById('wallet-mode');
  if (mode) {
    mode.hidden = !view.demo;
    mode.textContent = t('freePlay');
    mode.title = t('demoNote');
  }
  document.body.dataset.engine = view.engine;
  setBalance(view.balance, { animate: false });
  const stage = document.getElementById('stage');
  if (!stage) return;
  stage.replaceChildren();
  if (view.engine === 'none') {
    unsupported(stage, view);
    return;
  }
  const module = await import(`./${view.engine}.js`);
  module.mount(stage, view);
}

/**
 * Sports, e-sports, cockfight and other lobbies: this vendor does not run them.
 * @param {HTMLElement} stage
 * @param {import('./common.js').SessionView} view
 */
function unsupported(stage, view) {
  stage.append(
    el(
      'section',
      { class: 'notice-panel notice-unsupported', dataset: { testid: 'unsupported' } },
      el(
        'div',
        { class: 'notice-games', 'aria-hidden': 'true' },
        el('span', { class: 'notice-game notice-game-slot', text: '7' }),
        el('span', { class: 'notice-game notice-game-fish', text: '×' }),
        el('span', { class: 'notice-game notice-game-cards', text: '♠' }),
      ),
      el('p', { class: 'notice-kicker', text: `${view.vendor} · ${view.gameType}` }),
      el('h2', { text: t('unsupportedTitle') }),
      el('p', { class: 'notice-text', text: t('unsupportedText') }),
      el('button', {
        class: 'btn btn-primary btn-large',
        type: 'button',
        onclick: exitToLobby,
        dataset: { testid: 'unsupported-exit' },
        text: t('backToLobby'),
      }),
    ),
  );
}

void start();
