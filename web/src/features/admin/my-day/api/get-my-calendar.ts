import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { oneOf, readFields, readList, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/** `GET /api/admin/me/calendar?from=&to=`: the signed-in therapist's own bookings, the guest's first name only. */
export type MyCalendar = ApiSchema<'OwnCalendar'>;
export type MyBooking = ApiSchema<'OwnBooking'>;

const what = 'GET /api/admin/me/calendar';
const statuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;

const readBookings: FieldReader<MyBooking[]> = (record, key) =>
  readList(record[key], what, {
    id: readNumber,
    date: readString,
    start: readString,
    end: readString,
    status: oneOf(statuses),
    serviceName: readString,
    roomName: readString,
    guestFirstName: readString,
    specialRequests: readString,
  });

export function parseMyCalendar(data: unknown): MyCalendar {
  return readFields(data, what, { from: readString, to: readString, bookings: readBookings });
}

/** Its key: under '/api/admin/', so the lost-session policy and logout find it. */
export const myCalendarKey = (from: string, to: string) => ['/api/admin/me/calendar', { from, to }] as const;

/** Her bookings of `from`..`to` (YYYY-MM-DD, at most 31 days); admin reads are not retried. */
export function myCalendarQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: myCalendarKey(from, to),
    queryFn: async ({ signal }) =>
      parseMyCalendar(await apiGet(`/api/admin/me/calendar?${new URLSearchParams({ from, to }).toString()}`, { signal })),
    retry: false,
  });
}

export function useMyCalendar(from: string, to: string) {
  return useQuery(myCalendarQueryOptions(from, to));
}
