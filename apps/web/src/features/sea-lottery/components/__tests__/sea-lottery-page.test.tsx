import type { Board, DrawnNumero, NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { pointDefaultOdds } from '@msp/contracts/lottery/point-games.ts';
import { sea4dDrawsBetween } from '@msp/contracts/lottery/sea4d-schedule.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SeaLotteryPage } from '../sea-lottery-page.tsx';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

const DAY = 86_400_000;
const balance = { balance: '996.60', held: '0.00', currency: 'BDT', currencySymbol: '৳' };

/** 23 different four-digit numbers, as the results call gives a 4D draw (first, second, third, 10 + 10). */
const drawnInts = (seed: number) =>
  Array.from({ length: 23 }, (_, index) => (seed * 1000 + index * 37) % 10_000);

/** The real past draws before `serverNow` (newest first), each with its own result. */
function pastDraws(serverNow: number): DrawnNumero[] {
  return sea4dDrawsBetween(new Date(serverNow - 40 * DAY), new Date(serverNow - 60_000))
    .reverse()
    .slice(0, 6)
    .map((draw, index) => ({
      numero: draw.numero,
      status: 'SETTLED',
      opensAt: new Date(draw.drawsAt.getTime() - 3 * DAY).toISOString(),
      closesAt: new Date(draw.drawsAt.getTime() - 60_000).toISOString(),
      drawsAt: draw.drawsAt.toISOString(),
      commitment: 'b'.repeat(64),
      result: drawnInts(index + 1),
      seed: 'c'.repeat(64),
    }));
}

/** The 4D game's calls as the server answers them at `serverNow`; its numero closes `closesIn` ms later. */
function mockSea(serverNow: number, closesIn: number, extra: Record<string, unknown> = {}) {
  const next = sea4dDrawsBetween(new Date(serverNow), new Date(serverNow + 8 * DAY))[0]!;
  const current: NumeroInfo = {
    numero: next.numero,
    status: 'OPEN',
    opensAt: new Date(serverNow - DAY).toISOString(),
    closesAt: new Date(serverNow + closesIn).toISOString(),
    drawsAt: new Date(serverNow + closesIn + 60_000).toISOString(),
    commitment: 'a'.repeat(64),
  };
  const startedAt = Date.now();
  const serverTime = () => new Date(serverNow + Date.now() - startedAt).toISOString();
  const draws = pastDraws(serverNow);
  const board = (): Board => ({
    gameCode: 'SEA4D',
    family: 'SEA4D',
    category: 'LOTT',
    intervalMinutes: null,
    cutoffSeconds: 60,
    current,
    last: draws[0]!,
    serverTime: serverTime(),
    limits: {
      minStake: '0.10',
      maxStake: '1000.00',
      maxStakePerKey: '5000.00',
      maxStakePerNumero: '20000.00',
      payoutCap: '1000000.00',
    },
    odds: pointDefaultOdds('SEA4D'),
    prizeMode: 'LOTT',
    rebatePercent: 0,
    soldOut: [],
    calendar: { drawWeekdays: [0, 3, 6], drawMinute: 1140, utcOffsetMinutes: 480, specialDays: [] },
  });
  const mock = mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lotto/lgw/games/SEA4D': board,
    'GET /lotto/lgw/results': {
      content: draws,
      pageNum: 1,
      totalPages: 1,
      totalElements: draws.length,
    },
    'GET /lotto/wps/bets': { content: [], pageNum: 1, totalPages: 0, totalElements: 0 },
    ...extra,
  });
  return { ...mock, current, draws };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const rows = () => screen.getAllByTestId('entry-row');
const row = (index: number) => within(rows()[index]!);

/** Line 1: 1234 Big 1.00 straight; line 2: 1234 iBox Big 2.40. */
function enterTwoLines() {
  type(row(0).getByTestId('s4d-number'), '1234');
  type(row(0).getByTestId('s4d-big'), '1.00');
  fireEvent.click(screen.getByTestId('entry-add'));
  type(row(1).getByTestId('s4d-number'), '1234');
  fireEvent.click(within(row(1).getByTestId('s4d-mode')).getByRole('button', { name: 'iBox' }));
  type(row(1).getByTestId('s4d-big'), '2.40');
}

