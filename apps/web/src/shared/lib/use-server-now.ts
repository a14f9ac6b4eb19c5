import { useEffect, useState } from 'react';

/**
 * The server's "now" (device clock + offset), re-read every `periodMs` so that countdowns tick. The tick is
 * aligned to the server's whole seconds, so that "00:01" turns into the lock exactly at the cut-off.
 */
export function useServerNow(offset: number, periodMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const current = Date.now() + offset;
      setNow(current);
      timer = window.setTimeout(tick, periodMs - (current % periodMs) + 5);
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [offset, periodMs]);
  return now;
}
