import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { nullableString, oneOf, readList, readNumber, readString } from '../../shared/utils/parse';

/** A time off request, hers or (on the calendar) the team's. */
export type TimeOffRequest = ApiSchema<'TimeOffRequest'>;

const statuses = ['pending', 'approved', 'declined'] as const;

export function parseTimeOffRequests(data: unknown, what: string): TimeOffRequest[] {
  return readList(data, what, {
    id: readNumber,
    therapistId: readNumber,
    therapistName: readString,
    from: readString,
    to: readString,
    note: readString,
    status: oneOf(statuses),
    decidedBy: readString,
    decidedAt: nullableString,
    createdAt: readString,
  });
}

export const myTimeOffKey = ['/api/admin/me/time-off'] as const;

/** `GET /api/admin/me/time-off`: her requests, newest first. */
export function myTimeOffQueryOptions() {
  return queryOptions({
    queryKey: myTimeOffKey,
    queryFn: async ({ signal }) => parseTimeOffRequests(await apiGet(myTimeOffKey[0], { signal }), 'GET /api/admin/me/time-off'),
    retry: false,
  });
}

export function useMyTimeOff() {
  return useQuery(myTimeOffQueryOptions());
}

export interface TimeOffAsk {
  from: string;
  to: string;
  note: string;
}

/** `POST /api/admin/me/time-off {from, to, note}`: 400 names each field it refuses. */
export function useAskTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/me/time-off/create'],
    mutationFn: (ask: TimeOffAsk) => apiSend('POST', myTimeOffKey[0], ask),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTimeOffKey }),
  });
}
