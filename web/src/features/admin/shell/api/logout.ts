import { useMutation, type QueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import { authUserQueryKey } from '@/lib/auth';

import { adminMutationKeys, isAdminKey } from '../../shared/api/admin-keys';

/** `POST /api/admin/logout`: ends the session. */
export async function logOut(): Promise<void> {
  await apiSend('POST', adminMutationKeys.logout[0]);
}

/**
 * Whether or not the call succeeded, the admin's cached data is forgotten and the navigation
 * bar shows Login again.
 */
export function forgetAdminData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => isAdminKey(query.queryKey) });
  queryClient.removeQueries({ predicate: (query) => isAdminKey(query.queryKey) });
  // Set rather than removed: a removed current user would be fetched again behind a full-page spinner.
  queryClient.setQueryData(authUserQueryKey, null);
}

/**
 * The logout call. Its caller forgets the admin data once the dashboard is off the screen (forgetAdminData):
 * forgetting it under a mounted dashboard would make the dashboard ask the server again.
 */
export function useAdminLogout() {
  return useMutation({ mutationKey: adminMutationKeys.logout, mutationFn: logOut });
}
