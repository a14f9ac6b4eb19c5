import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { gameMenusQueryOptions } from '../features/games/api/game-menus.ts';
import { prefetchHomeBanners } from '../features/home/api/banners.ts';
import { currentLanguage, withPageTranslations } from '../i18n/i18n.ts';
import { loadChunk } from './chunk-loading.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { gameListPaths, homePaths } from './route-paths.ts';
import { requireLogin } from './require-login.ts';
import { NotFoundScreen, RouteErrorScreen } from './route-error-screen.tsx';
import { chrome, type RouteHandle } from './route-handle.ts';

const handle = (name: string, flags: Omit<RouteHandle, 'name'>): RouteHandle => ({ name, ...flags });

/** A route's page, loaded with its route (chunk time-out and errors of chunk-loading.ts). */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    loadChunk(load).then((module) => ({ Component: pick(module) }));

/*
 * The lazily loaded pages of the spec keep their names in their chunks (vite.config.ts lazyPageChunkNames).
 * Pages that say more than the shell load the pages' translations beside their chunk.
 */
const lazyDescription = page(
  withPageTranslations(() => import('../features/description/components/description-page.tsx')),
  (module) => module.DescriptionPage,
);
const lazyGameCenter = page(
  () => import('../features/games/components/game-center-page.tsx'),
  (module) => module.GameCenterPage,
);
const lazyGameListCenter = page(
  () => import('../features/games/components/game-list-center-page.tsx'),
  (module) => module.GameListCenterPage,
);
const lazyLottery = page(
  withPageTranslations(() => import('../features/lottery/components/lottery-page.tsx')),
  (module) => module.LotteryPage,
);
const lazyVnLottery = page(
  withPageTranslations(() => import('../features/vn-lottery/components/vn-lottery-page.tsx')),
  (module) => module.VnLotteryPage,
);
const lazySeaLottery = page(
  withPageTranslations(() => import('../features/sea-lottery/components/sea-lottery-page.tsx')),
  (module) => module.SeaLotteryPage,
);
const lazyVerify = page(
  withPageTranslations(() => import('../features/lottery/components/verify-page.tsx')),
  (module) => module.VerifyPage,
);
const lazyPointMall = page(
  withPageTranslations(() => import('../features/point-mall/components/point-mall-page.tsx')),
  (module) => module.PointMallPage,
);
const lazyPromotions = page(
  withPageTranslations(() => import('../features/promotions/components/promotions-page.tsx')),
  (module) => module.PromotionsPage,
);
const lazyPromotionDetail = page(
  withPageTranslations(() => import('../features/promotions/components/promotion-detail-page.tsx')),
  (module) => module.PromotionDetailPage,
);
const lazyVip = page(
  withPageTranslations(() => import('../features/vip/components/vip-page.tsx')),
  (module) => module.VipPage,
);
const lazySeamless = page(
  withPageTranslations(() => import('../features/seamless/components/seamless-page.tsx')),
  (module) => module.SeamlessPage,
);
const lazySponsor = page(
  withPageTranslations(() => import('../features/sponsor/components/sponsor-page.tsx')),
  (module) => module.SponsorPage,
);
/* Operator content pages (features/content-pages) and the app download page. */
const contentPages = withPageTranslations(
  () => import('../features/content-pages/components/content-page.tsx'),
);
const lazyAboutUs = page(contentPages, (module) => module.AboutUsPage);
const lazyDepositTutorial = page(contentPages, (module) => module.DepositTutorialPage);
const lazyOperatorPage = page(contentPages, (module) => module.OperatorPage);
const articleLists = withPageTranslations(
  () => import('../features/content-pages/components/article-list-page.tsx'),
);
const lazyNews = page(articleLists, (module) => module.NewsPage);
const lazyBlog = page(articleLists, (module) => module.BlogPage);
const articles = withPageTranslations(() => import('../features/content-pages/components/article-page.tsx'));
const lazyNewsArticle = page(articles, (module) => module.NewsArticlePage);
const lazyBlogArticle = page(articles, (module) => module.BlogArticlePage);
const lazyAppDownload = page(
  withPageTranslations(() => import('../features/app-download/components/app-download-page.tsx')),
  (module) => module.AppDownloadPage,
);
/* The customer-service window: the live chat alone (features/live-chat). */
const lazyCustomerService = page(
  withPageTranslations(() => import('../features/live-chat/components/customer-service-page.tsx')),
  (module) => module.CustomerServicePage,
);
/* The other pages load with their route too, so that a first visit loads only the page it opens. */
const lazyHome = page(
  () => import('../features/home/components/home-page.tsx'),
  (module) => module.HomePage,
);
const lazyLogin = page(
  withPageTranslations(() => import('../features/auth/components/auth-routes.tsx')),
  (module) => module.LoginRoute,
);
const lazyRegister = page(
  withPageTranslations(() => import('../features/auth/components/auth-routes.tsx')),
  (module) => module.RegisterRoute,
);
const lazyHelp = page(
  withPageTranslations(() => import('../features/help/components/help-page.tsx')),
  (module) => module.HelpPage,
);
const lazyStandaloneHelp = page(
  withPageTranslations(() => import('../features/help/components/help-page.tsx')),
  (module) => module.StandaloneHelpPage,
);
const lazyAgentHome = page(
  () => import('../features/agent/components/agent-home-page.tsx'),
  (module) => module.AgentHomePage,
);
const lazyMemberCenter = page(
  withPageTranslations(() => import('../features/member/components/member-center-page.tsx')),
  (module) => module.MemberCenterPage,
);
const lazyAgentCenter = page(
  withPageTranslations(() => import('../features/member/components/member-center-page.tsx')),
  (module) => module.AgentCenterPage,
);

