import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { menu, permission, vendor } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { HotGamesCarousel } from '../hot-games-carousel.tsx';
import { game } from './home-fixtures.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const games = (count: number, from = 1) => Array.from({ length: count }, (_, index) => game(from + index));
const menus = [menu('RNG', [vendor('RNG', 'PG'), vendor('RNG', 'JL')])];

describe('HotGamesCarousel', () => {
  it('pages the hot games 16 to a page (4 per view, 4 rows), with arrows and dots', async () => {
    mockFetch({ 'GET /lgw/games/hot/v2': games(20), 'GET /wps/system/permission': permission() });
    renderWithProviders(<HotGamesCarousel menus={menus} />);
    const pages = await screen.findAllByTestId('hot-games-page');
    expect(pages).toHaveLength(2);
    expect(within(pages[0]!).getAllByTestId('game-tile')).toHaveLength(16);
    expect(within(pages[1]!).getAllByTestId('game-tile')).toHaveLength(4);
    const section = screen.getByTestId('hot-games');
    expect(within(section).getByTestId('carousel-next')).toBeTruthy();
    expect(within(within(section).getByTestId('carousel-dots')).getAllByRole('tab')).toHaveLength(2);
  });

  it('has one page and no arrows or dots for 16 games', async () => {
    mockFetch({ 'GET /lgw/games/hot/v2': games(16), 'GET /wps/system/permission': permission() });
    renderWithProviders(<HotGamesCarousel menus={menus} />);
    const pages = await screen.findAllByTestId('hot-games-page');
    expect(pages).toHaveLength(1);
    expect(within(pages[0]!).getAllByTestId('game-tile')).toHaveLength(16);
    expect(screen.queryByTestId('carousel-dots')).toBeNull();
    expect(screen.queryByTestId('carousel-next')).toBeNull();
  });

  it('asks the hot list (isPlatform 2, language), keeps only RNG games and caches them in HOT_GAMES', async () => {
    const { calls } = mockFetch({
      'GET /lgw/games/hot/v2': [...games(3), game(99, { gameType: 'LIVE' })],
      'GET /wps/system/permission': permission(),
    });
    renderWithProviders(<HotGamesCarousel menus={menus} />);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
    const query = calls.find((call) => call.path === '/lgw/games/hot/v2')!.query;
    expect(query.get('isPlatform')).toBe('2');
    expect(query.get('language')).toBe('en');
    expect(query.get('vassalage')).toBeNull();
    const cached = JSON.parse(window.sessionStorage.getItem('HOT_GAMES')!);
    expect(cached['en:RNG'].value.map((item: { nodeId: number }) => item.nodeId)).toEqual([1, 2, 3]);
  });

  it('asks one vendor’s hot list when a vendor is picked', async () => {
    const { calls } = mockFetch({
      'GET /lgw/games/hot/v2': (call: RecordedCall) =>
        call.query.get('vassalage') === 'JL'
          ? games(2, 50).map((item) => ({ ...item, vassalage: 'JL' }))
          : games(5),
      'GET /wps/system/permission': permission(),
    });
    renderWithProviders(<HotGamesCarousel menus={menus} />);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(5));
    fireEvent.click(screen.getByTestId('hot-vendor-JL'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
    expect(calls.at(-1)!.query.get('vassalage')).toBe('JL');
    expect(screen.getByTestId('hot-vendor-JL').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the session cache at once, without waiting for the call', async () => {
    window.sessionStorage.setItem(
      'HOT_GAMES',
      JSON.stringify({ 'en:RNG': { savedAt: Date.now(), value: games(4) } }),
    );
    const { calls } = mockFetch({ 'GET /wps/system/permission': permission() });
    renderWithProviders(<HotGamesCarousel menus={menus} />);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(4);
    expect(screen.queryByTestId('hot-games-loading')).toBeNull();
    expect(calls.some((call) => call.path === '/lgw/games/hot/v2')).toBe(false);
  });

  it('shows a skeleton while loading and an empty state without games', async () => {
    mockFetch({ 'GET /lgw/games/hot/v2': [], 'GET /wps/system/permission': permission() });
    renderWithProviders(<HotGamesCarousel menus={menus} />);
    expect(screen.getByTestId('hot-games-loading')).toBeTruthy();
    expect(await screen.findByText('No hot games yet')).toBeTruthy();
  });
});
