import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { adminKeys } from '../../shared/api/admin-keys';
import { asRecord } from '../../shared/utils/parse';

/** `GET /api/admin/status`: whether this browser holds an admin session. Not retried: the answer decides, at once. */
export async function getAdminStatus({ signal }: { signal?: AbortSignal } = {}): Promise<{ isAdmin: boolean }> {
  const record = asRecord(await apiGet(adminKeys.status[0], signal ? { signal } : {}), 'GET /api/admin/status');
  return { isAdmin: record.isAdmin === true };
}

export function adminStatusQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.status,
    queryFn: ({ signal }) => getAdminStatus({ signal }),
    retry: false,
  });
}

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions());
}
