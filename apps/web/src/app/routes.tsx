import type { RouteObject } from 'react-router';
import { LoginRoute, RegisterRoute } from '../features/auth/components/auth-routes.tsx';
import { AgentHomePage } from '../features/agent/components/agent-home-page.tsx';
import { HelpPage } from '../features/help/components/help-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { MemberCenterPage } from '../features/member/components/member-center-page.tsx';
import { loadChunk } from './chunk-loading.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { requireLogin } from './require-login.ts';
import { NotFoundScreen, RouteErrorScreen } from './route-error-screen.tsx';
import { chrome, type RouteHandle } from './route-handle.ts';

const handle = (name: string, flags: Omit<RouteHandle, 'name'>): RouteHandle => ({ name, ...flags });

/* The lazily loaded pages, exactly as the spec lists them. Each import is its own chunk. */
const lazyDescription = () =>
  loadChunk(() => import('../features/description/components/description-page.tsx')).then((module) => ({
    Component: module.DescriptionPage,
  }));
const lazyGameCenter = () =>
  loadChunk(() => import('../features/games/components/game-center-page.tsx')).then((module) => ({
    Component: module.GameCenterPage,
  }));
const lazyGameListCenter = () =>
  loadChunk(() => import('../features/games/components/game-list-center-page.tsx')).then((module) => ({
    Component: module.GameListCenterPage,
  }));
const lazyLottery = () =>
  loadChunk(() => import('../features/lottery/components/lottery-page.tsx')).then((module) => ({
    Component: module.LotteryPage,
  }));
const lazyPointMall = () =>
  loadChunk(() => import('../features/point-mall/components/point-mall-page.tsx')).then((module) => ({
    Component: module.PointMallPage,
  }));
const lazyPromotions = () =>
  loadChunk(() => import('../features/promotions/components/promotions-page.tsx')).then((module) => ({
    Component: module.PromotionsPage,
  }));
const lazySeamless = () =>
  loadChunk(() => import('../features/seamless/components/seamless-page.tsx')).then((module) => ({
    Component: module.SeamlessPage,
  }));
const lazySponsor = () =>
  loadChunk(() => import('../features/sponsor/components/sponsor-page.tsx')).then((module) => ({
    Component: module.SponsorPage,
  }));

const gameListPaths = ['rng', 'live', 'fish', 'pvp', 'inHouse', 'sports', 'hot', 'lott', 'elott'] as const;

/** The spec's route table (§2) with the layout flags of each route. */
export function createRoutes(): RouteObject[] {
  const homeHandle = handle('home', chrome.all);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      /* The branded loading cover of index.html stays up until the first route has loaded. */
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, handle: homeHandle, element: <HomePage /> },
            { path: 'index', handle: homeHandle, element: <HomePage /> },
            { path: 'index.html', handle: homeHandle, element: <HomePage /> },
            { path: 'home', handle: homeHandle, element: <HomePage /> },
            { path: 'login', handle: homeHandle, element: <LoginRoute /> },
            { path: 'register', handle: homeHandle, element: <RegisterRoute /> },
            { path: 'help', handle: handle('help', chrome.all), element: <HelpPage /> },
            { path: 'helpmc', handle: handle('helpmc', chrome.none), element: <HelpPage standalone /> },
            { path: 'cockfight', handle: handle('cockfight', chrome.headerFooter), lazy: lazyGameCenter },
            { path: 'esports', handle: handle('esports', chrome.headerFooter), lazy: lazyGameCenter },
            ...gameListPaths.map((path): RouteObject => ({
              path,
              handle: handle(path, { ...chrome.all, isGamePage: true }),
              lazy: lazyGameListCenter,
            })),
            {
              path: 'lottery',
              handle: handle('lottery', { ...chrome.headerOnly, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyLottery,
            },
            {
              path: 'seaLottery',
              handle: handle('seaLottery', { ...chrome.headerSide, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyLottery,
            },
            {
              path: 'vnLottery',
              handle: handle('vnLottery', { ...chrome.headerSide, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyLottery,
            },
            { path: 'promotions', handle: handle('promotions', chrome.all), lazy: lazyPromotions },
            {
              path: 'pointMall',
              handle: handle('pointMall', { ...chrome.all, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyPointMall,
            },
            { path: 'seamless', handle: handle('seamless', chrome.headerOnly), lazy: lazySeamless },
            { path: 'sponsor', handle: handle('sponsor', chrome.headerFooter), lazy: lazySponsor },
            { path: 'description', handle: handle('description', chrome.headerOnly), lazy: lazyDescription },
            /* The agent page: visitors get the agent-site login there, agents land there after it. */
            { path: 'agentHome', handle: handle('agentHome', chrome.all), element: <AgentHomePage /> },
            {
              path: 'member/:page?',
              handle: handle('member', { ...chrome.all, requiresLogin: true }),
              loader: requireLogin,
              element: <MemberCenterPage />,
            },
            { path: '*', handle: handle('notFound', chrome.all), element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
