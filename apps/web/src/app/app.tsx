import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SystemGate } from '../features/system/components/system-gate.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  /* The app runs the page now (a first screen from the server is taken over: main.tsx). */
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return (
    <AppProviders queryClient={queryClient}>
      <SystemGate>
        <AppRouter queryClient={queryClient} />
      </SystemGate>
    </AppProviders>
  );
}
