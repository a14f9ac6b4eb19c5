import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CheckIcon,
  DownloadIcon,
  PhoneIcon,
  RefreshIcon,
  ShieldIcon,
  SparkIcon,
} from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { qrDefaults } from '../../side-menu/lib/qr-defaults.ts';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { absoluteUrl, appLinksOf, appPlatforms } from '../lib/app-links.ts';
import { promptInstall, useInstallState } from '../lib/install-prompt.ts';
import './app-download-page.css';

const benefits = [
  { key: 'fast', Icon: SparkIcon },
  { key: 'full', Icon: PhoneIcon },
  { key: 'updates', Icon: RefreshIcon },
  { key: 'safe', Icon: ShieldIcon },
] as const;

/** The browser's install button, while the browser offers to install the site (Chromium on Android, desktop). */
export function InstallButton() {
  const { t } = useTranslation('appDownload');
  const state = useInstallState();
  if (state === 'installed')
    return (
      <p className="app-install__done" data-testid="app-installed">
        <CheckIcon />
        {t('installedDone')}
      </p>
    );
  if (state === 'unavailable') return null;
  return (
    <button
      type="button"
      className="btn btn--primary btn--lg app-install__button"
      disabled={state === 'installing'}
      onClick={() => void promptInstall()}
      data-testid="install-app"
    >
      <DownloadIcon />
      {state === 'installing' ? t('installing') : t('installNow')}
    </button>
  );
}

/**
 * App download (/appDownload, spec §2 "app download with install guide"): a QR code per platform the merchant
 * offers (APP_IOS, APP_MOBILE_CONFIG, APP_ANDROID), the install button when the browser offers one, and the steps
 * of Add to Home Screen on iPhone and of installing on Android. The hash (`#ios`, `#android`, `#mobile-config`)
 * picks the guide, as the QR codes of the demo merchant do.
 */
export function AppDownloadPage() {
  const { t } = useTranslation('appDownload');
  const { hash } = useLocation();
  const { data: permission } = useQuery(permissionQueryOptions());
  const name = permission?.merchant.name ?? '';
  const links = appLinksOf(permission);
  /* Without app resources, the site itself is the app: its own install page's address. */
  const codes =
    links.length > 0 ? links : [{ ...appPlatforms[2], url: absoluteUrl('/appDownload'), label: name }];
  const isDemo = links.some((link) => /demo/i.test(link.label));
  const picked = hash.replace(/^#/, '');

  return (
    <div className="app-download-page" data-testid="app-download-page">
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title', { name })}
        subtitle={t('subtitle')}
        icon={<DownloadIcon />}
        tone="teal"
      >
        <div className="app-install">
          <InstallButton />
        </div>
      </PageHero>
      <div className="app-download-page__body container">
        <section>
          <SectionHeading icon={<DownloadIcon />} title={t('scanTitle')} />
          <p className="app-download-page__hint">{t('scanHint')}</p>
          <ul className="app-codes">
            {codes.map((code) => (
              <li key={code.type} className="app-code" data-testid={`app-code-${code.type}`}>
                <p className="app-code__label">
                  <code.Icon />
                  {t(`platforms.${code.key}`)}
                </p>
                <span className="app-code__qr" style={{ padding: qrDefaults.margin / 2 }}>
                  <QRCodeSVG
                    value={code.url}
                    size={qrDefaults.size}
                    level={qrDefaults.level}
                    title={code.url}
                    data-testid={`app-qr-${code.type}`}
                  />
                </span>
                <a className="app-code__open" href={code.url}>
                  {t('open')}
                </a>
              </li>
            ))}
          </ul>
          {isDemo ? <p className="app-download-page__demo">{t('demoNote')}</p> : null}
        </section>

        <section>
          <SectionHeading icon={<PhoneIcon />} title={t('guideTitle')} />
          <div className="app-guides">
            {appPlatforms.map((platform) => (
              <article
                key={platform.guide}
                id={platform.guide}
                className={`app-guide${picked === platform.guide ? ' is-picked' : ''}`}
                data-testid={`app-guide-${platform.guide}`}
              >
                <h3 className="app-guide__title">
                  <platform.Icon />
                  {t(`guides.${platform.key}.title`)}
                </h3>
                <ol className="app-guide__steps">
                  {(t(`guides.${platform.key}.steps`, { returnObjects: true }) as string[]).map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </article>
            ))}
          </div>
        </section>

        <section>
          <SectionHeading icon={<SparkIcon />} title={t('benefitsTitle')} />
          <ul className="app-benefits">
            {benefits.map(({ key, Icon }) => (
              <li key={key} className="app-benefit">
                <span className="app-benefit__icon">
                  <Icon />
                </span>
                {t(`benefits.${key}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
