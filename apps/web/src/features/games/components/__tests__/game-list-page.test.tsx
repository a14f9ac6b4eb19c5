import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPopups } from '../../../../shared/lib/popup-store.ts';
import { ToastHost } from '../../../../shared/ui/toast-host.tsx';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission, vendor } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../../i18n/i18n.ts';
import { resetFavouriteThrottle } from '../../hooks/use-favourites.ts';
import { GameListCenterPage, searchDebounceMs } from '../game-list-center-page.tsx';
import { game, gameMenu, gamePage, games, installIntersectionObserver, member } from './game-fixtures.ts';

const menus = [
  gameMenu('RNG', [vendor('RNG', 'PG'), vendor('RNG', 'JILI')], ['TG', 'BG', 'SC']),
  gameMenu('LIVE', [vendor('LIVE', 'EVO')]),
];

interface SiteOptions {
  list?: (call: RecordedCall) => unknown;
  favouriteIds?: number[];
  addFavourite?: (call: RecordedCall) => unknown;
  removeFavourite?: (call: RecordedCall) => unknown;
}

function mockSite(options: SiteOptions = {}) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lgw/games/game_menus': menus,
    'GET /wps/member/info': member,
    'GET /wps/games/list': options.list ?? (() => gamePage(games(1, 6))),
    'GET /wps/games/favourites/ids': options.favouriteIds ?? [],
    'GET /wps/games/favourites': gamePage([game(3, { gameName: 'Lucky Three' })]),
    'GET /wps/games/recent': [game(5)],
    'GET /lgw/games/hot/v2': (call: RecordedCall) =>
      call.query.get('vassalage') === 'EVO'
        ? [game(31, { vassalage: 'EVO', gameType: 'LIVE', gameName: 'Speed Baccarat', isTop: true })]
        : [
            game(30, { gameName: 'Lotus Fortune', isTop: true }),
            game(31, { vassalage: 'EVO', gameType: 'LIVE' }),
          ],
    'POST /wps/games/favourites/v2': options.addFavourite ?? (() => null),
    'DELETE /wps/games/favourites/v2': options.removeFavourite ?? (() => null),
  });
}

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/wps/games/list');
const lastListQuery = (calls: RecordedCall[]) => Object.fromEntries(listCalls(calls).at(-1)?.query ?? []);

function renderPage(path: string) {
  return renderWithProviders(
    <>
      <GameListCenterPage />
      <ToastHost />
    </>,
    { path },
  );
}

