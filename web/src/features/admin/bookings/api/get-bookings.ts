import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGetWithHeaders } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { pageSize, type Page } from '../../shared/utils/pagination';
import { readActions } from '../../shared/utils/booking-actions';
import { readLanguage } from '../../shared/utils/language';
import { asArray, asRecord, optionalString, readAmount, readFields, readNumber, readString, totalCount } from '../../shared/utils/parse';
import type { BookingStatus } from '../utils/booking-status';

type BookingView = ApiSchema<'BookingView'>;

/**
 * One row of `GET /api/admin/bookings`: a booking with its customer and service (the API's `bookings`,
 * `customers` and `services`). The status is read as any text: the badge shows an unknown one in
 * yellow rather than fail (docs/product.md, Booking status). `actions` are what the dashboard may do with it now,
 * and the customer's WhatsApp chats are built by the server.
 */
export type AdminBooking = Omit<BookingView['bookings'], 'status'> & {
  status: string;
  customer: BookingView['customers'];
  service: BookingView['services'];
  actions: BookingView['actions'];
};

export interface BookingFilters {
  page: number;
  status: BookingStatus | '';
  /** YYYY-MM-DD or ''. */
  date: string;
  /** Customer name or e-mail. */
  search: string;
}

export function parseAdminBookings(data: unknown): AdminBooking[] {
  const what = 'GET /api/admin/bookings';
  return asArray(data, what).map((item) => {
    const row = asRecord(item, what);
    return {
      ...readFields(row.bookings, what, {
        id: readNumber, bookingDate: readString, bookingTime: readString, totalAmount: readAmount, status: readString,
        specialRequests: optionalString, createdAt: optionalString, language: readLanguage,
      }),
      customer: readFields(row.customers, what, {
        id: readNumber, name: readString, email: readString, phone: optionalString, whatsappUrl: optionalString, whatsappConfirmationUrl: optionalString,
      }),
      service: readFields(row.services, what, { id: readNumber, name: readString, duration: readNumber }),
      actions: readActions(row, 'actions', what),
    };
  });
}

export function bookingsPath(filters: BookingFilters): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(pageSize) });
  if (filters.status !== '') query.set('status', filters.status);
  if (filters.date !== '') query.set('date', filters.date);
  if (filters.search !== '') query.set('search', filters.search);
  return `${adminKeys.bookings[0]}?${query.toString()}`;
}

/** One page of bookings, newest first, filtered by the server. */
export async function getAdminBookings(filters: BookingFilters, { signal }: { signal?: AbortSignal } = {}): Promise<Page<AdminBooking>> {
  const { data, headers } = await apiGetWithHeaders(bookingsPath(filters), signal ? { signal } : {});
  const rows = parseAdminBookings(data);
  return { rows, total: totalCount(headers, rows.length) };
}

/** Fresh 2 minutes, kept 5, not retried. The previous page stays on screen while the next loads. */
export function adminBookingsQueryOptions(filters: BookingFilters) {
  return queryOptions({
    queryKey: [...adminKeys.bookings, filters] as const,
    queryFn: ({ signal }) => getAdminBookings(filters, { signal }),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAdminBookings(filters: BookingFilters) {
  return useQuery(adminBookingsQueryOptions(filters));
}
