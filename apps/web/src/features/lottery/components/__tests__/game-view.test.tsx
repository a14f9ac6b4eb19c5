import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { LotteryPage } from '../lottery-page.tsx';
import { board, drawn, numero, page } from './lottery-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

const balance = { balance: '990.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' };

/** The game's calls, answered as the server would at `serverNow` (which need not be the device's clock). */
function mockGame(serverNow: number, closesIn: number, extra: Record<string, unknown> = {}) {
  const current = numero(serverNow, {
    closesAt: new Date(serverNow + closesIn).toISOString(),
    drawsAt: new Date(serverNow + closesIn + 10_000).toISOString(),
  });
  /* The server's clock runs on: an answer asked for again later tells the later time, as the server would. */
  const startedAt = Date.now();
  const serverTime = () => new Date(serverNow + Date.now() - startedAt).toISOString();
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lotto/lgw/games': () => ({ serverTime: serverTime(), games: [] }),
    'GET /lotto/lgw/games/E28_1M': () => ({
      ...board('DIGITS3', serverNow, current),
      serverTime: serverTime(),
    }),
    'GET /lotto/lgw/games/opened/numero': () => ({ serverTime: serverTime(), gameCode: 'E28_1M', current }),
    'GET /lotto/lgw/results': page([
      drawn('20250301-0600', [3, 9, 1], new Date(serverNow - 40_000).toISOString()),
    ]),
    'GET /lotto/wps/bets': page([]),
    ...extra,
  });
}

describe('the betting page', () => {
  it('prices the slip with the board’s odds and places it with an Idempotency-Key', async () => {
    const serverNow = Date.now();
    const { calls } = mockGame(serverNow, 60_000, {
      'POST /lotto/wps/bets': (call: RecordedCall) => ({
        slipKey: 'S1',
        total: '110.00',
        bets: (call.body as { bets: { betKey: string; amount: string }[] }).bets.map((bet, index) => ({
          id: String(index + 1),
          betKey: bet.betKey,
          stake: `${bet.amount}.00`,
          status: 'OPEN',
        })),
        balance,
      }),
    });
    renderWithProviders(<LotteryPage />, { path: '/lottery?gameCode=E28_1M' });
    const big = await screen.findByRole('button', { name: 'Big ×1.94' });
    fireEvent.click(screen.getByRole('button', { name: '100' }));
    fireEvent.click(big);
    fireEvent.click(screen.getByRole('button', { name: '10' }));
    fireEvent.click(document.querySelector('[data-bet-key="SUM:13"]')!);
    const slip = screen.getByTestId('bet-slip');
    expect(within(slip).getAllByTestId('slip-line')).toHaveLength(2);
    // 100 + 10 staked; 100 × 1.94 + 10 × 12.93 back at best (a win includes the stake).
    expect(screen.getByTestId('slip-total').textContent).toBe('৳110.00');
    expect(screen.getByTestId('slip-potential').textContent).toBe('৳323.30');
    // The latest result is on the stage, with its verification link.
    expect((await screen.findByTestId('latest-numero')).textContent).toBe('20250301-0600');
    expect(screen.getAllByTestId('verify-link')[0]!.getAttribute('href')).toBe(
      '/verify?gameCode=E28_1M&numero=20250301-0600',
    );

    fireEvent.click(screen.getByTestId('slip-place'));
    fireEvent.click(await screen.findByTestId('slip-confirm-submit'));
    expect(await screen.findByTestId('slip-placed')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/lotto/wps/bets')!;
    expect(post.body).toEqual({
      gameCode: 'E28_1M',
      numero: '20250301-0601',
      bets: [
        { betKey: 'BIG', amount: '100' },
        { betKey: 'SUM:13', amount: '10' },
      ],
    });
    expect(post.headers['idempotency-key']).toBeTruthy();
    expect(within(slip).queryAllByTestId('slip-line')).toHaveLength(0);
  });

  it('shows the server’s refusal beside the slip', async () => {
    mockGame(Date.now(), 60_000, {
      'POST /lotto/wps/bets': new ErrorAnswer(400, 'wallet.insufficient.funds', 'Insufficient balance'),
    });
    renderWithProviders(<LotteryPage />, { path: '/lottery?gameCode=E28_1M' });
    fireEvent.click(await screen.findByRole('button', { name: 'Small ×1.94' }));
    fireEvent.click(screen.getByTestId('slip-place'));
    fireEvent.click(await screen.findByTestId('slip-confirm-submit'));
    const error = await within(screen.getByTestId('bet-slip')).findByTestId('slip-error');
    expect(error.textContent).toBe('Insufficient balance');
  });

  it('locks the board at the cut-off on the server’s clock, even when the device clock is an hour behind', async () => {
    // The server is an hour ahead of this device; its numero closes 1.5 s after its answer.
    const serverNow = Date.now() + 3_600_000;
    mockGame(serverNow, 1_500);
    renderWithProviders(<LotteryPage />, { path: '/lottery?gameCode=E28_1M' });
    const countdown = await screen.findByTestId('lottery-countdown');
    expect(countdown.dataset.phase).toBe('open');
    expect(screen.getByTestId('board').dataset.locked).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Odd ×1.94' }));
    expect(screen.getByTestId('slip-place').hasAttribute('disabled')).toBe(false);

    // Real time passes here: generous on a loaded machine (CI shares two cores).
    await vi.waitFor(() => expect(screen.getByTestId('lottery-countdown').dataset.phase).toBe('closed'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('board').dataset.locked).toBe('true');
    expect(screen.getByTestId('board-lock').textContent).toContain('Betting closed');
    expect(screen.getByTestId('slip-place').hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Even ×1.94' }) as HTMLButtonElement).disabled).toBe(true);
    // The numero that closed is the one drawn next: the stage rolls for it.
    expect(screen.getByTestId('draw-stage').dataset.numero).toBe('20250301-0601');
    expect(screen.getByTestId('draw-display').dataset.state).toBe('rolling');
  }, 30_000);
});
