import './app/styles/fonts.css';
import './app/styles/global.css';
import './shared/ui/controls.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { removeStaticPopup } from './features/announcements/lib/static-popup.ts';
import { App } from './app/app.tsx';
import { watchPreloadErrors } from './app/chunk-loading.ts';
import { createQueryClient } from './app/query-client.ts';
import { keepRenderHints } from './app/render-hints.ts';
import { resolveFirstRoute, startRouter, type RouterState } from './app/router.tsx';
import { restoreSessionFromUrl } from './app/url-session.ts';
import { startPwa } from './features/app-download/lib/start-pwa.ts';
import { systemStatusQueryOptions } from './features/system/api/system-status.ts';
import { currentLanguage, i18nReady } from './i18n/i18n.ts';
import { getToken } from './shared/lib/session-store.ts';

restoreSessionFromUrl();
watchPreloadErrors();
keepRenderHints();
startPwa();

const queryClient = createQueryClient();
const root = document.getElementById('root');

interface ServerState {
  language: string;
  path: string;
  queries: Parameters<typeof hydrate>[1];
  loaderData: RouterState['loaderData'];
  status: unknown;
}

/** The first screen the server rendered (apps/server/src/plugins/web-ssr.ts), when it is this visitor's. */
function serverState(): ServerState | null {
  const script = document.getElementById('msp-ssr');
  if (!script) return null;
  script.remove();
  try {
    const state = JSON.parse(script.textContent ?? '') as ServerState;
    /* Rendered for another language or without the session this tab holds: the app renders afresh. */
    if (state.language !== currentLanguage() || getToken() !== null || state.path !== location.pathname)
      return null;
    return state;
  } catch {
    return null;
  }
}

const render = () =>
  createRoot(root!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );

const state = root ? serverState() : null;
if (root && state) {
  hydrate(queryClient, state.queries);
  queryClient.setQueryData(systemStatusQueryOptions(currentLanguage()).queryKey, state.status as never);
  /* The page's code and the shell's translations are in before the hydration, which then matches at once. */
  void Promise.all([i18nReady, resolveFirstRoute(queryClient)]).then(() => {
    startRouter(queryClient, { loaderData: state.loaderData });
    /* As a transition: the hydration works in slices, the page stays responsive. */
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  });
} else if (root) {
  if (document.documentElement.hasAttribute('data-ssr')) {
    /* A first screen that is not this visitor's: the loading cover until the app has rendered. */
    document.getElementById('loading-cover')?.classList.remove('is-hidden', 'is-gone');
    root.replaceChildren();
    /* Its announcement pop-up too: the app opens its own, in the visitor's language. */
    removeStaticPopup();
    /* The bootstrap script hid it before the first paint already (build/route-preloads.ts); the cover now shows. */
    document.documentElement.removeAttribute('data-ssr-stale');
  }
  /* The page's chunk and data start now, beside the translations and the start-up calls. */
  startRouter(queryClient);
  render();
}
