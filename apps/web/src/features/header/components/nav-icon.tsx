import type { NavCategory } from '../../../shared/lib/game-categories.ts';
import {
  CardsIcon,
  EsportsIcon,
  FishIcon,
  GiftIcon,
  HomeIcon,
  LiveIcon,
  LotteryIcon,
  RoosterIcon,
  SlotsIcon,
  SportsIcon,
  StoreIcon,
} from '../../../shared/ui/icons.tsx';

const icons: Record<NavCategory, typeof HomeIcon> = {
  HOME: HomeIcon,
  LOTT: LotteryIcon,
  LIVE: LiveIcon,
  SPORTS: SportsIcon,
  FISH: FishIcon,
  RNG: SlotsIcon,
  PVP: CardsIcon,
  ESPORTS: EsportsIcon,
  PROMO: GiftIcon,
  COCKFIGHT: RoosterIcon,
  POINTMALL: StoreIcon,
};

export function NavIcon({ category, className }: { category: NavCategory; className?: string }) {
  const Icon = icons[category];
  return <Icon className={className} />;
}
