import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import type { SolvedChallenge } from '../api/challenge.ts';
import { mobilePattern } from '../lib/register-validation.ts';
import { useChallenge } from './use-challenge.ts';
import { useCountdown } from '../../../shared/lib/use-countdown.ts';

type ChallengeFields = Partial<Pick<SolvedChallenge, 'challengeId' | 'challengeNonce'>>;

/**
 * An SMS send button's state (spec §4 "SMS send"): the number is checked first, the call carries a solved
 * proof-of-work challenge, then the button is disabled for `expiredMinutes × 60` seconds. With
 * `throttleMs`, presses closer together than that are ignored (the login send: once per 1000 ms).
 */
export function useSmsCode(
  send: (mobile: string, challenge: ChallengeFields) => Promise<{ expiredMinutes: number }>,
  { throttleMs = 0 }: { throttleMs?: number } = {},
) {
  const { t } = useTranslation('auth');
  const challenge = useChallenge();
  const countdown = useCountdown();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastPress = useRef(0);

  const request = useCallback(
    async (mobile: string) => {
      const now = Date.now();
      if (countdown.running || sending || now - lastPress.current < throttleMs) return false;
      lastPress.current = now;
      if (!mobilePattern.test(mobile.trim())) {
        setError(t('validation.mobile'));
        return false;
      }
      setError(null);
      setSending(true);
      try {
        const answer = await send(mobile.trim(), await challenge.take());
        countdown.start(answer.expiredMinutes * 60);
        return true;
      } catch (cause) {
        setError(errorMessageOf(cause));
        return false;
      } finally {
        setSending(false);
      }
    },
    [challenge, countdown, send, sending, t, throttleMs],
  );

  return {
    request,
    seconds: countdown.seconds,
    sending,
    error,
    clearError: () => setError(null),
    prepare: challenge.prepare,
  };
}
