/**
 * The first screen rendered at the server (apps/server/src/plugins/web-ssr.ts): the same components as the
 * browser renders for a visitor without a session, with the merchant's own answers of the API, so that the
 * header, the first banner and the page's first screen paint from the HTML before any script has run. The
 * browser then hydrates it (main.tsx) from the very same query answers, which go along in the page.
 *
 * Built by `vite build --ssr` into dist/ssr (never served). Renders one page at a time: the translations are
 * those of the one i18next instance of the app, switched to the page's language for the render.
 */
import { languages, type Language } from '@msp/contracts/errors.ts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StrictMode, type ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import { gameListPaths, homePaths } from './app/route-paths.ts';
import {
  announcementExecutions,
  announcementsQueryOptions,
} from './features/announcements/api/announcements.ts';
import { announcementShownKey } from './features/announcements/components/announcement-auto-open.tsx';
import { PublicModal } from './features/announcements/components/public-modal.tsx';
import { popupItems } from './features/announcements/hooks/use-announcements.ts';
import { gameMenusQueryOptions } from './features/games/api/game-menus.ts';
import { gameListInfiniteOptions } from './features/games/api/games.ts';
import { gameListRoutes, routeKeyOf } from './features/games/lib/category-pages.ts';
import { buildGameListParams } from './features/games/lib/game-query.ts';
import { bannersQueryOptions } from './features/home/api/banners.ts';
import { helpCenterQueryOptions } from './features/system/api/help-center.ts';
import { permissionQueryOptions } from './features/system/api/permission.ts';
import { systemStatusQueryOptions } from './features/system/api/system-status.ts';
import { SystemGate } from './features/system/components/system-gate.tsx';
import { themeToVariables } from './features/theme/lib/theme-variables.ts';
import { i18n, shellNamespaces } from './i18n/i18n.ts';
import { setApiFetch } from './shared/lib/api-client.ts';
import { setServerHtmlSanitizer } from './shared/ui/html-content.tsx';
import { StaticModalContext } from './shared/ui/modal.tsx';

/** The pages rendered at the server: home and the game lists (the pages a first visit opens). */
export const serverRenderedPaths: readonly string[] = [
  ...homePaths,
  ...gameListPaths.map((path) => `/${path}`),
];

export interface ServerRenderInput {
  /** Path (no query) of the page. */
  path: string;
  language: Language;
  /** Answers an API GET (path and query) as the server would answer the browser. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** The server's HTML sanitizer, for the announcements the first screen shows (DOMPurify needs a document). */
  sanitizeHtml: (html: string) => string;
}

export interface ServerRenderOutput {
  /** The markup of `#root`. */
  html: string;
  /** What main.tsx hydrates from: the query answers and the router's loader data. */
  state: SsrState;
  /** `--color-…: value;` of the merchant theme, for the `style` of `<html>` (as ThemeApplier sets it). */
  themeStyle: string;
  title: string;
  /** The first home banner (the page's largest paint), to ask for from the head. */
  leadImage: string | null;
  /**
   * The announcement pop-up a first visit opens, drawn open (features/announcements/lib/static-popup.ts), and
   * the session key that marks it seen; null without pop-up announcements.
   */
  popup: { html: string; sessionKey: string } | null;
}

export interface SsrState {
  language: Language;
  path: string;
  queries: unknown;
  loaderData: unknown;
  /** The visitor's system status (added by the server to every page). */
  status?: unknown;
}

/** The start-up calls and each page's first calls, as the components ask for them (same keys). */
function prefetches(queryClient: QueryClient, path: string, language: Language): Promise<unknown>[] {
  const calls: Promise<unknown>[] = [
    queryClient.prefetchQuery(systemStatusQueryOptions(language)),
    queryClient.prefetchQuery(permissionQueryOptions()),
    queryClient.prefetchQuery(gameMenusQueryOptions(language)),
    queryClient.prefetchQuery(helpCenterQueryOptions(language)),
    queryClient.prefetchQuery(announcementsQueryOptions(announcementExecutions(false, false), language)),
  ];
  if ((homePaths as readonly string[]).includes(path)) {
    calls.push(queryClient.prefetchQuery(bannersQueryOptions('w_home', language)));
    calls.push(queryClient.prefetchQuery(bannersQueryOptions('w_promotion', language)));
  }
  return calls;
}

