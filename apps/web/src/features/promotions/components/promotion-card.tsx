import type { PromotionState } from '@msp/contracts/enums.ts';
import type { Promotion } from '@msp/contracts/promotions.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../shared/ui/icons.tsx';
import {
  CategoryIcon,
  PeriodText,
  PromotionArt,
  StateBadge,
  StateIcon,
  TagChips,
  useActionLabel,
} from './promotion-ui.tsx';

/** The card's button stands out when there is something to do; otherwise it only opens the detail. */
const ctaTones: Partial<Record<PromotionState, string>> = {
  join: 'primary',
  claim: 'success',
  process: 'accent',
};

/**
 * One promotion of the list: its image (or its category's art) with the state badge, its category, title,
 * summary, tags and period, and the caller's next step as the card's button ("Join now", "Claim ৳300"…). The
 * whole card opens the detail, where the step is taken.
 */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const label = useActionLabel();
  const tone = ctaTones[promotion.state] ?? 'ghost';
  const muted = promotion.state === 'close';
  return (
    <Link
      to={`/promotions/${promotion.id}`}
      className={`promo-card${muted ? ' is-muted' : ''}${promotion.state === 'claim' ? ' is-ready' : ''}`}
      data-testid="promo-card"
      data-code={promotion.code}
      data-state={promotion.state}
    >
      <PromotionArt promotion={promotion}>
        <span className="promo-card__category">
          <CategoryIcon category={promotion.category} />
          {t(`filters.${promotion.category}`)}
        </span>
        <StateBadge promotion={promotion} testId="promo-card-state" />
      </PromotionArt>
      <span className="promo-card__body">
        <span className="promo-card__title">{promotion.title}</span>
        {promotion.summary ? <span className="promo-card__text">{promotion.summary}</span> : null}
        <TagChips tags={promotion.tags} />
      </span>
      <span className="promo-card__foot">
        <PeriodText promotion={promotion} />
        <span className={`promo-cta promo-cta--${tone}`} data-testid="promo-card-action">
          {tone === 'ghost' ? null : <StateIcon state={promotion.state} />}
          <span>{label(promotion)}</span>
          <ArrowRightIcon className="promo-cta__arrow" />
        </span>
      </span>
    </Link>
  );
}
