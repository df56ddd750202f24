import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';

import { adminKeys } from './admin-keys';
import { asArray, asRecord, readNumber, readString } from '../utils/parse';

/** The signed-in person's own sessions. */
export const mySessionsKey = ['/api/admin/me/sessions'] as const;

/** The sessions of the staff account `userId`, as an owner or a manager reads them on that person's profile. */
export const userSessionsKey = (userId: number) => [...adminKeys.users, userId, 'sessions'] as const;

/** Whose sessions a list shows: the signed-in person's own, or another account's (by its id). */
export type SessionsOf = { kind: 'me' } | { kind: 'user'; userId: number };

/** One signed-in browser: its device ("Chrome on Android"), address, when it signed in and was last used, and whether it is this one. */
export interface StaffSession {
  id: number;
  device: string;
  address: string;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

const keyOf = (of: SessionsOf) => (of.kind === 'me' ? mySessionsKey : userSessionsKey(of.userId));
const pathOf = (of: SessionsOf) => (of.kind === 'me' ? mySessionsKey[0] : `${adminKeys.users[0]}/${String(of.userId)}/sessions`);

/**
 * `GET /api/admin/me/sessions` or `GET /api/admin/users/{id}/sessions`: the live sessions, the latest used
 * first.
 */
export async function getSessions(of: SessionsOf, { signal }: { signal?: AbortSignal } = {}): Promise<StaffSession[]> {
  const path = pathOf(of);
  const what = `GET ${path}`;
  return asArray(await apiGet(path, signal ? { signal } : {}), what).map((item) => {
    const record = asRecord(item, what);
    return {
      id: readNumber(record, 'id', what),
      device: readString(record, 'device', what),
      address: typeof record.address === 'string' ? record.address : '',
      signedInAt: readString(record, 'signedInAt', what),
      lastUsedAt: readString(record, 'lastUsedAt', what),
      current: record.current === true,
    };
  });
}

export function useSessions(of: SessionsOf) {
  return useQuery({ queryKey: keyOf(of), queryFn: ({ signal }) => getSessions(of, { signal }), retry: false });
}

/** `DELETE /api/admin/sessions/{id}`: ends that session at once, wherever it is. */
export async function endSession(id: number): Promise<void> {
  await apiSend('DELETE', `/api/admin/sessions/${String(id)}`);
}

/** Ends a session of the list `of`, which is read again after. */
export function useEndSession(of: SessionsOf) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/sessions/end'],
    mutationFn: endSession,
    onSettled: () => client.invalidateQueries({ queryKey: keyOf(of) }),
  });
}
