import type { Permission } from '@msp/contracts/system.ts';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appLinksOf } from '../../app-download/lib/app-links.ts';
import { qrDefaults } from '../lib/qr-defaults.ts';

/**
 * App download with a QR code per platform (iOS, mobile config, Android) that has a resource (a path of the site
 * is drawn with the site's origin, so a phone's camera can open it), and the way to the full install guide.
 */
export function AppDownloadPanel({ permission }: { permission: Permission | undefined }) {
  const { t } = useTranslation('sideMenu');
  const available = appLinksOf(permission);
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
      <Link to="/appDownload" className="app-download__guide" data-testid="app-download-guide">
        {t('installGuide')}
      </Link>
    </div>
  );
}
