import { queryOptions, useQuery } from '@tanstack/react-query';

import { getQueryFn } from './api-client';

/**
 * The visitor's general identity: drives the navigation bar's Login / user menu.
 * `GET /api/auth/user` answers 401 when nobody is logged in; that is "no user", not an error.
 *
 * The server sets the readable `dayspa_signed_in` cookie at login and expires it at logout (and when
 * /api/auth/user answers 401). Without it nobody is signed in on this browser, which the app knows
 * without asking: a visitor gets the page at once instead of a full-page spinner, and no 401 request.
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

export const signedInCookieName = 'dayspa_signed_in';

/** Whether the server's signed-in hint is present on this browser (never, when prerendering the pages). */
export function hasSignedInHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${signedInCookieName}=1`);
}

export function authUserQueryOptions() {
  return queryOptions({
    queryKey: authUserQueryKey,
    queryFn: async (context) => (hasSignedInHint() ? parseAuthUser(await fetchAuthUser(context)) : null),
    // No hint: the answer is known now, so the first render already has it (no spinner).
    initialData: () => (hasSignedInHint() ? undefined : null),
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
