import type { VendorCard } from '@msp/contracts/system.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { getPopups } from '../../../../shared/lib/popup-store.ts';
import { ToastHost } from '../../../../shared/ui/toast-host.tsx';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission, vendor } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';
import { GameTile, type TileGame } from '../game-tile.tsx';
import { forgetLauncherWindows, useGameLaunch } from '../use-game-launch.ts';
import { fakeWindow, game, gamePage, games, launchResult, member, trialMember } from './game-fixtures.ts';

function VendorButton({ card }: { card: VendorCard }) {
  const { launchVendor } = useGameLaunch();
  return (
    <button type="button" onClick={() => launchVendor(card)}>
      vendor {card.vassalage}
    </button>
  );
}

function mockSite(options: { memberInfo?: object; launch?: (call: RecordedCall) => unknown } = {}) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lgw/games/game_menus': [],
    'GET /wps/member/info': options.memberInfo ?? member,
    'GET /wps/games/favourites/ids': [],
    'GET /wps/games/list': (call: RecordedCall) =>
      call.query.get('vassalage') === 'DS88'
        ? gamePage([game(70, { vassalage: 'DS88', gameType: 'COCKFIGHT', gameCode: 'DS88_LOBBY' })])
        : gamePage(games(40, 3, { vassalage: call.query.get('vassalage') ?? 'PG' })),
    'POST /wps/game/launchGame':
      options.launch ??
      ((call: RecordedCall) => {
        const body = call.body as { nodeId: number; demo: boolean };
        return launchResult({
          nodeId: body.nodeId,
          demo: body.demo,
          url: `https://launch.test/play/${body.nodeId}`,
        });
      }),
  });
}

function renderTile(tile: TileGame, path = '/rng') {
  return renderWithProviders(
    <>
      <GameTile game={tile} />
      <ToastHost />
    </>,
    { path },
  );
}

const launchCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/wps/game/launchGame');
const memberLoaded = (calls: RecordedCall[]) =>
  waitFor(() => expect(calls.some((call) => call.path === '/wps/member/info')).toBe(true));

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  forgetLauncherWindows();
  vi.unstubAllGlobals();
});

