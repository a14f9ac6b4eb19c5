import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { getPopups } from '../../../../shared/lib/popup-store.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission, vendor } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import {
  fakeWindow,
  game,
  gameMenu,
  gamePage,
  launchResult,
  member,
  trialMember,
} from '../../../games/components/__tests__/game-fixtures.ts';
import { forgetLauncherWindows } from '../../../games/components/use-game-launch.ts';
import { SeamlessPage } from '../seamless-page.tsx';

function mockSite(options: { memberInfo?: object; walletMode?: 'SEAMLESS' | 'TRANSFER' } = {}) {
  let balance = 100;
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lgw/games/game_menus': [gameMenu('RNG', [vendor('RNG', 'PG')])],
    'GET /wps/member/info': options.memberInfo ?? member,
    'GET /wps/v2/wallets/balance': () => ({
      balance: `${balance++}.00`,
      held: '0.00',
      currency: 'BDT',
      currencySymbol: '৳',
    }),
    'GET /wps/games/list': gamePage([game(88, { gameCode: 'PG_LOBBY', gameName: 'PG Lobby' })]),
    'POST /wps/game/launchGame': (call: RecordedCall) => {
      const body = call.body as { nodeId: number; demo: boolean };
      return launchResult({
        nodeId: body.nodeId,
        demo: body.demo,
        url: `https://launch.test/play/${body.nodeId}?demo=${String(body.demo)}`,
        walletMode: options.walletMode ?? 'SEAMLESS',
      });
    },
  });
}

const balanceCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/wps/v2/wallets/balance').length;
const launchCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/wps/game/launchGame');

function renderStage(path: string, state?: object) {
  const routes = [
    { path: '/seamless', element: <SeamlessPage /> },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ];
  const view = renderRoutes(routes, '/');
  void view.router.navigate(path, state ? { state } : {});
  return view;
}

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  forgetLauncherWindows();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the /seamless stage', () => {
  it('launches the game once and shows it full-screen in an iframe under the bar', async () => {
    const { calls } = mockSite();
    renderStage('/seamless?nodeId=7', {
      from: '/rng?vassalage=PG',
      name: 'Lotus Fortune',
      vassalage: 'PG',
      gameType: 'RNG',
    });
    const frame = await screen.findByTestId('game-stage-frame');
    expect(frame.getAttribute('src')).toBe('https://launch.test/play/7?demo=false');
    expect(launchCalls(calls)).toHaveLength(1);
    expect(launchCalls(calls)[0]?.body).toEqual({
      nodeId: 7,
      demo: false,
      backUrl: `${window.location.origin}/rng?vassalage=PG`,
      device: 'WEB',
      language: 'en',
    });
    const stage = screen.getByTestId('game-stage');
    expect(stage.textContent).toContain('Lotus Fortune');
    expect(stage.textContent).toContain('PG Games');
    expect(await screen.findByTestId('game-stage-balance')).toBeTruthy();
    expect(screen.queryByTestId('game-stage-transfer')).toBeNull();
  });

  it('starts the free demo with demo true', async () => {
    const { calls } = mockSite();
    renderStage('/seamless?nodeId=8&demo=1');
    await screen.findByTestId('game-stage-frame');
    expect((launchCalls(calls)[0]?.body as { demo: boolean }).demo).toBe(true);
  });

  it('finds a vendor lobby by its game code before launching it', async () => {
    const { calls } = mockSite();
    renderStage('/seamless?vassalage=PG&gameType=RNG&gameCode=PG_LOBBY');
    await screen.findByTestId('game-stage-frame');
    expect((launchCalls(calls)[0]?.body as { nodeId: number }).nodeId).toBe(88);
  });

  it('points a TRANSFER vendor to the transfer page', async () => {
    mockSite({ walletMode: 'TRANSFER' });
    renderStage('/seamless?nodeId=7');
    const notice = await screen.findByTestId('game-stage-transfer');
    expect(screen.getByTestId('game-stage-transfer-link').getAttribute('href')).toBe('/member/transferFund');
    expect(notice.textContent).toContain('PG Games');
  });

  it('exits to where the player came from and refreshes the balance', async () => {
    const { calls } = mockSite();
    const { router } = renderStage('/seamless?nodeId=7', { from: '/rng?vassalage=PG' });
    await screen.findByTestId('game-stage-balance');
    const before = balanceCalls(calls);
    fireEvent.click(screen.getByTestId('game-stage-exit'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/rng?vassalage=PG');
    await waitFor(() => expect(balanceCalls(calls)).toBeGreaterThan(before));
  });

  it('refreshes the balance when the game frame posts a message and when the tab comes back', async () => {
    const { calls } = mockSite();
    renderStage('/seamless?nodeId=7');
    const frame = (await screen.findByTestId('game-stage-frame')) as HTMLIFrameElement;
    await screen.findByTestId('game-stage-balance');
    let before = balanceCalls(calls);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'balance' }, source: frame.contentWindow }),
      );
    });
    await waitFor(() => expect(balanceCalls(calls)).toBeGreaterThan(before));
    before = balanceCalls(calls);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(balanceCalls(calls)).toBeGreaterThan(before));
    before = balanceCalls(calls);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'other', source: window }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(balanceCalls(calls)).toBe(before);
  });

  it('refreshes the balance every 5 s while the stage is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockSite();
    renderStage('/seamless?nodeId=7');
    await screen.findByTestId('game-stage-balance');
    const before = balanceCalls(calls);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(balanceCalls(calls)).toBe(before + 1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(balanceCalls(calls)).toBe(before + 2));
  });

  it('opens the game in a new window with a fresh launch and leaves the stage', async () => {
    const win = fakeWindow();
    const open = vi.fn(() => win);
    vi.stubGlobal('open', open);
    const { calls } = mockSite();
    const { router } = renderStage('/seamless?nodeId=7', { from: '/rng' });
    await screen.findByTestId('game-stage-frame');
    fireEvent.click(screen.getByTestId('game-stage-new-window'));
    expect(open).toHaveBeenCalledWith('', 'vendor-launcher-7');
    await waitFor(() => expect(win.location.href).toBe('https://launch.test/play/7?demo=false'));
    expect(launchCalls(calls)).toHaveLength(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
  });

  it('asks a guest to log in and launches nothing', async () => {
    window.sessionStorage.removeItem('token');
    const { calls } = mockSite();
    renderStage('/seamless?nodeId=7');
    fireEvent.click(await screen.findByRole('button', { name: /log in/i }));
    expect(getPopups().loginPopupModal).toBeDefined();
    expect(launchCalls(calls)).toHaveLength(0);
  });

  it('tells a trial user a real account is needed and launches nothing', async () => {
    const { calls } = mockSite({ memberInfo: trialMember });
    renderStage('/seamless?nodeId=7');
    expect(await screen.findByTestId('game-stage-trial')).toBeTruthy();
    expect(launchCalls(calls)).toHaveLength(0);
  });
});
