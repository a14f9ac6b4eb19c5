import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes.tsx';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** History-mode router of the site, created once the system status allows the app to show. */
export function AppRouter() {
  router ??= createBrowserRouter(createRoutes());
  return <RouterProvider router={router} />;
}
