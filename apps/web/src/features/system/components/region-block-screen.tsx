import type { SystemStatus } from '@msp/contracts/system.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hideLoadingCover } from '../../../shared/lib/loading-cover.ts';
import { HeadsetIcon, MapPinOffIcon } from '../../../shared/ui/icons.tsx';
import { StatusScreen } from '../../../shared/ui/status-screen.tsx';
import { LanguageSelector } from '../../language/components/language-selector.tsx';
import { openCustomerService } from '../../live-chat/lib/open-customer-service.ts';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import './system-screens.css';

/** Full-page region block: the visitor's IP, the message and a customer-service button. */
export function RegionBlockScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('system');
  useEffect(hideLoadingCover, []);
  return (
    <StatusScreen
      fullPage
      tone="danger"
      icon={<MapPinOffIcon />}
      title={t('region.title')}
      testId="region-block-screen"
      corner={<LanguageSelector compact />}
      logo={<BrandLogo linkHome={false} />}
      actions={
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
      }
    >
      <p className="system-screen__ip">
        <span>{t('region.yourIp')}</span>
        <strong data-testid="region-ip">{status.ip}</strong>
        {status.country ? <span className="system-screen__country">{status.country}</span> : null}
      </p>
      <p className="system-screen__message">{status.regionMessage || t('region.message')}</p>
    </StatusScreen>
  );
}
