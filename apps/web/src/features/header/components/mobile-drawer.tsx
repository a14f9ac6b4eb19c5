import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { withPageTranslations } from '../../../i18n/i18n.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { CloseIcon, DepositIcon, HelpIcon, WithdrawIcon } from '../../../shared/ui/icons.tsx';
import { LanguageSelector } from '../../language/components/language-selector.tsx';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import type { NavItem } from '../lib/nav-items.ts';
import { NavIcon } from './nav-icon.tsx';

/* Only a member has something to log out of: visitors never load it. */
const LogoutButton = lazyComponent(
  withPageTranslations(() => import('../../auth/components/logout-button.tsx')),
  (module) => module.LogoutButton,
);

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  loggedIn: boolean;
  directRegistration: boolean;
}

/** Phone navigation drawer opened by the hamburger. */
export function MobileDrawer({ open, onClose, items, loggedIn, directRegistration }: MobileDrawerProps) {
  const { t } = useTranslation('header');
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  return (
    <div className={`drawer${open ? ' is-open' : ''}`} aria-hidden={!open} data-testid="mobile-drawer">
      <div className="drawer__scrim" onClick={onClose} />
      <aside className="drawer__panel" aria-label={t('navLabel')}>
        <div className="drawer__head">
          <BrandLogo compact />
          <button type="button" className="drawer__close" onClick={onClose} aria-label={t('closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        {loggedIn ? (
          <div className="drawer__actions">
            <NavLink to="/member/depositv2" className="btn btn--primary" onClick={onClose}>
              <DepositIcon />
              {t('deposit')}
            </NavLink>
            <NavLink to="/member/withdraw" className="btn btn--ghost" onClick={onClose}>
              <WithdrawIcon />
              {t('withdraw')}
            </NavLink>
          </div>
        ) : (
          <div className="drawer__actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                onClose();
                openPopup('loginPopupModal', {});
              }}
            >
              {t('login')}
            </button>
            {directRegistration ? (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  onClose();
                  openPopup('registerModal', { referralCode: null });
                }}
              >
                {t('register')}
              </button>
            ) : null}
          </div>
        )}
        <nav className="drawer__nav">
          {items.map((item) => (
            <NavLink
              key={item.category}
              to={item.path}
              end={item.path === '/'}
              className={({ isActive }) => `drawer__link${isActive ? ' is-active' : ''}`}
              onClick={onClose}
            >
              <NavIcon category={item.category} className="drawer__icon" />
              {t(`nav.${item.category}`)}
              {item.cards.length > 0 ? <span className="drawer__count">{item.cards.length}</span> : null}
            </NavLink>
          ))}
          <NavLink to="/help" className="drawer__link" onClick={onClose}>
            <HelpIcon className="drawer__icon" />
            {t('help')}
          </NavLink>
        </nav>
        <div className="drawer__foot">
          <p className="drawer__label">{t('language')}</p>
          <LanguageSelector inline />
          {loggedIn ? (
            <Suspense fallback={null}>
              <LogoutButton className="btn btn--ghost btn--block drawer__logout" withLabel />
            </Suspense>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
