import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isLaunchCard } from '../../../shared/lib/game-categories.ts';
import { useGameLaunch } from '../../games/components/use-game-launch.ts';
import type { NavItem } from '../lib/nav-items.ts';
import { NavIcon } from './nav-icon.tsx';
import { VendorDropdown } from './vendor-dropdown.tsx';

/** Spec §2: the cockfight entry starts its game directly (through the launch flow) instead of opening a page. */
function directLaunchCard(item: NavItem) {
  if (item.category !== 'COCKFIGHT') return undefined;
  const card = item.cards[0];
  return card && isLaunchCard(card) ? card : undefined;
}

/** The desktop navigation row; a category with vendors opens its drop-down on mouse enter. */
export function TopNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('header');
  const location = useLocation();
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    /* A navigation closes the drop-down. */
    setShownPath(location.pathname);
    setOpenCategory(null);
  }
  const closeTimer = useRef<number | undefined>(undefined);
  const { launchVendor } = useGameLaunch();
  const openItem = items.find((item) => item.category === openCategory && item.cards.length > 0);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const enter = (item: NavItem) => {
    window.clearTimeout(closeTimer.current);
    setOpenCategory(item.cards.length > 0 ? item.category : null);
  };
  const onEntryClick = (item: NavItem, event: MouseEvent<HTMLAnchorElement>) => {
    const card = directLaunchCard(item);
    if (!card || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    setOpenCategory(null);
    launchVendor(card);
  };
  const leave = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenCategory(null), 150);
  };

  return (
    <nav className="mainnav" aria-label={t('navLabel')} onMouseLeave={leave}>
      <ul className="mainnav__list container">
        {items.map((item) => (
          <li key={item.category} onMouseEnter={() => enter(item)}>
            <NavLink
              to={item.path}
              end={item.path === '/'}
              className={({ isActive }) =>
                `mainnav__link${isActive ? ' is-active' : ''}${openCategory === item.category ? ' is-open' : ''}`
              }
              data-testid={`nav-${item.category}`}
              onFocus={() => enter(item)}
              onClick={(event) => onEntryClick(item, event)}
            >
              <NavIcon category={item.category} className="mainnav__icon" />
              <span>{t(`nav.${item.category}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {openItem ? (
        <div onMouseEnter={() => window.clearTimeout(closeTimer.current)}>
          <VendorDropdown item={openItem} onNavigate={() => setOpenCategory(null)} />
        </div>
      ) : null}
    </nav>
  );
}