const systemStatusOptionsKey = systemStatusOptionsKeyOf();
function systemStatusOptionsKeyOf(): unknown {
  return systemStatusQueryOptions('bn').queryKey[1];
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page; null when it is not one to render here (maintenance, a failed start-up call, a redirect). */
export function render(input: ServerRenderInput): Promise<ServerRenderOutput | null> {
  const run = queue.then(() => renderNow(input));
  queue = run.catch(() => undefined);
  return run;
}

/*
 * A part whose code was not loaded yet suspends the first render, and React then sends it apart with an inline
 * script to put it in place, which the site's CSP forbids. Once loaded (lazy modules stay loaded), a second
 * render has it in place. Null when it never does.
 */
async function markupOf(element: ReactNode, identifierPrefix?: string): Promise<string | null> {
  let markup = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { prelude } = await prerenderToNodeStream(element, { identifierPrefix });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    markup = Buffer.concat(chunks).toString('utf8');
    if (!markup.includes('<script')) return markup;
  }
  return null;
}

async function renderNow({
  path,
  language,
  fetchApi,
  sanitizeHtml,
}: ServerRenderInput): Promise<ServerRenderOutput | null> {
  if (!serverRenderedPaths.includes(path) || !languages.includes(language)) return null;
  setApiFetch(fetchApi);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...shellNamespaces]);

  const queryClient = createQueryClient();
  await Promise.all(prefetches(queryClient, path, language));
  const status = queryClient.getQueryData(systemStatusQueryOptions(language).queryKey);
  const permission = queryClient.getQueryData(permissionQueryOptions().queryKey);
  if (!status || status.status !== 0 || !permission) return null;
  /*
   * A game list of one category opens with its first page of games, asked for as the page asks for it (all
   * vendors, no filter: a page with a query is not rendered here). /hot and /inHouse ask differently.
   */
  const listed = gameListRoutes[routeKeyOf(path)];
  if ((gameListPaths as readonly string[]).includes(path.slice(1)) && listed.length === 1) {
    const params = buildGameListParams(
      { gameType: listed[0] },
      { language, merchant: permission.merchant.code },
    );
    await queryClient.prefetchInfiniteQuery(gameListInfiniteOptions(params));
  }
  /* Only answers go along: what failed renders as still loading, here and in the browser alike. */
  for (const query of queryClient.getQueryCache().findAll())
    if (query.state.status !== 'success')
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });

  const handler = createStaticHandler(createRoutes({ queryClient }));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  /* The route loaders' calls (home banners) have been asked for above; wait for any still under way. */
  await Promise.all(
    queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((query) => query.promise?.catch(() => undefined)),
  );
  const state: SsrState = {
    language,
    path,
    /* The status is the visitor's own (address, region): the server adds it to every page (`status`). */
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.queryKey[1] !== systemStatusOptionsKey,
    }),
    loaderData: context.loaderData,
  };

  const element = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <SystemGate>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SystemGate>
      </AppProviders>
    </StrictMode>
  );
  const markup = await markupOf(element);
  if (markup === null) return null;

  const executions = announcementExecutions(false, false);
  const announcements = queryClient.getQueryData(announcementsQueryOptions(executions, language).queryKey);
  let popup: ServerRenderOutput['popup'] = null;
  if (popupItems(announcements ?? []).length > 0) {
    setServerHtmlSanitizer(sanitizeHtml);
    try {
      const html = await markupOf(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <StaticModalContext value>
              <PublicModal open />
            </StaticModalContext>
          </MemoryRouter>
        </AppProviders>,
        /* Its own ids: it is rendered apart from the page, whose ids start alike. */
        'ssr-popup-',
      );
      if (html) popup = { html, sessionKey: announcementShownKey(executions.join(',')) };
    } finally {
      setServerHtmlSanitizer(undefined);
    }
  }
  const themeStyle = Object.entries(themeToVariables(permission.merchant.theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  const banners = queryClient.getQueryData(bannersQueryOptions('w_home', language).queryKey);
  queryClient.clear();
  return {
    html: markup,
    state,
    themeStyle,
    title: i18n.t('documentTitle', { name: permission.merchant.name }),
    leadImage: (homePaths as readonly string[]).includes(path) ? (banners?.[0]?.url ?? null) : null,
    popup,
  };
}
