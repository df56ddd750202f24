import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import {
  dashboardSearch,
  parseDashboardParams,
  updateDashboardParams,
  type DashboardParams,
} from '../utils/dashboard-params';

/**
 * The dashboard's view (tab, page, filters) read from and written to the URL. Filters replace the history
 * entry (typing a search does not fill the back button); a tab or page change adds one.
 */
export function useDashboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseDashboardParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<DashboardParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams((current) => dashboardSearch(updateDashboardParams(parseDashboardParams(current), change)), {
        replace,
      });
    },
    [setSearchParams],
  );

  return [params, update] as const;
}

export type UpdateDashboardParams = ReturnType<typeof useDashboardParams>[1];
