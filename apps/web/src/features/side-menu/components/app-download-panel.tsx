import type { ResourceType } from '@msp/contracts/enums.ts';
import type { Permission } from '@msp/contracts/system.ts';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AndroidIcon, AppleIcon, SettingsPhoneIcon } from '../../../shared/ui/icons.tsx';
import { firstResource } from '../../system/api/permission.ts';
import { qrDefaults } from '../lib/qr-defaults.ts';

const platforms = [
  { type: 'APP_IOS', key: 'ios', Icon: AppleIcon },
  { type: 'APP_MOBILE_CONFIG', key: 'mobileConfig', Icon: SettingsPhoneIcon },
  { type: 'APP_ANDROID', key: 'android', Icon: AndroidIcon },
] as const satisfies readonly { type: ResourceType; key: string; Icon: unknown }[];

/** App download with a QR code per platform (iOS, mobile config, Android) that has a resource. */
export function AppDownloadPanel({ permission }: { permission: Permission | undefined }) {
  const { t } = useTranslation('sideMenu');
  const available = platforms.flatMap((platform) => {
    const resource = firstResource(permission, platform.type);
    return resource ? [{ ...platform, url: resource.url }] : [];
  });
  const [selected, setSelected] = useState(0);
  const current = available[Math.min(selected, available.length - 1)];
  if (!current) return null;
  return (
    <div className="app-download" data-testid="app-download">
      <p className="app-download__title">{t('appDownload')}</p>
      <p className="app-download__text">{t('appDownloadText')}</p>
      <div className="app-download__tabs" role="tablist">
        {available.map((platform, index) => (
          <button
            type="button"
            role="tab"
            key={platform.type}
            aria-selected={platform.type === current.type}
            className={`app-download__tab${platform.type === current.type ? ' is-current' : ''}`}
            onClick={() => setSelected(index)}
          >
            <platform.Icon />
            {t(`platforms.${platform.key}`)}
          </button>
        ))}
      </div>
      <a
        className="app-download__qr"
        href={current.url}
        target="_blank"
        rel="noopener noreferrer"
        style={{ padding: qrDefaults.margin }}
      >
        <QRCodeSVG
          value={current.url}
          size={qrDefaults.size}
          level={qrDefaults.level}
          data-testid={`qr-${current.type}`}
        />
      </a>
      <p className="app-download__hint">{t('scanHint')}</p>
    </div>
  );
}
