import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPopups } from '../../../../shared/lib/popup-store.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { menu, permission, vendor } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import {
  fakeWindow,
  game,
  gamePage,
  launchResult,
  member,
} from '../../../games/components/__tests__/game-fixtures.ts';
import { forgetLauncherWindows } from '../../../games/components/use-game-launch.ts';
import { Header } from '../header.tsx';

const cockfight = vendor('COCKFIGHT', 'DS88', { lobbyGameCode: 'DS88_LOBBY' });
const liveLobby = vendor('LIVE', 'EVO', { lobbyGameCode: 'EVO_LOBBY' });

function mockSite() {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lgw/games/game_menus': [
      menu('LIVE', [liveLobby, vendor('LIVE', 'SEXY')]),
      menu('COCKFIGHT', [cockfight]),
    ],
    'GET /wps/member/info': member,
    'GET /wps/games/list': (call: RecordedCall) =>
      gamePage([
        game(call.query.get('vassalage') === 'DS88' ? 71 : 72, {
          vassalage: call.query.get('vassalage') ?? '',
          gameCode: `${call.query.get('vassalage')}_LOBBY`,
        }),
      ]),
    'POST /wps/game/launchGame': (call: RecordedCall) =>
      launchResult({
        url: `https://launch.test/${(call.body as { nodeId: number }).nodeId}`,
        launcher: 'GAME',
      }),
  });
}

afterEach(() => {
  forgetLauncherWindows();
  vi.unstubAllGlobals();
});

describe('header launch points (spec §2)', () => {
  it('starts the cockfight game directly from the top navigation', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    const win = fakeWindow();
    const open = vi.fn(() => win);
    vi.stubGlobal('open', open);
    const { calls } = mockSite();
    const { router } = renderWithProviders(<Header />);
    const entry = await screen.findByTestId('nav-COCKFIGHT');
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/member/info')).toBe(true));
    fireEvent.click(entry);
    expect(open).toHaveBeenCalledWith('', 'game-launcher');
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(win.location.href).toBe('https://launch.test/71'));
  });

  it('asks a guest to log in from the cockfight entry', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    mockSite();
    const { router } = renderWithProviders(<Header />);
    fireEvent.click(await screen.findByTestId('nav-COCKFIGHT'));
    expect(getPopups().loginPopupModal).toBeDefined();
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('starts a drop-down vendor with a lobby and opens the list of one without', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    const win = fakeWindow();
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    const { calls } = mockSite();
    const { router } = renderWithProviders(<Header />);
    fireEvent.mouseEnter((await screen.findByTestId('nav-LIVE')).closest('li')!);
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/member/info')).toBe(true));
    fireEvent.click(within(screen.getByTestId('nav-dropdown-LIVE')).getAllByTestId('dropdown-vendor')[0]!);
    await waitFor(() => expect(win.location.href).toBe('https://launch.test/72'));
    fireEvent.mouseEnter(screen.getByTestId('nav-LIVE').closest('li')!);
    fireEvent.click(within(screen.getByTestId('nav-dropdown-LIVE')).getAllByTestId('dropdown-vendor')[1]!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/live?vassalage=SEXY');
  });
});
