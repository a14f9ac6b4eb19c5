import { useSearchParams } from 'react-router';
import { GameView } from './game-view.tsx';
import { LotteryLobby } from './lottery-lobby.tsx';
import './lottery.css';

/**
 * Our own lottery (/lottery, login required): the lobby of the ELOTT and LOTT games, or with `?gameCode=` the
 * game's betting page. The Vietnamese lottery and 4D have pages of their own (/vnLottery, /seaLottery).
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <div className="lottery-page lt-page container" data-testid="lottery-page" data-family="lottery">
      {gameCode ? <GameView key={gameCode} gameCode={gameCode} /> : <LotteryLobby />}
    </div>
  );
}
