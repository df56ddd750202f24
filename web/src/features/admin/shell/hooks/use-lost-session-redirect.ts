import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { isLostSession } from '../utils/unauthorized';

/** The browser goes to /api/login this long after the 'Unauthorized' toast. */
export const lostSessionRedirectMs = 500;

/** The full-page navigation to the login (replaceable in tests: jsdom cannot navigate). */
export const loginNavigation = {
  go(url: string): void {
    window.location.href = url;
  },
};

/**
 * In one place for the whole dashboard: when any admin query or mutation fails as unauthorised,
 * the toast 'Unauthorized' appears once and, 500 ms later, the browser goes to /api/login (which sends it
 * to /admin/login). It listens to the data cache, so no query or mutation has to remember it.
 */
export function useLostSessionRedirect(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let noticed = false;
    const onError = (key: readonly unknown[] | undefined, error: unknown) => {
      if (noticed || !isLostSession(key, error)) return;
      noticed = true;
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
      window.setTimeout(() => {
        loginNavigation.go(paths.server.login);
      }, lostSessionRedirectMs);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        const key: unknown = event.query.queryKey;
        onError(Array.isArray(key) ? key : undefined, event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        const key: unknown = event.mutation.options.mutationKey;
        onError(Array.isArray(key) ? key : undefined, event.action.error);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
