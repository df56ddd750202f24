import { queryOptions, useQuery } from '@tanstack/react-query';

import { getQueryFn } from './api-client';

/**
 * The visitor's general identity (SPEC §6): drives the navigation bar's Login / user menu.
 * `GET /api/auth/user` answers 401 when nobody is logged in; that is "no user", not an error.
 */
export interface AuthUser {
  firstName: string | null;
}

export const authUserQueryKey = ['/api/auth/user'] as const;

/** A user record existing means authenticated; `null`, a non-object or `isAuthenticated: false` means not. */
export function parseAuthUser(data: unknown): AuthUser | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (record.authenticated === false || record.isAuthenticated === false) return null;
  const firstName = typeof record.firstName === 'string' && record.firstName.trim() !== '' ? record.firstName.trim() : null;
  return { firstName };
}

const fetchAuthUser = getQueryFn({ on401: 'returnNull' });

export function authUserQueryOptions() {
  return queryOptions({
    queryKey: authUserQueryKey,
    queryFn: async (context) => parseAuthUser(await fetchAuthUser(context)),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useAuthUser() {
  return useQuery(authUserQueryOptions());
}

/** The user menu's label: the first name, or 'Admin'. */
export function userMenuLabel(user: AuthUser): string {
  return user.firstName ?? 'Admin';
}