beforeEach(() => {
  resetFavouriteThrottle();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('game list filters', () => {
  it('lists the vendor named in the URL with the spec query, "all" first among the tabs', async () => {
    const { calls } = mockSite();
    renderPage('/rng?vassalage=PG');
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(6);
    expect(lastListQuery(calls)).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      language: 'bn',
      merchant: 'demo',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '1',
      pageSize: '24',
    });
    /* Asked once: the list waits for the merchant code, not once without it and again with it. */
    expect(calls.filter((call) => call.path === '/wps/games/list')).toHaveLength(1);
    const tabs = screen.getAllByTestId('vendor-tab');
    expect(tabs.map((tab) => tab.getAttribute('data-vendor'))).toEqual(['', 'PG', 'JILI']);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
  });

  it('switches vendors through the URL and back to all', async () => {
    const { calls } = mockSite();
    const { router } = renderPage('/rng?vassalage=PG');
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getAllByTestId('vendor-tab')[2]!);
    expect(router.state.location.search).toBe('?vassalage=JILI');
    await waitFor(() => expect(lastListQuery(calls).vassalage).toBe('JILI'));
    fireEvent.click(screen.getAllByTestId('vendor-tab')[0]!);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastListQuery(calls)).not.toHaveProperty('vassalage'));
    expect(lastListQuery(calls).gameType).toBe('RNG');
  });

  it('offers the category subcategories without bingo and asks for the chosen one', async () => {
    const { calls } = mockSite();
    renderPage('/rng');
    await screen.findAllByTestId('game-tile');
    const chips = screen.getAllByTestId('classify-filter');
    expect(chips.map((chip) => chip.getAttribute('data-classify'))).toEqual(['', 'SC', 'TG']);
    fireEvent.click(chips[2]!);
    await waitFor(() => expect(lastListQuery(calls).gameClassify).toBe('TG'));
    expect(chips[2]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('debounces the search box into one gameName request', async () => {
    const { calls } = mockSite();
    renderPage('/rng');
    await screen.findAllByTestId('game-tile');
    const box = screen.getByTestId('game-search');
    for (const text of ['l', 'lo', 'lot', 'lotus']) fireEvent.change(box, { target: { value: text } });
    expect(listCalls(calls).some((call) => call.query.has('gameName'))).toBe(false);
    await waitFor(() => expect(lastListQuery(calls).gameName).toBe('lotus'), {
      timeout: searchDebounceMs + 1000,
    });
    expect(listCalls(calls).filter((call) => call.query.has('gameName'))).toHaveLength(1);
  });

  it('shows the member filters only to members and lists favourites with the category and vendor', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    const { calls } = mockSite({ favouriteIds: [3] });
    renderPage('/rng?vassalage=PG');
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('game-mode-favourites'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    const favouriteCall = calls.find((call) => call.path === '/wps/games/favourites');
    expect(Object.fromEntries(favouriteCall?.query ?? [])).toMatchObject({ gameType: 'RNG', vendor: 'PG' });
    fireEvent.click(screen.getByTestId('game-mode-recent'));
    await waitFor(() => expect(screen.getByTestId('game-tile').getAttribute('data-node-id')).toBe('5'));
  });

  it('lists the hot games on /hot: every category, the vendor tab on the server, the name here', async () => {
    const { calls } = mockSite();
    renderPage('/hot');
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(2);
    expect(listCalls(calls)).toHaveLength(0);
    const hotCall = calls.find((call) => call.path === '/lgw/games/hot/v2');
    expect(Object.fromEntries(hotCall?.query ?? [])).toMatchObject({ isPlatform: '2', language: 'bn' });
    expect(screen.getAllByTestId('vendor-tab').map((tab) => tab.getAttribute('data-vendor'))).toEqual([
      '',
      'EVO',
      'PG',
      'JILI',
    ]);
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'lotus' } });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1), {
      timeout: searchDebounceMs + 1000,
    });
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: '' } });
    fireEvent.click(screen.getAllByTestId('vendor-tab')[1]!);
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/lgw/games/hot/v2')
          .at(-1)
          ?.query.get('vassalage'),
      ).toBe('EVO'),
    );
    await waitFor(() => expect(screen.getByTestId('game-tile').getAttribute('data-node-id')).toBe('31'));
  });

  it('has no member filters for guests', async () => {
    mockSite();
    renderPage('/rng');
    await screen.findAllByTestId('game-tile');
    expect(screen.queryByTestId('game-mode-favourites')).toBeNull();
  });
});

