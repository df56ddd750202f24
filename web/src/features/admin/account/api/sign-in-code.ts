import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, readString } from '../../shared/utils/parse';

/** A new secret for an authenticator app: the text to type in, and the otpauth:// link to open or scan. */
export interface CodeKey {
  secret: string;
  otpauthUrl: string;
}

/** `POST /api/admin/me/code`: starts setting up the code (it is not on until a first code confirms it). */
export async function startCode(): Promise<CodeKey> {
  const record = asRecord(await apiSend('POST', '/api/admin/me/code'), 'POST /api/admin/me/code');
  return { secret: readString(record, 'secret', 'start code'), otpauthUrl: readString(record, 'otpauthUrl', 'start code') };
}

/** `POST /api/admin/me/code/confirm {code}`: turns the code on; the recovery codes, shown this once. */
export async function confirmCode(code: string): Promise<string[]> {
  const record = asRecord(await apiSend('POST', '/api/admin/me/code/confirm', { code: code.trim() }), 'confirm code');
  return asArray(record.recoveryCodes, 'confirm code').filter((c): c is string => typeof c === 'string');
}

/** `DELETE /api/admin/me/code {password}`: turns the code off (refused to a role that must have one). */
export async function turnOffCode(password: string): Promise<void> {
  await apiSend('DELETE', '/api/admin/me/code', { password });
}

/**
 * The set-up's two steps. The profile is not read again at the confirmation: its recovery codes show first, and
 * the place that shows the set-up reads it (useRefreshMe) once they have been written down.
 */
export function useStartCode() {
  return useMutation({ mutationKey: ['/api/admin/me/code/start'], mutationFn: startCode });
}

export function useConfirmCode() {
  return useMutation({ mutationKey: ['/api/admin/me/code/confirm'], mutationFn: confirmCode });
}

/** Reads the profile again (its code on or off). */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.me });
}

export function useTurnOffCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/me/code/off'],
    mutationFn: turnOffCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.me }),
  });
}