/**
 * The spec's route table (§2) with the layout flags of each route. With a query client, the routes start their
 * data when the router starts, beside the start-up calls: home its banners (the page's largest paint), the game
 * lists the game menus, which they wait for so that their vendor tabs and filters show at once.
 */
export function createRoutes({ queryClient }: { queryClient?: QueryClient } = {}): RouteObject[] {
  const homeHandle = handle('home', chrome.all);
  const homeLoader = queryClient
    ? () => {
        prefetchHomeBanners(queryClient, currentLanguage());
        return null;
      }
    : undefined;
  const gameListLoader = queryClient
    ? () =>
        queryClient.ensureQueryData(gameMenusQueryOptions(currentLanguage())).then(
          () => null,
          () => null,
        )
    : undefined;
  const home = { handle: homeHandle, lazy: lazyHome, loader: homeLoader };
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
            ...homePaths.map((path): RouteObject =>
              path === '/' ? { index: true, ...home } : { path: path.slice(1), ...home },
            ),
            { path: 'login', ...home, lazy: lazyLogin },
            { path: 'register', ...home, lazy: lazyRegister },
            { path: 'help', handle: handle('help', chrome.all), lazy: lazyHelp },
            { path: 'helpmc', handle: handle('helpmc', chrome.none), lazy: lazyStandaloneHelp },
            { path: 'cockfight', handle: handle('cockfight', chrome.headerFooter), lazy: lazyGameCenter },
            { path: 'esports', handle: handle('esports', chrome.headerFooter), lazy: lazyGameCenter },
            ...gameListPaths.map((path): RouteObject => ({
              path,
              handle: handle(path, { ...chrome.all, isGamePage: true }),
              lazy: lazyGameListCenter,
              loader: gameListLoader,
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
              lazy: lazySeaLottery,
            },
            {
              path: 'vnLottery',
              handle: handle('vnLottery', { ...chrome.headerSide, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyVnLottery,
            },
            /* Anyone checks a lottery draw: public, no login. */
            { path: 'verify', handle: handle('verify', chrome.headerFooter), lazy: lazyVerify },
            { path: 'promotions', handle: handle('promotions', chrome.all), lazy: lazyPromotions },
            {
              path: 'promotions/:id',
              handle: handle('promotionDetail', chrome.all),
              lazy: lazyPromotionDetail,
            },
            /* The VIP ladder is public; a member's own level and bonuses come with its session. */
            { path: 'vip', handle: handle('vip', chrome.all), lazy: lazyVip },
            {
              path: 'pointMall',
              handle: handle('pointMall', { ...chrome.all, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyPointMall,
            },
            { path: 'seamless', handle: handle('seamless', chrome.headerOnly), lazy: lazySeamless },
            { path: 'sponsor', handle: handle('sponsor', chrome.headerFooter), lazy: lazySponsor },
            { path: 'description', handle: handle('description', chrome.headerOnly), lazy: lazyDescription },
            {
              path: 'customerService',
              handle: handle('customerService', { ...chrome.none, standalone: true }),
              lazy: lazyCustomerService,
            },
            /* Pages the spec names by label only, from operator content (docs/content.md). */
            { path: 'aboutUs', handle: handle('aboutUs', chrome.all), lazy: lazyAboutUs },
            {
              path: 'depositTutorial',
              handle: handle('depositTutorial', chrome.all),
              lazy: lazyDepositTutorial,
            },
            { path: 'page/:slug', handle: handle('contentPage', chrome.all), lazy: lazyOperatorPage },
            { path: 'news', handle: handle('news', chrome.all), lazy: lazyNews },
            { path: 'news/:slug', handle: handle('newsArticle', chrome.all), lazy: lazyNewsArticle },
            { path: 'blog', handle: handle('blog', chrome.all), lazy: lazyBlog },
            { path: 'blog/:slug', handle: handle('blogArticle', chrome.all), lazy: lazyBlogArticle },
            { path: 'appDownload', handle: handle('appDownload', chrome.all), lazy: lazyAppDownload },
            /* The agent page: visitors get the agent-site login there; agents go on to the agent center. */
            { path: 'agentHome', handle: handle('agentHome', chrome.all), lazy: lazyAgentHome },
            {
              path: 'member/:page?',
              handle: handle('member', { ...chrome.all, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyMemberCenter,
            },
            /*
             * The agent center: the same shell with the agent's pages (a non-agent gets the member center). Old
             * /member/<agent page> links go on to /agent/<page>.
             */
            {
              path: 'agent/:page?',
              handle: handle('agentCenter', { ...chrome.all, requiresLogin: true }),
              loader: requireLogin,
              lazy: lazyAgentCenter,
            },
            { path: '*', handle: handle('notFound', chrome.all), element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
