import type { Board, DrawnNumero, NumeroInfo, PointGame } from '@msp/contracts/lottery/api.ts';
import { pointDefaultOdds, pointDrawDigits } from '@msp/contracts/lottery/point-games.ts';
import { vnPlayTypes } from '@msp/contracts/lottery/vn.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { VnLotteryPage } from '../vn-lottery-page.tsx';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

/* ---------- recorded answers, shaped by the contract (packages/contracts/src/lottery/api.ts) ---------- */

const limits = {
  minStake: '1.00',
  maxStake: '500.00',
  maxStakePerKey: '20000.00',
  maxStakePerNumero: '50000.00',
  payoutCap: '5000000.00',
};

function numero(serverNow: number, closesIn: number, name = '20250301-0601'): NumeroInfo {
  return {
    numero: name,
    status: 'OPEN',
    opensAt: new Date(serverNow - 30_000).toISOString(),
    closesAt: new Date(serverNow + closesIn).toISOString(),
    drawsAt: new Date(serverNow + closesIn + 10_000).toISOString(),
    commitment: 'a'.repeat(64),
  };
}

/** A sheet of the family: prize i is i × 37 + shift, cut to its digits (the special first). */
function sheetInts(family: 'VN_NORTH' | 'VN_SOUTH', shift: number) {
  return pointDrawDigits(family).map((digits, index) => (index * 37 + shift) % 10 ** digits);
}

function drawn(name: string, result: number[], drawsAt: number): DrawnNumero {
  const at = new Date(drawsAt).toISOString();
  return {
    numero: name,
    status: 'SETTLED',
    opensAt: at,
    closesAt: at,
    drawsAt: at,
    commitment: 'b'.repeat(64),
    result,
    seed: 'c'.repeat(64),
  };
}

function game(gameCode: string, region: PointGame['region'], overrides: Partial<PointGame> = {}): PointGame {
  return {
    gameCode,
    family: region === 'CENTRAL' || region === 'SOUTH' ? 'VN_SOUTH' : 'VN_NORTH',
    category: 'LOTT',
    intervalMinutes: null,
    cutoffSeconds: 900,
    current: null,
    last: null,
    region,
    stationName: null,
    calendar: null,
    drawsToday: true,
    ...overrides,
  };
}

function board(gameCode: string, family: 'VN_NORTH' | 'VN_SOUTH', serverNow: number, current: NumeroInfo) {
  return {
    gameCode,
    family,
    category: 'LOTT',
    intervalMinutes: 1,
    cutoffSeconds: 10,
    current,
    last: null,
    prizeMode: 'LOTT',
    rebatePercent: 0,
    soldOut: [],
    calendar: null,
    serverTime: new Date(serverNow).toISOString(),
    limits,
    odds: pointDefaultOdds(family),
  } satisfies Board;
}

const page = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length });
const balance = { balance: '9000.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' };

/**
 * The page's calls as the server would answer them at `serverNow` (which need not be the device's clock): the
 * first fast draw's numero closes `closesIn` ms after the first answer, and the server's clock runs on.
 */
