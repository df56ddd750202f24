import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import { authUserQueryKey } from '@/lib/auth';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';

/** What a staff member signs in with: the e-mail of her account, her password and, when asked, her code. */
export interface Credentials {
  email: string;
  password: string;
  code?: string;
}

/**
 * How a login went: signed in; the password was right but the person's one-time code is needed too; or signed in
 * only to set up the code her role must have (nothing else opens until she does).
 */
export type LoginOutcome = 'signedIn' | 'needsCode' | 'needsSetup';

/**
 * `POST /api/admin/login {email, password, code?}`: 200 with a session cookie, `{"needsCode":true}` (no session)
 * or `{"needsSetup":true}`; 401 'Invalid password' (or a wrong code), 429 when throttled.
 */
export async function logIn({ email, password, code }: Credentials): Promise<LoginOutcome> {
  const trimmedCode = code?.trim() ?? '';
  const answer = await apiSend('POST', adminMutationKeys.login[0], { email: email.trim(), password, ...(trimmedCode ? { code: trimmedCode } : {}) });
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (record.needsCode === true) return 'needsCode';
  if (record.needsSetup === true) return 'needsSetup';
  return 'signedIn';
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
    onSuccess: async (outcome) => {
      if (outcome === 'needsCode') return;
      queryClient.removeQueries({ queryKey: adminKeys.status, exact: true });
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}
