import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';

import { asArray, asRecord, readNumber, readString } from '../../shared/utils/parse';

/** The signed-in person's own sessions. */
export const mySessionsKey = ['/api/admin/me/sessions'] as const;

/** One signed-in browser: its device ("Chrome on Android"), when it signed in and was last used, and whether it is this one. */
export interface StaffSession {
  id: number;
  device: string;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** `GET /api/admin/me/sessions`: the person's live sessions, the latest used first. */
export async function getMySessions({ signal }: { signal?: AbortSignal } = {}): Promise<StaffSession[]> {
  const what = 'GET /api/admin/me/sessions';
  return asArray(await apiGet(mySessionsKey[0], signal ? { signal } : {}), what).map((item) => {
    const record = asRecord(item, what);
    return {
      id: readNumber(record, 'id', what),
      device: readString(record, 'device', what),
      signedInAt: readString(record, 'signedInAt', what),
      lastUsedAt: readString(record, 'lastUsedAt', what),
      current: record.current === true,
    };
  });
}

export function useMySessions() {
  return useQuery({ queryKey: mySessionsKey, queryFn: ({ signal }) => getMySessions({ signal }) });
}

/** `DELETE /api/admin/sessions/{id}`: ends that session at once, wherever it is. */
export async function endSession(id: number): Promise<void> {
  await apiSend('DELETE', `/api/admin/sessions/${String(id)}`);
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/sessions/end'],
    mutationFn: endSession,
    onSettled: () => client.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
