// @ts-check
/**
 * The baccarat table: chips onto Player, Tie and Banker, then the coup the server dealt from this session's
 * shoe is dealt face down and turned over, third cards squeezed in slowly.
 */
import { api, balance, el, money, setBalance, setBusy, showError, t, toast, wait } from './common.js';

/** @typedef {{ rank: string, suit: 'S' | 'H' | 'D' | 'C' }} Card */
/** @typedef {'player' | 'banker' | 'tie'} Area */

const suitSymbols = { S: '♠', H: '♥', D: '♦', C: '♣' };
const areas = /** @type {Area[]} */ (['player', 'tie', 'banker']);

/** @param {Card} card */
function value(card) {
  const index = ['A', '2', '3', '4', '5', '6', '7', '8', '9'].indexOf(card.rank);
  return index === -1 ? 0 : index + 1;
}

/** @param {Card} card */
function cardNode(card) {
  const suit = suitSymbols[card.suit];
  const red = card.suit === 'H' || card.suit === 'D';
  return el(
    'div',
    { class: `card${red ? ' is-red' : ''}`, 'aria-label': `${card.rank}${suit}` },
    el(
      'div',
      { class: 'card-inner' },
      el(
        'div',
        { class: 'card-face card-front' },
        el('span', { class: 'card-corner' }, el('b', { text: card.rank }), el('i', { text: suit })),
        el('span', { class: 'card-pip', text: suit }),
        el(
          'span',
          { class: 'card-corner card-corner-end' },
          el('b', { text: card.rank }),
          el('i', { text: suit }),
        ),
      ),
      el('div', { class: 'card-face card-back' }),
    ),
  );
}

/** @param {number} amount */
function chipNode(amount, extra = '') {
  return el(
    'span',
    { class: `chip chip-v${amount} ${extra}`, 'aria-hidden': 'true' },
    el('span', { text: String(amount / 100) }),
  );
}

/**
 * @param {HTMLElement} stage
 * @param {import('./common.js').SessionView} view
 */
