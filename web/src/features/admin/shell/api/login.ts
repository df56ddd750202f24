import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import { authUserQueryKey } from '@/lib/auth';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';

/** `POST /api/admin/login {password}`: 200 with a session cookie, 401 'Invalid password', 429 when throttled. */
export async function logIn(password: string): Promise<void> {
  await apiSend('POST', adminMutationKeys.login[0], { password });
}

/** The password must not be empty once trimmed (it is sent as typed). */
export const isPasswordGiven = (password: string) => password.trim() !== '';

/**
 * Logs in. On success the status check starts afresh (a cached "not admin" from before must not send the
 * dashboard back here) and the current user is re-read, so the navigation bar shows the user menu.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.login,
    mutationFn: logIn,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: adminKeys.status, exact: true });
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}