describe('useGameLaunch (spec §4 "Game launch")', () => {
  it('opens the login pop-up for a guest and starts nothing', () => {
    window.sessionStorage.removeItem('token');
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { calls } = mockSite();
    const { router } = renderTile(game(1, { gameType: 'LIVE' }));
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(getPopups().loginPopupModal).toBeDefined();
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/rng');
    expect(launchCalls(calls)).toHaveLength(0);
  });

  it('tells a trial user to register a real account first', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { calls } = mockSite({ memberInfo: trialMember });
    const { router, queryClient } = renderTile(game(1));
    await waitFor(() => expect(queryClient.getQueryData(['member', 'info', 'member-token'])).toBeDefined());
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(await screen.findByText('Please Register An Account First')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rng');
    expect(open).not.toHaveBeenCalled();
    expect(launchCalls(calls)).toHaveLength(0);
  });

  it('sends lottery games to their lottery page with the game code', async () => {
    const { calls } = mockSite();
    const { router } = renderTile(
      game(1, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_HN' }),
    );
    await memberLoaded(calls);
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/vnLottery?gameCode=VN_HN',
    );
    expect(launchCalls(calls)).toHaveLength(0);
  });

  it('routes TCG_SEA to /seaLottery and other LOTT/ELOTT games to /lottery', async () => {
    const { calls } = mockSite();
    const sea = renderTile(game(1, { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA1' }));
    await memberLoaded(calls);
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(`${sea.router.state.location.pathname}${sea.router.state.location.search}`).toBe(
      '/seaLottery?gameCode=SEA1',
    );
    sea.unmount();
    const other = renderTile(game(2, { vassalage: 'GPI', gameType: 'ELOTT', gameCode: 'K3' }));
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(`${other.router.state.location.pathname}${other.router.state.location.search}`).toBe(
      '/lottery?gameCode=K3',
    );
  });

  it('opens the game list of a VASSALAGE tile in a pop-up', async () => {
    const { calls } = mockSite();
    renderWithProviders(
      <>
        <GameTile game={game(9, { vassalage: 'JILI', isGame: 'VASSALAGE', gameName: 'JILI Slots' })} />
        <ModalHost />
      </>,
      { path: '/hot' },
    );
    await memberLoaded(calls);
    expect(screen.queryByTestId('favourite-toggle')).toBeNull();
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(getPopups().vendorGamesModal).toEqual({ vassalage: 'JILI', gameType: 'RNG', title: 'JILI Slots' });
    const modal = await screen.findByTestId('vendor-games-modal');
    await waitFor(() => expect(modal.querySelectorAll('[data-testid="game-tile"]')).toHaveLength(3));
    const listCall = calls.find((call) => call.path === '/wps/games/list');
    expect(listCall?.query.get('vassalage')).toBe('JILI');
    expect(listCall?.query.get('gameType')).toBe('RNG');
    expect(launchCalls(calls)).toHaveLength(0);
  });

  it('opens LIVE games in the one named launcher window, synchronously, then sends it to the game', async () => {
    const win = fakeWindow();
    const open = vi.fn(() => win);
    vi.stubGlobal('open', open);
    const { calls } = mockSite();
    renderTile(game(11, { gameType: 'LIVE', vassalage: 'EVO' }), '/live?vassalage=EVO');
    await memberLoaded(calls);
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(open).toHaveBeenCalledWith('', 'game-launcher');
    expect(win.opener).toBeNull();
    await waitFor(() => expect(win.location.href).toBe('https://launch.test/play/11'));
    expect(launchCalls(calls)[0]?.body).toEqual({
      nodeId: 11,
      demo: false,
      backUrl: `${window.location.origin}/live?vassalage=EVO`,
      device: 'WEB',
      language: 'en',
    });
  });

  it('keeps using the one launcher window for the next game', async () => {
    const win = fakeWindow();
    const open = vi.fn(() => win);
    vi.stubGlobal('open', open);
    const { calls } = mockSite();
    renderWithProviders(
      <>
        <GameTile game={game(21, { gameType: 'LIVE' })} />
        <GameTile game={game(22, { gameType: 'SPORTS' })} />
      </>,
      { path: '/live' },
    );
    await memberLoaded(calls);
    const [first, second] = screen.getAllByTestId('game-tile-play');
    fireEvent.click(first!);
    await waitFor(() => expect(win.location.href).toBe('https://launch.test/play/21'));
    fireEvent.click(second!);
    await waitFor(() => expect(win.location.href).toBe('https://launch.test/play/22'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(win.focus).toHaveBeenCalled();
  });

  it('falls back to the stage when the browser blocks the launcher window', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { calls } = mockSite();
    const { router } = renderTile(game(12, { gameType: 'SPORTS' }), '/sports');
    await memberLoaded(calls);
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/seamless?nodeId=12');
    expect(router.state.location.state).toMatchObject({ from: '/sports', name: 'Game 12' });
  });

  it('closes the window and shows the error when the launch is refused', async () => {
    const win = fakeWindow();
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    const { calls } = mockSite({
      launch: () => new ErrorAnswer(409, 'game.launch.unavailable', 'Game closed'),
    });
    renderTile(game(13, { gameType: 'LIVE' }));
    await memberLoaded(calls);
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(await screen.findByText('Game closed')).toBeTruthy();
    expect(win.close).toHaveBeenCalled();
  });

  it('starts RNG games on the /seamless stage, and the free demo with demo=1', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { calls } = mockSite();
    const { router } = renderTile(game(14, { supportPlay: 0 }), '/rng?vassalage=PG');
    await memberLoaded(calls);
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/seamless?nodeId=14');
    expect(router.state.location.state).toMatchObject({ from: '/rng?vassalage=PG', gameType: 'RNG' });
    fireEvent.click(screen.getByTestId('game-tile-demo'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/seamless?nodeId=14&demo=1',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('still needs a login for the free demo', () => {
    window.sessionStorage.removeItem('token');
    mockSite();
    const { router } = renderTile(game(15, { supportPlay: 0 }));
    fireEvent.click(screen.getByTestId('game-tile-demo'));
    expect(getPopups().loginPopupModal).toBeDefined();
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('starts a vendor lobby (cockfight) in the launcher window with the lobby game found by its code', async () => {
    const win = fakeWindow();
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    const { calls } = mockSite();
    renderWithProviders(
      <VendorButton card={vendor('COCKFIGHT', 'DS88', { lobbyGameCode: 'DS88_LOBBY' })} />,
      {
        path: '/cockfight',
      },
    );
    await memberLoaded(calls);
    fireEvent.click(screen.getByText('vendor DS88'));
    await waitFor(() => expect(win.location.href).toBe('https://launch.test/play/70'));
    expect((launchCalls(calls)[0]?.body as { nodeId: number }).nodeId).toBe(70);
  });

  it('lets anyone browse a vendor without a lobby', () => {
    window.sessionStorage.removeItem('token');
    mockSite();
    const { router } = renderWithProviders(<VendorButton card={vendor('FISH', 'JDB')} />);
    fireEvent.click(screen.getByText('vendor JDB'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/fish?vassalage=JDB');
    expect(getPopups().loginPopupModal).toBeUndefined();
  });
});
