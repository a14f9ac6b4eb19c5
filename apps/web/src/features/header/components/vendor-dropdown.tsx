import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../shared/ui/icons.tsx';
import { VendorLink } from '../../games/components/vendor-link.tsx';
import { VendorLogo } from '../../games/components/vendor-logo.tsx';
import { dropdownEntries, type NavItem } from '../lib/nav-items.ts';
import { NavIcon } from './nav-icon.tsx';

/** The drop-down of a category: up to 9 vendors and, with 9, a 'more games' tile to the type's page. */
export function VendorDropdown({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation('header');
  const { shown, showMore } = dropdownEntries(item.cards);
  return (
    <div className="nav-dropdown" data-testid={`nav-dropdown-${item.category}`}>
      <div className="nav-dropdown__inner container">
        <div className="nav-dropdown__intro">
          <span className="nav-dropdown__icon">
            <NavIcon category={item.category} />
          </span>
          <p className="nav-dropdown__title">{t(`nav.${item.category}`)}</p>
          <p className="nav-dropdown__count">{t('vendorCount', { count: item.cards.length })}</p>
        </div>
        <ul className="nav-dropdown__grid">
          {shown.map((card) => (
            <li key={`${card.gameType}-${card.vassalage}`}>
              <VendorLink
                card={card}
                className="vendor-tile"
                onNavigate={onNavigate}
                testId="dropdown-vendor"
              >
                <span className="vendor-tile__logo">
                  <VendorLogo src={card.logoUrl} name={card.displayName} />
                </span>
                <span className="vendor-tile__name">{card.displayName}</span>
              </VendorLink>
            </li>
          ))}
          {showMore ? (
            <li>
              <Link
                to={item.morePath}
                className="vendor-tile vendor-tile--more"
                onClick={onNavigate}
                data-testid="dropdown-more"
              >
                <span className="vendor-tile__logo">
                  <ArrowRightIcon />
                </span>
                <span className="vendor-tile__name">{t('moreGames')}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
