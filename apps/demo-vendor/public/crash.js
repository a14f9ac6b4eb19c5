// @ts-check
/* global window, requestAnimationFrame, ResizeObserver */
/**
 * Crash dressed as fishing: a hooked fish drags the line up a multiplier curve until it breaks free. The
 * player fixes a stake and a cash-out target before casting; the server has drawn where the fish breaks free.
 */
import { api, el, money, multiplier, setBalance, setBusy, showError, t } from './common.js';

/** @typedef {{ t: number, m: number }} Point */

/**
 * @param {HTMLElement} stage
 * @param {import('./common.js').SessionView} view
 */
export function mount(stage, view) {
  /** @type {{ stakes: number[], minTarget: number, maxTarget: number }} */
  const config = view.config;
  const canvas = /** @type {HTMLCanvasElement} */ (
    el('canvas', { class: 'crash-canvas', 'aria-hidden': 'true' })
  );
  const context = canvas.getContext('2d');
  const bigMultiplier = el('div', { class: 'crash-multiplier', text: multiplier(1) });
  const caption = el('div', { class: 'crash-caption', text: t('fishTitle') });
  const history = el('div', { class: 'crash-history', 'aria-label': t('history') });
  const result = el('div', {
    class: 'result-line crash-result',
    dataset: { testid: 'round-result' },
    'aria-live': 'polite',
  });

  const stakeSelect = /** @type {HTMLSelectElement} */ (
    el(
      'select',
      { class: 'select', dataset: { testid: 'bet-select', roundControl: '' }, 'aria-label': t('stake') },
      ...config.stakes.map((stake) => el('option', { value: String(stake), text: money(stake) })),
    )
  );
  stakeSelect.value = String(config.stakes[2] ?? config.stakes[0]);
  const targetInput = /** @type {HTMLInputElement} */ (
    el('input', {
      class: 'input crash-target-input',
      type: 'number',
      inputmode: 'decimal',
      min: String(config.minTarget),
      max: String(config.maxTarget),
      step: '0.01',
      value: '2.00',
      dataset: { testid: 'target-input', roundControl: '' },
      'aria-label': t('target'),
    })
  );
  const potential = el('span', { class: 'crash-potential' });
  const quickTargets = el(
    'div',
    { class: 'crash-quick' },
    ...[1.5, 2, 5, 10].map((value) =>
      el('button', {
        class: 'crash-quick-button',
        type: 'button',
        dataset: { roundControl: '', testid: `target-${value}` },
        text: multiplier(value),
        onclick: () => {
          targetInput.value = value.toFixed(2);
          updatePotential();
        },
      }),
    ),
  );
  const playButton = el('button', {
    class: 'btn btn-primary btn-large crash-play',
    type: 'button',
    dataset: { testid: 'play-button', roundControl: '' },
    text: t('cast'),
  });

  const readTarget = () => {
    const value = Math.round(Number(targetInput.value) * 100) / 100;
    return Number.isFinite(value) && value >= config.minTarget && value <= config.maxTarget ? value : null;
  };
  const updatePotential = () => {
    const target = readTarget();
    potential.textContent = target
      ? `${t('win')}: ${money(Math.floor(Number(stakeSelect.value) * target))}`
      : '';
  };
  targetInput.addEventListener('input', updatePotential);
  stakeSelect.addEventListener('change', updatePotential);
  updatePotential();

  const scene = el('div', { class: 'crash-scene panel' }, canvas, bigMultiplier, caption, history);
  stage.append(
    el(
      'section',
      { class: 'crash' },
      scene,
      result,
      el(
        'div',
        { class: 'crash-controls panel' },
        el('label', { class: 'field' }, el('span', { class: 'field-label', text: t('stake') }), stakeSelect),
        el(
          'div',
          { class: 'field crash-target' },
          el('span', { class: 'field-label', text: t('target') }),
          el('div', { class: 'crash-target-row' }, targetInput, quickTargets),
          potential,
        ),
        playButton,
      ),
    ),
  );

  /** Animation state: the curve so far, and how the round ended. */
  const state = {
    /** @type {Point[]} */
    points: [{ t: 0, m: 1 }],
    target: 2,
    /** @type {'idle' | 'running' | 'caught' | 'broke'} */
    phase: 'idle',
    /** When the fish broke free or was landed (ms). */
    endedAt: 0,
    clock: 0,
  };

  const draw = () => {
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawScene(context, width, height, state);
  };

  // The water moves all the time; the curve grows while a round runs.
  const loop = () => {
    state.clock = performance.now();
    draw();
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  new ResizeObserver(draw).observe(canvas);

  /** @param {number} crashPoint */
  const addHistory = (crashPoint) => {
    const pill = el('span', {
      class: `crash-pill ${crashPoint >= 10 ? 'is-high' : crashPoint >= 2 ? 'is-mid' : 'is-low'}`,
      text: crashPoint >= 1000 ? '1000×+' : multiplier(crashPoint),
    });
    history.prepend(pill);
    while (history.children.length > 10) history.lastElementChild?.remove();
  };

  /**
   * Climbs the multiplier to `end` in a time that grows with its logarithm.
   * @param {number} end
   */
  const climb = (end) =>
    new Promise((resolve) => {
      const duration = Math.min(7000, 900 + 1500 * Math.log(end));
      const started = performance.now();
      const tick = () => {
        const elapsed = Math.min(duration, performance.now() - started);
        const m = end ** (elapsed / duration);
        state.points.push({ t: elapsed, m });
        bigMultiplier.textContent = multiplier(Math.floor(m * 100) / 100);
        if (elapsed < duration) requestAnimationFrame(tick);
        else resolve(undefined);
      };
      requestAnimationFrame(tick);
    });

  const play = async () => {
    const target = readTarget();
    if (!target) {
      showError(new Error(t('targetRange', { min: config.minTarget, max: config.maxTarget })));
      return;
    }
    targetInput.value = target.toFixed(2);
    setBusy(true);
    playButton.textContent = t('reeling');
    result.textContent = '';
    result.className = 'result-line crash-result';
    scene.classList.remove('is-caught', 'is-broke');
    state.points = [{ t: 0, m: 1 }];
    state.target = target;
    state.phase = 'running';
    bigMultiplier.textContent = multiplier(1);
    caption.textContent = t('fishTitle');
    /** @type {any} */
    let round;
    try {
      round = await api('/api/crash/play', { stake: Number(stakeSelect.value), target });
    } catch (error) {
      state.phase = 'idle';
      showError(error);
      playButton.textContent = t('cast');
      setBusy(false);
      return;
    }
    const end = round.won ? round.target : round.crashPoint;
    await climb(Math.max(1, end));
    state.endedAt = performance.now();
    bigMultiplier.textContent = multiplier(end);
    if (round.won) {
      state.phase = 'caught';
      scene.classList.add('is-caught');
      caption.textContent = t('wouldBreak', { x: multiplier(round.crashPoint) });
      result.textContent = t('caught', { x: multiplier(round.target), amount: money(round.win) });
      result.classList.add('is-win');
    } else {
      state.phase = 'broke';
      scene.classList.add('is-broke');
      result.textContent = t('brokeFree', { x: multiplier(round.crashPoint) });
      result.classList.add('is-loss');
    }
    addHistory(round.crashPoint);
    setBalance(round.balance);
    if (round.notice) showError(new Error(round.notice));
    playButton.textContent = t('cast');
    setBusy(false);
  };

  playButton.addEventListener('click', () => void play());
}

/**
 * @param {CanvasRenderingContext2D} g
 * @param {number} width
 * @param {number} height
 * @param {{ points: Point[], target: number, phase: string, endedAt: number, clock: number }} state
 */
function drawScene(g, width, height, state) {
  const now = state.clock / 1000;
  const surface = height * 0.2;
  g.clearRect(0, 0, width, height);
  // Night sky over deep water.
  const sky = g.createLinearGradient(0, 0, 0, surface);
  sky.addColorStop(0, '#070b1f');
  sky.addColorStop(1, '#13224a');
  g.fillStyle = sky;
  g.fillRect(0, 0, width, surface + 2);
  const water = g.createLinearGradient(0, surface, 0, height);
  water.addColorStop(0, '#0b4a6b');
  water.addColorStop(0.5, '#073450');
  water.addColorStop(1, '#031a2c');
  g.fillStyle = water;
  g.beginPath();
  g.moveTo(0, surface);
  for (let x = 0; x < width + 12; x += 12) g.lineTo(x, surface + Math.sin(x / 38 + now * 1.6) * 3);
  g.lineTo(width + 12, height);
  g.lineTo(0, height);
  g.closePath();
  g.fill();
  // Moon and its glow.
  g.fillStyle = 'rgba(255, 236, 180, 0.9)';
  g.beginPath();
  g.arc(width * 0.86, surface * 0.66, Math.max(8, surface * 0.16), 0, Math.PI * 2);
  g.fill();
  // Light rays in the water.
  g.save();
  g.globalAlpha = 0.06;
  g.fillStyle = '#9fe8ff';
  for (let i = 0; i < 5; i++) {
    const x = ((i * 0.23 + now * 0.01) % 1) * width;
    g.beginPath();
    g.moveTo(x, surface);
    g.lineTo(x + 60, surface);
    g.lineTo(x + 160, height);
    g.lineTo(x + 40, height);
    g.fill();
  }
  g.restore();

  // The chart: time to the right, multiplier up.
  const left = Math.max(46, width * 0.07);
  const right = width - Math.max(18, width * 0.04);
  const bottom = height - 22;
  const top = surface + 26;
  const last = state.points[state.points.length - 1] ?? { t: 0, m: 1 };
  const maxM = Math.max(
    2,
    last.m * 1.25,
    state.phase === 'idle' ? 2 : Math.min(state.target * 1.1, last.m * 1.6),
  );
  const maxT = Math.max(1800, last.t);
  const x = (/** @type {number} */ time) => left + (time / maxT) * (right - left) * 0.86;
  const y = (/** @type {number} */ m) => bottom - ((m - 1) / (maxM - 1)) * (bottom - top);

  // Grid lines with multiplier labels.
  g.font = '600 11px system-ui, sans-serif';
  g.textAlign = 'right';
  g.textBaseline = 'middle';
  const step = niceStep((maxM - 1) / 4);
  for (let m = 1; m <= maxM + 1e-9; m += step) {
    g.strokeStyle = 'rgba(160, 220, 255, 0.08)';
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(left, y(m));
    g.lineTo(right, y(m));
    g.stroke();
    g.fillStyle = 'rgba(190, 230, 255, 0.45)';
    g.fillText(`${m.toFixed(m < 10 ? 1 : 0)}×`, left - 8, y(m));
  }

  // The cash-out target.
  if (state.target <= maxM) {
    g.save();
    g.setLineDash([6, 6]);
    g.strokeStyle = 'rgba(47, 217, 143, 0.7)';
    g.lineWidth = 1.5;
    g.beginPath();
    g.moveTo(left, y(state.target));
    g.lineTo(right, y(state.target));
    g.stroke();
    g.restore();
    g.fillStyle = 'rgba(47, 217, 143, 0.95)';
    g.textAlign = 'right';
    g.fillText(`${state.target.toFixed(2)}×`, right, y(state.target) - 10);
  }

  // The fish's path: a glowing curve with a filled wake.
  const broke = state.phase === 'broke';
  const caught = state.phase === 'caught';
  const color = broke ? '#ff5473' : caught ? '#2fd98f' : '#ffd36b';
  if (state.points.length > 1) {
    g.beginPath();
    g.moveTo(x(0), y(1));
    for (const point of state.points) g.lineTo(x(point.t), y(point.m));
    g.lineTo(x(last.t), bottom);
    g.lineTo(x(0), bottom);
    g.closePath();
    const wake = g.createLinearGradient(0, top, 0, bottom);
    wake.addColorStop(0, broke ? 'rgba(255, 84, 115, 0.25)' : 'rgba(255, 211, 107, 0.22)');
    wake.addColorStop(1, 'rgba(255, 211, 107, 0)');
    g.fillStyle = wake;
    g.fill();
    g.save();
    g.shadowColor = color;
    g.shadowBlur = 14;
    g.strokeStyle = color;
    g.lineWidth = 4;
    g.lineCap = 'round';
    g.lineJoin = 'round';
    g.beginPath();
    state.points.forEach((point, index) =>
      index === 0 ? g.moveTo(x(point.t), y(point.m)) : g.lineTo(x(point.t), y(point.m)),
    );
    g.stroke();
    g.restore();
  }

  // Where the fish is: the head of the curve, swimming off after it broke free.
  let fishX = x(last.t);
  let fishY = y(last.m);
  const previous = state.points[Math.max(0, state.points.length - 6)] ?? last;
  let angle = Math.atan2(fishY - y(previous.m), fishX - x(previous.t) || 1);
  if (state.phase === 'idle') {
    fishX = x(0) + 30 + Math.sin(now * 1.3) * 8;
    fishY = bottom - 30 + Math.cos(now * 1.7) * 5;
    angle = Math.sin(now * 1.3) * 0.15;
  }
  const since = (state.clock - state.endedAt) / 1000;
  if (broke) {
    const drift = Math.min(1.4, since);
    fishX += drift * 220;
    fishY += drift * 120;
    angle = 0.5;
  }

  // The rod above the water and its line down to the fish (slack and red once it snapped).
  const rodX = Math.max(26, width * 0.05);
  const rodY = surface - 18;
  g.strokeStyle = '#c9a46a';
  g.lineWidth = 4;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(rodX - 18, surface + 6);
  g.lineTo(rodX, rodY);
  g.stroke();
  g.strokeStyle = broke ? 'rgba(255, 84, 115, 0.8)' : 'rgba(230, 245, 255, 0.75)';
  g.lineWidth = 1.3;
  g.beginPath();
  g.moveTo(rodX, rodY);
  if (broke) {
    g.quadraticCurveTo(rodX + 40, surface + 60, rodX + 70, surface + 120 + Math.min(1, since) * 40);
  } else {
    g.quadraticCurveTo(
      (rodX + fishX) / 2,
      Math.max(rodY, (rodY + fishY) / 2 + 30),
      fishX - 14 * Math.cos(angle),
      fishY - 14 * Math.sin(angle),
    );
  }
  g.stroke();

  if (!broke || since < 1.4)
    drawFish(g, fishX, fishY, angle, now, broke ? Math.max(0, 1 - since / 1.4) : 1, caught);

  // Bubbles.
  g.fillStyle = 'rgba(200, 240, 255, 0.25)';
  for (let i = 0; i < 14; i++) {
    const bx = ((i * 0.137 + 0.05) % 1) * width + Math.sin(now + i) * 6;
    const by = bottom - ((now * 26 + i * 53) % (bottom - surface));
    g.beginPath();
    g.arc(bx, by, 1.5 + (i % 3), 0, Math.PI * 2);
    g.fill();
  }
}

/**
 * @param {CanvasRenderingContext2D} g
 * @param {number} x @param {number} y @param {number} angle @param {number} now @param {number} alpha
 * @param {boolean} caught
 */
function drawFish(g, x, y, angle, now, alpha, caught) {
  g.save();
  g.globalAlpha = alpha;
  g.translate(x, y);
  g.rotate(angle);
  const wag = Math.sin(now * 12) * 0.25;
  const body = g.createLinearGradient(0, -14, 0, 14);
  body.addColorStop(0, caught ? '#a8ffd8' : '#ffe08a');
  body.addColorStop(0.5, caught ? '#2fd98f' : '#ff9f2e');
  body.addColorStop(1, caught ? '#0e7a52' : '#c2410c');
  // Tail.
  g.save();
  g.translate(-20, 0);
  g.rotate(wag);
  g.fillStyle = caught ? '#1fb879' : '#f97316';
  g.beginPath();
  g.moveTo(0, 0);
  g.lineTo(-16, -12);
  g.lineTo(-12, 0);
  g.lineTo(-16, 12);
  g.closePath();
  g.fill();
  g.restore();
  // Body.
  g.shadowColor = caught ? 'rgba(47, 217, 143, 0.8)' : 'rgba(255, 180, 60, 0.7)';
  g.shadowBlur = 18;
  g.fillStyle = body;
  g.beginPath();
  g.ellipse(0, 0, 24, 13, 0, 0, Math.PI * 2);
  g.fill();
  g.shadowBlur = 0;
  // Fin, gill and eye.
  g.fillStyle = 'rgba(255, 255, 255, 0.35)';
  g.beginPath();
  g.moveTo(-4, -11);
  g.quadraticCurveTo(4, -22, 10, -11);
  g.fill();
  g.strokeStyle = 'rgba(120, 40, 0, 0.45)';
  g.lineWidth = 1.5;
  g.beginPath();
  g.arc(8, 0, 9, -1.1, 1.1);
  g.stroke();
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(15, -3, 4, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#111';
  g.beginPath();
  g.arc(16, -3, 2, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/** A round grid step (1, 2 or 5 × 10^n) near `raw`. @param {number} raw */
function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 0.01)));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}
