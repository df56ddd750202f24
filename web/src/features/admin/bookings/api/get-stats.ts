import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { readFields, readNumber } from '../../shared/utils/parse';

/** `GET /api/admin/stats`: the bookings counted by status. */
export type AdminStats = ApiSchema<'BookingStats'>;

export function parseAdminStats(data: unknown): AdminStats {
  const count = readNumber;
  return readFields(data, 'GET /api/admin/stats', { totalBookings: count, pendingBookings: count, confirmedBookings: count, completedBookings: count });
}

/** Fresh 5 minutes, kept 10, not retried. */
export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.stats,
    queryFn: async ({ signal }) => parseAdminStats(await apiGet(adminKeys.stats[0], { signal })),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
