import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from './routes.tsx';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * Creates the history-mode router of the site once. main.tsx starts it before the first render, so that the
 * page's chunk and data load beside the start-up calls; it shows once the system status allows the app.
 */
export function startRouter(queryClient: QueryClient): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(createRoutes({ queryClient }));
  return router;
}

export function AppRouter({ queryClient }: { queryClient: QueryClient }) {
  return <RouterProvider router={startRouter(queryClient)} />;
}
