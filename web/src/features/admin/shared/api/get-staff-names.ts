import { useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { readList, readString } from '../utils/parse';
import { adminKeys } from './admin-keys';

/** The names of every staff account (`GET /api/admin/users`), for choosing a person in the activity's filter. */
export function useStaffNames() {
  return useQuery({
    queryKey: [...adminKeys.users, 'names'] as const,
    queryFn: async ({ signal }) => readList(await apiGet(adminKeys.users[0], { signal }), 'GET /api/admin/users', { name: readString }).map((u) => u.name),
    retry: false,
  });
}
