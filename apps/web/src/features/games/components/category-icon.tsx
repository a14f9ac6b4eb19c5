import {
  CardsIcon,
  EsportsIcon,
  FireIcon,
  FishIcon,
  LiveIcon,
  LotteryIcon,
  PuzzleIcon,
  RoosterIcon,
  SlotsIcon,
  SportsIcon,
} from '../../../shared/ui/icons.tsx';
import type { GameListRoute } from '../lib/category-pages.ts';

const icons: Record<GameListRoute, typeof FireIcon> = {
  rng: SlotsIcon,
  live: LiveIcon,
  fish: FishIcon,
  pvp: CardsIcon,
  sports: SportsIcon,
  lott: LotteryIcon,
  elott: LotteryIcon,
  hot: FireIcon,
  inhouse: PuzzleIcon,
  cockfight: RoosterIcon,
  esports: EsportsIcon,
};

export function CategoryIcon({ route }: { route: GameListRoute }) {
  const Icon = icons[route];
  return <Icon />;
}
