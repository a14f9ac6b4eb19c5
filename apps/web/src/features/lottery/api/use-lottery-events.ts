import type { LotteryEvent } from '@msp/contracts/lottery/api.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshBalance } from '../../games/api/balance-sync.ts';
import { eventsUrl, lotteryKey } from './lottery.ts';

const eventTypes = new Set(['OPENED', 'DRAWN', 'SETTLED', 'VOID']);

function parseEvent(data: unknown): LotteryEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<LotteryEvent>;
    if (typeof event.type !== 'string' || !eventTypes.has(event.type)) return null;
    if (typeof event.gameCode !== 'string' || typeof event.numero !== 'string') return null;
    return event as LotteryEvent;
  } catch {
    return null;
  }
}

/**
 * Keeps a game's queries fresh without a reload: server-sent events of the game (OPENED, DRAWN, SETTLED, VOID)
 * refetch what they change; a settlement or a void refreshes the header balance. Returns whether the stream
 * is live: while it is not (no EventSource, or the stream broke), the page polls instead.
 */
export function useLotteryEvents(gameCode: string, onEvent?: (event: LotteryEvent) => void): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined' || !gameCode) return;
    const source = new EventSource(eventsUrl(gameCode));
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.onmessage = (message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (!event || event.gameCode !== gameCode) return;
      setLive(true);
      const game = (part: string) =>
        queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, part] });
      switch (event.type) {
        case 'OPENED':
          void game('opened');
          void game('board');
          break;
        case 'DRAWN':
          void game('results');
          void game('trend');
          void game('opened');
          void game('my-bets');
          break;
        case 'SETTLED':
        case 'VOID':
          void game('my-bets');
          void game('results');
          void game('opened');
          refreshBalance(queryClient);
          break;
      }
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, 'lobby'] });
      listener.current?.(event);
    };
    return () => source.close();
  }, [gameCode, queryClient]);

  return live;
}
