import type { VendorCard as VendorCardData } from '@msp/contracts/system.ts';
import { useTranslation } from 'react-i18next';
import { isLaunchCard } from '../../../shared/lib/game-categories.ts';
import { ArrowRightIcon, PlayIcon } from '../../../shared/ui/icons.tsx';
import { VendorLink } from './vendor-link.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import './game-pages.css';

/** A large vendor card of the game pages. */
export function VendorCard({ card, selected = false }: { card: VendorCardData; selected?: boolean }) {
  const { t } = useTranslation('games');
  const launch = isLaunchCard(card);
  return (
    <VendorLink card={card} className={`vendor-card${selected ? ' is-selected' : ''}`} testId="vendor-card">
      <span className="vendor-card__logo">
        <VendorLogo src={card.logoUrl} name={card.displayName} />
      </span>
      <span className="vendor-card__name">{card.displayName}</span>
      <span className="vendor-card__type">{t(`categories.${card.gameType}`)}</span>
      <span className="vendor-card__cta">
        {launch ? <PlayIcon /> : null}
        {launch ? t('play') : t('enter')}
        {launch ? null : <ArrowRightIcon />}
      </span>
    </VendorLink>
  );
}
