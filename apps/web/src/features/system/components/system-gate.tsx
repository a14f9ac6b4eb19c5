import { customerServicePath } from '@msp/contracts/support-constants.ts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { hideLoadingCover } from '../../../shared/lib/loading-cover.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { RefreshIcon, WifiOffIcon } from '../../../shared/ui/icons.tsx';
import { StatusScreen } from '../../../shared/ui/status-screen.tsx';
import { ThemeApplier } from '../../theme/components/theme-applier.tsx';
import { permissionQueryOptions } from '../api/permission.ts';
import { systemStatusQueryOptions } from '../api/system-status.ts';

/* The maintenance and region-block pages are rare: their code loads only when the status asks for them. */
const MaintenanceScreen = lazyComponent(
  () => import('./maintenance-screen.tsx'),
  (module) => module.MaintenanceScreen,
);
const RegionBlockScreen = lazyComponent(
  () => import('./region-block-screen.tsx'),
  (module) => module.RegionBlockScreen,
);

function NetworkErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  useEffect(hideLoadingCover, []);
  return (
    <StatusScreen
      fullPage
      tone="danger"
      icon={<WifiOffIcon />}
      title={t('network')}
      testId="network-error-screen"
      actions={
        <button type="button" className="btn btn--primary btn--lg" onClick={onRetry}>
          <RefreshIcon />
          {t('retry')}
        </button>
      }
    />
  );
}

const customerServiceWindowOpen = () =>
  typeof window !== 'undefined' && window.location.pathname === customerServicePath;

type View = 'waiting' | 'statusError' | 'maintenance' | 'regionBlock' | 'permissionError' | 'app';

/**
 * Spec §4: the status call decides what the visitor sees: the app (0), the maintenance page (1) or the
 * region-block page (2); maintenance wins. The app itself waits for the merchant configuration.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const status = useQuery(systemStatusQueryOptions(language));
  const permission = useQuery(permissionQueryOptions());

  const view: View = (() => {
    if (status.isPending) return 'waiting';
    if (!status.data) return 'statusError';
    // The customer-service window stays open whatever the status: the status screens send visitors to it.
    if (status.data.status === 1 && !customerServiceWindowOpen()) return 'maintenance';
    if (status.data.status === 2 && !customerServiceWindowOpen()) return 'regionBlock';
    if (permission.isPending) return 'waiting';
    if (!permission.data) return 'permissionError';
    return 'app';
  })();
  /*
   * The first render of the app is the biggest piece of work of a visit: as a deferred value it renders as a
   * transition, in slices that keep the page responsive, instead of one long task when the calls answer.
   */
  const shown = useDeferredValue(view);

  /* The merchant's theme and logo dress the status screens too when the configuration could be read. */
  const theme = permission.data ? <ThemeApplier merchant={permission.data.merchant} /> : null;
  const screen = (() => {
    switch (shown) {
      case 'statusError':
        return <NetworkErrorScreen onRetry={() => void status.refetch()} />;
      case 'maintenance':
        return status.data ? <MaintenanceScreen status={status.data} /> : null;
      case 'regionBlock':
        return status.data ? <RegionBlockScreen status={status.data} /> : null;
      case 'permissionError':
        return <NetworkErrorScreen onRetry={() => void permission.refetch()} />;
      case 'app':
        return children;
      default:
        return null;
    }
  })();
  /* What shows waits for the first language's translations (the loading cover stays up); the calls do not. */
  return (
    <Suspense fallback={null}>
      {theme}
      {screen}
    </Suspense>
  );
}
