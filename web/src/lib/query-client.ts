import { QueryClient } from '@tanstack/react-query';

import { getQueryFn } from './api-client';

/** The data defaults (docs/product.md, Caching): fresh 30 s, kept 5 min, reads retry once, writes never, no refetch on focus, no polling. */
export const queryDefaults = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: queryDefaults.staleTime,
        gcTime: queryDefaults.gcTime,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
