import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, isAdminKey } from './admin-keys';
import { readFields, readNumber, readString } from '../utils/parse';

/** `GET /api/admin/nav`: the spa's name, the person signed in, the spa's date and time, and the navigation's counts. */
export type AdminNav = ApiSchema<'AdminNav'>;
export type NavCounts = AdminNav['counts'];

const what = 'GET /api/admin/nav';

export function parseAdminNav(data: unknown): AdminNav {
  const nav = readFields(data, what, {
    spaName: readString,
    user: (record, key) => readFields(record[key], `${what} user`, { name: readString }),
    today: readString,
    now: readString,
    timeZone: readString,
    counts: (record, key) =>
      readFields(record[key], `${what} counts`, {
        newRequests: readNumber,
        unreadMessages: readNumber,
        bookings: readNumber,
        customers: readNumber,
        services: readNumber,
        posts: readNumber,
        income: readNumber,
      }),
  });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(nav.today)) throw new Error(`${what}: today is not a day`);
  return nav;
}

/**
 * The query key is an admin one ('/api/admin/nav'): logout forgets it with the rest of the admin data, and a
 * 401 on it is a lost session like any other admin call's.
 */
export function adminNavQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.nav,
    queryFn: async ({ signal }) => parseAdminNav(await apiGet(adminKeys.nav[0], { signal })),
    staleTime: 60_000,
    // The spa's clock and the counts move on their own (new requests, messages): read again each minute.
    refetchInterval: 60_000,
    retry: false,
  });
}

export function useAdminNav() {
  return useQuery(adminNavQueryOptions());
}

/**
 * Keeps the navigation's counts true after the dashboard changes something: whenever any admin change
 * (a mutation whose key is an admin one, login and logout aside) ends, the counts are read again. One rule
 * here, so that no place's change has to remember the navigation.
 */
export function useNavRefreshAfterChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { status } = event.mutation.state;
        if (status !== 'success' && status !== 'error') return;
        const key: unknown = event.mutation.options.mutationKey;
        if (!Array.isArray(key) || !isAdminKey(key) || isSessionKey(key[0])) return;
        void queryClient.invalidateQueries({ queryKey: adminKeys.nav, exact: true });
      }),
    [queryClient],
  );
}

const isSessionKey = (first: unknown) => first === '/api/admin/login' || first === '/api/admin/logout';
