import type { GameRoundStatus } from '@msp/contracts/game-records.ts';
import { useTranslation } from 'react-i18next';

const tones: Record<GameRoundStatus, string> = { OPEN: 'open', SETTLED: 'settled', REFUNDED: 'refunded' };

/** A round's status: in play, settled or refunded. */
export function RoundStatus({ status }: { status: GameRoundStatus }) {
  const { t } = useTranslation('gameRecords');
  return (
    <span className={`br-status br-status--${tones[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
