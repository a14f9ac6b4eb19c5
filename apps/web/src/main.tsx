import '@fontsource-variable/inter';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/500.css';
import '@fontsource/noto-sans-bengali/600.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/noto-sans-bengali/800.css';
import 'swiper/css';
import 'swiper/css/pagination';
import './app/styles/global.css';
import './shared/ui/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { watchPreloadErrors } from './app/chunk-loading.ts';
import { createQueryClient } from './app/query-client.ts';
import { restoreSessionFromUrl } from './app/url-session.ts';
import './i18n/i18n.ts';

restoreSessionFromUrl();
watchPreloadErrors();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
