import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/lib/api-client.ts';

/** Errors the client answers with a 4xx are final; network and 5xx errors are retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
