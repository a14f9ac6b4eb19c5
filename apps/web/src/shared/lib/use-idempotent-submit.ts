import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** A fresh idempotency key (crypto.randomUUID where the page is a secure context, random bytes elsewhere). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotentSubmitOptions<TBody, TResult> {
  send: (body: TBody, idempotencyKey: string) => Promise<TResult>;
  onSuccess?: (result: TResult, body: TBody) => void;
}

/**
 * A submission the server must apply once (DESIGN.md §4): one idempotency key per submission, kept while the
 * same body is retried (a network error, a time-out) so the server applies it once, and a new one when the
 * body changes or after a success. A second submit while one is on its way is ignored, so a double click
 * sends once even before the disabled button has rendered. Shared by the wallet's money forms and the
 * lottery's slip.
 */
export function useIdempotentSubmit<TBody, TResult>({
  send,
  onSuccess,
}: IdempotentSubmitOptions<TBody, TResult>) {
  const pending = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: TBody; key: string }) => send(body, key),
    onSuccess: (result, { body }) => {
      pending.current = null;
      onSuccess?.(result, body);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutate } = mutation;
  const submit = useCallback(
    (body: TBody) => {
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
