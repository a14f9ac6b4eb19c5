import { useLocation, useSearchParams } from 'react-router';
import { pageKindOf } from '../lib/game-names.ts';
import { GameView } from './game-view.tsx';
import { LotteryLobby } from './lottery-lobby.tsx';
import { VendorLotteryPage } from './vendor-lottery-page.tsx';
import './lottery.css';

/**
 * Our own lottery (/lottery, login required): the lobby of the ELOTT and LOTT games, or with `?gameCode=` the
 * game's betting page. /seaLottery and /vnLottery list their lottery vendors.
 */
export function LotteryPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const kind = pageKindOf(location.pathname);
  if (kind !== 'lottery') return <VendorLotteryPage />;
  const gameCode = params.get('gameCode');
  return (
    <div className="lottery-page lt-page container" data-testid="lottery-page" data-family="lottery">
      {gameCode ? <GameView key={gameCode} gameCode={gameCode} /> : <LotteryLobby />}
    </div>
  );
}
