import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardsOf, categoryPagePath } from '../../../shared/lib/game-categories.ts';
import { FishIcon, LiveIcon, PlayIcon, SlotsIcon } from '../../../shared/ui/icons.tsx';
import { VendorLogo } from '../../games/components/vendor-logo.tsx';
import './recommend-tiles.css';

const tiles = [
  { type: 'RNG', Icon: SlotsIcon, tone: 'gold' },
  { type: 'LIVE', Icon: LiveIcon, tone: 'rose' },
  { type: 'FISH', Icon: FishIcon, tone: 'teal' },
] as const satisfies readonly { type: VendorCategory; Icon: unknown; tone: string }[];

/** The three recommend tiles of home: slots (/rng), live casino (/live), fishing (/fish). */
export function RecommendTiles({ menus }: { menus: readonly VendorCategoryMenu[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <ul className="recommend">
      {tiles.map(({ type, Icon, tone }) => {
        const cards = cardsOf(menus, [type]);
        return (
          <li key={type}>
            <Link
              to={categoryPagePath[type]}
              className={`recommend-tile recommend-tile--${tone}`}
              data-testid={`recommend-${type}`}
            >
              <span className="recommend-tile__art" aria-hidden="true">
                <Icon />
              </span>
              <span className="recommend-tile__body">
                <span className="recommend-tile__eyebrow">{t('recommend.eyebrow')}</span>
                <span className="recommend-tile__title">{t(`recommend.${type}.title`)}</span>
                <span className="recommend-tile__desc">{t(`recommend.${type}.desc`)}</span>
                <span className="recommend-tile__vendors">
                  {cards.slice(0, 4).map((card) => (
                    <span className="recommend-tile__vendor" key={card.vassalage} title={card.displayName}>
                      <VendorLogo src={card.logoUrl} name={card.displayName} />
                    </span>
                  ))}
                  {cards.length > 0 ? (
                    <span className="recommend-tile__count">
                      {t('recommend.vendors', { count: cards.length })}
                    </span>
                  ) : null}
                </span>
                <span className="recommend-tile__cta">
                  <PlayIcon />
                  {t('recommend.cta')}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