describe('the SEA 4D page', () => {
  it('shows the game, the draw, its countdown, the schedule and the prize table from the board', async () => {
    const serverNow = Date.now();
    const { current, draws, calls } = mockSea(serverNow, 2 * DAY + 3.5 * 3_600_000);
    renderWithProviders(<SeaLotteryPage />, { path: '/seaLottery' });

    const countdown = await screen.findByTestId('s4d-countdown');
    expect(countdown.dataset.phase).toBe('open');
    // Two days and three and a half hours before the cut-off: the days tile is shown.
    expect(within(countdown).getByTestId('s4d-countdown-time').textContent).toMatch(/^02Days03Hrs(29|30)Min/);
    expect(screen.getByTestId('s4d-numero').dataset.numero).toBe(current.numero);
    expect(screen.getByTestId('s4d-schedule').textContent).toBe('Wed · Sat · Sun 19:00 (UTC+8)');
    expect(screen.getByTestId('sea-page').dataset.gameCode).toBe('SEA4D');

    // Per unit, from the board's odds: Big pays every prize, Small the top three.
    expect(screen.getByTestId('prize-BIG-FIRST').textContent).toBe('৳2,500.00');
    expect(screen.getByTestId('prize-BIG-CONSOLATION').textContent).toBe('৳60.00');
    expect(screen.getByTestId('prize-SMALL-FIRST').textContent).toBe('৳3,500.00');
    expect(screen.getByTestId('prize-SMALL-SPECIAL').textContent).toBe('–');
    expect(screen.getByTestId('prize-3D-SECOND').textContent).toBe('৳660.00');

    // The latest result is on the board; results are asked for 50 at a time (search and calendar).
    const board = await screen.findByTestId('s4d-result-board');
    await vi.waitFor(() => expect(board.dataset.numero).toBe(draws[0]!.numero));
    const results = calls.find((call) => call.path === '/lotto/lgw/results')!;
    expect(results.query.get('gameCode')).toBe('SEA4D');
    expect(results.query.get('pageSize')).toBe('50');
    expect(
      calls.some((call) => call.path === '/lotto/wps/bets' && call.query.get('gameCode') === 'SEA4D'),
    ).toBe(true);
  });

  it('confirms the slip with each bet’s cost and places it with an Idempotency-Key', async () => {
    const { calls, current } = mockSea(Date.now(), DAY, {
      'POST /lotto/wps/bets': (call: RecordedCall) => ({
        slipKey: 'S1',
        total: '3.40',
        bets: (call.body as { bets: { betKey: string; amount: string }[] }).bets.map((bet, index) => ({
          id: String(index + 1),
          betKey: bet.betKey,
          stake: bet.amount,
          status: 'OPEN',
        })),
        balance,
      }),
    });
    renderWithProviders(<SeaLotteryPage />, { path: '/seaLottery?gameCode=SEA4D' });
    await screen.findByTestId('s4d-countdown');
    enterTwoLines();
    expect(row(1).getByTestId('s4d-mode').dataset.mode).toBe('IBOX');
    expect(row(1).getByTestId('s4d-permutations').textContent).toBe('24 permutations');
    // An iBox is one unit whatever its orderings: 1.00 + 2.40.
    expect(screen.getByTestId('s4d-total').textContent).toBe('৳3.40');

    fireEvent.click(screen.getByTestId('s4d-submit'));
    const dialog = await screen.findByTestId('s4d-confirm');
    const lines = within(dialog).getAllByTestId('s4d-confirm-line');
    expect(lines.map((line) => line.dataset.betKey)).toEqual(['BIG:1234', 'IBOX_BIG:1234']);
    expect(within(lines[1]!).getByTestId('s4d-confirm-cost').textContent).toBe('৳2.40');
    expect(within(dialog).getByTestId('s4d-confirm-total').textContent).toBe('৳3.40');
    // Nothing is sent before the member confirms.
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByTestId('s4d-confirm-submit'));
    const placed = await screen.findByTestId('s4d-placed');
    expect(within(placed).getByTestId('s4d-placed-total').textContent).toBe('৳3.40');
    const post = calls.find((call) => call.method === 'POST' && call.path === '/lotto/wps/bets')!;
    expect(post.body).toEqual({
      gameCode: 'SEA4D',
      numero: current.numero,
      bets: [
        { betKey: 'BIG:1234', amount: '1.00' },
        { betKey: 'IBOX_BIG:1234', amount: '2.40' },
      ],
    });
    expect(post.headers['idempotency-key']).toMatch(/.{8,}/);
    // The form starts again empty, and my bets are asked for again.
    expect(rows()).toHaveLength(1);
    expect((row(0).getByTestId('s4d-number') as HTMLInputElement).value).toBe('');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === '/lotto/wps/bets').length).toBe(2),
    );
  });

  it('shows the server’s refusal in the confirm step and places nothing', async () => {
    mockSea(Date.now(), DAY, {
      'POST /lotto/wps/bets': new ErrorAnswer(400, 'wallet.insufficient.funds', 'Insufficient balance'),
    });
    renderWithProviders(<SeaLotteryPage />, { path: '/seaLottery' });
    await screen.findByTestId('s4d-countdown');
    enterTwoLines();
    fireEvent.click(screen.getByTestId('s4d-submit'));
    const dialog = await screen.findByTestId('s4d-confirm');
    fireEvent.click(within(dialog).getByTestId('s4d-confirm-submit'));
    const error = await within(dialog).findByTestId('s4d-error');
    expect(error.textContent).toBe('Insufficient balance');
    expect(screen.queryByTestId('s4d-placed')).toBeNull();
    // The slip is still there to try again.
    expect((row(1).getByTestId('s4d-big') as HTMLInputElement).value).toBe('2.40');
  });

  it('locks the form at the cut-off on the server’s clock, even with the device an hour behind', async () => {
    const serverNow = Date.now() + 3_600_000;
    mockSea(serverNow, 1_500);
    renderWithProviders(<SeaLotteryPage />, { path: '/seaLottery' });
    const countdown = await screen.findByTestId('s4d-countdown');
    expect(countdown.dataset.phase).toBe('open');
    type(row(0).getByTestId('s4d-number'), '0917');
    type(row(0).getByTestId('s4d-small'), '1');
    expect((screen.getByTestId('s4d-submit') as HTMLButtonElement).disabled).toBe(false);

    await vi.waitFor(() => expect(screen.getByTestId('s4d-countdown').dataset.phase).toBe('closed'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('entry-closed').textContent).toBe('Betting is closed for this draw.');
    expect((screen.getByTestId('s4d-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((row(0).getByTestId('s4d-number') as HTMLInputElement).matches(':disabled')).toBe(true);
  }, 30_000);

  it('shows a past draw’s result when its day is picked in the calendar, and finds a number in the results', async () => {
    const { draws } = mockSea(Date.now(), DAY);
    renderWithProviders(<SeaLotteryPage />, { path: '/seaLottery' });
    const board = await screen.findByTestId('s4d-result-board');
    await vi.waitFor(() => expect(board.dataset.numero).toBe(draws[0]!.numero));
    const first = () => within(board).getAllByTestId('board-place')[0]!.dataset.number;
    expect(first()).toBe('1000');

    const older = draws[1]!;
    const calendar = screen.getByTestId('s4d-calendar');
    const dayButton = () =>
      within(calendar).queryByRole('button', { name: new RegExp(`Results of draw ${older.numero}`) });
    // The draw before the latest may be in the month before.
    if (!dayButton()) fireEvent.click(within(calendar).getByTestId('calendar-previous'));
    fireEvent.click(dayButton()!);
    expect(board.dataset.numero).toBe(older.numero);
    expect(within(board).getByTestId('result-board').dataset.numero).toBe(older.numero);
    expect(first()).toBe('2000');

    fireEvent.click(screen.getByTestId('s4d-latest'));
    expect(board.dataset.numero).toBe(draws[0]!.numero);

    // 2000 is the first prize of the older draw only: the search finds it there and opens it.
    const search = screen.getByTestId('s4d-search');
    type(within(search).getByTestId('search-number'), '2000');
    const hits = within(search).getAllByTestId('search-hit');
    expect(hits.map((hit) => [hit.dataset.numero, hit.dataset.tier])).toEqual([[older.numero, 'FIRST']]);
    fireEvent.click(within(hits[0]!).getByRole('button'));
    expect(board.dataset.numero).toBe(older.numero);
  });
});
