import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys, bookingReadKeys } from '../../shared/api/admin-keys';
import type { CalendarBooking, CalendarView } from '../utils/calendar-layout';

/** Checks the calendar answer's outline (the server's contract test checks the rest against docs/openapi.yaml). */
export function parseCalendar(data: unknown): CalendarView {
  if (typeof data !== 'object' || data === null) throw new Error('GET /api/admin/calendar: expected an object');
  const view = data as Partial<CalendarView>;
  if (!Array.isArray(view.days) || !Array.isArray(view.bookings) || !Array.isArray(view.therapists) || !Array.isArray(view.rooms)) {
    throw new Error('GET /api/admin/calendar: days, bookings, therapists or rooms missing');
  }
  return view as CalendarView;
}

/** `GET /api/admin/calendar?date=&days=`: the bookings of one to seven days with the team and rooms. */
export function useCalendar(date: string, days: number) {
  return useQuery({
    queryKey: [...adminKeys.calendar, { date, days }] as const,
    queryFn: async ({ signal }) =>
      parseCalendar(await apiGet(`/api/admin/calendar?${new URLSearchParams({ date, days: String(days) }).toString()}`, { signal })),
    placeholderData: keepPreviousData,
    // The desk keeps the calendar open all day: bookings arrive from the website meanwhile.
    refetchInterval: 60_000,
  });
}

export type BookingMove = ApiSchema<'BookingMove'>;

/** `PATCH /api/admin/bookings/{id}`: other therapists, room, day or time; 409 names the booking in the way. Answers the booking with the move's undo ticket. */
export async function moveBooking({ id, move }: { id: number; move: BookingMove }): Promise<CalendarBooking> {
  return (await apiSend('PATCH', `/api/admin/bookings/${encodeURIComponent(String(id))}`, move)) as CalendarBooking;
}

/** After a change every read that shows a booking is read again. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => Promise.all(bookingReadKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useMoveBooking() {
  const refresh = useRefreshBookings();
  return useMutation({ mutationKey: adminMutationKeys.moveBooking, mutationFn: moveBooking, onSettled: refresh });
}

/** `PATCH /api/admin/therapists/{id}` with the therapist's whole time off, the new range added. */
export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/therapists/time-off'],
    mutationFn: ({ id, timeOff }: { id: number; timeOff: { from: string; to: string; note: string }[] }) =>
      apiSend('PATCH', `/api/admin/therapists/${encodeURIComponent(String(id))}`, { timeOff }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.calendar }),
        queryClient.invalidateQueries({ queryKey: adminKeys.therapists }),
      ]),
  });
}

/** The services' prices by id (the public list), for an invoice started from a booking. */
export function useServicePrices() {
  return useQuery({
    queryKey: ['/api/services', 'calendar-prices'] as const,
    queryFn: async ({ signal }) => {
      const data = await apiGet('/api/services', { signal });
      if (!Array.isArray(data)) throw new Error('GET /api/services: expected a list');
      return new Map((data as { id: number; price: string }[]).map((s) => [s.id, s.price]));
    },
    staleTime: 5 * 60_000,
  });
}
