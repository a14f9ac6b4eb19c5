import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from './routes.tsx';

type Router = ReturnType<typeof createBrowserRouter>;
/** What the server's render of the first screen had: the loaders' answers, by route id. */
export type RouterState = NonNullable<
  NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']
>;

let router: Router | null = null;
let routes: RouteObject[] | null = null;

const routesOf = (queryClient: QueryClient) => (routes ??= createRoutes({ queryClient }));

/**
 * Loads the lazy parts of the routes the address matches, before a hydration of the server's first screen:
 * the router then renders the page at once, as the server did, instead of its loading state.
 */
export async function resolveFirstRoute(queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(routesOf(queryClient), window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Creates the history-mode router of the site once. main.tsx starts it before the first render, so that the
 * page's chunk and data load beside the start-up calls; it shows once the system status allows the app.
 */
export function startRouter(queryClient: QueryClient, hydrationData?: RouterState): Router {
  router ??= createBrowserRouter(routesOf(queryClient), hydrationData ? { hydrationData } : undefined);
  return router;
}

export function AppRouter({ queryClient }: { queryClient: QueryClient }) {
  return <RouterProvider router={startRouter(queryClient)} />;
}
