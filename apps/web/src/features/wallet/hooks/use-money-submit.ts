import { useQueryClient } from '@tanstack/react-query';
import {
  useIdempotentSubmit,
  type IdempotentSubmitOptions,
} from '../../../shared/lib/use-idempotent-submit.ts';
import { invalidateWallet } from '../api/wallet-cache.ts';

/**
 * A money-moving form's submission (DESIGN.md §4), through the shared idempotent submit: one idempotency key
 * per submission, kept while the same body is retried so the server posts it once, a second submit while one
 * is on its way ignored. Every success refreshes the wallet's queries.
 */
export function useMoneySubmit<TBody, TResult>({ send, onSuccess }: IdempotentSubmitOptions<TBody, TResult>) {
  const queryClient = useQueryClient();
  return useIdempotentSubmit<TBody, TResult>({
    send,
    onSuccess: (result, body) => {
      void invalidateWallet(queryClient);
      onSuccess?.(result, body);
    },
  });
}
