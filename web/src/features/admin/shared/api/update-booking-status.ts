import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminMutationKeys, bookingReadKeys } from './admin-keys';
import type { UndoTicket } from './undo-booking';
import type { StatusAction } from '../utils/booking-actions';

/** A status change: a cancellation or a no-show may carry the manager's reason (the calendar asks for one). */
export interface StatusChange {
  id: number;
  status: StatusAction;
  reason?: string;
}

/**
 * `PATCH /api/admin/bookings/{id}/status {status, reason?}`: 409 when the booking cannot move there now. Answers
 * the change's undo ticket.
 */
export async function updateBookingStatus({ id, status, reason }: StatusChange): Promise<UndoTicket | undefined> {
  const body = reason === undefined ? { status } : { status, reason };
  const answer = (await apiSend('PATCH', `/api/admin/bookings/${encodeURIComponent(String(id))}/status`, body)) as { undo?: UndoTicket } | null;
  return answer?.undo;
}

/**
 * The dashboard's one status change (the bookings list, the Today place and the calendar). Refreshes every read
 * that shows a booking.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.bookingStatus,
    mutationFn: updateBookingStatus,
    onSettled: () => Promise.all(bookingReadKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
