import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, nullableString, oneOf, readAmount, readFields, readList, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/** `GET /api/admin/today`: the day's arrivals, the waiting requests, the unread messages and the takings. */
export type AdminToday = ApiSchema<'TodayBoard'>;
export type AdminDayBooking = ApiSchema<'AdminDayBooking'>;

/** Its key: under '/api/admin/', so the lost-session policy and every admin refresh find it. */

const statuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
const settable = ['confirmed', 'completed', 'cancelled', 'no_show'] as const;
const what = 'GET /api/admin/today';

function nested<T>(read: (value: unknown) => T): FieldReader<T> {
  return (record, key) => read(record[key]);
}

const readBooking = (value: unknown): AdminDayBooking =>
  readFields(value, what, {
    id: readNumber,
    bookingDate: readString,
    start: readString,
    end: readString,
    status: oneOf(statuses),
    customer: nested((c) =>
      readFields(c, what, { id: readNumber, name: readString, firstName: readString, email: readString, phone: readString, whatsappUrl: readString }),
    ),
    service: nested((s) => readFields(s, what, { id: readNumber, name: readString, duration: readNumber })),
    therapists: nested((t) => asArray(t, what).map((name) => (typeof name === 'string' ? name : ''))),
    room: nullableString,
    specialRequests: readString,
    actions: nested((a) =>
      readFields(a, what, {
        statuses: nested((list) => asArray(list, what).map((s) => oneOf(settable)({ s }, 's', what))),
        move: (record, key) => record[key] === true,
      }),
    ),
  });

export function parseAdminToday(data: unknown): AdminToday {
  return readFields(data, what, {
    date: readString,
    arrivals: nested((list) => asArray(list, what).map(readBooking)),
    waiting: nested((list) => asArray(list, what).map(readBooking)),
    unread: nested((list) =>
      readList(list, what, { id: readNumber, name: readString, email: readString, phone: readString, message: readString, createdAt: readString }),
    ),
    unreadTotal: readNumber,
    // null for a role that may not see income.
    takings: nested((t) => (t === null ? null : readFields(t, what, { total: readAmount, cash: readAmount, card: readAmount, tips: readAmount, count: readNumber }))),
  });
}

/** Default caching; admin reads are not retried (docs/product.md, Caching). */
export function adminTodayQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.today,
    queryFn: async ({ signal }) => parseAdminToday(await apiGet(adminKeys.today[0], { signal })),
    retry: false,
  });
}

export function useAdminToday() {
  return useQuery(adminTodayQueryOptions());
}
