import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { WinnerBoard } from '../winner-board.tsx';
import { winner } from './home-fixtures.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('WinnerBoard', () => {
  it('asks GET winners of ALL categories, limit 20, and lists masked names, games and amounts with currency', async () => {
    const { calls } = mockFetch({
      'GET /lgw/games/winners': [
        winner('de***er', '12500.00'),
        winner('rahimuddin', '980.5', 'Mahjong Ways'),
      ],
      'GET /wps/system/permission': permission(),
    });
    renderWithProviders(<WinnerBoard />);
    const rows = await screen.findAllByTestId('winner-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('winner-name').textContent).toBe('de***er');
    expect(within(rows[0]!).getByTestId('winner-amount').textContent).toBe('৳12,500.00');
    expect(within(rows[0]!).getByText('Fortune Tiger')).toBeTruthy();
    /* A name that arrives unmasked is masked before it is shown. */
    expect(within(rows[1]!).getByTestId('winner-name').textContent).toBe('ra***in');
    expect(within(rows[1]!).getByTestId('winner-amount').textContent).toBe('৳980.50');
    const call = calls.find((item) => item.path === '/lgw/games/winners')!;
    expect(call.method).toBe('GET');
    expect(call.query.get('gameCategory')).toBe('ALL');
    expect(call.query.get('limitNum')).toBe('20');
    expect(call.query.get('language')).toBe('en');
    expect(JSON.parse(window.sessionStorage.getItem('WINNERS')!).en.value).toHaveLength(2);
  });

  it('scrolls (with a hidden copy for the loop) only when the list is longer than the board', async () => {
    const many = Array.from({ length: 20 }, (_, index) => winner(`pl***${index}`, `${100 + index}.00`));
    mockFetch({ 'GET /lgw/games/winners': many, 'GET /wps/system/permission': permission() });
    renderWithProviders(<WinnerBoard />);
    expect(await screen.findAllByTestId('winner-row')).toHaveLength(20);
    const track = screen.getByTestId('winner-track');
    expect(track.className).toContain('is-scrolling');
    expect(track.querySelectorAll('li')).toHaveLength(40);
  });

  it('does not scroll a short list and says so when empty', async () => {
    mockFetch({ 'GET /lgw/games/winners': [], 'GET /wps/system/permission': permission() });
    renderWithProviders(<WinnerBoard />);
    expect(await screen.findByText('No wins to show yet')).toBeTruthy();
  });
});
