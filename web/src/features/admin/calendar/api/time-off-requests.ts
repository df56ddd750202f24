import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { nullableString, oneOf, readList, readNumber, readString } from '../../shared/utils/parse';

/** A therapist's request for days off, waiting for a manager on the calendar. */
export type TimeOffRequest = ApiSchema<'TimeOffRequest'>;

const what = 'GET /api/admin/time-off-requests';
export const pendingTimeOffKey = ['/api/admin/time-off-requests', { status: 'pending' }] as const;

export function parsePendingTimeOff(data: unknown): TimeOffRequest[] {
  return readList(data, what, {
    id: readNumber,
    therapistId: readNumber,
    therapistName: readString,
    from: readString,
    to: readString,
    note: readString,
    status: oneOf(['pending', 'approved', 'declined'] as const),
    decidedBy: readString,
    decidedAt: nullableString,
    createdAt: readString,
  });
}

/** `GET /api/admin/time-off-requests?status=pending`, the earliest days first; admin reads are not retried. */
export function pendingTimeOffQueryOptions() {
  return queryOptions({
    queryKey: pendingTimeOffKey,
    queryFn: async ({ signal }) => parsePendingTimeOff(await apiGet(`${pendingTimeOffKey[0]}?status=pending`, { signal })),
    retry: false,
  });
}

/** The pending requests, read only when `enabled` (for a role that may decide them). */
export function usePendingTimeOff(enabled: boolean) {
  return useQuery({ ...pendingTimeOffQueryOptions(), enabled });
}

export interface TimeOffDecision {
  id: number;
  approve: boolean;
}

/**
 * `POST /api/admin/time-off-requests/{id}/approve|decline`. An approval adds the days to the therapist's time off,
 * so the calendar and the therapists are read again with the requests.
 */
export function useDecideTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/time-off-requests/decide'],
    mutationFn: ({ id, approve }: TimeOffDecision) =>
      apiSend('POST', `/api/admin/time-off-requests/${encodeURIComponent(String(id))}/${approve ? 'approve' : 'decline'}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingTimeOffKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.calendar }),
        queryClient.invalidateQueries({ queryKey: adminKeys.therapists }),
      ]),
  });
}
