import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-result.ts';

/**
 * The app's query cache. A rejection (4xx) is an answer, not a hiccup: it is not retried. Only calls
 * that got no answer or a server failure are tried again, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError) {
            const { status } = error.failure;
            if (status !== 0 && status < 500) return false;
          }
          return failureCount < 1;
        },
      },
    },
  });
}
