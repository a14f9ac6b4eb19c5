import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../shared/lib/use-server-now.ts';
import { ClockIcon } from '../../../shared/ui/icons.tsx';
import { countdownParts, secondsUntil } from '../lib/mission-format.ts';

/**
 * The time left of a period, ticking every second ("1d 04:12:09"); `onEnded` runs once when it reaches zero, so
 * the page can fetch the next period.
 */
export function PeriodCountdown({
  endsAt,
  label,
  onEnded,
  testId,
}: {
  endsAt: string;
  label: string;
  onEnded?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('missions');
  const now = useServerNow(0);
  const seconds = secondsUntil(endsAt, now);
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (seconds > 0 || ended.current === endsAt) return;
    ended.current = endsAt;
    onEnded?.();
  }, [seconds, endsAt, onEnded]);
  const { days, time } = countdownParts(seconds);
  return (
    <p className="ms-countdown" data-testid={testId}>
      <ClockIcon aria-hidden="true" />
      <span className="ms-countdown__label">{label}</span>
      <time
        className="ms-countdown__time"
        dateTime={endsAt}
        data-testid={testId ? `${testId}-time` : undefined}
      >
        {seconds === 0 ? t('countdown.ended') : days > 0 ? t('countdown.days', { days, time }) : time}
      </time>
    </p>
  );
}
