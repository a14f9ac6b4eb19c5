import './app/styles/fonts.css';
import './app/styles/global.css';
import './shared/ui/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { watchPreloadErrors } from './app/chunk-loading.ts';
import { createQueryClient } from './app/query-client.ts';
import { startRouter } from './app/router.tsx';
import { restoreSessionFromUrl } from './app/url-session.ts';
import './i18n/i18n.ts';

restoreSessionFromUrl();
watchPreloadErrors();

const queryClient = createQueryClient();
/* The page's chunk and data start now, beside the translations and the start-up calls. */
startRouter(queryClient);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
