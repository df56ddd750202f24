import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminMutationKeys, bookingReadKeys } from './admin-keys';
import type { UndoTicket } from './undo-booking';
import type { StatusAction } from '../utils/booking-actions';

/**
 * `PATCH /api/admin/bookings/{id}/status {status}`: 409 when the booking cannot move there now. Answers the
 * change's undo ticket.
 */
export async function updateBookingStatus({ id, status }: { id: number; status: StatusAction }): Promise<UndoTicket | undefined> {
  const answer = (await apiSend('PATCH', `/api/admin/bookings/${encodeURIComponent(String(id))}/status`, { status })) as { undo?: UndoTicket } | null;
  return answer?.undo;
}

/**
 * The dashboard's one status change (the bookings list and the Today place). Refreshes every read that shows
 * a booking.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.bookingStatus,
    mutationFn: updateBookingStatus,
    onSettled: () => Promise.all(bookingReadKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
