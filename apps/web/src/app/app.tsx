import type { QueryClient } from '@tanstack/react-query';
import { SystemGate } from '../features/system/components/system-gate.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <SystemGate>
        <AppRouter queryClient={queryClient} />
      </SystemGate>
    </AppProviders>
  );
}
