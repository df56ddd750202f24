import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import { authUserQueryKey } from '@/lib/auth';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';

/** What a staff member signs in with: the e-mail of her account and her password. */
export interface Credentials {
  email: string;
  password: string;
}

/** `POST /api/admin/login {email, password}`: 200 with a session cookie, 401 'Invalid password', 429 when throttled. */
export async function logIn({ email, password }: Credentials): Promise<void> {
  await apiSend('POST', adminMutationKeys.login[0], { email: email.trim(), password });
}

/** The password must not be empty once trimmed (it is sent as typed). */
export const isPasswordGiven = (password: string) => password.trim() !== '';

/** Why the e-mail cannot be sent, or undefined: it is the login, so something like name@spa.ae. */
export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return 'Please enter your e-mail address.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'Please enter a valid email address.';
  return undefined;
}

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