export function mount(stage, view) {
  /** @type {{ chips: number[], maxBetPerArea: number, cardsLeft: number }} */
  const config = view.config;
  /** @type {Record<Area, number>} */
  let bets = { player: 0, banker: 0, tie: 0 };
  let chip = config.chips[1] ?? config.chips[0] ?? 100;
  /** @type {string[]} */
  const road = [];

  const hands = {
    player: el('div', { class: 'bac-cards' }),
    banker: el('div', { class: 'bac-cards' }),
  };
  const totals = {
    player: el('span', { class: 'bac-total', text: '–' }),
    banker: el('span', { class: 'bac-total', text: '–' }),
  };
  const handBox = (/** @type {'player' | 'banker'} */ side) =>
    el(
      'div',
      { class: `bac-hand bac-hand-${side}` },
      el(
        'div',
        { class: 'bac-hand-head' },
        el('span', { class: 'bac-hand-name', text: t(side) }),
        totals[side],
      ),
      hands[side],
    );
  const playerBox = handBox('player');
  const bankerBox = handBox('banker');
  const result = el('div', {
    class: 'bac-result',
    dataset: { testid: 'round-result' },
    'aria-live': 'polite',
  });
  const shoeInfo = el('span', { class: 'bac-shoe', text: t('cardsLeft', { count: config.cardsLeft }) });
  const roadGrid = el('div', { class: 'bac-road', 'aria-label': t('roads') });

  /** @type {Record<Area, HTMLElement>} */
  const stacks = {
    player: el('div', { class: 'bac-stack' }),
    banker: el('div', { class: 'bac-stack' }),
    tie: el('div', { class: 'bac-stack' }),
  };
  const payouts = { player: '1 : 1', tie: '8 : 1', banker: '0.95 : 1' };
  const areaButtons = /** @type {Record<Area, HTMLElement>} */ (
    Object.fromEntries(
      areas.map((area) => [
        area,
        el(
          'button',
          {
            class: `bac-area bac-area-${area}`,
            type: 'button',
            dataset: { testid: `bet-area-${area}`, roundControl: '' },
            onclick: () => place(area),
          },
          el('span', { class: 'bac-area-name', text: t(area) }),
          el('span', { class: 'bac-area-pays', text: payouts[area] }),
          stacks[area],
        ),
      ]),
    )
  );

  const chipButtons = config.chips.map((amount) =>
    el(
      'button',
      {
        class: 'chip-button',
        type: 'button',
        dataset: { testid: `chip-${amount}`, roundControl: '' },
        'aria-label': money(amount),
        'aria-pressed': String(amount === chip),
        onclick: () => {
          chip = amount;
          chipButtons.forEach((button, index) =>
            button.setAttribute('aria-pressed', String(config.chips[index] === amount)),
          );
        },
      },
      chipNode(amount),
    ),
  );
  const totalStake = el('strong', { class: 'bac-stake-value', text: money(0) });
  const clearButton = el('button', {
    class: 'btn',
    type: 'button',
    dataset: { roundControl: '', testid: 'clear-button' },
    text: t('clear'),
    onclick: () => setBets({ player: 0, banker: 0, tie: 0 }),
  });
  const doubleButton = el('button', {
    class: 'btn',
    type: 'button',
    dataset: { roundControl: '', testid: 'double-button' },
    text: '×2',
    'aria-label': t('double'),
    onclick: () => {
      const doubled = { player: bets.player * 2, banker: bets.banker * 2, tie: bets.tie * 2 };
      if (Math.max(doubled.player, doubled.banker, doubled.tie) > config.maxBetPerArea) {
        toast(t('tableLimit', { amount: money(config.maxBetPerArea) }), 'info');
      } else if (doubled.player + doubled.banker + doubled.tie > balance()) {
        toast(t('notEnough'), 'error');
      } else {
        setBets(doubled);
      }
    },
  });
  const dealButton = el('button', {
    class: 'btn btn-primary btn-large bac-deal',
    type: 'button',
    dataset: { testid: 'deal-button', roundControl: '' },
    text: t('deal'),
  });

  stage.append(
    el(
      'section',
      { class: 'baccarat' },
      el(
        'div',
        { class: 'bac-table' },
        el(
          'div',
          { class: 'bac-top' },
          shoeInfo,
          el('span', { class: 'bac-title', text: 'PUNTO BANCO' }),
          roadGrid,
        ),
        el('div', { class: 'bac-hands' }, playerBox, el('div', { class: 'bac-vs', text: 'VS' }), bankerBox),
        result,
        el('div', { class: 'bac-areas' }, ...areas.map((area) => areaButtons[area])),
        el('p', { class: 'bac-limit', text: t('tableLimit', { amount: money(config.maxBetPerArea) }) }),
      ),
      el(
        'div',
        { class: 'bac-controls panel' },
        el('div', { class: 'bac-chips' }, ...chipButtons),
        el(
          'div',
          { class: 'bac-actions' },
          el(
            'div',
            { class: 'bac-stake' },
            el('span', { class: 'field-label', text: t('stake') }),
            totalStake,
          ),
          clearButton,
          doubleButton,
          dealButton,
        ),
      ),
    ),
  );
  result.textContent = t('placeBets');

  /** @param {Record<Area, number>} next */
  function setBets(next) {
    bets = next;
    for (const area of areas) {
      const amount = bets[area];
      stacks[area].replaceChildren(
        ...(amount > 0
          ? [
              chipNode(largestChip(amount), 'chip-placed'),
              el('span', { class: 'bac-stack-amount', text: money(amount) }),
            ]
          : []),
      );
      areaButtons[area].classList.toggle('has-bet', amount > 0);
    }
    totalStake.textContent = money(bets.player + bets.banker + bets.tie);
  }

  /** @param {number} amount */
  function largestChip(amount) {
    return [...config.chips].reverse().find((value) => amount >= value) ?? chip;
  }

  /** @param {Area} area */
  function place(area) {
    const total = bets.player + bets.banker + bets.tie;
    if (bets[area] + chip > config.maxBetPerArea) {
      toast(t('tableLimit', { amount: money(config.maxBetPerArea) }), 'info');
      return;
    }
    if (total + chip > balance()) {
      toast(t('notEnough'), 'error');
      return;
    }
    setBets({ ...bets, [area]: bets[area] + chip });
  }

  const resetTable = () => {
    hands.player.replaceChildren();
    hands.banker.replaceChildren();
    totals.player.textContent = '–';
    totals.banker.textContent = '–';
    for (const box of [playerBox, bankerBox]) box.classList.remove('is-winner');
    for (const area of areas) areaButtons[area].classList.remove('is-winner');
    result.className = 'bac-result';
  };

  /**
   * Deals one card face down into a hand; `turn` turns it over (slowly when squeezed).
   * @param {'player' | 'banker'} side @param {Card} card
   */
  const dealCard = async (side, card) => {
    const node = cardNode(card);
    hands[side].append(node);
    await wait(260);
    return node;
  };

  /** @param {HTMLElement} node @param {boolean} squeeze */
  const turn = async (node, squeeze) => {
    node.classList.add(squeeze ? 'is-squeezed' : 'is-open');
    await wait(squeeze ? 1500 : 420);
    node.classList.add('is-open');
  };

  /** @param {'player' | 'banker'} side @param {Card[]} cards */
  const showTotal = (side, cards) => {
    totals[side].textContent = String(cards.reduce((sum, card) => sum + value(card), 0) % 10);
    totals[side].classList.remove('bump');
    void totals[side].offsetWidth;
    totals[side].classList.add('bump');
  };

  /** @param {any} round */
  const present = async (round) => {
    /** @type {Card[]} */
    const player = round.coup.player;
    /** @type {Card[]} */
    const banker = round.coup.banker;
    const p1 = await dealCard('player', /** @type {Card} */ (player[0]));
    const b1 = await dealCard('banker', /** @type {Card} */ (banker[0]));
    const p2 = await dealCard('player', /** @type {Card} */ (player[1]));
    const b2 = await dealCard('banker', /** @type {Card} */ (banker[1]));
    await turn(p1, false);
    await turn(p2, false);
    showTotal('player', player.slice(0, 2));
    await turn(b1, false);
    await turn(b2, false);
    showTotal('banker', banker.slice(0, 2));
    if (player[2]) {
      const p3 = await dealCard('player', player[2]);
      await turn(p3, true);
      showTotal('player', player);
    }
    if (banker[2]) {
      const b3 = await dealCard('banker', banker[2]);
      await turn(b3, true);
      showTotal('banker', banker);
    }
  };

  const deal = async () => {
    const stake = bets.player + bets.banker + bets.tie;
    if (stake <= 0) {
      toast(t('placeBets'), 'info');
      return;
    }
    setBusy(true);
    resetTable();
    result.textContent = '';
    /** @type {any} */
    let round;
    try {
      round = await api('/api/baccarat/deal', { bets });
    } catch (error) {
      showError(error);
      result.textContent = t('placeBets');
      setBusy(false);
      return;
    }
    if (round.reshuffled) toast(t('newShoe'), 'info');
    await present(round);
    const { outcome, playerTotal: p, bankerTotal: b } = round.coup;
    const headline =
      outcome === 'PLAYER'
        ? t('playerWins', { p, b })
        : outcome === 'BANKER'
          ? t('bankerWins', { p, b })
          : t('tieResult', { p });
    const winnerArea = /** @type {Area} */ (outcome.toLowerCase());
    areaButtons[winnerArea].classList.add('is-winner');
    if (outcome !== 'TIE') (outcome === 'PLAYER' ? playerBox : bankerBox).classList.add('is-winner');
    result.replaceChildren(
      el('span', { class: 'bac-result-head', text: headline }),
      el('span', {
        class: 'bac-result-win',
        text: round.win > 0 ? t('youWinTable', { amount: money(round.win) }) : t('youLose'),
      }),
    );
    result.className = `bac-result is-${winnerArea}${round.win > 0 ? ' is-paid' : ''}`;
    road.push(outcome[0]);
    renderRoad();
    shoeInfo.textContent = t('cardsLeft', { count: round.cardsLeft });
    setBalance(round.balance);
    if (round.notice) showError(new Error(round.notice));
    // The chips stay on the table for the next coup, as at a real table.
    setBusy(false);
  };

  const renderRoad = () => {
    const recent = road.slice(-36);
    roadGrid.replaceChildren(
      ...recent.map((mark) =>
        el('span', {
          class: `bac-bead bead-${mark}`,
          text: mark === 'P' ? t('player')[0] : mark === 'B' ? t('banker')[0] : t('tie')[0],
        }),
      ),
    );
  };

  dealButton.addEventListener('click', () => void deal());
  setBets(bets);
}
