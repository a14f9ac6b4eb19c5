import type { PromotionCategory, PromotionState, PromotionTag } from '@msp/contracts/enums.ts';
import type { Promotion } from '@msp/contracts/promotions.ts';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import {
  CalendarIcon,
  CardsIcon,
  ChartIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  CoinsIcon,
  CrownIcon,
  DepositIcon,
  DownloadIcon,
  FireIcon,
  FishIcon,
  GiftIcon,
  LiveIcon,
  LotteryIcon,
  SlotsIcon,
  SparkIcon,
  SportsIcon,
  StarIcon,
  StoreIcon,
  strokeIcon,
  type IconProps,
} from '../../../shared/ui/icons.tsx';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { promoDate, promoMoney } from '../lib/promotion-format.ts';
import './promotions.css';

/** An hourglass: waiting for a review. */
export const HourglassIcon = /* @__PURE__ */ strokeIcon(
  <path d="M7 3h10M7 21h10M8 3v3.5a4 4 0 0 0 1.6 3.2L12 11.5l2.4-1.8A4 4 0 0 0 16 6.5V3M8 21v-3.5a4 4 0 0 1 1.6-3.2l2.4-1.8 2.4 1.8a4 4 0 0 1 1.6 3.2V21" />,
);
/** A target with an arrow in it: the turnover being played through. */
export const TargetIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 12l7-7M16.5 5H19v2.5" />
  </>,
);
/** A picture: the application's screenshots. */
export const PictureIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m20.5 16-4.6-4.6a1.2 1.2 0 0 0-1.7 0L6 19.5" />
  </>,
);
/** A clipboard with lines: the rules. */
export const RulesIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
    <path d="M9 3h6v3H9zM8.5 11h7M8.5 14.5h7M8.5 18h4" />
  </>,
);

/** The merchant's currency symbol (৳ until the permission answer is in). */
export function useCurrencySymbol(): string {
  const { data } = useQuery(permissionQueryOptions());
  return data?.merchant.currencySymbol ?? '৳';
}

/** An amount in the member's digits with the currency: "৳৩০০", "৳1,250.50". */
export function usePromoMoney(): (value: string) => string {
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  return (value: string) => promoMoney(value, language, symbol);
}

/** Each category's artwork when a promotion has no image: its icon on its own gradient. */
const categoryArt: Record<PromotionCategory, { Icon: ComponentType<IconProps>; hue: string }> = {
  other: { Icon: GiftIcon, hue: 'gold' },
  sports: { Icon: SportsIcon, hue: 'green' },
  liveCasino: { Icon: LiveIcon, hue: 'rose' },
  slots: { Icon: SlotsIcon, hue: 'violet' },
  cardGames: { Icon: CardsIcon, hue: 'teal' },
  fishing: { Icon: FishIcon, hue: 'blue' },
  lotto: { Icon: LotteryIcon, hue: 'amber' },
  rebate: { Icon: CoinsIcon, hue: 'teal' },
  pointsMall: { Icon: StoreIcon, hue: 'blue' },
  ranking: { Icon: CrownIcon, hue: 'violet' },
  deposit: { Icon: DepositIcon, hue: 'gold' },
  appDownload: { Icon: DownloadIcon, hue: 'green' },
  newPlayer: { Icon: SparkIcon, hue: 'rose' },
};

export function CategoryIcon({ category }: { category: PromotionCategory }) {
  const { Icon } = categoryArt[category];
  return <Icon />;
}

/** The promotion's image, or its category's gradient and icon (no broken image, no empty box). */
export function PromotionArt({
  promotion,
  size = 'card',
  children,
}: {
  promotion: Pick<Promotion, 'category' | 'imageUrl' | 'title'>;
  size?: 'card' | 'hero';
  children?: ReactNode;
}) {
  const { Icon, hue } = categoryArt[promotion.category];
  return (
    <div
      className={`promo-art promo-art--${size} promo-art--${hue}${promotion.imageUrl ? ' has-image' : ''}`}
    >
      {promotion.imageUrl ? (
        <img src={promotion.imageUrl} alt="" loading="lazy" draggable={false} />
      ) : (
        <span className="promo-art__icon" aria-hidden="true">
          <Icon />
        </span>
      )}
      {children}
    </div>
  );
}

