import { useCallback, useEffect, useRef } from 'react';
import { solveChallenge, type SolvedChallenge } from '../api/challenge.ts';

type ChallengeFields = Pick<SolvedChallenge, 'challengeId' | 'challengeNonce'>;

/** Margin before a challenge's expiry below which a prepared solution is not used. */
const expiryMarginMs = 5000;

/**
 * The invisible proof of work of a form: `prepare()` starts solving in the background (on first input),
 * `take()` hands out a fresh solution for one call. When the challenge service cannot be reached the call
 * goes without one and the server's answer says what is missing.
 */
export function useChallenge() {
  const prepared = useRef<Promise<SolvedChallenge | null> | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    controller.current = new AbortController();
    const promise = solveChallenge(controller.current.signal).catch(() => null);
    prepared.current = promise;
    return promise;
  }, []);

  const prepare = useCallback(() => {
    if (!prepared.current) void start();
  }, [start]);

  const take = useCallback(async (): Promise<ChallengeFields | Record<string, never>> => {
    const pending = prepared.current ?? start();
    prepared.current = null;
    let solved = await pending;
    if (!solved || solved.expiresAt - expiryMarginMs < Date.now())
      solved = await start().then((fresh) => {
        prepared.current = null;
        return fresh;
      });
    return solved ? { challengeId: solved.challengeId, challengeNonce: solved.challengeNonce } : {};
  }, [start]);

  return { prepare, take };
}
