import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (SMS resend buttons): `start(n)` counts n, n-1, … 0 once a second. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.round(value))), []);
  return { seconds, start, running: seconds > 0 };
}
