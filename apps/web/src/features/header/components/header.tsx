import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { withPageTranslations } from '../../../i18n/i18n.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { useMediaQuery } from '../../../shared/lib/use-media-query.ts';
import { MenuIcon } from '../../../shared/ui/icons.tsx';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { LanguageSelector } from '../../language/components/language-selector.tsx';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import { buildNavItems } from '../lib/nav-items.ts';
import { MobileDrawer } from './mobile-drawer.tsx';
import { TopNav } from './top-nav.tsx';
import './header.css';

/* The login form and the member's parts load only where they show: a phone never loads the header's form. */
const InlineLoginForm = lazyComponent(
  withPageTranslations(() => import('../../auth/components/inline-login-form.tsx')),
  (module) => module.InlineLoginForm,
);
const MemberBlock = lazyComponent(
  withPageTranslations(() => import('./member-block.tsx')),
  (module) => module.MemberBlock,
);
const PhoneMember = lazyComponent(
  withPageTranslations(() => import('./phone-member.tsx')),
  (module) => module.PhoneMember,
);

/** Below this width the top bar has the phone's login buttons and member part instead (header.css). */
const phoneTopbarQuery = '(max-width: 960px)';

/** Site header: logo, navigation with vendor drop-downs, language, login form or member block. */
export function Header() {
  const { t } = useTranslation('header');
  const language = useLanguage();
  const token = useSessionToken();
  /* A first screen from the server assumes a phone: a desktop adds its login form after the hydration. */
  const phoneTopbar = useMediaQuery(phoneTopbarQuery, true);
  const { data: permission } = useQuery(permissionQueryOptions());
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const items = buildNavItems(menus, { pointMall: isWhitelabelOn(permission?.whitelabelVal, 'PTSYS3') });
  const directRegistration = isWhitelabelOn(permission?.whitelabelVal, 'DIRECTREG3');
  const loggedIn = token !== null;

  return (
    <header className="site-header" data-testid="site-header">
      <div className="topbar">
        <div className="topbar__inner container">
          <button
            type="button"
            className="topbar__burger"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('openMenu')}
            aria-expanded={drawerOpen}
            data-testid="hamburger"
          >
            <MenuIcon />
          </button>
          <BrandLogo />
          <div className="topbar__right">
            <div className="topbar__desktop">
              <LanguageSelector />
              {phoneTopbar ? null : loggedIn ? (
                <Suspense fallback={<div className="member-block member-block--loading" aria-busy="true" />}>
                  <MemberBlock />
                </Suspense>
              ) : (
                <Suspense fallback={null}>
                  <InlineLoginForm />
                </Suspense>
              )}
            </div>
            <div className="topbar__phone">
              {loggedIn ? (
                phoneTopbar ? (
                  <Suspense fallback={null}>
                    <PhoneMember />
                  </Suspense>
                ) : null
              ) : (
                <>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => openPopup('loginPopupModal', {})}
                    data-testid="phone-login"
                  >
                    {t('login')}
                  </button>
                  {directRegistration ? (
                    <button
                      type="button"
                      className="btn btn--primary btn--sm"
                      onClick={() => openPopup('registerModal', { referralCode: null })}
                      data-testid="phone-register"
                    >
                      {t('register')}
                    </button>
                  ) : null}
                </>
              )}
            </div>
          </div>
        </div>
      </div>
      <TopNav items={items} />
      <MobileDrawer
        open={drawerOpen}
        onClose={closeDrawer}
        items={items}
        loggedIn={loggedIn}
        directRegistration={directRegistration}
      />
    </header>
  );
}