describe('game grid', () => {
  it('asks for page 2 when the sentinel comes into view', async () => {
    const io = installIntersectionObserver();
    const { calls } = mockSite({
      list: (call) =>
        call.query.get('pageNo') === '2'
          ? gamePage(games(25, 24), 2, 2, 48)
          : gamePage(games(1, 24), 1, 2, 48),
    });
    renderPage('/rng');
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(24);
    expect(listCalls(calls)).toHaveLength(1);
    io.reveal(screen.getByTestId('game-list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(48));
    expect(lastListQuery(calls).pageNo).toBe('2');
    expect(screen.queryByTestId('game-list-sentinel')).toBeNull();
  });

  it('falls back to a load-more button without IntersectionObserver', async () => {
    const { calls } = mockSite({
      list: (call) =>
        call.query.get('pageNo') === '2'
          ? gamePage(games(25, 3), 2, 2, 27)
          : gamePage(games(1, 24), 1, 2, 27),
    });
    renderPage('/rng');
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('game-list-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(27));
    expect(lastListQuery(calls).pageNo).toBe('2');
  });

  it('shows name, vendor, hot badge, the live class and a demo button only where supportPlay is 0', async () => {
    await i18n.changeLanguage('en');
    mockSite({
      list: () =>
        gamePage([
          game(1, {
            gameName: 'Speed Baccarat',
            vassalage: 'EVO',
            gameType: 'LIVE',
            gameCode: 'EVO_BAC',
            isTop: true,
          }),
          game(2, { gameName: 'Roulette', vassalage: 'EVO', gameType: 'LIVE', supportPlay: 0 }),
        ]),
    });
    renderPage('/live');
    const tiles = await screen.findAllByTestId('game-tile');
    const [first, second] = tiles as [HTMLElement, HTMLElement];
    expect(first.getAttribute('data-node-id')).toBe('1');
    expect(first.getAttribute('data-game-code')).toBe('EVO_BAC');
    expect(within(first).getByText('Speed Baccarat')).toBeTruthy();
    expect(within(first).getByText('EVO Games')).toBeTruthy();
    expect(within(first).getByText('Hot')).toBeTruthy();
    expect(within(first).getByText('Baccarat')).toBeTruthy();
    expect(within(first).queryByTestId('game-tile-demo')).toBeNull();
    expect(within(second).getByTestId('game-tile-demo')).toBeTruthy();
    expect(within(second).queryByText('Hot')).toBeNull();
  });

  it('shows an empty state, and an error state that retries', async () => {
    let fail = true;
    mockSite({
      list: () => (fail ? new ErrorAnswer(500, 'server.error', 'Server error') : gamePage([])),
    });
    renderPage('/rng');
    const retry = await screen.findByRole('button', { name: i18n.t('games:list.retry') });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText(i18n.t('games:list.emptyTitle'))).toBeTruthy();
  });
});

describe('favourites (spec §4)', () => {
  /** Holds the favourite call until `release` so the optimistic state can be seen. */
  function holdFavouriteCalls(fetchMock: ReturnType<typeof mockFetch>['fetchMock']) {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/favourites/v2')) await gate;
      return fetchMock(input, init);
    });
    return () => release();
  }

  const heartOf = async (nodeId: number) => {
    const tile = (await screen.findAllByTestId('game-tile')).find(
      (item) => item.getAttribute('data-node-id') === String(nodeId),
    )!;
    return within(tile).getByTestId('favourite-toggle');
  };

  it('asks guests to log in', async () => {
    const { calls } = mockSite();
    renderPage('/rng');
    fireEvent.click(await heartOf(1));
    expect(getPopups().loginPopupModal).toBeDefined();
    expect(calls.some((call) => call.path === '/wps/games/favourites/v2')).toBe(false);
  });

  it('adds locally first, then sends nodeId, vendor and gameType', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    const { calls, fetchMock } = mockSite();
    const release = holdFavouriteCalls(fetchMock);
    renderPage('/rng');
    const heart = await heartOf(2);
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/games/favourites/ids')).toBe(true));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.some((call) => call.path === '/wps/games/favourites/v2')).toBe(false);
    release();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nodeId: 2,
      vendor: 'PG',
      gameType: 'RNG',
    });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('removes locally first, then sends the DELETE', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    const { calls, fetchMock } = mockSite({ favouriteIds: [3] });
    const release = holdFavouriteCalls(fetchMock);
    renderPage('/rng');
    const heart = await heartOf(3);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    release();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('nodeId')).toBe('3');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the heart back and says why when the server refuses', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    mockSite({
      favouriteIds: [4],
      addFavourite: () => new ErrorAnswer(500, 'server.error', 'Favourites are resting'),
      removeFavourite: () => new ErrorAnswer(500, 'server.error', 'Cannot remove now'),
    });
    renderPage('/rng');
    const remove = await heartOf(4);
    await waitFor(() => expect(remove.getAttribute('aria-pressed')).toBe('true'));
    const add = await heartOf(1);
    fireEvent.click(add);
    expect(await screen.findByText('Favourites are resting')).toBeTruthy();
    await waitFor(() => expect(add.getAttribute('aria-pressed')).toBe('false'));

    resetFavouriteThrottle();
    fireEvent.click(remove);
    expect(await screen.findByText('Cannot remove now')).toBeTruthy();
    await waitFor(() => expect(remove.getAttribute('aria-pressed')).toBe('true'));
  });

  it('sends at most one call per second and says so gently', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls } = mockSite();
    renderPage('/rng');
    const heart = await heartOf(1);
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/games/favourites/ids')).toBe(true));
    fireEvent.click(heart);
    fireEvent.click(heart);
    expect(await screen.findByText(i18n.t('games:favourites.slowDown'))).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/wps/games/favourites/v2')).toHaveLength(1),
    );
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    act(() => vi.setSystemTime(Date.now() + 1000));
    fireEvent.click(heart);
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });
});
