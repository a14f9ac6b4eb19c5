import type { SlipBody } from '@msp/contracts/lottery/api.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';
import { lotteryKey, placeSlip, type SlipAnswer } from '../api/lottery.ts';

/** A fresh idempotency key (crypto.randomUUID in a secure context, random bytes elsewhere). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Sends a slip as the wallet sends money: one idempotency key per slip, kept while the same slip is retried
 * (a network error) so the server places it once, a new one once the slip changes or after a success; a second
 * tap while one is on its way is ignored. A success refreshes the header balance and the member's bets.
 */
export function useSlipSubmit(onPlaced: (answer: SlipAnswer, body: SlipBody) => void) {
  const queryClient = useQueryClient();
  const pending = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: SlipBody; key: string }) => placeSlip(body, key),
    onSuccess: (answer, { body }) => {
      pending.current = null;
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, body.gameCode, 'my-bets'] });
      onPlaced(answer, body);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutate } = mutation;
  const submit = useCallback(
    (body: SlipBody) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const serialized = JSON.stringify(body);
      if (pending.current?.body !== serialized)
        pending.current = { key: newIdempotencyKey(), body: serialized };
      mutate({ body, key: pending.current.key });
    },
    [mutate],
  );
  return { ...mutation, submit };
}
