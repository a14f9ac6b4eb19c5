import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hideLoadingCover } from '../../../shared/lib/loading-cover.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { RefreshIcon, WifiOffIcon } from '../../../shared/ui/icons.tsx';
import { StatusScreen } from '../../../shared/ui/status-screen.tsx';
import { ThemeApplier } from '../../theme/components/theme-applier.tsx';
import { permissionQueryOptions } from '../api/permission.ts';
import { systemStatusQueryOptions } from '../api/system-status.ts';
import { MaintenanceScreen } from './maintenance-screen.tsx';
import { RegionBlockScreen } from './region-block-screen.tsx';

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

/**
 * Spec §4: the status call decides what the visitor sees: the app (0), the maintenance page (1) or the
 * region-block page (2); maintenance wins. The app itself waits for the merchant configuration.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const status = useQuery(systemStatusQueryOptions(language));
  const permission = useQuery(permissionQueryOptions());

  /* The merchant's theme and logo dress the status screens too when the configuration could be read. */
  const theme = permission.data ? <ThemeApplier merchant={permission.data.merchant} /> : null;
  const screen = (() => {
    if (status.isPending) return null;
    if (!status.data) return <NetworkErrorScreen onRetry={() => void status.refetch()} />;
    if (status.data.status === 1) return <MaintenanceScreen status={status.data} />;
    if (status.data.status === 2) return <RegionBlockScreen status={status.data} />;
    if (permission.isPending) return null;
    if (!permission.data) return <NetworkErrorScreen onRetry={() => void permission.refetch()} />;
    return children;
  })();
  return (
    <>
      {theme}
      {screen}
    </>
  );
}
