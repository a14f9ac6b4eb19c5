import type { SystemStatus } from '@msp/contracts/system.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { hideLoadingCover } from '../../../shared/lib/loading-cover.ts';
import { ClockIcon, HeadsetIcon, RefreshIcon, ToolsIcon } from '../../../shared/ui/icons.tsx';
import { StatusScreen } from '../../../shared/ui/status-screen.tsx';
import { LanguageSelector } from '../../language/components/language-selector.tsx';
import { openCustomerService } from '../../live-chat/lib/open-customer-service.ts';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import './system-screens.css';

/** Full-page maintenance screen: title, optional end time, info text, customer-service button. */
export function MaintenanceScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('system');
  useEffect(hideLoadingCover, []);
  const maintenance = status.maintenance;
  const endTime = maintenance?.endTime ?? null;
  return (
    <StatusScreen
      fullPage
      icon={<ToolsIcon />}
      title={maintenance?.title || t('maintenance.title')}
      testId="maintenance-screen"
      corner={<LanguageSelector compact />}
      logo={<BrandLogo linkHome={false} />}
      actions={
        <>
          <button
            type="button"
            className="btn btn--primary btn--lg"
            disabled={!status.customerServiceUrl}
            onClick={() => status.customerServiceUrl && openCustomerService(status.customerServiceUrl)}
            data-testid="customer-service-button"
          >
            <HeadsetIcon />
            {t('customerService')}
          </button>
          <button type="button" className="btn btn--ghost btn--lg" onClick={() => window.location.reload()}>
            <RefreshIcon />
            {t('refresh')}
          </button>
        </>
      }
    >
      {endTime !== null ? (
        <p className="system-screen__end" data-testid="maintenance-end-time">
          <ClockIcon />
          <span>{t('maintenance.endTime')}</span>
          <strong>{formatDateTime(endTime)}</strong>
        </p>
      ) : null}
      {maintenance?.message ? <p className="system-screen__message">{maintenance.message}</p> : null}
      <p>{t('maintenance.info')}</p>
    </StatusScreen>
  );
}
