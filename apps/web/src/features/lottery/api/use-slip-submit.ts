import type { SlipBody } from '@msp/contracts/lottery/api.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useIdempotentSubmit } from '../../../shared/lib/use-idempotent-submit.ts';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';
import { lotteryKey, placeSlip, type SlipAnswer } from './lottery.ts';

/**
 * Sends a slip as the wallet sends money (the shared idempotent submit): one idempotency key per slip, kept
 * while the same slip is retried (a network error) so the server places it once, a new one once the slip
 * changes or after a success; a second tap while one is on its way is ignored. A success refreshes the header
 * balance and the member's bets.
 */
export function useSlipSubmit(onPlaced: (answer: SlipAnswer, body: SlipBody) => void) {
  const queryClient = useQueryClient();
  return useIdempotentSubmit<SlipBody, SlipAnswer>({
    send: placeSlip,
    onSuccess: (answer, body) => {
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, body.gameCode, 'my-bets'] });
      onPlaced(answer, body);
    },
  });
}
