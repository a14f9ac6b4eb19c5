import type { ResourceType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import {
  ArrowUpIcon,
  DownloadIcon,
  FacebookIcon,
  GiftIcon,
  InstagramIcon,
  LinkIcon,
  TelegramIcon,
  YoutubeIcon,
} from '../../../shared/ui/icons.tsx';
import { memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { LiveChatEntry } from '../../live-chat/components/live-chat-entry.tsx';
import { firstResource, permissionQueryOptions } from '../../system/api/permission.ts';
import './side-menu.css';

/* The QR codes load the first time a visitor reaches for the app download, not with every page. */
const AppDownloadPanel = lazyComponent(
  () => import('./app-download-panel.tsx'),
  (module) => module.AppDownloadPanel,
);

const socialShortcuts = [
  { type: 'SOCIAL_TELEGRAM', key: 'telegram', Icon: TelegramIcon },
  { type: 'SOCIAL_FACEBOOK', key: 'facebook', Icon: FacebookIcon },
  { type: 'SOCIAL_YOUTUBE', key: 'youtube', Icon: YoutubeIcon },
  { type: 'SOCIAL_INSTAGRAM', key: 'instagram', Icon: InstagramIcon },
  { type: 'LINK_SERVICE', key: 'linkService', Icon: LinkIcon },
] as const satisfies readonly { type: ResourceType; key: string; Icon: unknown }[];

function RailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="rail__item">
      {children}
      <span className="rail__label">{label}</span>
    </li>
  );
}

/** A rail item with a panel beside it on hover or focus; the panel is made the first time it is wanted. */
function FlyoutItem({ children, flyout }: { children: ReactNode; flyout: () => ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <li className="rail__item rail__item--flyout" onPointerEnter={want} onFocus={want}>
      {children}
      <div className="rail__flyout">{wanted ? <Suspense fallback={null}>{flyout()}</Suspense> : null}</div>
    </li>
  );
}

/**
 * Where the referral shortcut leads (spec §2: "visitors, or members when the REFERRAL promotion is enabled"):
 * a visitor to the registration, a member to its referral page while the merchant runs a REFERRAL promotion (the
 * member info's `availablePromo.REFERRAL.enabled`); otherwise there is no shortcut.
 */
function useReferralTarget(token: string | null): string | null {
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  if (token === null) return '/register';
  return member?.availablePromo?.REFERRAL?.enabled ? '/member/referral' : null;
}

/**
 * Side menu (spec §2): referral shortcut for visitors (and members while a referral promotion runs), live chat,
 * social shortcuts, app download with QR codes, scroll-to-top. A fixed rail on the right on desktop; on phones only
 * scroll-to-top stays (and the live chat's own floating button).
 */
export function SideMenu() {
  const { t } = useTranslation('sideMenu');
  const token = useSessionToken();
  const { data: permission } = useQuery(permissionQueryOptions());
  const [scrolled, setScrolled] = useState(false);
  const referralTarget = useReferralTarget(token);
  const liveChat = firstResource(permission, 'LIVE_CHAT');
  const socials = socialShortcuts.flatMap((social) => {
    const resource = firstResource(permission, social.type);
    return resource ? [{ ...social, url: resource.url }] : [];
  });
  const hasApp = ['APP_IOS', 'APP_MOBILE_CONFIG', 'APP_ANDROID'].some((type) =>
    firstResource(permission, type as ResourceType),
  );

  /* Only on scroll: reading the position while the page first renders would force a layout. */
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <aside className="rail" aria-label={t('label')} data-testid="side-menu">
      <ul className="rail__list">
        {referralTarget ? (
          <RailItem label={t('referral')}>
            <Link
              to={referralTarget}
              className="rail__button rail__button--hot"
              aria-label={t('referral')}
              data-testid="rail-referral"
            >
              <GiftIcon />
            </Link>
          </RailItem>
        ) : null}
        {liveChat ? (
          <RailItem label={t('liveChat')}>
            <LiveChatEntry resource={liveChat} label={t('liveChat')} />
          </RailItem>
        ) : null}
        {socials.map(({ type, key, Icon, url }) => (
          <RailItem key={type} label={t(`social.${key}`)}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="rail__button"
              aria-label={t(`social.${key}`)}
              data-testid={`rail-${type}`}
            >
              <Icon />
            </a>
          </RailItem>
        ))}
        {hasApp ? (
          <FlyoutItem flyout={() => <AppDownloadPanel permission={permission} />}>
            <button
              type="button"
              className="rail__button"
              aria-label={t('appDownload')}
              data-testid="rail-app"
            >
              <DownloadIcon />
            </button>
          </FlyoutItem>
        ) : null}
      </ul>
      <button
        type="button"
        className={`rail__top${scrolled ? ' is-visible' : ''}`}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label={t('scrollTop')}
        data-testid="scroll-top"
      >
        <ArrowUpIcon />
      </button>
    </aside>
  );
}