/** The tones of the caller's states. */
export const stateTones: Record<PromotionState, string> = {
  join: 'primary',
  joined: 'info',
  applying: 'warning',
  process: 'accent',
  claim: 'success',
  claimed: 'done',
  issued: 'done',
  rejected: 'danger',
  close: 'muted',
  comingSoon: 'info',
};

const stateIcons: Record<PromotionState, ComponentType<IconProps>> = {
  join: FireIcon,
  joined: CheckIcon,
  applying: HourglassIcon,
  process: TargetIcon,
  claim: GiftIcon,
  claimed: CheckIcon,
  issued: CheckIcon,
  rejected: CloseIcon,
  close: ClockIcon,
  comingSoon: CalendarIcon,
};

export function StateIcon({ state }: { state: PromotionState }) {
  const Icon = stateIcons[state];
  return <Icon />;
}

/** The caller's state in words ("Joined", "Bonus ready", "Ended"…): the badge's label. */
export function useStateLabel(): (promotion: Pick<Promotion, 'state' | 'closedReason'>) => string {
  const { t } = useTranslation('promotions');
  return ({ state, closedReason }) =>
    state === 'close' ? t(`closedReasons.${closedReason ?? 'ENDED'}`) : t(`states.${state}`);
}

/**
 * The caller's next step in words, for a card's button: "Join now" ("Apply now" for a promotion taken by
 * application), "Claim ৳300", "Track turnover", else "Details".
 */
export function useActionLabel(): (promotion: Pick<Promotion, 'state' | 'reward' | 'joinMode'>) => string {
  const { t } = useTranslation('promotions');
  const money = usePromoMoney();
  return ({ state, reward, joinMode }) => {
    switch (state) {
      case 'join':
        return t(joinMode === 'APPLICATION' ? 'cta.apply' : 'cta.join');
      case 'claim':
        return reward ? t('cta.claimAmount', { amount: money(reward) }) : t('cta.claim');
      case 'process':
        return t('cta.process');
      default:
        return t('cta.details');
    }
  };
}

/** The state as a coloured badge with its icon. */
export function StateBadge({
  promotion,
  testId,
}: {
  promotion: Pick<Promotion, 'state' | 'closedReason'>;
  testId?: string;
}) {
  const label = useStateLabel();
  return (
    <span
      className={`promo-state promo-state--${stateTones[promotion.state]}`}
      data-state={promotion.state}
      data-testid={testId}
    >
      <StateIcon state={promotion.state} />
      {label(promotion)}
    </span>
  );
}

/** "Until 31 December 2026", "Ongoing", or "Starts 1 December 2026" for one not started yet. */
export function PeriodText({
  promotion,
  testId,
}: {
  promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'state'>;
  testId?: string;
}) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const text =
    promotion.state === 'comingSoon'
      ? t('period.starts', { date: promoDate(promotion.startsAt, language) })
      : promotion.endsAt
        ? t('period.until', { date: promoDate(promotion.endsAt, language) })
        : t('period.ongoing');
  return (
    <span className="promo-period" data-testid={testId}>
      <CalendarIcon />
      {text}
    </span>
  );
}

const tagIcons: Partial<Record<PromotionTag, ComponentType<IconProps>>> = {
  vip: CrownIcon,
  limited: ClockIcon,
  highRebate: ChartIcon,
  newbie: SparkIcon,
  specialOffer: StarIcon,
  daily: CalendarIcon,
};

/** The promotion's tags as small chips. */
export function TagChips({ tags }: { tags: readonly PromotionTag[] }) {
  const { t } = useTranslation('promotions');
  if (tags.length === 0) return null;
  return (
    <ul className="promo-tags" aria-label={t('tagsLabel')}>
      {tags.map((tag) => {
        const Icon = tagIcons[tag] ?? StarIcon;
        return (
          <li key={tag} className={`promo-tag promo-tag--${tag}`}>
            <Icon />
            {t(`tags.${tag}`)}
          </li>
        );
      })}
    </ul>
  );
}