function mockVn(
  serverNow: number,
  { closesIn = 60_000, soldOut = [] as string[], extra = {} as Record<string, unknown> } = {},
) {
  const startedAt = Date.now();
  const serverTime = () => new Date(serverNow + Date.now() - startedAt).toISOString();
  const current = numero(serverNow, closesIn);
  const hcm = numero(serverNow, 3_600_000, '20250301');
  const fast1 = game('VN_F1', null, { intervalMinutes: 1, cutoffSeconds: 10, current });
  const fast3 = game('VN_F3', null, { intervalMinutes: 3, cutoffSeconds: 10, current });
  const north = game('VN_N', 'NORTH', { current: hcm });
  const danang = game('VN_C_DNG', 'CENTRAL', { stationName: 'Đà Nẵng', current: hcm });
  const hcmc = game('VN_S_HCM', 'SOUTH', { stationName: 'TP. Hồ Chí Minh', current: hcm });
  const camau = game('VN_S_CM', 'SOUTH', { stationName: 'Cà Mau', drawsToday: false, current: hcm });
  const northern = vnPlayTypes('NORTH');
  const southern = vnPlayTypes('SOUTH');
  const results = [0, 1, 2].map((index) =>
    drawn(`20250301-0${600 - index}`, sheetInts('VN_NORTH', index * 11), serverNow - 60_000 * (index + 1)),
  );
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lgw/vn/games/game_menu': () => ({
      serverTime: serverTime(),
      accountTypeName: 'TCG_LOTTO_VN',
      gameMenus: [
        { menu: 'FAST', games: [fast1, fast3], playTypes: northern },
        { menu: 'NORTH', games: [north], playTypes: northern },
        { menu: 'CENTRAL', games: [danang], playTypes: southern },
        { menu: 'SOUTH', games: [hcmc, camau], playTypes: southern },
      ],
    }),
    'GET /lgw/vn/games/game_menu/recent': { games: [hcmc] },
    'GET /lgw/vn/numeros/opened/game': (call: RecordedCall) => ({
      serverTime: serverTime(),
      gameCode: call.query.get('gameCode'),
      current: call.query.get('gameCode') === 'VN_F1' ? current : hcm,
    }),
    'GET /lotto/lgw/games/VN_F1': () => ({
      ...board('VN_F1', 'VN_NORTH', serverNow, current),
      soldOut,
      serverTime: serverTime(),
    }),
    'GET /lotto/lgw/games/VN_S_HCM': () => ({
      ...board('VN_S_HCM', 'VN_SOUTH', serverNow, hcm),
      serverTime: serverTime(),
    }),
    'GET /lotto/lgw/results': (call: RecordedCall) =>
      call.query.get('gameCode') === 'VN_F1' ? page(results) : page([]),
    'GET /lotto/wps/bets': page([]),
    ...extra,
  });
}

const cell = (number: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid="number-board"] [data-number="${number}"]`)!;
const playType = (code: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid="vn-play-type"][data-play-type="${code}"]`)!;
const lines = () =>
  within(screen.getByTestId('vn-slip'))
    .queryAllByTestId('vn-slip-line')
    .map((line) => ({
      key: line.dataset.betKey,
      cost: within(line).getByTestId('vn-slip-cost').textContent,
      win: within(line).getByTestId('vn-slip-win').textContent,
    }));
const setUnit = (value: string) => fireEvent.change(screen.getByTestId('vn-unit'), { target: { value } });

async function openPage(path = '/vnLottery') {
  const rendered = renderWithProviders(<VnLotteryPage />, { path });
  await screen.findByTestId('vn-game-desk');
  await waitFor(() => expect(cell('00')).toBeTruthy());
  return rendered;
}

