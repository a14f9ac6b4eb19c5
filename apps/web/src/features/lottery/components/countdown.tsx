import type { NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { useTranslation } from 'react-i18next';
import { formatCountdown, phaseOf, secondsUntil } from '../../../shared/lib/server-clock.ts';

/**
 * The big countdown of a numero, on the server's clock: bets close at `closesAt` (the board locks then), the
 * draw follows at `drawsAt`.
 */
export function Countdown({ numero, now }: { numero: NumeroInfo | null; now: number }) {
  const { t } = useTranslation('lottery');
  if (!numero)
    return (
      <div className="lt-countdown lt-countdown--none" data-testid="lottery-countdown" data-phase="none">
        <span className="lt-countdown__label">{t('countdown.none')}</span>
      </div>
    );
  const phase = phaseOf(numero, now);
  const left = phase === 'open' ? secondsUntil(numero.closesAt, now) : secondsUntil(numero.drawsAt, now);
  const span = Math.max(1, (Date.parse(numero.closesAt) - Date.parse(numero.opensAt)) / 1000);
  const share = phase === 'open' ? Math.min(1, left / span) : 0;
  const urgent = phase === 'open' && left <= 10;
  return (
    <div
      className={`lt-countdown lt-countdown--${phase}${urgent ? ' is-urgent' : ''}`}
      data-testid="lottery-countdown"
      data-phase={phase}
      role="timer"
      aria-live="off"
    >
      <span className="lt-countdown__label">
        {phase === 'open'
          ? t('countdown.closesIn')
          : phase === 'closed'
            ? t('countdown.drawIn')
            : t('countdown.drawing')}
      </span>
      <span className="lt-countdown__time" data-testid="countdown-time">
        {phase === 'drawing' ? '··:··' : formatCountdown(left)}
      </span>
      <span className="lt-countdown__bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${share})` }} />
      </span>
      <span className="lt-countdown__numero">{t('countdown.numero', { numero: numero.numero })}</span>
    </div>
  );
}
