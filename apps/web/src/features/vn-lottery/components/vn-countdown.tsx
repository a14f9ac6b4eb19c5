import type { NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../shared/ui/icons.tsx';
import { countdownOf } from '../lib/games.ts';

/**
 * The countdown of the game's numero on the server's clock: to the cut-off while bets are taken, then to the
 * draw. `data-phase` is open, closed (cut-off passed), drawing, or none.
 */
export function VnCountdown({ numero, now }: { numero: NumeroInfo | null; now: number }) {
  const { t } = useTranslation('vnLottery');
  const { phase, seconds, text } = countdownOf(numero, now);
  const span = numero ? Math.max(1, (Date.parse(numero.closesAt) - Date.parse(numero.opensAt)) / 1000) : 1;
  const share = phase === 'open' ? Math.min(1, seconds / span) : 0;
  const urgent = phase === 'open' && seconds <= 10;
  return (
    <div
      className={`vn-countdown vn-countdown--${phase}${urgent ? ' is-urgent' : ''}`}
      data-testid="vn-countdown"
      data-phase={phase}
      data-seconds={phase === 'open' ? seconds : 0}
      role="timer"
      aria-live="off"
    >
      <span className="vn-countdown__label">
        <ClockIcon aria-hidden="true" />
        {t(`countdown.${phase}`)}
      </span>
      <span className="vn-countdown__time">
        {phase === 'drawing' ? '··:··' : phase === 'none' ? '–' : text}
      </span>
      <span className="vn-countdown__bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${share})` }} />
      </span>
    </div>
  );
}