describe('the Vietnamese lottery page', () => {
  it('lists the regions and their games, opens the first fast draw, and switches region and game', async () => {
    mockVn(Date.now());
    const { router } = await openPage();
    expect(screen.getByTestId('vn-page').dataset.gameCode).toBe('VN_F1');
    const tabs = screen.getAllByTestId('vn-region-tab');
    expect(tabs.map((tab) => tab.dataset.region)).toEqual(['FAST', 'NORTH', 'CENTRAL', 'SOUTH']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('vn-game').map((card) => card.dataset.gameCode)).toEqual(['VN_F1', 'VN_F3']);
    expect(screen.getAllByTestId('vn-game')[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('vn-game')[0]!.textContent).toContain('Fast · 1 min');
    // The member's recent games lead the page.
    expect(within(screen.getByTestId('vn-recent')).getByText('TP. Hồ Chí Minh')).toBeTruthy();
    // The Northern play types, grouped, with the market's quote: a lô costs 27 points and pays 97 a hit.
    expect(playType('LO2').getAttribute('aria-pressed')).toBe('true');
    expect(playType('LO2').textContent).toContain('27 ăn 97');
    expect(playType('XIEN2').textContent).toContain('1 ăn 17.67');
    expect(playType('DE_DAU').textContent).toContain('1 ăn 9.7');

    fireEvent.click(tabs[3]!);
    const south = screen.getAllByTestId('vn-game');
    expect(south.map((card) => [card.dataset.gameCode, card.dataset.today])).toEqual([
      ['VN_S_HCM', 'true'],
      ['VN_S_CM', 'false'],
    ]);
    expect(south[0]!.textContent).toContain('Today');
    expect(south[1]!.textContent).not.toContain('Today');
    // Only the tab changed: the game is still the fast draw until a card is chosen.
    expect(screen.getByTestId('vn-game-desk').dataset.gameCode).toBe('VN_F1');

    fireEvent.click(south[0]!);
    await waitFor(() => expect(screen.getByTestId('vn-game-desk').dataset.gameCode).toBe('VN_S_HCM'));
    expect(router.state.location.search).toBe('?gameCode=VN_S_HCM');
    await waitFor(() => expect(playType('LO2').textContent).toContain('18 ăn 97'));
    expect(screen.getByTestId('vn-game-desk').dataset.family).toBe('VN_SOUTH');
  });

  it('opens the game named by ?gameCode=', async () => {
    mockVn(Date.now());
    await openPage('/vnLottery?gameCode=VN_S_HCM');
    expect(screen.getByTestId('vn-game-desk').dataset.gameCode).toBe('VN_S_HCM');
    const tab = screen.getAllByTestId('vn-region-tab').find((each) => each.dataset.region === 'SOUTH')!;
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('prices a lô slip by the unit (cost unit × 27, each hit unit × 97) and places it with an Idempotency-Key', async () => {
    const { calls } = mockVn(Date.now(), {
      extra: {
        'POST /lotto/wps/bets': (call: RecordedCall) => ({
          slipKey: 'S1',
          total: '540.00',
          bets: (call.body as { bets: { betKey: string; amount: string }[] }).bets.map((bet, index) => ({
            id: String(index + 1),
            betKey: bet.betKey,
            stake: '270.00',
            status: 'OPEN',
          })),
          balance,
        }),
      },
    });
    await openPage();
    setUnit('10');
    fireEvent.click(cell('23'));
    fireEvent.click(cell('07'));
    expect(lines()).toEqual([
      { key: 'LO2:07', cost: '৳270.00', win: '৳970.00' },
      { key: 'LO2:23', cost: '৳270.00', win: '৳970.00' },
    ]);
    expect(screen.getAllByTestId('vn-slip-line')[0]!.textContent).toContain('× hits');
    expect(screen.getByTestId('vn-slip-total').textContent).toBe('৳540.00');
    expect(screen.getByTestId('vn-slip-numero').dataset.numero).toBe('20250301-0601');
    // The selected numbers are marked on the latest sheet.
    expect(screen.getByTestId('vn-result-sheet').querySelector('[data-hit]')).not.toBeNull();

    fireEvent.click(screen.getByTestId('vn-slip-place'));
    fireEvent.click(await screen.findByTestId('vn-slip-confirm'));
    expect(await screen.findByTestId('vn-slip-placed')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/lotto/wps/bets')!;
    expect(post.body).toEqual({
      gameCode: 'VN_F1',
      numero: '20250301-0601',
      bets: [
        { betKey: 'LO2:07', amount: '10' },
        { betKey: 'LO2:23', amount: '10' },
      ],
    });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    // The slip is emptied once placed.
    expect(lines()).toEqual([]);
    expect(cell('07').getAttribute('aria-pressed')).toBe('false');
  });

  it('makes a xiên 2 of exactly two numbers: one bet, cost unit × 1, win unit × 17.67', async () => {
    mockVn(Date.now());
    await openPage();
    setUnit('10');
    fireEvent.click(playType('XIEN2'));
    expect(playType('XIEN2').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(cell('23'));
    expect(lines()).toEqual([]);
    expect(screen.getByTestId('vn-pending').textContent).toContain('pick 1 more');
    expect(screen.getByTestId('vn-slip-place').hasAttribute('disabled')).toBe(true);
    fireEvent.click(cell('07'));
    expect(lines()).toEqual([{ key: 'XIEN2:07-23', cost: '৳10.00', win: '৳176.70' }]);
    // A third number is refused: the bet takes two.
    fireEvent.click(cell('45'));
    expect(cell('45').getAttribute('aria-pressed')).toBe('false');
    expect(lines()).toHaveLength(1);
    expect(screen.getByTestId('vn-slip-total').textContent).toBe('৳10.00');
    expect(screen.getByTestId('vn-slip-place').hasAttribute('disabled')).toBe(false);

    // A unit outside the game's limits cannot be placed.
    setUnit('900');
    expect(screen.getByTestId('vn-slip-place').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('vn-slip').textContent).toContain('between 1.00 and 500.00');
  });

  it('shows the server’s refusal in the slip', async () => {
    mockVn(Date.now(), {
      extra: {
        'POST /lotto/wps/bets': new ErrorAnswer(400, 'wallet.insufficient.funds', 'Insufficient balance'),
      },
    });
    await openPage();
    fireEvent.click(cell('11'));
    fireEvent.click(screen.getByTestId('vn-slip-place'));
    fireEvent.click(await screen.findByTestId('vn-slip-confirm'));
    const error = await within(screen.getByTestId('vn-slip')).findByTestId('vn-slip-error');
    expect(error.textContent).toBe('Insufficient balance');
    expect(screen.queryByTestId('vn-slip-placed')).toBeNull();
  });

  it('shows a sold-out number struck out and not selectable, and a sold-out xiên on its line', async () => {
    mockVn(Date.now(), { soldOut: ['LO2:13', 'XIEN2:07-23'] });
    await openPage();
    expect(cell('13').disabled).toBe(true);
    expect(cell('13').className).toContain('is-sold-out');
    expect(cell('14').disabled).toBe(false);
    fireEvent.click(cell('13'));
    expect(lines()).toEqual([]);

    fireEvent.click(playType('XIEN2'));
    // The board is not struck for a pair; the pair's line is.
    expect(cell('13').disabled).toBe(false);
    fireEvent.click(cell('07'));
    fireEvent.click(cell('23'));
    expect(screen.getByTestId('vn-slip-line').className).toContain('is-invalid');
    expect(screen.getByTestId('vn-slip-place').hasAttribute('disabled')).toBe(true);
  });

  it('shows the latest sheet and an earlier one picked, with the statistics of the draws', async () => {
    mockVn(Date.now());
    await openPage();
    const sheet = await screen.findByTestId('vn-result-sheet');
    await waitFor(() => expect(sheet.dataset.numero).toBe('20250301-0600'));
    expect(screen.getByTestId('vn-stats').textContent).toContain('last 3 draws');
    const picks = screen.getAllByTestId('vn-result-pick');
    expect(picks.map((pick) => pick.dataset.numero)).toEqual([
      '20250301-0600',
      '20250301-0599',
      '20250301-0598',
    ]);
    fireEvent.click(picks[2]!);
    expect(screen.getByTestId('vn-result-sheet').dataset.numero).toBe('20250301-0598');
  });

  it('locks at the cut-off on the server’s clock, even when the device clock is an hour behind', async () => {
    // The server is an hour ahead of this device; the fast draw's numero closes 1.5 s after its answer.
    mockVn(Date.now() + 3_600_000, { closesIn: 1_500 });
    await openPage();
    expect(screen.getByTestId('vn-countdown').dataset.phase).toBe('open');
    fireEvent.click(cell('31'));
    expect(screen.getByTestId('vn-slip-place').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('vn-lock')).toBeNull();

    // Real time passes here: generous on a loaded machine (CI shares two cores).
    await vi.waitFor(() => expect(screen.getByTestId('vn-countdown').dataset.phase).toBe('closed'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('vn-input').dataset.locked).toBe('true');
    expect(screen.getByTestId('vn-lock').textContent).toContain('Betting closed');
    expect(screen.getByTestId('vn-slip-place').hasAttribute('disabled')).toBe(true);
    expect(cell('32').disabled).toBe(true);
    expect(screen.getByTestId('vn-slip-locked')).toBeTruthy();
  }, 30_000);
});
