import type {
  PointsCategory,
  PointsEntryKind,
  PointsItemKind,
  RedemptionStatus,
} from '@msp/contracts/points.ts';
import { useTranslation } from 'react-i18next';
import {
  CardsIcon,
  CoinsIcon,
  EsportsIcon,
  FishIcon,
  GiftIcon,
  LiveIcon,
  LotteryIcon,
  RefreshIcon,
  RoosterIcon,
  SlotsIcon,
  SparkIcon,
  SportsIcon,
  StarIcon,
  TicketIcon,
  WalletIcon,
} from '../../../shared/ui/icons.tsx';
import { formatPoints } from '../lib/points-format.ts';

const categoryIcons: Record<PointsCategory, typeof CoinsIcon> = {
  LOTT: LotteryIcon,
  ELOTT: LotteryIcon,
  LIVE: LiveIcon,
  SPORTS: SportsIcon,
  FISH: FishIcon,
  RNG: SlotsIcon,
  PVP: CardsIcon,
  ESPORTS: EsportsIcon,
  COCKFIGHT: RoosterIcon,
};

export function CategoryIcon({ category }: { category: PointsCategory }) {
  const Icon = categoryIcons[category];
  return <Icon />;
}

const kindIcons: Record<PointsItemKind, typeof CoinsIcon> = {
  BONUS_CREDIT: CoinsIcon,
  PHYSICAL: GiftIcon,
  VOUCHER: TicketIcon,
};

export function KindIcon({ kind }: { kind: PointsItemKind }) {
  const Icon = kindIcons[kind];
  return <Icon />;
}

const entryIcons: Record<PointsEntryKind, typeof CoinsIcon> = {
  ACCRUAL: SparkIcon,
  REDEEM: GiftIcon,
  REDEEM_REFUND: RefreshIcon,
  CONVERT: WalletIcon,
  DEMO_GRANT: StarIcon,
};

export function EntryIcon({ kind }: { kind: PointsEntryKind }) {
  const Icon = entryIcons[kind];
  return <Icon />;
}

/** A game category's name, as the game menus say it. */
export function useCategoryName() {
  const { t } = useTranslation('games');
  return (category: PointsCategory) => t(`categories.${category}`);
}

/** A redemption's status: amber while an operator has it, green approved, red rejected. */
export function RedemptionStatusChip({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('pointMall');
  return (
    <span className={`pm-status pm-status--${status}`} data-status={status} data-testid="redemption-status">
      {t(`statuses.${status}`)}
    </span>
  );
}

/** A number of points with its unit: "5,140 pts". */
export function PointsFigure({ points, className }: { points: number; className?: string }) {
  const { t } = useTranslation('pointMall');
  return (
    <span className={`pm-points${className ? ` ${className}` : ''}`}>
      <strong>{formatPoints(points)}</strong> <span className="pm-points__unit">{t('pts')}</span>
    </span>
  );
}
