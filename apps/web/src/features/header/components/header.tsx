import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { MenuIcon } from '../../../shared/ui/icons.tsx';
import { memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { InlineLoginForm } from '../../auth/components/inline-login-form.tsx';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { LanguageSelector } from '../../language/components/language-selector.tsx';
import { profileQueryOptions } from '../../member/api/profile.ts';
import { AvatarArt } from '../../member/components/avatar-art.tsx';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import { buildNavItems } from '../lib/nav-items.ts';
import { MemberBlock } from './member-block.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { TopNav } from './top-nav.tsx';
import { HeaderBalance } from '../../wallet/components/header-balance.tsx';
import './header.css';

/** Site header: logo, navigation with vendor drop-downs, language, login form or member block. */
export function Header() {
  const { t } = useTranslation('header');
  const language = useLanguage();
  const token = useSessionToken();
  const { data: permission } = useQuery(permissionQueryOptions());
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: profile } = useQuery(profileQueryOptions(token));
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
              {loggedIn ? <MemberBlock /> : <InlineLoginForm />}
            </div>
            <div className="topbar__phone">
              {loggedIn ? (
                <>
                  <HeaderBalance compact />
                  <span className="topbar__account" data-testid="phone-account">
                    {member?.account ?? ''}
                  </span>
                  <Link
                    to="/member/securityCenter"
                    className="topbar__avatar"
                    aria-label={t('profile')}
                    data-testid="phone-avatar"
                  >
                    <AvatarArt avatar={profile?.avatar} account={member?.account ?? ''} size={34} />
                  </Link>
                </>
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
